/**
 * The billing reports as tables for their CSV and Excel files (`exports/table.ts`): the screen's rows and
 * totals, amounts as plain decimals of the currency and hours as decimal hours, to compute with
 * (decision 040). A report of two or three lists (missed billing, realisation) is one table whose first
 * column says which list a row is of.
 */
import {
  daysBetween,
  decimalHours,
  type MissedBilling,
  minorToDecimal,
  REPORT_GRAND_TOTAL,
  REVENUE_GROUPING_LABELS,
  type RealisationFigures,
  type RealisationReport,
  type RevenueFigures,
  type RevenueReport,
  type UnbilledFigures,
  type UnbilledReport,
} from '@taskflow/shared';
import type { Table } from './table';

type Cell = string | number;

/** Minor units as the currency's decimal number (exact digits, then one conversion to a number). */
const amountIn = (currency: string) => (minor: number) => Number(minorToDecimal(minor, currency));
/** A ratio as a percentage with one decimal, or empty without one. */
const percent = (ratio: number | null): Cell => (ratio === null ? '' : Math.round(ratio * 1000) / 10);
const blanks = (count: number) => Array.from({ length: count }, () => '');

export function revenueTable(report: RevenueReport): Table {
  const amount = amountIn(report.currency);
  const measures = (figures: RevenueFigures): Cell[] => [
    amount(figures.invoicedMinor),
    amount(figures.creditedMinor),
    amount(figures.netMinor),
    figures.invoiceCount,
  ];
  return {
    sheetName: 'Revenue',
    header: [
      ...report.groupBy.map((grouping) => REVENUE_GROUPING_LABELS[grouping]),
      `Invoiced (${report.currency})`,
      `Credited (${report.currency})`,
      `Net revenue (${report.currency})`,
      'Invoices',
    ],
    rows: report.rows.map((row) => [...row.keys.map((key) => key.label), ...measures(row)]),
    totals: [[REPORT_GRAND_TOTAL, ...blanks(report.groupBy.length - 1), ...measures(report.total)]],
  };
}

export function unbilledTable(report: UnbilledReport): Table {
  const amount = amountIn(report.currency);
  const measures = (figures: UnbilledFigures): Cell[] => [
    figures.feeCount,
    amount(figures.feesMinor),
    decimalHours(figures.timeMinutes),
    amount(figures.timeMinor),
    decimalHours(figures.unratedMinutes),
    amount(figures.totalMinor),
    decimalHours(figures.awaitingApprovalMinutes),
    amount(figures.draftMinor),
  ];
  return {
    sheetName: 'Unbilled work',
    header: [
      'Client',
      'Done jobs with a fee',
      `Fees (${report.currency})`,
      'Approved hours',
      `Value of hours (${report.currency})`,
      'Hours without rate',
      `Unbilled total (${report.currency})`,
      'Hours awaiting approval',
      `On draft invoices (${report.currency})`,
      'Oldest work',
    ],
    rows: report.rows.map((row) => [row.customerName, ...measures(row), row.oldestDate ?? '']),
    totals: [[REPORT_GRAND_TOTAL, ...measures(report.total), '']],
  };
}

export function missedTable(report: MissedBilling): Table {
  const amount = amountIn(report.currency);
  return {
    sheetName: 'Missed billing',
    header: [
      'What',
      'Client',
      'Service or member',
      'Job',
      'Since',
      'Days waiting',
      'Hours',
      'Hours awaiting approval',
      'Hours without rate',
      `Amount (${report.currency})`,
    ],
    rows: [
      ...report.fees.map((fee): Cell[] => [
        'Fixed fee',
        fee.customerName,
        fee.serviceName,
        fee.title,
        fee.doneOn,
        fee.daysWaiting,
        '',
        '',
        '',
        amount(fee.feeMinor),
      ]),
      ...report.time.map((row): Cell[] => [
        'Time',
        row.customerName,
        row.userName,
        '',
        row.oldestDate,
        daysBetween(row.oldestDate, report.today),
        decimalHours(row.minutes),
        decimalHours(row.unapprovedMinutes),
        decimalHours(row.unratedMinutes),
        amount(row.valueMinor),
      ]),
    ],
    totals: [
      [
        REPORT_GRAND_TOTAL,
        ...blanks(5),
        decimalHours(report.timeMinutes),
        decimalHours(report.time.reduce((sum, row) => sum + row.unapprovedMinutes, 0)),
        decimalHours(report.unratedMinutes),
        amount(report.feesMinor + report.timeMinor),
      ],
    ],
  };
}

export function realisationTable(report: RealisationReport): Table {
  const amount = amountIn(report.currency);
  const measures = (figures: RealisationFigures): Cell[] => [
    amount(figures.billedMinor),
    amount(figures.valueMinor),
    decimalHours(figures.minutes),
    decimalHours(figures.unratedMinutes),
    percent(figures.realisation),
  ];
  return {
    sheetName: 'Realisation',
    header: [
      'By',
      'Name',
      'Job',
      'Invoice',
      `Billed (${report.currency})`,
      `Value of time (${report.currency})`,
      'Hours',
      'Hours without rate',
      'Realisation %',
    ],
    rows: [
      ...report.clients.map((row): Cell[] => ['Client', row.customerName, '', '', ...measures(row)]),
      ...report.members.map((row): Cell[] => ['Member', row.userName, '', '', ...measures(row)]),
      ...report.fixedFees.map((row): Cell[] => [
        'Fixed-fee job',
        row.customerName,
        `${row.serviceName}: ${row.title}`,
        row.invoiceNumber,
        ...measures(row),
      ]),
    ],
    totals: [[REPORT_GRAND_TOTAL, ...blanks(3), ...measures(report.total)]],
  };
}
