import { formatCalendarDate } from '@taskflow/shared';
import { clsx } from 'clsx';
import { ListRestart } from 'lucide-react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { parseMoneyInput } from '../../../lib/money-input';
import { advanceOf, type OpenInvoice } from '../lib/allocation';
import type { PaymentFormInput, PaymentFormOutput } from '../lib/payment-form';
import { Money } from './parts';

/**
 * Against which open invoices a payment goes: each invoice with what is owed on it and the amount
 * against it (oldest first until one is typed), and what stays as the client's advance.
 */
export function AllocationFields({
  form,
  invoices,
  isPending,
  hasClient,
  amountMinor,
  currency,
  onTyped,
  onRefill,
}: {
  form: UseFormReturn<PaymentFormInput, unknown, PaymentFormOutput>;
  invoices: OpenInvoice[];
  isPending: boolean;
  hasClient: boolean;
  amountMinor: number;
  currency: string;
  onTyped: () => void;
  onRefill: () => void;
}) {
  const rows = useWatch({ control: form.control, name: 'allocations' }) ?? [];
  const errors = form.formState.errors.allocations;
  const listError = errors?.message ?? errors?.root?.message;
  const allocated = rows.map((row) => parseMoneyInput(row.amount ?? '', currency) ?? 0);
  const advance = advanceOf(amountMinor, allocated);
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">
        Against invoices
      </legend>
      {!hasClient ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Choose the client to see its open invoices.
        </p>
      ) : isPending ? (
        <ListSkeleton rows={2} label="Loading the client's open invoices…" />
      ) : invoices.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Nothing is owed on an issued invoice: the whole payment is kept as the client's advance.
        </p>
      ) : (
        <>
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            {invoices.map((invoice, index) => (
              <li
                key={invoice.id}
                className="grid items-start gap-x-3 gap-y-1 px-3 py-2 sm:grid-cols-[minmax(0,1fr)_10rem]"
              >
                <div className="min-w-0 text-sm sm:pt-2">
                  <span className="font-medium wrap-anywhere">{invoice.number}</span>
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    {invoice.issueDate && `${formatCalendarDate(invoice.issueDate)} · `}owed{' '}
                    <Money minor={invoice.outstandingMinor} currency={currency} />
                  </span>
                </div>
                <TextField
                  label={<span className="sr-only">Amount against {invoice.number}</span>}
                  inputMode="decimal"
                  placeholder="0"
                  error={errors?.[index]?.amount?.message}
                  {...form.register(`allocations.${index}.amount`, { onChange: onTyped })}
                />
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <p
              className={clsx(advance < 0 && 'font-semibold text-red-700 dark:text-red-300')}
              aria-live="polite"
            >
              {advance < 0 ? (
                <>
                  <Money minor={-advance} currency={currency} /> more than the payment is against invoices
                </>
              ) : (
                <>
                  Kept as advance: <Money minor={advance} currency={currency} className="font-semibold" />
                </>
              )}
            </p>
            <Button variant="ghost" onClick={onRefill}>
              <ListRestart aria-hidden className="size-4" />
              Oldest first
            </Button>
          </div>
        </>
      )}
      {listError && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {listError}
        </p>
      )}
    </fieldset>
  );
}
