import { z } from 'zod';
import { status } from './field-schemas';
import { TASK_STATUSES } from './field-values';
import { TaskListQuerySchema } from './list';
import { TaskSchema } from './task';

/** POST /tasks/:id/move: into a board column, between two cards of it (either may be left out). */
export const MoveTaskBodySchema = z.object({
  status,
  beforeId: z.uuid().nullish(),
  afterId: z.uuid().nullish(),
});
export type MoveTaskBody = z.input<typeof MoveTaskBodySchema>;

export const BoardQuerySchema = TaskListQuerySchema.pick({
  projectId: true,
  assigneeId: true,
  customerId: true,
  departmentId: true,
  priority: true,
  q: true,
  scope: true,
}).extend({
  /** Cards per column (the newest moves and the rest are paged by the list). */
  limit: z.coerce.number().int().min(1).max(500).default(200),
});
export type BoardQuery = z.output<typeof BoardQuerySchema>;

export const BoardSchema = z.object({
  columns: z.array(
    z.object({
      status: z.enum(TASK_STATUSES),
      /** Counted up to TASK_COUNT_CAP; isTotalCapped says there are more. */
      total: z.number(),
      isTotalCapped: z.boolean(),
      tasks: z.array(TaskSchema),
    }),
  ),
});
