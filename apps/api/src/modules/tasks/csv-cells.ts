import { priorityOfRank } from '@taskflow/shared';

/** A Task List row as its CSV reads it from the database (csv.service.ts `taskCsvRead`). */
export type TaskCsvDatabaseRow = {
  displayId: string;
  title: string;
  customer: string;
  assignee: string;
  status: string;
  priority: number;
  workType: string;
  taskType: string | null;
  projectKey: string | null;
  projectName: string | null;
  department: string | null;
  startDate: string | null;
  dueDate: string;
  estimateHours: string | null;
  /** Created and Completed as days in the organization's zone. */
  createdDay: string;
  completedDay: string | null;
};

/**
 * The Task List CSV's cells, by a name a worker knows them by (workers/row-shapes.ts): on PostgreSQL the
 * CPU pool reads and writes them itself.
 */
export const TASK_CSV_SHAPE = {
  name: 'taskCsv',
  cells: (row: TaskCsvDatabaseRow) => [
    row.displayId,
    row.title,
    row.customer,
    row.assignee,
    row.status,
    priorityOfRank(row.priority),
    row.workType,
    row.taskType ?? '',
    row.projectKey ?? '',
    row.projectName ?? '',
    row.department ?? '',
    row.startDate ?? '',
    row.dueDate,
    // As the task's page shows it: 2.50 is "2.5".
    row.estimateHours === null ? '' : String(Number(row.estimateHours)),
    row.createdDay,
    row.completedDay ?? '',
  ],
} as const;
