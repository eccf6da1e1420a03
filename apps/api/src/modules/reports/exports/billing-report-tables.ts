/**
 * The billing reports as tables for their files: the screen's rows and totals. The CSV and Excel files
 * (`exports/table.ts`) carry amounts as plain decimals of the currency and hours as decimal hours, to
 * compute with; the PDF (`billing-report-pdf.ts`) is read, so it writes them as the screen does
 * (`PDF_NOTATION`: the currency's format, Indian grouping for INR, and h:mm) (decision 040). A report of
 * two or three lists (missed billing, realisation) is one table whose first column says which list a row
 * is of.
 */
import {
  calendarDaysBetween,
  decimalHours,
  formatMinutes,
  formatMoney,
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
import type { Table } from './table-shape';

type Cell = string | number;

/** A billing report's table; its first `keyCount` columns are text (the PDF aligns them left). */
export interface BillingTable extends Table {
  keyCount: number;
}

/** How a file writes amounts (minor units of `currency`), hours (minutes) and ratios. */
export interface BillingNotation {
  amount: (minor: number, currency: string) => Cell;
  hours: (minutes: number) => Cell;
  percent: (ratio: number | null) => Cell;
}

/** A ratio as a percentage with one decimal. */
const percentOf = (ratio: number) => Math.round(ratio * 1000) / 10;

/** Spreadsheets: the currency's decimal number (exact digits, then one conversion), decimal hours. */
export const FILE_NOTATION: BillingNotation = {
  amount: (minor, currency) => Number(minorToDecimal(minor, currency)),
  hours: decimalHours,
  percent: (ratio) => (ratio === null ? '' : percentOf(ratio)),
};

/** The PDF: as the screen shows them (`₹1,23,456.78`, `1:30`, `71.4%`, a dash without a ratio). */
export const PDF_NOTATION: BillingNotation = {
  amount: formatMoney,
  hours: formatMinutes,
  percent: (ratio) => (ratio === null ? '–' : `${percentOf(ratio)}%`),
};

const blanks = (count: number) => Array.from({ length: count }, () => '');

export function revenueTable(report: RevenueReport, notation = FILE_NOTATION): BillingTable {
  const amount = (minor: number) => notation.amount(minor, report.currency);
  const measures = (figures: RevenueFigures): Cell[] => [
    amount(figures.invoicedMinor),
    amount(figures.creditedMinor),
    amount(figures.netMinor),
    figures.invoiceCount,
  ];
  return {
    sheetName: 'Revenue',
    keyCount: report.groupBy.length,
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

export function unbilledTable(report: UnbilledReport, notation = FILE_NOTATION): BillingTable {
  const amount = (minor: number) => notation.amount(minor, report.currency);
  const hours = notation.hours;
  const measures = (figures: UnbilledFigures): Cell[] => [
    figures.feeCount,
    amount(figures.feesMinor),
    hours(figures.timeMinutes),
    amount(figures.timeMinor),
    hours(figures.unratedMinutes),
    amount(figures.totalMinor),
    hours(figures.awaitingApprovalMinutes),
    amount(figures.draftMinor),
  ];
  return {
    sheetName: 'Unbilled work',
    keyCount: 1,
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

export function missedTable(report: MissedBilling, notation = FILE_NOTATION): BillingTable {
  const amount = (minor: number) => notation.amount(minor, report.currency);
  const hours = notation.hours;
  return {
    sheetName: 'Missed billing',
    keyCount: 4,
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
        calendarDaysBetween(row.oldestDate, report.today),
        hours(row.minutes),
        hours(row.unapprovedMinutes),
        hours(row.unratedMinutes),
        amount(row.valueMinor),
      ]),
    ],
    totals: [
      [
        REPORT_GRAND_TOTAL,
        ...blanks(5),
        hours(report.timeMinutes),
        hours(report.time.reduce((sum, row) => sum + row.unapprovedMinutes, 0)),
        hours(report.unratedMinutes),
        amount(report.feesMinor + report.timeMinor),
      ],
    ],
  };
}

export function realisationTable(report: RealisationReport, notation = FILE_NOTATION): BillingTable {
  const amount = (minor: number) => notation.amount(minor, report.currency);
  const hours = notation.hours;
  const measures = (figures: RealisationFigures): Cell[] => [
    amount(figures.billedMinor),
    amount(figures.valueMinor),
    hours(figures.minutes),
    hours(figures.unratedMinutes),
    notation.percent(figures.realisation),
  ];
  return {
    sheetName: 'Realisation',
    keyCount: 4,
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
