import { formatMoney, INVOICE_VIEW_STATUS_LABELS, type InvoiceViewStatus } from '@taskflow/shared';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export const card =
  'min-w-0 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900';
export const tableHead =
  'border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:border-slate-800 dark:bg-slate-800/50 dark:text-slate-400';
export const head = 'px-3 py-3 font-semibold';
export const cell = 'px-3 py-3 align-top';
export const linkClass = 'font-medium text-brand-700 hover:underline dark:text-brand-300';

const STATUS_CLASSES: Record<InvoiceViewStatus, string> = {
  draft: 'bg-slate-100 text-slate-700 ring-slate-500/20 dark:bg-slate-800 dark:text-slate-300',
  issued: 'bg-sky-50 text-sky-800 ring-sky-600/20 dark:bg-sky-950/50 dark:text-sky-200',
  part_paid: 'bg-amber-50 text-amber-900 ring-amber-600/20 dark:bg-amber-950/50 dark:text-amber-100',
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20 dark:bg-emerald-950/50 dark:text-emerald-200',
  overdue: 'bg-red-50 text-red-800 ring-red-600/30 dark:bg-red-950/50 dark:text-red-200',
  void: 'bg-slate-100 text-slate-500 line-through ring-slate-500/20 dark:bg-slate-800 dark:text-slate-400',
};

/** An invoice's state as its reader sees it: overdue in red, paid in green, void struck through. */
export function InvoiceStatusBadge({ status, className }: { status: InvoiceViewStatus; className?: string }) {
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        STATUS_CLASSES[status],
        className,
      )}
    >
      {INVOICE_VIEW_STATUS_LABELS[status]}
    </span>
  );
}

/** An amount as the documents print it, never broken across lines. */
export function Money({
  minor,
  currency,
  className,
}: {
  minor: number;
  currency: string;
  className?: string;
}) {
  return (
    <span className={clsx('whitespace-nowrap tabular-nums', className)}>{formatMoney(minor, currency)}</span>
  );
}

/** A labelled figure of a summary row (Outstanding, Advance, an ageing bucket). */
export function Figure({ label, children, tone }: { label: string; children: ReactNode; tone?: 'danger' }) {
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 px-3 py-2 dark:border-slate-800">
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd
        className={clsx(
          'mt-0.5 text-base font-semibold sm:text-lg',
          tone === 'danger' && 'text-red-700 dark:text-red-300',
        )}
      >
        {children}
      </dd>
    </div>
  );
}
