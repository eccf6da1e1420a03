import {
  REQUEST_ITEM_STATUS_LABELS,
  REQUEST_STATUS_LABELS,
  type RequestItemStatus,
  type RequestStatus,
} from '@taskflow/shared';
import { clsx } from 'clsx';

const chip =
  'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset';

const STATUS_CLASSES: Record<RequestStatus, string> = {
  open: 'bg-violet-50 text-violet-800 ring-violet-600/25 dark:bg-violet-950/60 dark:text-violet-200',
  complete: 'bg-emerald-50 text-emerald-800 ring-emerald-600/25 dark:bg-emerald-950/60 dark:text-emerald-200',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-500/25 dark:bg-slate-800 dark:text-slate-200',
};

const ITEM_CLASSES: Record<RequestItemStatus, string> = {
  pending: 'bg-slate-100 text-slate-700 ring-slate-500/25 dark:bg-slate-800 dark:text-slate-200',
  submitted: 'bg-amber-50 text-amber-900 ring-amber-600/30 dark:bg-amber-950/60 dark:text-amber-200',
  accepted: 'bg-emerald-50 text-emerald-800 ring-emerald-600/25 dark:bg-emerald-950/60 dark:text-emerald-200',
  returned: 'bg-red-50 text-red-800 ring-red-600/30 dark:bg-red-950/60 dark:text-red-200',
};

/** A request's status in words and colour ("Waiting on client"). */
export function RequestStatusChip({ status, className }: { status: RequestStatus; className?: string }) {
  return (
    <span className={clsx(chip, STATUS_CLASSES[status], className)}>{REQUEST_STATUS_LABELS[status]}</span>
  );
}

/** An item's status in words and colour ("To review"). */
export function ItemStatusChip({ status }: { status: RequestItemStatus }) {
  return <span className={clsx(chip, ITEM_CLASSES[status])}>{REQUEST_ITEM_STATUS_LABELS[status]}</span>;
}
