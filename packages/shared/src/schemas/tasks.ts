import { z } from 'zod';
import { optionalText, requiredText, text } from './fields';
import { ListQuerySchema } from './pagination';
import { optionalDay, requiredDay, requiredId } from './projects';

// Section 3 / guide "Task Management": Customer, Assign To, Task Title and Due Date required; Work Type,
// Priority, Task Type, Description optional. Section 4: priorities and statuses.
export const TASK_STATUSES = ['Pending', 'In Progress', 'Completed', 'On Hold'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_PRIORITIES = ['Critical', 'High', 'Medium', 'Low'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
/** Built in; an organization adds its own (GET/POST /tasks/work-types). */
export const BUILT_IN_WORK_TYPES = ['General Task', 'Development', 'Design'] as const;
export const RECURRENCE_FREQUENCIES = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];

export const TASK_TITLE_MAX = 300;
export const TASK_DESCRIPTION_MAX = 20_000;
export const TASK_TYPE_MAX = 100;
export const WORK_TYPE_MAX = 60;
export const TASK_ESTIMATE_MAX = 10_000;
export const COMMENT_MAX = 10_000;
export const SUBTASK_TITLE_MAX = 300;
export const BULK_MAX = 500;
export const SAVED_VIEW_NAME_MAX = 80;
export const TASK_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
/** Checked by content (magic bytes), not by name. */
export const TASK_ATTACHMENT_MIME_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'application/zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
] as const;
export const TASK_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const TASK_IMPORT_MAX_ROWS = 2000;

export const TASK_CUSTOMER_REQUIRED = 'Customer is required';
export const TASK_ASSIGNEE_REQUIRED = 'Assign To is required';
export const TASK_TITLE_REQUIRED = 'Task Title is required';
export const TASK_DUE_REQUIRED = 'Due Date is required';
export const TASK_DUE_BEFORE_START = 'Due Date cannot be before Start Date';
export const TASK_STATUS_INVALID = 'Choose Pending, In Progress, Completed or On Hold';
export const TASK_PRIORITY_INVALID = 'Choose Critical, High, Medium or Low';
export const TASK_ESTIMATE_INVALID = `Estimate must be between 0 and ${TASK_ESTIMATE_MAX} hours`;
export const TASK_WORK_TYPE_INVALID = 'Choose a work type of your organization';
export const TASK_ATTACHMENT_TYPE_MESSAGE = 'Attach an image, PDF, ZIP or Office document';
export const TASK_ATTACHMENT_SIZE_MESSAGE = 'Attachments must be at most 5 MB';
export const TASK_ATTACHMENT_REQUIRED = 'Choose a file to attach';

const status = z.enum(TASK_STATUSES, { error: TASK_STATUS_INVALID });
const priority = z.enum(TASK_PRIORITIES, { error: TASK_PRIORITY_INVALID });
const title = requiredText(
  TASK_TITLE_REQUIRED,
  TASK_TITLE_MAX,
  `Task Title must be at most ${TASK_TITLE_MAX} characters`,
);
const description = optionalText(
  TASK_DESCRIPTION_MAX,
  `Description must be at most ${TASK_DESCRIPTION_MAX} characters`,
);
const workType = text({ error: TASK_WORK_TYPE_INVALID })
  .trim()
  .min(1, TASK_WORK_TYPE_INVALID)
  .max(WORK_TYPE_MAX, `Work Type must be at most ${WORK_TYPE_MAX} characters`);
const taskType = optionalText(TASK_TYPE_MAX, `Task Type must be at most ${TASK_TYPE_MAX} characters`);
const estimateHours = z
  .number({ error: TASK_ESTIMATE_INVALID })
  .min(0, TASK_ESTIMATE_INVALID)
  .max(TASK_ESTIMATE_MAX, TASK_ESTIMATE_INVALID)
  .nullish()
  .transform((value) => (value === undefined || value === null ? null : Math.round(value * 100) / 100));
const optionalRef = (message: string) =>
  z
    .uuid({ error: message })
    .nullish()
    .transform((value) => value ?? null);

export const RecurrenceBodySchema = z
  .object({
    frequency: z.enum(RECURRENCE_FREQUENCIES, { error: 'Choose daily, weekly, monthly or yearly' }),
    interval: z
      .number()
      .int()
      .min(1, 'Repeat at least every 1')
      .max(365, 'Repeat at most every 365')
      .default(1),
    /** Monthly: a day of the month (1-31; shorter months use their last day). */
    monthDay: z.number().int().min(1, 'Day of month is 1 to 31').max(31, 'Day of month is 1 to 31').nullish(),
    /** Monthly: the last working day of the month instead of a day. */
    isLastWorkingDay: z.boolean().default(false),
    endDate: optionalDay(),
  })
  .refine((value) => value.frequency === 'monthly' || !value.isLastWorkingDay, {
    message: 'The last working day applies to monthly tasks',
    path: ['isLastWorkingDay'],
  });
export type RecurrenceBody = z.input<typeof RecurrenceBodySchema>;

const dueNotBeforeStart = (value: { startDate?: string | null; dueDate?: string }) =>
  !value.startDate || !value.dueDate || value.dueDate >= value.startDate;

/**
 * POST /tasks (Assign New Task). A task in a project is for the project's customer: without a customer
 * it takes the project's; without a project the customer is required.
 */
export const CreateTaskBodySchema = z
  .object({
    customerId: requiredId(TASK_CUSTOMER_REQUIRED).optional(),
    assigneeId: requiredId(TASK_ASSIGNEE_REQUIRED),
    title,
    dueDate: requiredDay(TASK_DUE_REQUIRED),
    workType: workType.default('General Task'),
    priority: priority.default('Medium'),
    taskType: taskType.nullable(),
    description: description.nullable(),
    projectId: optionalRef('Choose a project of your organization'),
    departmentId: optionalRef('Choose a department of your organization'),
    status: status.default('Pending'),
    startDate: optionalDay(),
    estimateHours,
    watcherIds: z
      .array(z.uuid({ error: 'Choose watchers from your organization' }))
      .max(50, 'At most 50 watchers')
      .default([]),
    recurrence: RecurrenceBodySchema.nullish(),
  })
  .refine(dueNotBeforeStart, { message: TASK_DUE_BEFORE_START, path: ['dueDate'] })
  // Judged even when other fields are refused, so a form shows every missing field at once.
  .refine((body) => Boolean(body?.customerId || body?.projectId), {
    message: TASK_CUSTOMER_REQUIRED,
    path: ['customerId'],
    when: () => true,
  });
export type CreateTaskBody = z.input<typeof CreateTaskBodySchema>;
export type CreateTaskInput = z.output<typeof CreateTaskBodySchema>;

/** The most open subtasks one reassignment moves along. */
export const TASK_SUBTASKS_MOVE_MAX = 200;

/** PATCH /tasks/:id: any subset of the fields, edited in place; null clears an optional one. */
export const UpdateTaskBodySchema = z
  .object({
    customerId: requiredId(TASK_CUSTOMER_REQUIRED).optional(),
    assigneeId: requiredId(TASK_ASSIGNEE_REQUIRED).optional(),
    title: title.optional(),
    dueDate: requiredDay(TASK_DUE_REQUIRED).optional(),
    workType: workType.optional(),
    priority: priority.optional(),
    taskType: taskType.nullable(),
    description: description.nullable(),
    projectId: z.uuid({ error: 'Choose a project of your organization' }).nullable().optional(),
    departmentId: z.uuid({ error: 'Choose a department of your organization' }).nullable().optional(),
    status: status.optional(),
    startDate: optionalDay().optional(),
    estimateHours: estimateHours.optional(),
    /**
     * With a new assignee: open subtasks of this task that move to them too, in the same transaction.
     * Named one by one (not "all open ones") so an undo moves back exactly the ones that moved.
     */
    moveSubtaskIds: z
      .array(z.uuid({ error: 'Choose subtasks of this task' }))
      .max(TASK_SUBTASKS_MOVE_MAX, `Move at most ${TASK_SUBTASKS_MOVE_MAX} subtasks at once`)
      .optional(),
  })
  .refine(dueNotBeforeStart, { message: TASK_DUE_BEFORE_START, path: ['dueDate'] })
  .refine((body) => !body.moveSubtaskIds?.length || body.assigneeId, {
    message: 'Choose the new assignee the subtasks move to',
    path: ['assigneeId'],
  });
export type UpdateTaskBody = z.input<typeof UpdateTaskBodySchema>;
export type UpdateTaskInput = z.output<typeof UpdateTaskBodySchema>;

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

const RefSchema = z.object({ id: z.string(), name: z.string() });

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

export const TaskListMetaSchema = z.object({
  page: z.number(),
  pageSize: z.number(),
  /** Counted up to TASK_COUNT_CAP; beyond it `isTotalCapped` is true and total is the cap. */
  total: z.number(),
  isTotalCapped: z.boolean(),
});
export const TASK_COUNT_CAP = 10_000;

export const SubtaskSchema = z.object({
  id: z.string(),
  title: z.string(),
  isDone: z.boolean(),
  assignee: RefSchema.nullable(),
  position: z.number(),
});
export type Subtask = z.infer<typeof SubtaskSchema>;

export const RecurrenceSchema = z.object({
  seriesId: z.string(),
  frequency: z.enum(RECURRENCE_FREQUENCIES),
  interval: z.number(),
  monthDay: z.number().nullable(),
  isLastWorkingDay: z.boolean(),
  endDate: z.string().nullable(),
  isActive: z.boolean(),
});

export const TaskDetailSchema = TaskSchema.extend({
  subtasks: z.array(SubtaskSchema),
  watchers: z.array(RefSchema),
  recurrence: RecurrenceSchema.nullable(),
  createdBy: RefSchema.nullable(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type TaskDetail = z.infer<typeof TaskDetailSchema>;

export const BulkUpdateTasksBodySchema = z.object({
  taskIds: z
    .array(z.uuid({ error: 'Choose tasks' }))
    .min(1, 'Choose at least one task')
    .max(BULK_MAX, `Choose at most ${BULK_MAX} tasks`)
    .transform((ids) => [...new Set(ids)]),
  changes: z
    .object({
      status: status.optional(),
      assigneeId: z.uuid({ error: 'Choose a person' }).optional(),
      priority: priority.optional(),
      dueDate: requiredDay(TASK_DUE_REQUIRED).optional(),
      /** With assigneeId: each task's open subtasks still with its previous assignee go along (the answer names them). */
      moveOpenSubtasks: z.boolean().optional(),
      /** With assigneeId: these open subtasks of the selected tasks go along (an undo names the ones that moved). */
      moveSubtaskIds: UpdateTaskBodySchema.shape.moveSubtaskIds,
    })
    .refine((value) => Object.keys(value).length > 0, 'Choose a change')
    .refine((value) => !(value.moveOpenSubtasks || value.moveSubtaskIds?.length) || value.assigneeId, {
      message: 'Choose the new assignee the subtasks move to',
      path: ['assigneeId'],
    }),
});
export type BulkUpdateTasksBody = z.input<typeof BulkUpdateTasksBodySchema>;

export const BulkUpdateResultSchema = z.object({
  updated: z.number(),
  /** Subtasks that moved with their task to its new assignee, per task. */
  movedSubtasks: z.array(z.object({ taskId: z.string(), subtaskIds: z.array(z.string()) })),
});
export type BulkUpdateResult = z.infer<typeof BulkUpdateResultSchema>;

export const BulkDeleteTasksBodySchema = z.object({
  taskIds: BulkUpdateTasksBodySchema.shape.taskIds,
});

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

export const CommentBodySchema = z.object({
  /** Markdown; mention someone as @[Name](their-id). */
  body: requiredText(
    'Comment is required',
    COMMENT_MAX,
    `Comments must be at most ${COMMENT_MAX} characters`,
  ),
});
export const CommentSchema = z.object({
  id: z.string(),
  body: z.string(),
  author: RefSchema.nullable(),
  mentions: z.array(RefSchema),
  createdAt: z.string(),
});
export type TaskComment = z.infer<typeof CommentSchema>;

/** @[Name](uuid) in Markdown; answers the distinct ids. */
export function mentionedIds(markdown: string): string[] {
  const ids = new Set<string>();
  for (const match of markdown.matchAll(/@\[[^\]\n]{1,200}\]\(([0-9a-f-]{36})\)/gi)) {
    if (match[1]) ids.add(match[1].toLowerCase());
  }
  return [...ids];
}

export const CreateSubtaskBodySchema = z.object({
  title: requiredText(
    'Subtask is required',
    SUBTASK_TITLE_MAX,
    `Subtasks must be at most ${SUBTASK_TITLE_MAX} characters`,
  ),
  assigneeId: optionalRef('Choose a person'),
});
export const UpdateSubtaskBodySchema = z.object({
  title: CreateSubtaskBodySchema.shape.title.optional(),
  isDone: z.boolean().optional(),
  assigneeId: z.uuid({ error: 'Choose a person' }).nullable().optional(),
});

export const WatcherBodySchema = z.object({ userId: z.uuid({ error: 'Choose a person' }) });

export const AttachmentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  mime: z.string(),
  sizeBytes: z.number(),
  uploadedBy: RefSchema.nullable(),
  url: z.string(),
  createdAt: z.string(),
});

export const HistoryEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  field: z.string().nullable(),
  oldValue: z.unknown(),
  newValue: z.unknown(),
  actor: RefSchema.nullable(),
  createdAt: z.string(),
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

export const SavedViewBodySchema = z.object({
  name: requiredText(
    'View name is required',
    SAVED_VIEW_NAME_MAX,
    `View names must be at most ${SAVED_VIEW_NAME_MAX} characters`,
  ),
  /** The Task List's query parameters, as in its URL. */
  query: z
    .record(text().max(40), text().max(500))
    .refine((value) => Object.keys(value).length <= 20, 'At most 20 filters'),
});
/** PATCH /tasks/views/:id: rename a view, or replace its filters with the current ones. */
export const UpdateSavedViewBodySchema = SavedViewBodySchema.partial().refine(
  (value) => value.name !== undefined || value.query !== undefined,
  'Choose a change',
);
export const SavedViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  query: z.record(z.string(), z.string()),
  createdAt: z.string(),
});

export const WorkTypeBodySchema = z.object({
  name: requiredText(
    'Work Type is required',
    WORK_TYPE_MAX,
    `Work Type must be at most ${WORK_TYPE_MAX} characters`,
  ),
});
export const WorkTypeSchema = z.object({
  id: z.string().nullable(),
  name: z.string(),
  isBuiltIn: z.boolean(),
});
export type WorkType = z.infer<typeof WorkTypeSchema>;
/** Adding or renaming a work type to a name the organization already has (built in or its own). */
export const WORK_TYPE_EXISTS_MESSAGE = 'This work type already exists';

/** Team Members Dashboard: one row per member within the caller's reach. */
export const DashboardRowSchema = z.object({
  member: RefSchema,
  pending: z.number(),
  inProgress: z.number(),
  completed: z.number(),
  onHold: z.number(),
  overdue: z.number(),
  dueThisWeek: z.number(),
});
export type DashboardRow = z.infer<typeof DashboardRowSchema>;

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
