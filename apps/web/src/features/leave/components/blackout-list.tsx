import type { Blackout } from '@taskflow/shared';
import { RowAction } from '../../../components/ui/row-actions';
import { useDates } from '../../../lib/dates';
import { BLACKOUT_EFFECT_LABEL } from './blackout-form';

/** Blackout periods, soonest first, with who they hold for and the reason applicants see. */
export function BlackoutList({
  blackouts,
  onEdit,
  onDelete,
}: {
  blackouts: Blackout[];
  onEdit: (blackout: Blackout) => void;
  onDelete: (blackout: Blackout) => void;
}) {
  const dates = useDates();
  return (
    <ul className="grid gap-3">
      {blackouts.map((blackout) => {
        const range = `${dates.calendarDate(blackout.startDate)} – ${dates.calendarDate(blackout.endDate)}`;
        return (
          <li
            key={blackout.id}
            className="flex min-w-0 flex-wrap items-start justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
          >
            <div className="min-w-0">
              <h3 className="font-semibold">{range}</h3>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {blackout.department?.name ?? 'Whole organization'} · {BLACKOUT_EFFECT_LABEL[blackout.effect]}
              </p>
              <p className="mt-1 text-sm whitespace-pre-line wrap-anywhere">{blackout.reason}</p>
            </div>
            <div className="flex shrink-0 gap-1">
              <RowAction action="edit" itemName={`blackout ${range}`} onClick={() => onEdit(blackout)} />
              <RowAction action="delete" itemName={`blackout ${range}`} onClick={() => onDelete(blackout)} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
