import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { departments } from './departments';
import { organizations } from './organizations';
import { clientJobs, serviceSteps } from './practice';
import { projects } from './projects';
import { users } from './users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The last number given out per organization ('org') or per project (its id): incremented with
 * UPDATE … RETURNING inside the transaction that creates the task, so concurrent creations queue on the
 * row and never share a number.
 */
export const taskCounters = pgTable(
  'task_counters',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    prefix: text('prefix').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.scope] })],
);

/** Work types an organization adds to the built-in General Task, Development and Design. */
export const taskWorkTypes = pgTable(
  'task_work_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('task_work_types_org_name_idx').on(table.organizationId, sql`lower(${table.name})`),
  ],
);

/**
 * A recurring task: the template of its occurrences and its rule. Each occurrence is a task with
 * (series_id, occurrence_date), unique, so completing twice or two job runners create it once.
 */
export const taskSeries = pgTable(
  'task_series',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** daily, weekly, monthly, yearly. */
    frequency: text('frequency').notNull(),
    interval: integer('interval').notNull().default(1),
    /** Monthly: the day of the month (1-31, clamped to the month's length); null with isLastWorkingDay. */
    monthDay: smallint('month_day'),
    /** Monthly: the last working day of the month (work week and holidays of the organization). */
    isLastWorkingDay: boolean('is_last_working_day').notNull().default(false),
    startDate: date('start_date').notNull(),
    /** No occurrence after this day; null runs until stopped. */
    endDate: date('end_date'),
    isActive: boolean('is_active').notNull().default(true),
    /** The task fields every occurrence copies. */
    template: jsonb('template').$type<Record<string, unknown>>().notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('task_series_org_idx').on(table.organizationId)],
);

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** ACM-42, or the project's key: unique per organization. */
    displayId: text('display_id').notNull(),
    title: text('title').notNull(),
    /** Markdown, rendered sanitized by the web app. */
    description: text('description'),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    assigneeId: uuid('assignee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'restrict' }),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'set null' }),
    workType: text('work_type').notNull().default('General Task'),
    /** 1 Critical, 2 High, 3 Medium, 4 Low: sorts by urgency. */
    priority: smallint('priority').notNull().default(3),
    taskType: text('task_type'),
    /** Pending, In Progress, Completed, On Hold. */
    status: text('status').notNull().default('Pending'),
    startDate: date('start_date'),
    dueDate: date('due_date').notNull(),
    estimateHours: numeric('estimate_hours', { precision: 7, scale: 2 }),
    /** Order within its board column (status); a moved card takes a value between its neighbours. */
    boardPosition: doublePrecision('board_position').notNull().default(0),
    seriesId: uuid('series_id').references(() => taskSeries.id, { onDelete: 'set null' }),
    /** The job this task is a step of (recurring client work, decision 043), and which step. */
    jobId: uuid('job_id').references(() => clientJobs.id, { onDelete: 'set null' }),
    serviceStepId: uuid('service_step_id').references(() => serviceSteps.id, { onDelete: 'set null' }),
    occurrenceDate: date('occurrence_date'),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    search: tsvector('search').generatedAlwaysAs(
      (): ReturnType<typeof sql> =>
        sql`to_tsvector('simple'::regconfig, coalesce(display_id, '') || ' ' || coalesce(title, '') || ' ' || coalesce(description, ''))`,
    ),
  },
  (table) => [
    uniqueIndex('tasks_org_display_idx').on(table.organizationId, table.displayId),
    uniqueIndex('tasks_series_occurrence_idx').on(table.seriesId, table.occurrenceDate),
    index('tasks_org_due_idx').on(table.organizationId, table.dueDate, table.id),
    index('tasks_org_status_due_idx').on(table.organizationId, table.status, table.dueDate, table.id),
    index('tasks_org_assignee_status_due_idx').on(
      table.organizationId,
      table.assigneeId,
      table.status,
      table.dueDate,
      table.id,
    ),
    index('tasks_org_customer_due_idx').on(table.organizationId, table.customerId, table.dueDate),
    index('tasks_org_project_status_pos_idx').on(
      table.organizationId,
      table.projectId,
      table.status,
      table.boardPosition,
    ),
    // Project progress (counts by status, overdue by due date) reads this index alone, without the table:
    // over every task, or, with the assignee and id, over a person's reach (their people's, watched tasks).
    index('tasks_org_project_status_due_idx').on(
      table.organizationId,
      table.projectId,
      table.status,
      table.dueDate,
      table.assigneeId,
      table.id,
    ),
    index('tasks_org_department_due_idx').on(table.organizationId, table.departmentId, table.dueDate),
    index('tasks_org_priority_due_idx').on(table.organizationId, table.priority, table.dueDate),
    index('tasks_org_created_idx').on(table.organizationId, table.createdAt, table.id),
    // The Task Report's completion-date range (reports module).
    index('tasks_org_completed_idx')
      .on(table.organizationId, table.completedAt)
      .where(sql`completed_at is not null`),
    // The Task Report's Summary (company × user, over everything or a due-date range) reads this index
    // alone, without the table: every column it groups and counts by (issue 45).
    index('tasks_org_due_report_idx').on(
      table.organizationId,
      table.dueDate,
      table.customerId,
      table.assigneeId,
      table.status,
      table.completedAt,
    ),
    index('tasks_org_open_due_idx').on(table.organizationId, table.dueDate).where(sql`status <> 'Completed'`),
    index('tasks_search_idx').using('gin', table.search),
    index('tasks_job_idx').on(table.jobId).where(sql`job_id is not null`),
    check('tasks_priority_check', sql`${table.priority} between 1 and 4`),
    check('tasks_status_check', sql`${table.status} in ('Pending', 'In Progress', 'Completed', 'On Hold')`),
  ],
);

export const subtasks = pgTable(
  'subtasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    isDone: boolean('is_done').notNull().default(false),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('subtasks_task_idx').on(table.taskId, table.position)],
);

export const taskComments = pgTable(
  'task_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Markdown; @mentions are written as @[Name](user-id). */
    body: text('body').notNull(),
    mentionedUserIds: uuid('mentioned_user_ids').array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('task_comments_task_idx').on(table.taskId, table.createdAt)],
);

export const taskAttachments = pgTable(
  'task_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    file: text('file').notNull(),
    mime: text('mime').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedById: uuid('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('task_attachments_task_idx').on(table.taskId, table.createdAt)],
);

export const taskWatchers = pgTable(
  'task_watchers',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.taskId, table.userId] }),
    index('task_watchers_user_idx').on(table.userId, table.taskId),
  ],
);

/** Finish-to-start links (with lag in working days) for the Gantt of the next issue. */
export const taskDependencies = pgTable(
  'task_dependencies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    predecessorId: uuid('predecessor_id')
      .notNull()
      .references((): AnyPgColumn => tasks.id, { onDelete: 'cascade' }),
    successorId: uuid('successor_id')
      .notNull()
      .references((): AnyPgColumn => tasks.id, { onDelete: 'cascade' }),
    type: text('type').notNull().default('finish_to_start'),
    lagDays: integer('lag_days').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('task_dependencies_pair_idx').on(table.predecessorId, table.successorId),
    index('task_dependencies_successor_idx').on(table.successorId),
    check('task_dependencies_not_self', sql`${table.predecessorId} <> ${table.successorId}`),
  ],
);

/**
 * Append-only: one row per changed field (or per comment, attachment, creation), written by
 * tasks/history.ts in the transaction of the change. A trigger refuses updates.
 */
export const taskHistory = pgTable(
  'task_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** created, updated, commented, attachment_added, attachment_removed, subtask_*, watcher_*. */
    action: text('action').notNull(),
    field: text('field'),
    oldValue: jsonb('old_value'),
    newValue: jsonb('new_value'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('task_history_task_idx').on(table.taskId, table.createdAt)],
);

/** A person's named Task List filters (the URL's query), e.g. "My overdue GST work". */
export const savedViews = pgTable(
  'saved_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: jsonb('query').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('saved_views_user_name_idx').on(table.userId, sql`lower(${table.name})`)],
);
