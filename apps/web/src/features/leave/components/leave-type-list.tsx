import { formatLeaveDays, type LeaveType } from '@taskflow/shared';
import { clsx } from 'clsx';
import { Button } from '../../../components/ui/button';
import { RowAction } from '../../../components/ui/row-actions';

/** What a type's options amount to, in a line: "Paid · 12 days a year, monthly · half days · …". */
export function describeLeaveType(type: LeaveType): string {
  const parts = [type.isPaid ? 'Paid' : 'Unpaid'];
  if (type.tracksBalance) {
    parts.push(
      `${formatLeaveDays(type.yearlyAllocation)} a year${type.accrual === 'monthly' ? ', accrued monthly' : ''}`,
    );
    parts.push(
      type.carryForwardCap > 0
        ? `carry forward up to ${formatLeaveDays(type.carryForwardCap)}`
        : 'no carry-forward',
    );
  } else {
    parts.push('no balance kept');
  }
  parts.push(type.allowsHalfDays ? 'half days allowed' : 'whole days only');
  if (type.documentRequiredAfterDays !== null) {
    parts.push(`document beyond ${formatLeaveDays(type.documentRequiredAfterDays)}`);
  }
  return parts.join(' · ');
}

/** The organization's leave types with their options and approval chain; archived ones dimmed. */
export function LeaveTypeList({
  types,
  onEdit,
  onArchive,
}: {
  types: LeaveType[];
  onEdit: (type: LeaveType) => void;
  onArchive: (type: LeaveType, isArchived: boolean) => void;
}) {
  return (
    <ul className="grid gap-3">
      {types.map((type) => (
        <li
          key={type.id}
          className={clsx(
            'flex min-w-0 flex-wrap items-start justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900',
            type.isArchived && 'opacity-70',
          )}
        >
          <div className="min-w-0">
            <h3 className="font-semibold wrap-anywhere">
              {type.name}
              {type.isArchived && (
                <span className="ml-2 text-xs font-normal text-slate-600 dark:text-slate-400">
                  (archived)
                </span>
              )}
            </h3>
            <p className="text-sm text-slate-600 dark:text-slate-400">{describeLeaveType(type)}</p>
            <p className="mt-1 text-sm wrap-anywhere">
              Approval:{' '}
              {type.approvalSteps.length === 0
                ? 'Reporting manager'
                : type.approvalSteps.map((step) => step.label).join(' → ')}
              {type.escalationDays !== null && (
                <span className="text-slate-600 dark:text-slate-400">
                  {' '}
                  (escalates after {formatLeaveDays(type.escalationDays)})
                </span>
              )}
            </p>
          </div>
          <div className="flex shrink-0 items-center gap-1">
            <RowAction action="edit" itemName={`${type.name} leave type`} onClick={() => onEdit(type)} />
            <Button variant="ghost" onClick={() => onArchive(type, !type.isArchived)}>
              {type.isArchived ? 'Restore' : 'Archive'}
              <span className="sr-only"> {type.name}</span>
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
