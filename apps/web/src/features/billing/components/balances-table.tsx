import {
  AGEING_BUCKET_LABELS,
  AGEING_BUCKETS,
  type BalanceTotals,
  type ClientBalance,
} from '@taskflow/shared';
import { clsx } from 'clsx';
import { FileText } from 'lucide-react';
import { CustomerLink } from '../../../components/customer-link';
import { Button } from '../../../components/ui/button';
import { cell, head, Money, tableHead } from './parts';

const number = 'text-right tabular-nums';
/** The older buckets are shown from wider screens; the total owed and the advance always. */
const BUCKET_HIDE: Record<(typeof AGEING_BUCKETS)[number], string> = {
  '0-30': 'hidden lg:table-cell',
  '31-60': 'hidden lg:table-cell',
  '61-90': 'hidden lg:table-cell',
  '90+': 'hidden md:table-cell',
};

/**
 * What each client owes: outstanding, advance (paid and not yet against an invoice) and the ageing of
 * what is owed by days since each invoice's date; the firm's totals underneath; a statement per client.
 */
export function BalancesTable({
  rows,
  totals,
  currency,
  onStatement,
}: {
  rows: ClientBalance[];
  totals: BalanceTotals;
  currency: string;
  onStatement: (customer: { id: string; name: string }) => void;
}) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full text-left text-sm">
        <thead className={tableHead}>
          <tr>
            <th scope="col" className={head}>
              Client
            </th>
            <th scope="col" className={clsx(head, number)}>
              Outstanding
            </th>
            <th scope="col" className={clsx(head, number, 'hidden sm:table-cell')}>
              Advance
            </th>
            {AGEING_BUCKETS.map((bucket) => (
              <th
                key={bucket}
                scope="col"
                className={clsx(head, number, 'whitespace-nowrap', BUCKET_HIDE[bucket])}
              >
                {AGEING_BUCKET_LABELS[bucket]}
              </th>
            ))}
            <th scope="col" className={head}>
              <span className="sr-only">Statement</span>
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
                {row.ageing['90+'] > 0 && (
                  <span className="mt-0.5 block text-xs text-red-700 md:hidden dark:text-red-300">
                    <Money minor={row.ageing['90+']} currency={currency} /> over 90 days
                  </span>
                )}
              </td>
              <td className={clsx(cell, number, 'font-semibold')}>
                <Money minor={row.outstandingMinor} currency={currency} />
              </td>
              <td className={clsx(cell, number, 'hidden sm:table-cell')}>
                {row.advanceMinor > 0 ? <Money minor={row.advanceMinor} currency={currency} /> : '–'}
              </td>
              {AGEING_BUCKETS.map((bucket) => (
                <td
                  key={bucket}
                  className={clsx(
                    cell,
                    number,
                    BUCKET_HIDE[bucket],
                    bucket === '90+' &&
                      row.ageing[bucket] > 0 &&
                      'font-semibold text-red-700 dark:text-red-300',
                  )}
                >
                  {row.ageing[bucket] > 0 ? <Money minor={row.ageing[bucket]} currency={currency} /> : '–'}
                </td>
              ))}
              <td className={clsx(cell, 'text-right')}>
                <Button
                  variant="ghost"
                  className="px-2.5 whitespace-nowrap"
                  onClick={() => onStatement({ id: row.customerId, name: row.customerName })}
                  aria-label={`Statement of ${row.customerName}`}
                >
                  <FileText aria-hidden className="size-4" />
                  <span className="hidden sm:inline">Statement</span>
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
            <td className={clsx(cell, number)}>
              <Money minor={totals.outstandingMinor} currency={currency} />
            </td>
            <td className={clsx(cell, number, 'hidden sm:table-cell')}>
              <Money minor={totals.advanceMinor} currency={currency} />
            </td>
            {AGEING_BUCKETS.map((bucket) => (
              <td key={bucket} className={clsx(cell, number, BUCKET_HIDE[bucket])}>
                <Money minor={totals.ageing[bucket]} currency={currency} />
              </td>
            ))}
            <td className={cell} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
