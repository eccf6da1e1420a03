import { useQuery } from '@tanstack/react-query';
import {
  AGEING_BUCKET_LABELS,
  AGEING_BUCKETS,
  type ClientUnbilled,
  formatCalendarDate,
  formatMinutes,
} from '@taskflow/shared';
import { Banknote, FilePlus2, FileText, Receipt } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { useCan } from '../../../lib/auth';
import { clientBalanceQueryOptions, clientUnbilledQueryOptions } from '../api/billing';
import { invoicesQueryOptions } from '../api/invoices';
import { useDraftInvoice } from '../hooks/use-draft-invoice';
import { InvoicesTable } from './invoices-table';
import { card, Figure, linkClass, Money } from './parts';
import { PaymentDialog } from './payment-dialog';
import { StatementDialog } from './statement-dialog';

/** Invoices shown on a client's page; the Invoices page lists the rest. */
const SHOWN = 5;

/** The client's unbilled fees and time, each row with its amount (time without a rate says so). */
function UnbilledWork({ unbilled }: { unbilled: ClientUnbilled }) {
  const { currency } = unbilled;
  if (unbilled.fees.length === 0 && unbilled.time.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Nothing to bill: no done fixed-fee job or approved billable time is waiting for an invoice.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
      {unbilled.fees.map((fee) => (
        <li key={fee.clientJobId} className="flex flex-wrap items-start justify-between gap-2 py-2">
          <div className="min-w-0">
            <Link to={`/app/jobs/${fee.clientJobId}`} className="font-medium wrap-anywhere hover:underline">
              {fee.serviceName} · {fee.periodLabel}
            </Link>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              Fixed fee{fee.completedAt && ` · done ${formatCalendarDate(fee.completedAt.slice(0, 10))}`}
            </p>
          </div>
          <Money minor={fee.feeMinor} currency={currency} />
        </li>
      ))}
      {unbilled.time.map((time) => (
        <li
          key={`${time.userId}:${time.hourlyRateMinor ?? 'none'}`}
          className="flex flex-wrap items-start justify-between gap-2 py-2"
        >
          <div className="min-w-0">
            <p className="font-medium wrap-anywhere">{time.userName}</p>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {formatMinutes(time.minutes)} h
              {time.hourlyRateMinor !== null ? (
                <>
                  {' '}
                  at <Money minor={time.hourlyRateMinor} currency={currency} />
                  /h
                </>
              ) : (
                ' without a rate'
              )}{' '}
              · {formatCalendarDate(time.firstDate)} to {formatCalendarDate(time.lastDate)}
            </p>
          </div>
          {time.valueMinor !== null ? (
            <Money minor={time.valueMinor} currency={currency} />
          ) : (
            <span className="text-xs font-medium text-amber-800 dark:text-amber-200">Needs a rate</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The client's billing on its page, for Rates and Billing holders only: its unbilled work with amounts
 * ("Draft invoice" of it in one action), what it owes and how old that is, its advance, its latest
 * invoices, "Record payment" and its statement of account (PDF).
 */
export function ClientBillingPanel({ customer }: { customer: { id: string; name: string } }) {
  const canBill = useCan('time.billing');
  const unbilled = useQuery({ ...clientUnbilledQueryOptions(customer.id), enabled: canBill });
  const balance = useQuery({ ...clientBalanceQueryOptions(customer.id), enabled: canBill });
  const invoices = useQuery({
    ...invoicesQueryOptions({ customerId: customer.id, pageSize: SHOWN }),
    enabled: canBill,
  });
  const { draft, pendingId } = useDraftInvoice();
  const [dialog, setDialog] = useState<'payment' | 'statement' | null>(null);
  if (!canBill) return null;
  const hasUnbilled = (unbilled.data?.totalMinor ?? 0) > 0;
  const currency = unbilled.data?.currency ?? balance.data?.currency ?? 'INR';
  const total = invoices.data?.meta.total ?? 0;
  return (
    <section aria-labelledby="customer-billing" className={`${card} grid gap-5`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="customer-billing" className="flex items-center gap-2 text-base font-semibold">
          <Receipt aria-hidden className="size-4 text-slate-500 dark:text-slate-400" />
          Billing
        </h2>
        <div className="flex flex-wrap gap-2">
          {hasUnbilled && (
            <Button isLoading={pendingId === customer.id} onClick={() => draft(customer)}>
              <FilePlus2 aria-hidden className="size-4" />
              Draft invoice
            </Button>
          )}
          <Button variant="secondary" onClick={() => setDialog('payment')}>
            <Banknote aria-hidden className="size-4" />
            Record payment
          </Button>
          <Button variant="secondary" onClick={() => setDialog('statement')}>
            <FileText aria-hidden className="size-4" />
            Statement
          </Button>
        </div>
      </div>
      <QueryState
        query={balance}
        loading="Loading what the client owes…"
        failed="Could not load what the client owes. Try again later."
        rows={1}
      >
        {(owed) => (
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
            <Figure label="Outstanding">
              <Money minor={owed.outstandingMinor} currency={owed.currency} />
            </Figure>
            <Figure label="Advance">
              <Money minor={owed.advanceMinor} currency={owed.currency} />
            </Figure>
            {AGEING_BUCKETS.map((bucket) => (
              <Figure
                key={bucket}
                label={AGEING_BUCKET_LABELS[bucket]}
                tone={bucket === '90+' && owed.ageing[bucket] > 0 ? 'danger' : undefined}
              >
                <Money minor={owed.ageing[bucket]} currency={owed.currency} />
              </Figure>
            ))}
          </dl>
        )}
      </QueryState>
      <div className="grid gap-2">
        <h3 className="flex flex-wrap items-baseline justify-between gap-2 text-sm font-semibold">
          Unbilled work
          {unbilled.data && (
            <Money minor={unbilled.data.totalMinor} currency={currency} className="text-base" />
          )}
        </h3>
        <QueryState
          query={unbilled}
          loading="Loading the unbilled work…"
          failed="Could not load the unbilled work. Try again later."
          rows={2}
        >
          {(data) => (
            <>
              <UnbilledWork unbilled={data} />
              {data.awaitingApprovalMinutes > 0 && (
                <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
                  {formatMinutes(data.awaitingApprovalMinutes)} h of billable time await approval: they can be
                  billed once their week is approved.
                </p>
              )}
            </>
          )}
        </QueryState>
      </div>
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold">Invoices</h3>
        <QueryState
          query={invoices}
          loading="Loading the client's invoices…"
          failed="Could not load the client's invoices. Try again later."
          rows={2}
          isEmpty={(body) => body.data.length === 0}
          empty={
            <p className="text-sm text-slate-600 dark:text-slate-400">No invoice for this client yet.</p>
          }
        >
          {(body) => (
            <div className="grid gap-2">
              <InvoicesTable invoices={body.data} showClient={false} />
              {total > SHOWN && (
                <Link to={`/app/billing?customerId=${customer.id}`} className={`${linkClass} text-sm`}>
                  All {total} invoices of {customer.name}
                </Link>
              )}
            </div>
          )}
        </QueryState>
      </div>
      <PaymentDialog
        isOpen={dialog === 'payment'}
        onClose={() => setDialog(null)}
        currency={currency}
        customer={customer}
      />
      <StatementDialog customer={dialog === 'statement' ? customer : null} onClose={() => setDialog(null)} />
    </section>
  );
}
