import { z } from 'zod';
import { text } from '../fields';
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

/** Cards a column answers at a time: a screen of them and some to scroll into. */
export const BOARD_PAGE_SIZE = 30;
export const BOARD_CURSOR_INVALID = 'This page of the board is no longer valid: reload the board';

/**
 * Where a column's next page starts: after the last card answered, by the board's order (position,
 * then id). Spelt `<position>_<id>`; clients pass it back as they got it.
 */
export const encodeBoardCursor = (card: { boardPosition: number; id: string }) =>
  `${card.boardPosition}_${card.id}`;

const boardCursor = text().transform((value, context) => {
  const cut = value.lastIndexOf('_');
  const position = Number(value.slice(0, cut));
  const id = z.uuid().safeParse(value.slice(cut + 1));
  if (cut < 1 || !Number.isFinite(position) || !id.success) {
    context.addIssue({ code: 'custom', message: BOARD_CURSOR_INVALID });
    return z.NEVER;
  }
  return { position, id: id.data };
});

/**
 * GET /tasks/board: the Task List's filters the board understands. Without `status`, every column's first
 * page (the first screen); with it, that column alone, from `cursor` on (its next page).
 */
export const BoardQuerySchema = TaskListQuerySchema.pick({
  projectId: true,
  assigneeId: true,
  customerId: true,
  departmentId: true,
  priority: true,
  q: true,
  scope: true,
})
  .extend({
    status: status.optional(),
    cursor: boardCursor.optional(),
    /** Cards per column. */
    limit: z.coerce.number().int().min(1).max(100).default(BOARD_PAGE_SIZE),
  })
  .refine((query) => !query.cursor || query.status, {
    path: ['cursor'],
    message: 'A page of a column needs its status',
  });
export type BoardQuery = z.output<typeof BoardQuerySchema>;

/** A card shows no more than this: the board's answer stays small (issue 27). */
export const BoardCardSchema = TaskSchema.pick({
  id: true,
  displayId: true,
  title: true,
  status: true,
  priority: true,
  customer: true,
  assignee: true,
  dueDate: true,
  isOverdue: true,
  completedAt: true,
});
export type BoardCard = z.infer<typeof BoardCardSchema>;

export const BoardColumnSchema = z.object({
  status: z.enum(TASK_STATUSES),
  /** Cards in the column, counted up to TASK_COUNT_CAP; isTotalCapped says there are more. */
  total: z.number(),
  isTotalCapped: z.boolean(),
  tasks: z.array(BoardCardSchema),
  /** The column's next page (`cursor`), or null after its last card. */
  nextCursor: z.string().nullable(),
  /**
   * The first card of that next page: a card dropped below the last one shown goes above it (the move's
   * afterId), not past the cards not loaded yet.
   */
  nextCardId: z.string().nullable(),
});
export type BoardColumn = z.infer<typeof BoardColumnSchema>;

export const BoardSchema = z.object({ columns: z.array(BoardColumnSchema) });
export type Board = z.infer<typeof BoardSchema>;
