import type { Milestone } from '@taskflow/shared';
import { clsx } from 'clsx';
import { Flag } from 'lucide-react';
import { RowAction } from '../../../components/ui/row-actions';
import { useDates } from '../../../lib/dates';

/** A project's milestones by date, each with its done box and, for editors, edit and delete. */
export function MilestoneList({
  milestones,
  today,
  canEdit,
  onToggleDone,
  onEdit,
  onDelete,
}: {
  milestones: Milestone[];
  /** YYYY-MM-DD in the organization's zone: an open milestone before it is late. */
  today: string;
  canEdit: boolean;
  onToggleDone: (milestone: Milestone) => void;
  onEdit: (milestone: Milestone) => void;
  onDelete: (milestone: Milestone) => void;
}) {
  const dates = useDates();
  return (
    <ol className="grid gap-2" aria-label="Milestones">
      {milestones.map((milestone) => {
        const isLate = !milestone.isDone && milestone.date < today;
        return (
          <li
            key={milestone.id}
            className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
          >
            <input
              type="checkbox"
              className="mt-1 size-4 shrink-0 accent-brand-600"
              checked={milestone.isDone}
              disabled={!canEdit}
              aria-label={`${milestone.name}: done`}
              onChange={() => onToggleDone(milestone)}
            />
            <div className="min-w-0 flex-1">
              <p
                className={clsx(
                  'font-medium wrap-anywhere',
                  milestone.isDone && 'text-slate-500 line-through dark:text-slate-400',
                )}
              >
                <Flag aria-hidden className="mr-1 inline size-4 text-brand-600 dark:text-brand-300" />
                {milestone.name}
              </p>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                <span className={clsx(isLate && 'font-semibold text-red-700 dark:text-red-300')}>
                  {dates.calendarDate(milestone.date)}
                  {isLate && ' · late'}
                </span>
                {milestone.owner && <> · {milestone.owner.name}</>}
                {milestone.isDone && milestone.doneAt && <> · done {dates.dateTime(milestone.doneAt)}</>}
              </p>
            </div>
            {canEdit && (
              <div className="flex shrink-0 gap-1">
                <RowAction action="edit" itemName={milestone.name} onClick={() => onEdit(milestone)} />
                <RowAction action="delete" itemName={milestone.name} onClick={() => onDelete(milestone)} />
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
