import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ChartFigure } from './chart-figure';

// Recharts draws nothing at jsdom's zero size: the chart is replaced by its data and series, so the
// test compares what the chart is given with what the table says.
vi.mock('recharts', () => {
  const Pass = ({ children }: { children?: ReactNode }) => <>{children}</>;
  return {
    ResponsiveContainer: Pass,
    CartesianGrid: () => null,
    XAxis: () => null,
    YAxis: () => null,
    Tooltip: () => null,
    Legend: () => null,
    BarChart: ({ data, children }: { data: unknown; children?: ReactNode }) => (
      <div data-testid="chart-data" data-points={JSON.stringify(data)}>
        {children}
      </div>
    ),
    Bar: ({ dataKey, fill }: { dataKey: string; fill: string }) => (
      <span data-testid="chart-bar" data-key={dataKey} data-fill={fill} />
    ),
  };
});

const ROWS = [
  {
    label: '2 Jun',
    values: { completed: 1, onTime: 0 },
    links: { completed: '/app/tasks?status=Completed&w=1' },
  },
  { label: '9 Jun', values: { completed: 4, onTime: 3 } },
  { label: '16 Jun', values: { completed: 7, onTime: 7 } },
];
const SERIES = [
  { key: 'completed', label: 'Completed', color: 'var(--chart-2)' },
  { key: 'onTime', label: 'On time', color: 'var(--chart-1)' },
];

function renderChart() {
  return render(
    <MemoryRouter>
      <ChartFigure title="Completed per week" rowHeader="Week starting" rows={ROWS} series={SERIES} />
    </MemoryRouter>,
  );
}

/** The table's body as [label, ...numbers]. */
function tableValues(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      within(row).getByRole('rowheader').textContent,
      ...within(row)
        .getAllByRole('cell')
        .map((cell) => Number(cell.textContent)),
    ]);
}

describe('ChartFigure', () => {
  it('its table fallback lists the same numbers as the chart, under the series’ names', () => {
    renderChart();
    const points = JSON.parse(screen.getByTestId('chart-data').dataset.points as string) as Record<
      string,
      string | number
    >[];
    const bars = screen.getAllByTestId('chart-bar').map((bar) => bar.dataset.key as string);
    expect(bars).toEqual(['completed', 'onTime']);
    // Colours come from the theme's CSS variables.
    expect(screen.getAllByTestId('chart-bar').map((bar) => bar.dataset.fill)).toEqual([
      'var(--chart-2)',
      'var(--chart-1)',
    ]);
    const table = screen.getByRole('table', { name: 'Completed per week' });
    expect(table.className).toBe('sr-only');
    const fromChart = points.map((point) => [point.label, ...bars.map((key) => point[key])]);
    expect(tableValues(table)).toEqual(fromChart);
    expect(fromChart).toEqual([
      ['2 Jun', 1, 0],
      ['9 Jun', 4, 3],
      ['16 Jun', 7, 7],
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Week starting', 'Completed', 'On time']);
  });

  it('a number links to the list it counts; “Show as table” shows the table in the chart’s place', () => {
    renderChart();
    const table = screen.getByRole('table', { name: 'Completed per week' });
    expect(within(table).getByRole('link', { name: '1' }).getAttribute('href')).toBe(
      '/app/tasks?status=Completed&w=1',
    );
    const toggle = screen.getByRole('button', { name: 'Show as table' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.queryByTestId('chart-data')).toBeNull();
    expect(screen.getByRole('table').className).not.toContain('sr-only');
    expect(screen.getByRole('button', { name: 'Show as chart' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('names its table apart from the title when asked (the admin’s “Sign-ups, by week”)', () => {
    render(
      <ChartFigure
        title="Sign-ups"
        tableCaption="Sign-ups, by week"
        rowHeader="Week starting"
        rows={[{ label: '2 Jun', values: { signups: 3 } }]}
        series={[{ key: 'signups', label: 'Sign-ups', color: '#4f46e5' }]}
      />,
    );
    expect(screen.getByRole('figure', { name: 'Sign-ups' })).toBeTruthy();
    expect(tableValues(screen.getByRole('table', { name: 'Sign-ups, by week' }))).toEqual([['2 Jun', 3]]);
  });
});
