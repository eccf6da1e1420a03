import { z } from 'zod';
import { RefSchema } from './field-schemas';
import { TASK_PRIORITIES, TASK_STATUSES } from './field-values';
import { RecurrenceSchema } from './recurrence';
import { SubtaskSchema } from './subtasks';

// A task as the API answers it: a row of a list, and the task with its subtasks, watchers and series.

export const TaskSchema = z.object({
  id: z.string(),
  displayId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(TASK_STATUSES),
  priority: z.enum(TASK_PRIORITIES),
  workType: z.string(),
  taskType: z.string().nullable(),
  customer: RefSchema,
  assignee: RefSchema,
  project: z.object({ id: z.string(), key: z.string(), name: z.string() }).nullable(),
  department: RefSchema.nullable(),
  startDate: z.string().nullable(),
  dueDate: z.string(),
  estimateHours: z.number().nullable(),
  boardPosition: z.number(),
  isOverdue: z.boolean(),
  isRecurring: z.boolean(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Task = z.infer<typeof TaskSchema>;

export const TaskDetailSchema = TaskSchema.extend({
  subtasks: z.array(SubtaskSchema),
  watchers: z.array(RefSchema),
  recurrence: RecurrenceSchema.nullable(),
  createdBy: RefSchema.nullable(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type TaskDetail = z.infer<typeof TaskDetailSchema>;
