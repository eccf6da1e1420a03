import { formatMinutes, type TimeEntry } from '@taskflow/shared';
import { Lock, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { useDates } from '../../../lib/dates';

/** Time entries as cards that stack on a phone and sit in rows on a wide screen. */
export function EntriesList({
  entries,
  onEdit,
  onDelete,
}: {
  entries: TimeEntry[];
  onEdit?: (entry: TimeEntry) => void;
  onDelete?: (entry: TimeEntry) => void;
}) {
  const dates = useDates();
  return (
    <ul className="grid gap-2">
      {entries.map((entry) => (
        <li
          key={entry.id}
          className="grid gap-2 rounded-xl border border-slate-200 bg-white p-3 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:items-center dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="min-w-0">
            <Link
              to={`/app/tasks/${entry.task.displayId}`}
              className="block truncate font-medium hover:underline"
              title={`${entry.task.displayId} ${entry.task.title}`}
            >
              <span className="font-mono text-xs text-slate-500 dark:text-slate-400">
                {entry.task.displayId}
              </span>{' '}
              {entry.task.title}
            </Link>
            <p
              className="truncate text-xs text-slate-600 dark:text-slate-400"
              title={entry.task.customerName}
            >
              {dates.calendarDate(entry.date)}
              {/* A typed duration has no clock times, so none is shown. */}
              {entry.startedAt &&
                ` · ${dates.time(entry.startedAt)}${entry.endedAt ? `–${dates.time(entry.endedAt)}` : ' (running)'}`}{' '}
              · {entry.task.customerName}
            </p>
            {entry.note && (
              <p className="mt-1 text-sm wrap-anywhere text-slate-700 dark:text-slate-300">{entry.note}</p>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-mono font-semibold tabular-nums">{formatMinutes(entry.minutes)}</span>
            <span
              className={
                entry.isBillable
                  ? 'rounded-full bg-emerald-100 px-2 py-0.5 text-xs text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200'
                  : 'rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300'
              }
            >
              {entry.isBilled ? 'Billed' : entry.isBillable ? 'Billable' : 'Not billable'}
            </span>
            {entry.isLocked && (
              <span className="flex items-center gap-1 text-xs text-slate-600 dark:text-slate-400">
                <Lock aria-hidden className="size-3" /> Locked
              </span>
            )}
          </div>
          {!entry.isLocked && !entry.isRunning && (onEdit || onDelete) && (
            <div className="flex gap-1">
              {onEdit && (
                <button
                  type="button"
                  onClick={() => onEdit(entry)}
                  aria-label={`Edit entry on ${entry.task.displayId}, ${dates.calendarDate(entry.date)}`}
                  className="rounded-md p-2 hover:bg-slate-100 dark:hover:bg-slate-800"
                >
                  <Pencil aria-hidden className="size-4" />
                </button>
              )}
              {onDelete && (
                <button
                  type="button"
                  onClick={() => onDelete(entry)}
                  aria-label={`Delete entry on ${entry.task.displayId}, ${dates.calendarDate(entry.date)}`}
                  className="rounded-md p-2 text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950"
                >
                  <Trash2 aria-hidden className="size-4" />
                </button>
              )}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
