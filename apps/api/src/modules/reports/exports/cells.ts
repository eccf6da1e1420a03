import {
  type DetailedReportRow,
  decimalHours,
  priorityOfRank,
  REPORT_GRAND_TOTAL,
  REPORT_GROUPING_LABELS,
  REPORT_MEASURE_LABELS,
  type TaskReport,
} from '@taskflow/shared';

/** The grouped report as a header and rows of plain values, ending with the grand total. */
export function groupedTable(report: TaskReport) {
  const header = [
    ...report.groupBy.map((grouping) => REPORT_GROUPING_LABELS[grouping]),
    ...report.columns.map((measure) => REPORT_MEASURE_LABELS[measure]),
  ];
  const rows: (string | number)[][] = report.rows.map((row) => [
    ...row.keys.map((key) => key.label),
    ...report.columns.map((measure) => row.counts[measure]),
  ]);
  const total: (string | number)[] = [
    REPORT_GRAND_TOTAL,
    ...report.groupBy.slice(1).map(() => ''),
    ...report.columns.map((measure) => report.grandTotal[measure]),
  ];
  return { header, rows, total };
}

export const DETAILED_COLUMNS = [
  'Task ID',
  'Title',
  'Company Name',
  'User Name',
  'Project',
  'Department',
  'Status',
  'Priority',
  'Work Type',
  'Task Type',
  'Created',
  'Due Date',
  'Completed',
  'Hours Logged',
  'On Time / Overdue',
] as const;

const TIMELINESS_LABEL = { onTime: 'On Time', overdue: 'Overdue' } as const;

/**
 * A Detailed row as the files write it: its two instants as days in the organization's zone, worked out
 * in SQL. Turned into days one by one in JavaScript (each parsed to a Date, written as ISO text, parsed
 * again and formatted in the zone), they were a third of a 100,000-row file's time on the event loop.
 */
export type DetailedFileRow = Omit<DetailedReportRow, 'createdAt' | 'completedAt'> & {
  createdDay: string;
  completedDay: string | null;
};

/** A detailed row's cells; its days as YYYY-MM-DD text (the workbook types them as dates). */
export function detailedCells(row: DetailedFileRow) {
  return [
    row.displayId,
    row.title,
    row.customer,
    row.assignee,
    row.project ?? '',
    row.department ?? '',
    row.status,
    row.priority,
    row.workType,
    row.taskType ?? '',
    row.createdDay,
    row.dueDate,
    row.completedDay ?? '',
    row.hoursLogged,
    row.timeliness ? TIMELINESS_LABEL[row.timeliness] : '',
  ] as const;
}

/** A Detailed row as the database answers it (task-report.query.ts `detailedRead`). */
export type DetailedDatabaseRow = Omit<DetailedFileRow, 'priority' | 'hoursLogged'> & {
  priority: number;
  minutesLogged: number | string;
};

/**
 * The Detailed files' rows, by a name a worker knows them by (workers/row-shapes.ts): on PostgreSQL the
 * CPU pool reads and writes them itself.
 */
export const DETAILED_TASK_SHAPE = {
  name: 'detailedTask',
  cells: ({ minutesLogged, ...row }: DetailedDatabaseRow) =>
    detailedCells({
      ...row,
      priority: priorityOfRank(row.priority),
      hoursLogged: decimalHours(Number(minutesLogged)),
    }),
} as const;
