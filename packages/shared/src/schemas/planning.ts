import { z } from 'zod';
import { text } from './fields';
import { requiredDay } from './projects';

/** Planning (issue 13): finish-to-start dependencies, rescheduling with successors, the Gantt's data. */

export const DEPENDENCY_CYCLE = 'This dependency would create a cycle: the tasks would wait on each other';
export const DEPENDENCY_EXISTS = 'These tasks are already linked';
export const DEPENDENCY_SELF = 'A task cannot depend on itself';
export const DEPENDENCY_LAG_MAX = 365;
export const SCHEDULE_START_REQUIRED = 'Start Date is required';
export const SCHEDULE_DUE_REQUIRED = 'Due Date is required';
export const SCHEDULE_DUE_BEFORE_START = 'Due Date cannot be before Start Date';
/** The refusal field that tells a client the move can succeed by shifting successors along. */
export const SHIFT_SUCCESSORS_FIELD = 'shiftSuccessors';

const taskId = (error: string) => z.uuid({ error });

export const DependencyBodySchema = z
  .object({
    predecessorId: taskId('Choose the task that must finish first'),
    successorId: taskId('Choose the task that waits for it'),
    lagDays: z
      .int({ error: 'Lag must be a whole number of working days' })
      .min(0, 'Lag cannot be negative')
      .max(DEPENDENCY_LAG_MAX, `Lag must be at most ${DEPENDENCY_LAG_MAX} working days`)
      .default(0),
  })
  .refine((body) => body.predecessorId !== body.successorId, {
    message: DEPENDENCY_SELF,
    path: ['successorId'],
  });
export type DependencyBody = z.input<typeof DependencyBodySchema>;

/** A linked task as a dependency shows it: enough to name it and judge its dates. */
export const LinkedTaskSchema = z.object({
  id: z.string(),
  displayId: z.string(),
  title: z.string(),
  status: z.string(),
  startDate: z.string().nullable(),
  dueDate: z.string(),
});
export type LinkedTask = z.infer<typeof LinkedTaskSchema>;

export const DependencySchema = z.object({
  id: z.string(),
  type: z.literal('finish_to_start'),
  lagDays: z.number(),
  predecessor: LinkedTaskSchema,
  successor: LinkedTaskSchema,
});
export type Dependency = z.infer<typeof DependencySchema>;

export const TaskDependenciesSchema = z.object({
  /** Tasks this one waits for. */
  predecessors: z.array(DependencySchema),
  /** Tasks that wait for this one. */
  successors: z.array(DependencySchema),
});
export type TaskDependencies = z.infer<typeof TaskDependenciesSchema>;

export const ScheduleBodySchema = z
  .object({
    /** Left out to change the due date alone (the task page): the task keeps its start date. */
    startDate: requiredDay(SCHEDULE_START_REQUIRED).optional(),
    dueDate: requiredDay(SCHEDULE_DUE_REQUIRED),
    /** Move every later task that waits on this one along (working days) instead of refusing. */
    shiftSuccessors: z.boolean().default(false),
  })
  .refine((body) => !body.startDate || body.dueDate >= body.startDate, {
    message: SCHEDULE_DUE_BEFORE_START,
    path: ['dueDate'],
  });
export type ScheduleBody = z.input<typeof ScheduleBodySchema>;

export const ScheduledTaskSchema = z.object({
  id: z.string(),
  displayId: z.string(),
  title: z.string(),
  startDate: z.string(),
  dueDate: z.string(),
});
export type ScheduledTask = z.infer<typeof ScheduledTaskSchema>;

export const ScheduleResultSchema = z.object({
  task: ScheduledTaskSchema,
  /** Successors moved along with it, in the order they were moved. */
  shifted: z.array(ScheduledTaskSchema),
});
export type ScheduleResult = z.infer<typeof ScheduleResultSchema>;

/** The Gantt's rows come in windows (issue 27): a large project's 2,000 tasks are not one answer. */
export const GANTT_PAGE_SIZE = 100;
export const GANTT_PAGE_MAX = 500;

export const GanttQuerySchema = z.object({
  /** Rows to skip, in the chart's row order (start, then due date, then id). */
  offset: z.coerce
    .number({ error: 'Offset must be a number' })
    .int('Offset must be a whole number')
    .min(0, 'Offset cannot be negative')
    .default(0),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be 1 or more')
    .max(GANTT_PAGE_MAX, `Limit must be at most ${GANTT_PAGE_MAX}`)
    .default(GANTT_PAGE_SIZE),
});
export type GanttQuery = z.output<typeof GanttQuerySchema>;

export const GanttTaskSchema = z.object({
  id: z.string(),
  displayId: z.string(),
  title: z.string(),
  status: z.string(),
  /** The start to draw: the task's own, or its due date when it has none (a one-day bar). */
  startDate: z.string(),
  dueDate: z.string(),
  hasStartDate: z.boolean(),
  /** 0-100: 100 when completed, else the share of subtasks done, else by status. */
  progress: z.number(),
  assignee: z.object({ id: z.string(), name: z.string() }),
  /** Days between start and due on which the assignee has approved leave (the row says so). */
  assigneeLeaveDays: z.array(z.string()),
  subtasks: z.array(z.object({ id: z.string(), title: z.string(), isDone: z.boolean() })),
});
export type GanttTask = z.infer<typeof GanttTaskSchema>;

export const GanttSchema = z.object({
  project: z.object({
    id: z.string(),
    key: z.string(),
    name: z.string(),
    startDate: z.string(),
    targetEndDate: z.string(),
  }),
  /** The days the chart spans: the project's dates widened to every task (of every window) and milestone. */
  range: z.object({ from: z.string(), to: z.string() }),
  /** Today in the organization's time zone, for the today line. */
  today: z.string(),
  workWeek: z.array(z.number()),
  /** The rows of the window asked for, in the chart's row order. */
  tasks: z.array(GanttTaskSchema),
  /** The window answered and the caller's reachable tasks of the project in all (the chart's row count). */
  window: z.object({ offset: z.number(), limit: z.number(), total: z.number() }),
  milestones: z.array(z.object({ id: z.string(), name: z.string(), date: z.string(), isDone: z.boolean() })),
  /** The links touching the window's tasks (both ends reachable); a link across windows comes with each. */
  dependencies: z.array(
    z.object({
      id: z.string(),
      predecessorId: z.string(),
      successorId: z.string(),
      lagDays: z.number(),
      /** Set when the successor starts before its predecessor ends (plus the lag): what is wrong, in words. */
      conflict: z.string().nullable(),
    }),
  ),
  /** Weekends of the work week and holidays within the range; a holiday carries its name. */
  nonWorkingDays: z.array(z.object({ date: z.string(), holiday: z.string().nullable() })),
  /** Whether the caller may reschedule and link tasks (tasks.edit). */
  canEdit: z.boolean(),
});
export type Gantt = z.infer<typeof GanttSchema>;

/** Workload: hours a working day holds, before leave. */
export const WORKLOAD_HOURS_PER_DAY = 8;
export const WORKLOAD_WEEKS_MAX = 12;
export const WORKLOAD_FORBIDDEN = 'Workload is for managers and View All Tasks holders';

export const WORKLOAD_SCOPES = ['team', 'all'] as const;
export type WorkloadScope = (typeof WORKLOAD_SCOPES)[number];

export const WorkloadQuerySchema = z.object({
  /** Any day of the first week; the week starts on its Monday. Today's week when absent. */
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date')
    .optional(),
  weeks: z.coerce
    .number()
    .int()
    .min(1, 'Show at least one week')
    .max(WORKLOAD_WEEKS_MAX, `Show at most ${WORKLOAD_WEEKS_MAX} weeks`)
    .default(6),
  page: z.coerce.number().int().min(1, 'Page must be 1 or more').default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'Page size must be at most 100').default(25),
  q: text().trim().max(200, 'Search must be at most 200 characters').optional(),
  /** team: the caller's reporting tree (the default); all: everyone, for View All Tasks holders only. */
  scope: z.enum(WORKLOAD_SCOPES, { error: 'Choose team or all' }).default('team'),
});
export type WorkloadQuery = z.output<typeof WorkloadQuerySchema>;

export const WorkloadWeekSchema = z.object({
  start: z.string(),
  end: z.string(),
  workingDays: z.number(),
  /** The week holding today: open work due before it is carried over into it. */
  isCurrent: z.boolean(),
});

/** Open tasks of a person (or of everyone shown) in one bucket of due dates. */
export const WorkloadLoadSchema = z.object({
  hours: z.number(),
  tasks: z.number(),
  /** Tasks without an estimate: their hours are unknown. */
  unestimated: z.number(),
});
export type WorkloadLoad = z.infer<typeof WorkloadLoadSchema>;

export const WorkloadCellSchema = WorkloadLoadSchema.extend({
  /** Working hours: 8 per working day, less approved leave. */
  capacity: z.number(),
  leaveDays: z.number(),
  /**
   * In the current week only: open tasks due before it (overdue work still to do), shown apart from the
   * week's own and counted in its over-booking. Null in every other week.
   */
  carriedOver: WorkloadLoadSchema.nullable(),
  /** Hours due this week, plus carried-over hours in the current week, exceed the capacity. */
  isOverbooked: z.boolean(),
});
export type WorkloadCell = z.infer<typeof WorkloadCellSchema>;

export const WorkloadRowSchema = z.object({
  person: z.object({ id: z.string(), name: z.string(), jobTitle: z.string().nullable() }),
  weeks: z.array(WorkloadCellSchema),
});
export type WorkloadRow = z.infer<typeof WorkloadRowSchema>;

export const WorkloadSchema = z.object({
  weeks: z.array(WorkloadWeekSchema),
  rows: z.array(WorkloadRowSchema),
  /** Everyone in the scope (every page, before the name search): per week, and carried over. */
  totals: z.object({ weeks: z.array(WorkloadLoadSchema), carriedOver: WorkloadLoadSchema }),
});
export type Workload = z.infer<typeof WorkloadSchema>;

/** The most tasks one calendar range answers; a busier range asks for a filter. */
export const TASK_CALENDAR_LIMIT = 1000;
const calendarDay = (required: string) =>
  z.string({ error: required }).regex(/^\d{4}-\d{2}-\d{2}$/, required);

export const TaskCalendarQuerySchema = z
  .object({
    from: calendarDay('Choose the first day'),
    to: calendarDay('Choose the last day'),
    projectId: z.uuid({ error: 'Choose a project' }).optional(),
    assigneeId: z.uuid({ error: 'Choose a person' }).optional(),
  })
  .refine((query) => query.to >= query.from, {
    message: 'The last day cannot be before the first',
    path: ['to'],
  });
export type TaskCalendarQuery = z.output<typeof TaskCalendarQuerySchema>;

export const TaskCalendarSchema = z.object({
  tasks: z.array(
    z.object({
      id: z.string(),
      displayId: z.string(),
      title: z.string(),
      status: z.string(),
      startDate: z.string().nullable(),
      dueDate: z.string(),
      assignee: z.object({ id: z.string(), name: z.string() }),
      projectId: z.string().nullable(),
    }),
  ),
  milestones: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      date: z.string(),
      isDone: z.boolean(),
      projectId: z.string(),
      projectName: z.string(),
    }),
  ),
  /** More tasks fall in the range than TASK_CALENDAR_LIMIT: narrow it with a filter. */
  isTruncated: z.boolean(),
  canEdit: z.boolean(),
});
export type TaskCalendar = z.infer<typeof TaskCalendarSchema>;
