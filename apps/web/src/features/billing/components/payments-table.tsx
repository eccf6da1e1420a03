import { formatCalendarDate, PAYMENT_MODE_LABELS, type Payment } from '@taskflow/shared';
import { clsx } from 'clsx';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CustomerLink } from '../../../components/customer-link';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../lib/notify';
import { useDeletePayment } from '../api/payments';
import { messageOf } from '../lib/errors';
import { cell, head, linkClass, Money, tableHead } from './parts';

/**
 * Payments received: date, client, mode and reference, amount, the invoices it went against and what
 * stays as advance; one recorded by mistake can be deleted, which gives its invoices their balance back.
 */
export function PaymentsTable({
  payments,
  showClient = true,
}: {
  payments: Payment[];
  showClient?: boolean;
}) {
  const remove = useDeletePayment();
  const [deleting, setDeleting] = useState<Payment | null>(null);
  return (
    <>
      <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <table className="w-full text-left text-sm">
          <thead className={tableHead}>
            <tr>
              <th scope="col" className={head}>
                Received
              </th>
              {showClient && (
                <th scope="col" className={clsx(head, 'hidden sm:table-cell')}>
                  Client
                </th>
              )}
              <th scope="col" className={clsx(head, 'hidden md:table-cell')}>
                Mode
              </th>
              <th scope="col" className={clsx(head, 'text-right')}>
                Amount
              </th>
              <th scope="col" className={clsx(head, 'hidden lg:table-cell')}>
                Against
              </th>
              <th scope="col" className={clsx(head, 'hidden text-right md:table-cell')}>
                Advance
              </th>
              <th scope="col" className={head}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {payments.map((payment) => (
              <tr key={payment.id} className="hover:bg-slate-50 dark:hover:bg-slate-800/40">
                <td className={clsx(cell, 'whitespace-nowrap')}>
                  <time dateTime={payment.receivedOn}>{formatCalendarDate(payment.receivedOn)}</time>
                  {showClient && (
                    <span className="mt-0.5 block text-xs font-medium whitespace-normal text-slate-700 sm:hidden dark:text-slate-300">
                      {payment.customerName}
                    </span>
                  )}
                  <span className="mt-0.5 block text-xs text-slate-600 md:hidden dark:text-slate-400">
                    {PAYMENT_MODE_LABELS[payment.mode]}
                  </span>
                </td>
                {showClient && (
                  <td className={clsx(cell, 'hidden max-w-[14rem] break-words sm:table-cell')}>
                    <CustomerLink
                      customer={{ id: payment.customerId, name: payment.customerName }}
                      className="font-medium"
                    />
                  </td>
                )}
                <td className={clsx(cell, 'hidden md:table-cell')}>
                  {PAYMENT_MODE_LABELS[payment.mode]}
                  {payment.reference && (
                    <span className="block text-xs wrap-anywhere text-slate-600 dark:text-slate-400">
                      {payment.reference}
                    </span>
                  )}
                </td>
                <td className={clsx(cell, 'text-right font-medium')}>
                  <Money minor={payment.amountMinor} currency={payment.currency} />
                </td>
                <td className={clsx(cell, 'hidden lg:table-cell')}>
                  {payment.allocations.length === 0 ? (
                    <span className="text-slate-500 dark:text-slate-400">–</span>
                  ) : (
                    <ul className="grid gap-0.5">
                      {payment.allocations.map((allocation) => (
                        <li key={allocation.invoiceId} className="whitespace-nowrap">
                          <Link to={`/app/billing/invoices/${allocation.invoiceId}`} className={linkClass}>
                            {allocation.number}
                          </Link>{' '}
                          <Money minor={allocation.amountMinor} currency={payment.currency} />
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td className={clsx(cell, 'hidden text-right md:table-cell')}>
                  {payment.unallocatedMinor > 0 ? (
                    <Money minor={payment.unallocatedMinor} currency={payment.currency} />
                  ) : (
                    <span className="text-slate-500 dark:text-slate-400">–</span>
                  )}
                </td>
                <td className={clsx(cell, 'text-right')}>
                  <Button
                    variant="ghost"
                    className="px-2.5"
                    onClick={() => setDeleting(payment)}
                    aria-label={`Delete the payment of ${formatCalendarDate(payment.receivedOn)} from ${payment.customerName}`}
                  >
                    <Trash2 aria-hidden className="size-4" />
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        isOpen={deleting !== null}
        title="Delete this payment?"
        description="The invoices it went against are owed again by what it paid on them. Delete only a payment recorded by mistake."
        confirmLabel="Delete payment"
        cancelLabel="Keep it"
        isPending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            notify('success', 'Payment deleted.');
          } catch (error) {
            notify('error', messageOf(error, 'Could not delete the payment.'));
          }
          setDeleting(null);
        }}
      />
    </>
  );
}
