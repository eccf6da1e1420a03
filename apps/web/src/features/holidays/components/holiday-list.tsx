import type { Holiday } from '@taskflow/shared';
import { RowAction } from '../../../components/ui/row-actions';

const monthName = new Intl.DateTimeFormat('en-IN', { month: 'long', timeZone: 'UTC' });
const weekday = new Intl.DateTimeFormat('en-IN', { weekday: 'long', timeZone: 'UTC' });
const dayOfMonth = new Intl.DateTimeFormat('en-IN', { day: 'numeric', timeZone: 'UTC' });
const shortMonth = new Intl.DateTimeFormat('en-IN', { month: 'short', timeZone: 'UTC' });

/** Days are stored as YYYY-MM-DD: read them in UTC so no time zone shifts them. */
const dayOf = (holiday: Holiday) => new Date(`${holiday.date}T00:00:00Z`);

function byMonth(holidays: Holiday[]) {
  const groups = new Map<string, Holiday[]>();
  for (const holiday of holidays) {
    const key = holiday.date.slice(0, 7);
    groups.set(key, [...(groups.get(key) ?? []), holiday]);
  }
  return [...groups.entries()];
}

/** One year's holidays grouped by month, each with its weekday. */
export function HolidayList({
  holidays,
  canEdit,
  canDelete,
  onEdit,
  onDelete,
}: {
  holidays: Holiday[];
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (holiday: Holiday) => void;
  onDelete: (holiday: Holiday) => void;
}) {
  return (
    <div className="grid items-start gap-6 md:grid-cols-2">
      {byMonth(holidays).map(([month, items]) => {
        const first = items[0];
        const heading = first ? monthName.format(dayOf(first)) : month;
        return (
          <section
            key={month}
            aria-label={heading}
            className="rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
          >
            <h3 className="border-b border-slate-200 px-4 py-3 text-sm font-semibold dark:border-slate-800">
              {heading}
              <span className="ml-2 font-normal text-slate-500 dark:text-slate-400">
                {items.length} {items.length === 1 ? 'holiday' : 'holidays'}
              </span>
            </h3>
            <ul className="divide-y divide-slate-200 dark:divide-slate-800">
              {items.map((holiday) => {
                const day = dayOf(holiday);
                return (
                  <li key={holiday.id} className="flex items-center gap-3 px-4 py-3">
                    <div className="flex size-12 shrink-0 flex-col items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-300">
                      <span className="text-lg leading-none font-bold">{dayOfMonth.format(day)}</span>
                      <span className="text-[0.65rem] font-semibold uppercase">{shortMonth.format(day)}</span>
                    </div>
                    <div className="min-w-0 flex-1">
                      <p className="font-medium wrap-anywhere text-slate-900 dark:text-slate-100">
                        {holiday.name}
                      </p>
                      <p className="text-sm text-slate-600 dark:text-slate-400">
                        <time dateTime={holiday.date}>{weekday.format(day)}</time>
                      </p>
                    </div>
                    {canEdit && (
                      <RowAction action="edit" itemName={holiday.name} onClick={() => onEdit(holiday)} />
                    )}
                    {canDelete && (
                      <RowAction action="delete" itemName={holiday.name} onClick={() => onDelete(holiday)} />
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
