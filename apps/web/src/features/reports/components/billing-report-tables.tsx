import {
  formatCalendarDate,
  formatMinutes,
  formatMoney,
  type MissedBilling,
  NO_RATE_SET,
  REPORT_GRAND_TOTAL,
  REVENUE_GROUPING_LABELS,
  type RealisationFigures,
  type RealisationReport,
  type RevenueFigures,
  type RevenueReport,
  type UnbilledFigures,
  type UnbilledReport,
} from '@taskflow/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { headClass, numClass, percentOf, TableFrame } from './work-report-kit';

/** A column: its heading, whether it holds a figure (right-aligned), and its cell of a row. */
interface Column<Row> {
  name: string;
  numeric?: boolean;
  cell: (row: Row) => ReactNode;
}

/**
 * A report table: the first column heads each row; the footer (when given) is the grand total, its
 * cells under the columns after the first.
 */
function BillingTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  footer,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  footer?: ReactNode[];
}) {
  const [first, ...rest] = columns;
  return (
    <TableFrame caption={caption}>
      <thead className="bg-slate-50 dark:bg-slate-900">
        <tr>
          {columns.map((column) => (
            <th
              key={column.name}
              scope="col"
              className={`${headClass} ${column.numeric ? 'text-right' : 'text-left'}`}
            >
              {column.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            <th scope="row" className="min-w-36 px-3 py-2 text-left font-medium">
              {first?.cell(row)}
            </th>
            {rest.map((column) => (
              <td key={column.name} className={column.numeric ? numClass : 'px-3 py-2'}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {footer && (
        <tfoot className="bg-slate-50 font-semibold dark:bg-slate-900">
          <tr>
            <th scope="row" className="px-3 py-2 text-left">
              {REPORT_GRAND_TOTAL}
            </th>
            {footer.map((cell, index) => (
              <td key={rest[index]?.name ?? index} className={rest[index]?.numeric ? numClass : 'px-3 py-2'}>
                {cell}
              </td>
            ))}
          </tr>
        </tfoot>
      )}
    </TableFrame>
  );
}

/** A client's name, a link to the client's page (where its unbilled work is drafted) for readers of clients. */
function ClientName({ id, name, canOpen }: { id: string; name: string; canOpen: boolean }) {
  return canOpen ? (
    <Link to={`/app/customers/${id}`} className="text-brand-700 hover:underline dark:text-brand-300">
      {name}
    </Link>
  ) : (
    name
  );
}

/** Hours that have no rate: their amount is unknown, not 0. */
function unratedNote(minutes: number): ReactNode {
  return minutes > 0 ? (
    <span className="block text-xs whitespace-nowrap text-amber-800 dark:text-amber-300">
      + {formatMinutes(minutes)} with {NO_RATE_SET}
    </span>
  ) : null;
}

// ---------------------------------------------------------------- revenue

export function RevenueTable({ report }: { report: RevenueReport }) {
  const money = (minor: number) => formatMoney(minor, report.currency);
  const measures = (figures: RevenueFigures) => [
    money(figures.invoicedMinor),
    money(figures.creditedMinor),
    money(figures.netMinor),
    figures.invoiceCount,
  ];
  type Row = RevenueReport['rows'][number];
  const columns: Column<Row>[] = [
    ...report.groupBy.map(
      (grouping, index): Column<Row> => ({
        name: REVENUE_GROUPING_LABELS[grouping],
        cell: (row) => row.keys[index]?.label,
      }),
    ),
    ...['Invoiced', 'Credited', 'Net revenue', 'Invoices'].map(
      (name, index): Column<Row> => ({ name, numeric: true, cell: (row) => measures(row)[index] }),
    ),
  ];
  return (
    <BillingTable
      caption="Revenue"
      columns={columns}
      rows={report.rows}
      rowKey={(row) => row.keys.map((key) => key.value).join('|')}
      footer={[...report.groupBy.slice(1).map(() => ''), ...measures(report.total)]}
    />
  );
}

// ---------------------------------------------------------------- unbilled work

export function UnbilledTable({
  report,
  canOpenClients,
}: {
  report: UnbilledReport;
  canOpenClients: boolean;
}) {
  const money = (minor: number) => formatMoney(minor, report.currency);
  type Row = UnbilledReport['rows'][number];
  const measures: Column<UnbilledFigures>[] = [
    {
      name: 'Fees',
      numeric: true,
      cell: (row) => (row.feeCount ? `${row.feeCount} · ${money(row.feesMinor)}` : '–'),
    },
    {
      name: 'Approved time',
      numeric: true,
      cell: (row) => (
        <>
          {row.timeMinutes ? `${formatMinutes(row.timeMinutes)} · ${money(row.timeMinor)}` : '–'}
          {unratedNote(row.unratedMinutes)}
        </>
      ),
    },
    { name: 'Unbilled', numeric: true, cell: (row) => money(row.totalMinor) },
    {
      name: 'Awaiting approval',
      numeric: true,
      cell: (row) => (row.awaitingApprovalMinutes ? formatMinutes(row.awaitingApprovalMinutes) : '–'),
    },
    { name: 'On drafts', numeric: true, cell: (row) => (row.draftMinor ? money(row.draftMinor) : '–') },
  ];
  return (
    <BillingTable<Row>
      caption="Unbilled work by client"
      columns={[
        {
          name: 'Client',
          cell: (row) => <ClientName id={row.customerId} name={row.customerName} canOpen={canOpenClients} />,
        },
        ...measures,
        { name: 'Oldest work', cell: (row) => (row.oldestDate ? formatCalendarDate(row.oldestDate) : '–') },
      ]}
      rows={report.rows}
      rowKey={(row) => row.customerId}
      footer={[...measures.map((column) => column.cell(report.total)), '']}
    />
  );
}

// ---------------------------------------------------------------- missed billing

/** The sentence under a list the screen shows only the first rows of (`which` of them: its order). */
export function firstRowsNote(shown: number, total: number, which = 'oldest'): string | null {
  return total > shown
    ? `Showing the ${which} ${shown} of ${total}. The CSV and Excel files hold them all.`
    : null;
}

export function MissedTables({ report, canOpenClients }: { report: MissedBilling; canOpenClients: boolean }) {
  const money = (minor: number) => formatMoney(minor, report.currency);
  const feesNote = firstRowsNote(report.fees.length, report.feeCount);
  const timeNote = firstRowsNote(report.time.length, report.timeRowCount);
  type Fee = MissedBilling['fees'][number];
  type Time = MissedBilling['time'][number];
  return (
    <div className="space-y-6">
      <section className="space-y-2">
        <h2 className="text-base font-semibold">Done jobs with a fee and no invoice</h2>
        <BillingTable<Fee>
          caption="Done jobs with a fee and no invoice"
          columns={[
            {
              name: 'Client',
              cell: (row) => (
                <ClientName id={row.customerId} name={row.customerName} canOpen={canOpenClients} />
              ),
            },
            { name: 'Service', cell: (row) => row.serviceName },
            { name: 'Period', cell: (row) => row.periodLabel },
            { name: 'Done on', cell: (row) => formatCalendarDate(row.doneOn) },
            { name: 'Days waiting', numeric: true, cell: (row) => row.daysWaiting },
            { name: 'Fee', numeric: true, cell: (row) => money(row.feeMinor) },
          ]}
          rows={report.fees}
          rowKey={(row) => row.clientJobId}
          footer={['', '', '', `${report.feeCount} jobs`, money(report.feesMinor)]}
        />
        {feesNote && <p className="text-sm text-slate-600 dark:text-slate-400">{feesNote}</p>}
      </section>
      <section className="space-y-2">
        <h2 className="text-base font-semibold">
          Time logged before {formatCalendarDate(report.timeBefore)}, not invoiced
        </h2>
        <BillingTable<Time>
          caption="Billable time over a month old, not invoiced"
          columns={[
            {
              name: 'Client',
              cell: (row) => (
                <ClientName id={row.customerId} name={row.customerName} canOpen={canOpenClients} />
              ),
            },
            { name: 'Member', cell: (row) => row.userName },
            { name: 'Since', cell: (row) => formatCalendarDate(row.oldestDate) },
            { name: 'Hours', numeric: true, cell: (row) => formatMinutes(row.minutes) },
            {
              name: 'Awaiting approval',
              numeric: true,
              cell: (row) => (row.unapprovedMinutes ? formatMinutes(row.unapprovedMinutes) : '–'),
            },
            {
              name: 'Value',
              numeric: true,
              cell: (row) =>
                row.unratedMinutes === row.minutes ? (
                  <span className="text-amber-800 dark:text-amber-300">{NO_RATE_SET}</span>
                ) : (
                  <>
                    {money(row.valueMinor)}
                    {unratedNote(row.unratedMinutes)}
                  </>
                ),
            },
          ]}
          rows={report.time}
          rowKey={(row) => `${row.customerId}|${row.userId}`}
          footer={['', '', formatMinutes(report.timeMinutes), '', money(report.timeMinor)]}
        />
        {timeNote && <p className="text-sm text-slate-600 dark:text-slate-400">{timeNote}</p>}
      </section>
    </div>
  );
}

// ---------------------------------------------------------------- realisation

/** Realisation below full value reads as a warning: the work was worth more than was billed. */
function RealisationCell({ ratio }: { ratio: number | null }) {
  const short = ratio !== null && ratio < 1;
  return (
    <span className={short ? 'font-semibold text-red-700 dark:text-red-300' : ''}>{percentOf(ratio)}</span>
  );
}

export function RealisationTables({ report }: { report: RealisationReport }) {
  const money = (minor: number) => formatMoney(minor, report.currency);
  const measures: Column<RealisationFigures>[] = [
    { name: 'Billed', numeric: true, cell: (row) => money(row.billedMinor) },
    {
      name: 'Value of time',
      numeric: true,
      cell: (row) => (
        <>
          {money(row.valueMinor)}
          {unratedNote(row.unratedMinutes)}
        </>
      ),
    },
    { name: 'Hours', numeric: true, cell: (row) => formatMinutes(row.minutes) },
    { name: 'Realisation', numeric: true, cell: (row) => <RealisationCell ratio={row.realisation} /> },
  ];
  type Client = RealisationReport['clients'][number];
  type Member = RealisationReport['members'][number];
  type Job = RealisationReport['fixedFees'][number];
  const jobsNote = firstRowsNote(report.fixedFees.length, report.fixedFeeCount, 'least realised');
  return (
    <div className="space-y-6">
      <section className="space-y-2">
        <h2 className="text-base font-semibold">By client</h2>
        <BillingTable<Client>
          caption="Realisation by client"
          columns={[{ name: 'Client', cell: (row) => row.customerName }, ...measures]}
          rows={report.clients}
          rowKey={(row) => row.customerId}
          footer={measures.map((column) => column.cell(report.total))}
        />
      </section>
      <section className="space-y-2">
        <h2 className="text-base font-semibold">By member (time billed by the hour)</h2>
        <BillingTable<Member>
          caption="Realisation by member"
          columns={[{ name: 'Member', cell: (row) => row.userName }, ...measures]}
          rows={report.members}
          rowKey={(row) => row.userId}
        />
      </section>
      <section className="space-y-2">
        <h2 className="text-base font-semibold">Fixed-fee jobs: the fee against the time they took</h2>
        <BillingTable<Job>
          caption="Realisation of fixed-fee jobs"
          columns={[
            { name: 'Job', cell: (row) => row.title },
            { name: 'Client', cell: (row) => row.customerName },
            { name: 'Invoice', cell: (row) => row.invoiceNumber },
            ...measures,
          ]}
          rows={report.fixedFees}
          rowKey={(row) => row.clientJobId}
        />
        {jobsNote && <p className="text-sm text-slate-600 dark:text-slate-400">{jobsNote}</p>}
      </section>
    </div>
  );
}
