import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface ChartSeries {
  key: string;
  label: string;
  /** A CSS colour, normally one of the dashboard's variables (`var(--chart-1)`), so both themes fit. */
  color: string;
}

export interface ChartRow {
  label: string;
  values: Record<string, number>;
  /** Where each number's list is (the Task List with its filters), by series key. */
  links?: Record<string, string | undefined>;
}

/**
 * The chart colours as CSS variables, one set per theme; put on the element around the charts.
 * Recharts reads them through `var(…)` in fill and stroke, so a theme switch recolours without a render.
 */
export const CHART_THEME_CLASSES =
  '[--chart-1:#4f46e5] [--chart-2:#0d9488] [--chart-3:#d97706] [--chart-4:#dc2626] [--chart-grid:#94a3b8] dark:[--chart-1:#a5b4fc] dark:[--chart-2:#5eead4] dark:[--chart-3:#fcd34d] dark:[--chart-4:#fca5a5] dark:[--chart-grid:#475569]';

/**
 * The one bar chart of the app (the dashboard's and the platform admin's, which had drifted apart as two
 * copies), with its accessible table: the chart is hidden from assistive technology and the same
 * numbers are a table, visually hidden until "Show as table" shows it in the chart's place. Each number
 * links to the list it counts when there is one. Put it inside CHART_THEME_CLASSES (its grid's colour).
 */
export function ChartFigure({
  title,
  tableCaption = title,
  rowHeader,
  rows,
  series,
  height = 220,
}: {
  title: string;
  /** The table's name, when it should say more than the title. */
  tableCaption?: string;
  rowHeader: string;
  rows: ChartRow[];
  series: ChartSeries[];
  height?: number;
}) {
  const [isTable, setTable] = useState(false);
  const tableId = useId();
  const titleId = useId();
  const data = rows.map((row) => ({ label: row.label, ...row.values }));
  const table = (
    <table id={tableId} className={isTable ? 'w-full text-sm' : 'sr-only'}>
      <caption className={isTable ? 'sr-only' : undefined}>{tableCaption}</caption>
      <thead>
        <tr className="text-left text-slate-600 dark:text-slate-300">
          <th scope="col" className="py-1 pr-3 font-medium">
            {rowHeader}
          </th>
          {series.map((entry) => (
            <th key={entry.key} scope="col" className="py-1 pr-3 text-right font-medium">
              {entry.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="border-t border-slate-100 dark:border-slate-800">
            <th scope="row" className="py-1 pr-3 text-left font-normal">
              {row.label}
            </th>
            {series.map((entry) => {
              const value = row.values[entry.key] ?? 0;
              const href = row.links?.[entry.key];
              return (
                <td key={entry.key} className="py-1 pr-3 text-right tabular-nums">
                  {href ? (
                    <Link to={href} className="text-brand-700 hover:underline dark:text-indigo-300">
                      {value}
                    </Link>
                  ) : (
                    value
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    // The caption holds the toggle too (a figcaption is the figure's first child); the figure is named by
    // the title alone.
    <figure className="min-w-0" aria-labelledby={titleId}>
      <figcaption className="mb-2 flex items-center justify-between gap-3">
        <span id={titleId} className="text-sm font-semibold">
          {title}
        </span>
        <button
          type="button"
          className="text-xs font-semibold text-brand-700 hover:underline dark:text-indigo-300"
          aria-pressed={isTable}
          aria-controls={tableId}
          onClick={() => setTable((shown) => !shown)}
        >
          {isTable ? 'Show as chart' : 'Show as table'}
        </button>
      </figcaption>
      {!isTable && (
        <div aria-hidden className="text-xs" style={{ height }}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              data={data}
              margin={{ top: 4, right: 4, bottom: 0, left: -24 }}
              accessibilityLayer={false}
            >
              <CartesianGrid
                strokeDasharray="3 3"
                stroke="var(--chart-grid)"
                strokeOpacity={0.4}
                vertical={false}
              />
              <XAxis
                dataKey="label"
                tick={{ fill: 'currentColor' }}
                interval="preserveStartEnd"
                minTickGap={8}
              />
              <YAxis allowDecimals={false} tick={{ fill: 'currentColor' }} />
              <Tooltip
                cursor={{ fillOpacity: 0.1 }}
                contentStyle={{ background: 'var(--tooltip-bg, #fff)', color: '#0f172a', borderRadius: 8 }}
              />
              {series.length > 1 && <Legend />}
              {series.map((entry) => (
                <Bar
                  key={entry.key}
                  dataKey={entry.key}
                  name={entry.label}
                  fill={entry.color}
                  radius={[4, 4, 0, 0]}
                  isAnimationActive={false}
                />
              ))}
            </BarChart>
          </ResponsiveContainer>
        </div>
      )}
      {table}
    </figure>
  );
}
