import { z } from 'zod';
import { text } from '../fields';
import { ListQuerySchema } from '../pagination';
import { optionalDay } from '../projects';
import {
  TASK_PRIORITIES,
  TASK_PRIORITY_INVALID,
  TASK_STATUS_INVALID,
  TASK_STATUSES,
  TASK_TYPE_MAX,
  TASK_WORK_TYPE_INVALID,
  WORK_TYPE_MAX,
} from './field-values';

export const TASK_SORTS = [
  'dueDate',
  '-dueDate',
  'createdAt',
  '-createdAt',
  'priority',
  '-priority',
  'title',
  '-title',
] as const;
export type TaskSort = (typeof TASK_SORTS)[number];
/** How a task stands against its due date, judged in the organization's time zone (Task Report). */
export const TASK_TIMELINESS = ['onTime', 'overdue'] as const;
export type TaskTimeliness = (typeof TASK_TIMELINESS)[number];
/** mine: assigned to or watched by me; team: my reporting tree and the projects I lead; all: View All Tasks. */
export const TASK_SCOPES = ['mine', 'team', 'all'] as const;

/** A comma-separated list of one enum's values in a query parameter (`status=Pending,On Hold`). */
const enumList = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  text()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(values, { error: message })).max(values.length));

/**
 * GET /tasks (Task List) and GET /tasks/export.csv: every filter is a query parameter, so the web app
 * keeps them in the URL (bookmarks, shared links, saved views).
 */
export const TaskListQuerySchema = ListQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(100, 'Page size must be at most 100').default(50),
  status: enumList(TASK_STATUSES, TASK_STATUS_INVALID).optional(),
  priority: enumList(TASK_PRIORITIES, TASK_PRIORITY_INVALID).optional(),
  assigneeId: z.uuid({ error: 'Choose a person' }).optional(),
  customerId: z.uuid({ error: 'Choose a customer' }).optional(),
  projectId: z.uuid({ error: 'Choose a project' }).optional(),
  departmentId: z.uuid({ error: 'Choose a department' }).optional(),
  dueFrom: optionalDay().transform((value) => value ?? undefined),
  dueTo: optionalDay().transform((value) => value ?? undefined),
  overdue: z
    .enum(['true', 'false'], { error: 'Use true or false' })
    .optional()
    .transform((value) => value === 'true'),
  /**
   * team: assigned to someone in the caller's reporting tree (the caller included), so a team total on
   * the Team Members Dashboard or Workload opens exactly the tasks it counts (not the watched or led ones
   * that scope team adds).
   */
  assignees: z.enum(['team'], { error: 'Use team' }).optional(),
  sort: z.enum(TASK_SORTS, { error: 'Choose a sort' }).default('dueDate'),
  scope: z.enum(TASK_SCOPES, { error: 'Choose mine, team or all' }).optional(),
  // The Task Report's cells link here, so the list can express each of them (reports module).
  taskType: text()
    .trim()
    .max(TASK_TYPE_MAX, `Task Type must be at most ${TASK_TYPE_MAX} characters`)
    .optional(),
  workType: text().trim().max(WORK_TYPE_MAX, TASK_WORK_TYPE_INVALID).optional(),
  /** Days in the organization's time zone. */
  createdFrom: optionalDay().transform((value) => value ?? undefined),
  createdTo: optionalDay().transform((value) => value ?? undefined),
  completedFrom: optionalDay().transform((value) => value ?? undefined),
  completedTo: optionalDay().transform((value) => value ?? undefined),
  /** onTime: completed on or before its due date; overdue: completed after it, or open past it. */
  timeliness: z.enum(TASK_TIMELINESS, { error: 'Choose onTime or overdue' }).optional(),
});
export type TaskListQuery = z.output<typeof TaskListQuerySchema>;
export type TaskListQueryInput = z.input<typeof TaskListQuerySchema>;

export const TaskListMetaSchema = z.object({
  page: z.number(),
  pageSize: z.number(),
  /** Counted up to TASK_COUNT_CAP; beyond it `isTotalCapped` is true and total is the cap. */
  total: z.number(),
  isTotalCapped: z.boolean(),
});
export const TASK_COUNT_CAP = 10_000;
