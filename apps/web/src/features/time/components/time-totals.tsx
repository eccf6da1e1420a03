import { formatMinutes, type TimeSummary, type TimeTotal } from '@taskflow/shared';

export function formatMoney(amount: number | null, currency: string) {
  if (amount === null) return '—';
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency, maximumFractionDigits: 2 }).format(
    amount,
  );
}

/** `currency` is given only to a reader the server sent amounts to; otherwise there is no Amount column. */
function TotalsTable({ title, rows, currency }: { title: string; rows: TimeTotal[]; currency?: string }) {
  return (
    // A table that can scroll sideways takes the focus, so keyboard users can scroll it too.
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      aria-label={title}
      className="min-w-0 overflow-x-auto rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
    >
      <table className="w-full text-sm">
        <caption className="px-3 pt-3 text-left font-semibold">{title}</caption>
        <thead className="text-xs text-slate-600 dark:text-slate-400">
          <tr>
            <th scope="col" className="px-3 py-2 text-left">
              Name
            </th>
            <th scope="col" className="px-3 py-2 text-right whitespace-nowrap">
              Billable
            </th>
            <th scope="col" className="px-3 py-2 text-right whitespace-nowrap">
              Not billable
            </th>
            {currency !== undefined && (
              <th scope="col" className="px-3 py-2 text-right whitespace-nowrap">
                Amount
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td
                colSpan={currency === undefined ? 3 : 4}
                className="px-3 py-3 text-slate-600 dark:text-slate-400"
              >
                No time in this period.
              </td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={row.id ?? row.name} className="border-t border-slate-100 dark:border-slate-800">
              <th scope="row" className="max-w-48 truncate px-3 py-2 text-left font-normal" title={row.name}>
                {row.name}
              </th>
              <td className="px-3 py-2 text-right font-mono tabular-nums">
                {formatMinutes(row.billableMinutes)}
              </td>
              <td className="px-3 py-2 text-right font-mono tabular-nums">
                {formatMinutes(row.nonBillableMinutes)}
              </td>
              {currency !== undefined && (
                <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                  {formatMoney(row.amount ?? null, currency)}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * Totals per project and customer (and task), billable and not, with amounts at their rates when the
 * server sent them (only to Rates and Billing holders): the page shows what the reader may read.
 */
export function TimeTotals({
  summary,
  whose,
  period,
  showTasks = false,
}: {
  summary: TimeSummary;
  /** Whose time: a person's name, or the team's description. */
  whose: string;
  /** Which period, in words ("week of 23 Nov 2026"). */
  period: string;
  showTasks?: boolean;
}) {
  const currency = summary.amount === undefined ? undefined : summary.currency;
  return (
    <section aria-labelledby="time-totals" className="grid gap-3">
      <h2 id="time-totals" className="text-base font-semibold">
        Totals of {whose}, {period}: billable {formatMinutes(summary.billableMinutes)}, not billable{' '}
        {formatMinutes(summary.nonBillableMinutes)}
        {summary.amount !== undefined && `, ${formatMoney(summary.amount, summary.currency)}`}
      </h2>
      <div className="grid gap-3 lg:grid-cols-2">
        <TotalsTable title="By project" rows={summary.byProject} currency={currency} />
        <TotalsTable title="By customer" rows={summary.byCustomer} currency={currency} />
        {showTasks && <TotalsTable title="By task" rows={summary.byTask} currency={currency} />}
      </div>
    </section>
  );
}
