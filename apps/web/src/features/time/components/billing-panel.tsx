import {
  addCalendarDays,
  type BillingRange,
  formatCalendarDate,
  formatMinutes,
  todayIn,
} from '@taskflow/shared';
import { Download, Receipt } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SelectField, TextField } from '../../../components/ui/field';
import { Pagination } from '../../../components/ui/pagination';
import { ApiError } from '../../../lib/api-client';
import {
  billingCsvUrl,
  useBillingBatches,
  useBillingPreview,
  useCustomerOptions,
  useMarkBilled,
} from '../api/time-api';
import { formatMoney } from './time-totals';

const PAGE_SIZE = 10;

/**
 * "Mark as billed" for a customer and a date range: what it would take (entries, hours, amount), the
 * CSV for invoicing, and the confirmation that locks those entries.
 */
export function MarkBilledPanel({ timeZone }: { timeZone: string }) {
  const today = todayIn(timeZone);
  const { data: customers = [] } = useCustomerOptions();
  const [customerId, setCustomerId] = useState('');
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const [isConfirming, setConfirming] = useState(false);
  const range: BillingRange | null = customerId && from && to && to >= from ? { customerId, from, to } : null;
  const preview = useBillingPreview(range);
  const markBilled = useMarkBilled();
  const customerName = customers.find((customer) => customer.id === customerId)?.businessName ?? '';

  const confirm = async () => {
    if (!range) return;
    try {
      const batch = await markBilled.mutateAsync(range);
      toast.success(`${batch.entryCount} entries of ${batch.customerName} were marked as billed.`);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Could not mark the time as billed.');
    } finally {
      setConfirming(false);
    }
  };

  return (
    <section
      aria-labelledby="mark-billed"
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="mark-billed" className="font-semibold">
        Billable time of a customer
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label="Customer"
          value={customerId}
          onChange={(event) => setCustomerId(event.target.value)}
          empty="Choose a customer"
          choices={customers.map((customer) => ({ id: customer.id, label: customer.businessName }))}
        />
        <TextField label="From" type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
        <TextField
          label="To"
          type="date"
          value={to}
          max={addCalendarDays(today, 366)}
          onChange={(event) => setTo(event.target.value)}
          error={from && to && to < from ? 'To cannot be before From' : undefined}
        />
      </div>
      {range && preview.data && (
        <p className="text-sm" aria-live="polite">
          Not yet billed: <strong>{preview.data.entryCount}</strong> entries,{' '}
          <strong className="font-mono">{formatMinutes(preview.data.minutes)}</strong> hours,{' '}
          <strong>{formatMoney(preview.data.amount, preview.data.currency)}</strong>
          {preview.data.unratedEntryCount > 0 &&
            ` (${preview.data.unratedEntryCount} without a project or person rate count as 0)`}
          .
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <a
          href={range ? billingCsvUrl(range) : undefined}
          aria-disabled={!range}
          className={buttonClasses('secondary', range ? '' : 'pointer-events-none opacity-60')}
          download
        >
          <Download aria-hidden className="size-4" />
          Download CSV
        </a>
        <Button onClick={() => setConfirming(true)} disabled={!range || !preview.data?.entryCount}>
          <Receipt aria-hidden className="size-4" />
          Mark as billed
        </Button>
      </div>
      <ConfirmDialog
        isOpen={isConfirming}
        title="Mark this time as billed?"
        description={`${preview.data?.entryCount ?? 0} billable entries of ${customerName} from ${formatCalendarDate(from)} to ${formatCalendarDate(to)} will be locked: they can no longer be edited or deleted.`}
        confirmLabel="Mark as billed"
        tone="primary"
        isPending={markBilled.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirm}
      />
    </section>
  );
}

/** What has been marked as billed, newest first. */
export function BillingBatches() {
  const [page, setPage] = useState(1);
  const { data, isPending } = useBillingBatches({ page, pageSize: PAGE_SIZE });
  return (
    <section
      aria-labelledby="billed"
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="billed" className="font-semibold">
        Billed
      </h2>
      {isPending ? (
        <p className="text-sm text-slate-600 dark:text-slate-400" role="status">
          Loading…
        </p>
      ) : data?.data.length ? (
        <>
          <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
            {data.data.map((batch) => (
              <li
                key={batch.id}
                className="grid gap-1 py-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
              >
                <span className="min-w-0 truncate" title={batch.customerName}>
                  <strong>{batch.customerName}</strong> · {formatCalendarDate(batch.from)} –{' '}
                  {formatCalendarDate(batch.to)}
                </span>
                <span className="text-slate-700 dark:text-slate-300">
                  {batch.entryCount} entries ·{' '}
                  <span className="font-mono">{formatMinutes(batch.minutes)}</span> ·{' '}
                  {formatMoney(batch.amount, batch.currency)}
                  {batch.createdByName ? ` · by ${batch.createdByName}` : ''}
                </span>
              </li>
            ))}
          </ul>
          <Pagination meta={data.meta} onPageChange={setPage} />
        </>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">Nothing has been marked as billed yet.</p>
      )}
    </section>
  );
}
