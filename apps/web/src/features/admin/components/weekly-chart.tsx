import type { AdminDashboard } from '@taskflow/shared';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

type Week = AdminDashboard['weekly'][number];

const shortDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/**
 * One weekly series as a bar chart (hidden from screen readers) and the same numbers as a table
 * (visually hidden), so the chart's content is readable without seeing it.
 */
export function WeeklyChart({
  title,
  weeks,
  field,
  color,
}: {
  title: string;
  weeks: Week[];
  field: 'signups' | 'inquiries';
  color: string;
}) {
  const data = weeks.map((week) => ({ label: shortDate(week.weekStart), value: week[field] }));
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <figcaption className="mb-3 font-semibold">{title}</figcaption>
      <div aria-hidden className="h-56 text-xs">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={data}
            margin={{ top: 4, right: 4, bottom: 0, left: -24 }}
            // The table below is the accessible form of this chart: no keyboard stop in a hidden figure.
            accessibilityLayer={false}
          >
            <CartesianGrid
              strokeDasharray="3 3"
              stroke="currentColor"
              strokeOpacity={0.15}
              vertical={false}
            />
            <XAxis
              dataKey="label"
              tick={{ fill: 'currentColor' }}
              interval="preserveStartEnd"
              minTickGap={12}
            />
            <YAxis allowDecimals={false} tick={{ fill: 'currentColor' }} />
            <Tooltip
              cursor={{ fillOpacity: 0.1 }}
              contentStyle={{ background: 'var(--tooltip-bg, #fff)', color: '#0f172a', borderRadius: 8 }}
              formatter={(value) => [value, title]}
            />
            <Bar dataKey="value" fill={color} radius={[4, 4, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>{title}, by week</caption>
        <thead>
          <tr>
            <th scope="col">Week starting</th>
            <th scope="col">{title}</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.weekStart}>
              <th scope="row">{week.weekStart}</th>
              <td>{week[field]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
