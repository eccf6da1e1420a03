import {
  decimalHours,
  formatMinutes,
  NO_RATE_SET,
  REPORT_GRAND_TOTAL,
  TIME_REPORT_GROUPING_LABELS,
  TIME_REPORT_PERIOD_LABELS,
  type TimeFigures,
  type TimeReport,
  type UtilisationRow,
  unbilledAmountState,
} from '@taskflow/shared';

type Cell = string | number;

/**
 * How a file writes hours and amounts: spreadsheets (CSV, Excel) take decimal hours and plain amounts as
 * numbers, to compute with; the PDF is read, so hours read h:mm and amounts two decimals, as on the screen
 * (decision 040).
 */
export interface TimeNotation {
  hours: (minutes: number) => Cell;
  amount: (amount: number) => Cell;
}

/** The columns of the hours table: groupings, the period (when one is chosen), then the measures. */
export function timeReportHeader(report: TimeReport): { header: string[]; keyCount: number } {
  const keys = [
    ...report.groupBy.map((grouping) => TIME_REPORT_GROUPING_LABELS[grouping]),
    ...(report.period !== 'none' ? [TIME_REPORT_PERIOD_LABELS[report.period]] : []),
  ];
  return {
    header: [
      ...keys,
      'Billable Hours',
      'Non-billable Hours',
      'Total Hours',
      'Billed Hours',
      'Unbilled Hours',
      ...(report.withAmounts
        ? [
            `Billed Amount (${report.currency})`,
            `Unbilled Amount (${report.currency})`,
            'Unbilled Hours Without Rate',
          ]
        : []),
    ],
    keyCount: keys.length,
  };
}

/**
 * A row's measures. An unbilled amount none of whose minutes has a rate reads "no rate set", not 0; one
 * some of whose minutes lack a rate is the amount of the others, their hours in the last column.
 */
function measures(figures: TimeFigures, report: TimeReport, notation: TimeNotation): Cell[] {
  return [
    notation.hours(figures.billableMinutes),
    notation.hours(figures.nonBillableMinutes),
    notation.hours(figures.totalMinutes),
    notation.hours(figures.billedMinutes),
    notation.hours(figures.unbilledMinutes),
    ...(report.withAmounts
      ? [
          notation.amount(figures.billedAmount ?? 0),
          unbilledAmountState(figures) === 'noRate'
            ? NO_RATE_SET
            : notation.amount(figures.unbilledAmount ?? 0),
          notation.hours(figures.unratedMinutes ?? 0),
        ]
      : []),
  ];
}

/** The hours table's rows and its grand total, in a notation. */
export function timeReportRows(report: TimeReport, notation: TimeNotation) {
  const withPeriod = report.period !== 'none';
  return {
    rows: report.rows.map((row) => [
      ...row.keys.map((key) => key.label),
      ...(withPeriod ? [row.period ?? ''] : []),
      ...measures(row, report, notation),
    ]),
    total: [
      REPORT_GRAND_TOTAL,
      ...report.groupBy.slice(1).map(() => ''),
      ...(withPeriod ? [''] : []),
      ...measures(report.total, report, notation),
    ],
  };
}

export const UTILISATION_HEADER = [
  'User Name',
  'Counted From',
  'Working Days',
  'Leave Days',
  'Capacity Hours',
  'Billable Hours',
  'Utilisation',
];

/** "16.7%", or "–" when there is no capacity. */
export function percentOf(ratio: number | null): string {
  return ratio === null ? '–' : `${Math.round(ratio * 1000) / 10}%`;
}

/** The utilisation table (PDF): each person from the day their capacity is counted, and the total. */
export function utilisationRows(report: TimeReport) {
  const cells = (row: Omit<UtilisationRow, 'userId' | 'name' | 'countedFrom'>) => [
    row.workingDays,
    row.leaveDays,
    formatMinutes(row.capacityMinutes),
    formatMinutes(row.billableMinutes),
    percentOf(row.utilisation),
  ];
  return {
    rows: report.utilisation.map((row) => [row.name, row.countedFrom, ...cells(row)]),
    total: [REPORT_GRAND_TOTAL, '', ...cells(report.utilisationTotal)],
  };
}

/**
 * The report as the CSV and Excel files carry it (a `Table` of table.ts, which this file does not import:
 * the PDF worker bundles this file, and table.ts writes through the pool): decimal hours and amounts as
 * numbers.
 */
export function timeReportTable(report: TimeReport) {
  const { rows, total } = timeReportRows(report, { hours: decimalHours, amount: (amount) => amount });
  return {
    sheetName: 'Time Report',
    header: timeReportHeader(report).header,
    rows,
    totals: [total],
  };
}
