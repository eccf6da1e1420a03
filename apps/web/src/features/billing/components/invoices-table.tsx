import { formatCalendarDate, type InvoiceSummary } from '@taskflow/shared';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { CustomerLink } from '../../../components/customer-link';
import { cell, head, InvoiceStatusBadge, linkClass, Money, tableHead } from './parts';

/** A document's name in a list: its number once issued, else what it is. */
export function invoiceName(invoice: Pick<InvoiceSummary, 'number' | 'kind' | 'status'>): string {
  if (invoice.number) return invoice.number;
  return invoice.kind === 'credit_note' ? 'Credit note' : 'Draft';
}

/**
 * Invoices and credit notes as a table: number (linked), client, date, due, total, outstanding, status.
 * On a phone the number and the total stay; the client, the date and the status go under the number.
 */
export function InvoicesTable({
  invoices,
  showClient = true,
}: {
  invoices: InvoiceSummary[];
  /** False on a client's own page, where every row is that client's. */
  showClient?: boolean;
}) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full text-left text-sm">
        <thead className={tableHead}>
          <tr>
            <th scope="col" className={head}>
              Number
            </th>
            {showClient && (
              <th scope="col" className={clsx(head, 'hidden md:table-cell')}>
                Client
              </th>
            )}
            <th scope="col" className={clsx(head, 'hidden sm:table-cell')}>
              Date
            </th>
            <th scope="col" className={clsx(head, 'hidden lg:table-cell')}>
              Due
            </th>
            <th scope="col" className={clsx(head, 'text-right')}>
              Total
            </th>
            <th scope="col" className={clsx(head, 'hidden text-right sm:table-cell')}>
              Outstanding
            </th>
            <th scope="col" className={clsx(head, 'hidden sm:table-cell')}>
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {invoices.map((invoice) => {
            const isOverdue = invoice.viewStatus === 'overdue';
            return (
              <tr key={invoice.id} className="hover:bg-slate-50 dark:hover:bg-slate-800/40">
                <td className={clsx(cell, 'min-w-[8rem]')}>
                  <Link
                    to={`/app/billing/invoices/${invoice.id}`}
                    className={clsx(linkClass, 'whitespace-nowrap')}
                  >
                    {invoiceName(invoice)}
                  </Link>
                  {invoice.kind === 'credit_note' && (
                    <span className="block text-xs text-slate-600 dark:text-slate-400">Credit note</span>
                  )}
                  {/* What the hidden columns say, on a narrow screen. */}
                  {showClient && (
                    <span className="mt-0.5 block text-xs font-medium text-slate-700 md:hidden dark:text-slate-300">
                      {invoice.customerName}
                    </span>
                  )}
                  {invoice.issueDate && (
                    <span className="mt-0.5 block text-xs text-slate-600 sm:hidden dark:text-slate-400">
                      {formatCalendarDate(invoice.issueDate)}
                    </span>
                  )}
                  <InvoiceStatusBadge status={invoice.viewStatus} className="mt-1 sm:hidden" />
                </td>
                {showClient && (
                  <td className={clsx(cell, 'hidden max-w-[14rem] break-words md:table-cell')}>
                    <CustomerLink
                      customer={{ id: invoice.customerId, name: invoice.customerName }}
                      className="font-medium"
                    />
                  </td>
                )}
                <td className={clsx(cell, 'hidden whitespace-nowrap sm:table-cell')}>
                  {invoice.issueDate ? (
                    <time dateTime={invoice.issueDate}>{formatCalendarDate(invoice.issueDate)}</time>
                  ) : (
                    <span className="text-slate-500 dark:text-slate-400">Not issued</span>
                  )}
                </td>
                <td className={clsx(cell, 'hidden whitespace-nowrap lg:table-cell')}>
                  {invoice.dueDate ? (
                    <time
                      dateTime={invoice.dueDate}
                      className={clsx(isOverdue && 'font-semibold text-red-700 dark:text-red-300')}
                    >
                      {formatCalendarDate(invoice.dueDate)}
                    </time>
                  ) : (
                    <span className="text-slate-500 dark:text-slate-400">–</span>
                  )}
                </td>
                <td className={clsx(cell, 'text-right')}>
                  <Money minor={invoice.totalMinor} currency={invoice.currency} />
                </td>
                <td className={clsx(cell, 'hidden text-right sm:table-cell')}>
                  {invoice.status === 'issued' && invoice.kind === 'invoice' ? (
                    <Money
                      minor={invoice.outstandingMinor}
                      currency={invoice.currency}
                      className={clsx(isOverdue && 'font-semibold text-red-700 dark:text-red-300')}
                    />
                  ) : (
                    <span className="text-slate-500 dark:text-slate-400">–</span>
                  )}
                </td>
                <td className={clsx(cell, 'hidden sm:table-cell')}>
                  <InvoiceStatusBadge status={invoice.viewStatus} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
