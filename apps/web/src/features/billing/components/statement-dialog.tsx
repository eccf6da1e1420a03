import { useQuery } from '@tanstack/react-query';
import {
  financialYearStart,
  formatCalendarDate,
  STATEMENT_RANGE_INVALID,
  type Statement,
} from '@taskflow/shared';
import { clsx } from 'clsx';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { QueryState } from '../../../components/ui/query-state';
import { useToday } from '../../../lib/dates';
import { billingSettingsQueryOptions, statementPdfUrl, statementQueryOptions } from '../api/billing';
import { cell, head, Money, tableHead } from './parts';

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

function StatementLines({ statement }: { statement: Statement }) {
  const currency = statement.currency;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
      <table className="w-full text-left text-sm">
        <thead className={tableHead}>
          <tr>
            <th scope="col" className={clsx(head, 'hidden sm:table-cell')}>
              Date
            </th>
            <th scope="col" className={head}>
              Particulars
            </th>
            <th scope="col" className={clsx(head, 'hidden text-right sm:table-cell')}>
              Debit
            </th>
            <th scope="col" className={clsx(head, 'hidden text-right sm:table-cell')}>
              Credit
            </th>
            <th scope="col" className={clsx(head, 'text-right')}>
              Balance
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          <tr>
            <td className={clsx(cell, 'hidden whitespace-nowrap sm:table-cell')}>
              {formatCalendarDate(statement.from)}
            </td>
            <td className={cell}>
              Opening balance
              <span className="block text-xs text-slate-600 sm:hidden dark:text-slate-400">
                {formatCalendarDate(statement.from)}
              </span>
            </td>
            <td className={clsx(cell, 'hidden sm:table-cell')} />
            <td className={clsx(cell, 'hidden sm:table-cell')} />
            <td className={clsx(cell, 'text-right')}>
              <Money minor={statement.openingMinor} currency={currency} />
            </td>
          </tr>
          {statement.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a statement's lines are fixed in their order
            <tr key={index}>
              <td className={clsx(cell, 'hidden whitespace-nowrap sm:table-cell')}>
                {formatCalendarDate(line.date)}
              </td>
              <td className={clsx(cell, 'wrap-anywhere')}>
                <span className="font-medium whitespace-nowrap">{line.reference}</span> {line.description}
                <span className="mt-0.5 block text-xs text-slate-600 sm:hidden dark:text-slate-400">
                  {formatCalendarDate(line.date)} ·{' '}
                  {line.debitMinor > 0 && (
                    <>
                      Debit <Money minor={line.debitMinor} currency={currency} />
                    </>
                  )}
                  {line.creditMinor > 0 && (
                    <>
                      Credit <Money minor={line.creditMinor} currency={currency} />
                    </>
                  )}
                </span>
              </td>
              <td className={clsx(cell, 'hidden text-right sm:table-cell')}>
                {line.debitMinor > 0 ? <Money minor={line.debitMinor} currency={currency} /> : ''}
              </td>
              <td className={clsx(cell, 'hidden text-right sm:table-cell')}>
                {line.creditMinor > 0 ? <Money minor={line.creditMinor} currency={currency} /> : ''}
              </td>
              <td className={clsx(cell, 'text-right')}>
                <Money minor={line.balanceMinor} currency={currency} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-200 font-semibold dark:border-slate-700">
          <tr>
            <td className={clsx(cell, 'hidden whitespace-nowrap sm:table-cell')}>
              {formatCalendarDate(statement.to)}
            </td>
            <th scope="row" className={clsx(cell, 'text-left')}>
              Closing balance
              <span className="block text-xs font-normal text-slate-600 sm:hidden dark:text-slate-400">
                {formatCalendarDate(statement.to)}
              </span>
            </th>
            <td className={clsx(cell, 'hidden sm:table-cell')} />
            <td className={clsx(cell, 'hidden sm:table-cell')} />
            <td className={clsx(cell, 'text-right')}>
              <Money minor={statement.closingMinor} currency={currency} />
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function StatementView({ customer }: { customer: { id: string; name: string } }) {
  const today = useToday();
  // The organization's financial year so far is the range until one is typed (April until it is read).
  const fyStartMonth = useQuery(billingSettingsQueryOptions()).data?.fyStartMonth ?? 4;
  const [typedFrom, setFrom] = useState<string>();
  const from = typedFrom ?? financialYearStart(today, fyStartMonth);
  const [to, setTo] = useState(today);
  const isRange = isDay(from) && isDay(to) && from <= to;
  const range = { from, to };
  const statement = useQuery({ ...statementQueryOptions(customer.id, range), enabled: isRange });
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-[10rem_10rem_1fr] sm:items-end">
        <TextField label="From" type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
        <TextField
          label="To"
          type="date"
          value={to}
          onChange={(event) => setTo(event.target.value)}
          error={isDay(from) && isDay(to) && from > to ? STATEMENT_RANGE_INVALID : undefined}
        />
        {isRange && (
          <a
            href={statementPdfUrl(customer.id, range)}
            download
            className={buttonClasses('secondary', 'sm:justify-self-end')}
          >
            <Download aria-hidden className="size-4" />
            Download PDF
          </a>
        )}
      </div>
      {isRange && (
        <QueryState
          query={statement}
          loading="Loading the statement…"
          failed="Could not load the statement. Try again later."
          rows={3}
        >
          {(data) => <StatementLines statement={data} />}
        </QueryState>
      )}
    </div>
  );
}

/** A client's statement of account for a range: opening balance, invoices, credits, payments, closing. */
export function StatementDialog({
  customer,
  onClose,
}: {
  customer: { id: string; name: string } | null;
  onClose: () => void;
}) {
  return (
    <Modal isOpen={customer !== null} onClose={onClose} title="Statement of account">
      <div className="grid gap-4 p-4 sm:p-6">
        <h2 className="pr-8 text-xl font-semibold">Statement of account</h2>
        <p className="-mt-2 text-sm text-slate-600 dark:text-slate-400">{customer?.name}</p>
        {customer && <StatementView customer={customer} />}
      </div>
    </Modal>
  );
}
