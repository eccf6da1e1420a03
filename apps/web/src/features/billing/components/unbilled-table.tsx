import { formatCalendarDate, formatMinutes, type UnbilledRow } from '@taskflow/shared';
import { clsx } from 'clsx';
import { FilePlus2 } from 'lucide-react';
import { CustomerLink } from '../../../components/customer-link';
import { Button } from '../../../components/ui/button';
import { cell, head, Money, tableHead } from './parts';

const number = 'text-right tabular-nums';

/**
 * The firm's unbilled work by client: fees of done fixed-fee jobs, approved billable time at its rates,
 * time without a rate (hours only: it needs a rate before it is worth anything), the total and the oldest
 * work; "Draft invoice" on each row, and the firm's total under them.
 */
export function UnbilledTable({
  rows,
  currency,
  totalMinor,
  onDraft,
  pendingId,
}: {
  rows: UnbilledRow[];
  currency: string;
  totalMinor: number;
  onDraft: (customer: { id: string; name: string }) => void;
  /** The client whose draft is being made. */
  pendingId: string | null;
}) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full text-left text-sm">
        <thead className={tableHead}>
          <tr>
            <th scope="col" className={head}>
              Client
            </th>
            <th scope="col" className={clsx(head, number, 'hidden md:table-cell')}>
              Fees
            </th>
            <th scope="col" className={clsx(head, number, 'hidden md:table-cell')}>
              Time
            </th>
            <th scope="col" className={clsx(head, number, 'hidden lg:table-cell')}>
              Unrated time
            </th>
            <th scope="col" className={clsx(head, number)}>
              Total
            </th>
            <th scope="col" className={clsx(head, 'hidden sm:table-cell')}>
              Oldest
            </th>
            <th scope="col" className={head}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map((row) => (
            <tr key={row.customerId} className="hover:bg-slate-50 dark:hover:bg-slate-800/40">
              <td className={clsx(cell, 'max-w-[16rem] break-words')}>
                <CustomerLink
                  customer={{ id: row.customerId, name: row.customerName }}
                  className="font-medium"
                />
                {/* What the hidden columns say, on a narrow screen. */}
                <span className="mt-0.5 block text-xs text-slate-600 md:hidden dark:text-slate-400">
                  {row.feeCount > 0 && `${row.feeCount} ${row.feeCount === 1 ? 'fee' : 'fees'} · `}
                  {formatMinutes(row.timeMinutes)} h
                  {row.unratedMinutes > 0 && ` · ${formatMinutes(row.unratedMinutes)} h without a rate`}
                </span>
              </td>
              <td className={clsx(cell, number, 'hidden md:table-cell')}>
                {row.feeCount > 0 ? (
                  <>
                    <Money minor={row.feesMinor} currency={currency} />
                    <span className="block text-xs text-slate-600 dark:text-slate-400">
                      {row.feeCount} {row.feeCount === 1 ? 'job' : 'jobs'}
                    </span>
                  </>
                ) : (
                  <span className="text-slate-500 dark:text-slate-400">–</span>
                )}
              </td>
              <td className={clsx(cell, number, 'hidden md:table-cell')}>
                {row.timeMinutes > 0 ? (
                  <>
                    <Money minor={row.timeMinor} currency={currency} />
                    <span className="block text-xs text-slate-600 dark:text-slate-400">
                      {formatMinutes(row.timeMinutes)} h
                    </span>
                  </>
                ) : (
                  <span className="text-slate-500 dark:text-slate-400">–</span>
                )}
              </td>
              <td className={clsx(cell, number, 'hidden lg:table-cell')}>
                {row.unratedMinutes > 0 ? (
                  <span className="font-medium text-amber-800 dark:text-amber-200">
                    {formatMinutes(row.unratedMinutes)} h
                  </span>
                ) : (
                  <span className="text-slate-500 dark:text-slate-400">–</span>
                )}
              </td>
              <td className={clsx(cell, number, 'font-semibold')}>
                <Money minor={row.totalMinor} currency={currency} />
              </td>
              <td className={clsx(cell, 'hidden whitespace-nowrap sm:table-cell')}>
                {row.oldestDate ? (
                  <time dateTime={row.oldestDate}>{formatCalendarDate(row.oldestDate)}</time>
                ) : (
                  '–'
                )}
              </td>
              <td className={clsx(cell, 'text-right')}>
                <Button
                  variant="secondary"
                  className="px-3"
                  isLoading={pendingId === row.customerId}
                  disabled={pendingId !== null}
                  onClick={() => onDraft({ id: row.customerId, name: row.customerName })}
                  aria-label={`Draft invoice for ${row.customerName}`}
                >
                  <FilePlus2 aria-hidden className="size-4" />
                  <span className="hidden sm:inline">Draft invoice</span>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-200 font-semibold dark:border-slate-700">
          <tr>
            <th scope="row" className={clsx(cell, 'text-left')}>
              Total
            </th>
            <td className={clsx(cell, 'hidden md:table-cell')} />
            <td className={clsx(cell, 'hidden md:table-cell')} />
            <td className={clsx(cell, 'hidden lg:table-cell')} />
            <td className={clsx(cell, number)}>
              <Money minor={totalMinor} currency={currency} />
            </td>
            <td className={clsx(cell, 'hidden sm:table-cell')} />
            <td className={cell} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
