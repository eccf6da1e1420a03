import type { AdminDashboard } from '@taskflow/shared';
import { CHART_THEME_CLASSES, ChartFigure } from '../../../components/ui/chart-figure';

type Week = AdminDashboard['weekly'][number];

const shortDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/** One weekly series of the platform admin's dashboard, as the app's bar chart in a card. */
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
  return (
    <div
      className={`rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900 ${CHART_THEME_CLASSES}`}
    >
      <ChartFigure
        title={title}
        tableCaption={`${title}, by week`}
        rowHeader="Week starting"
        series={[{ key: field, label: title, color }]}
        rows={weeks.map((week) => ({ label: shortDate(week.weekStart), values: { [field]: week[field] } }))}
      />
    </div>
  );
}
