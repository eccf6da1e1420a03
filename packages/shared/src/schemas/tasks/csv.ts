import { z } from 'zod';

export const TASK_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const TASK_IMPORT_MAX_ROWS = 2000;

/** The CSV export's and import's columns, in order. */
export const TASK_CSV_COLUMNS = [
  'Task ID',
  'Title',
  'Company',
  'Assign To',
  'Status',
  'Priority',
  'Work Type',
  'Task Type',
  'Project',
  'Project Name',
  'Department',
  'Start Date',
  'Due Date',
  'Estimate Hours',
  'Created',
  'Completed',
] as const;

export const ImportRowErrorSchema = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number(),
  field: z.string().nullable(),
  message: z.string(),
});
export const ImportResultSchema = z.object({
  isCommitted: z.boolean(),
  rowCount: z.number(),
  errors: z.array(ImportRowErrorSchema),
  preview: z.array(
    z.object({
      line: z.number(),
      title: z.string(),
      customer: z.string(),
      assignee: z.string(),
      dueDate: z.string(),
      status: z.string(),
      priority: z.string(),
    }),
  ),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;
