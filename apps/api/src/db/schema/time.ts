import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { invoiceLines, invoices } from './billing';
import { customers } from './customers';
import { organizations } from './organizations';
import { clientJobs } from './practice';
import { projects } from './projects';
import { tasks } from './tasks';
import { users } from './users';

/**
 * "Mark as billed" for a customer and a date range: the entries it took point here and are locked
 * from then on, with the rate they were billed at.
 */
export const billingBatches = pgTable(
  'billing_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    entryCount: integer('entry_count').notNull(),
    minutes: integer('minutes').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    /** The invoice whose issue billed these entries (issue 42), else a "mark as billed". */
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'restrict' }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('billing_batches_org_created_idx').on(table.organizationId, table.createdAt),
    uniqueIndex('billing_batches_invoice_idx').on(table.invoiceId),
  ],
);

/**
 * Work done on a task: a running timer (a start, no end yet), a range (start and end: a stopped timer or a
 * typed range), or a duration typed on a day (minutes, no clock times). `minutes` is the entry's length for
 * every finished entry (typed, or computed from its range) and null while a timer runs: every sum reads it.
 * The database holds the rules two requests could race on (migrations 0010 and 0021 add what drizzle
 * cannot express): one running timer per person (partial unique index), no overlapping ranges of one person
 * (exclusion constraint on the rows with a range), at most 24 hours on one person's day (a trigger under a
 * per-person-and-day lock), and no change to a billed entry or to an entry of a submitted or approved week
 * (trigger).
 */
export const timeEntries = pgTable(
  'time_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    /** The day of the work (of `started_at`, for a range) in the organization's zone: the timesheet's column. */
    entryDate: date('entry_date').notNull(),
    /** Null for a typed duration: nobody entered a clock time, so none is invented. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The duration typed for the day (a grid cell or a "date and duration" entry); null for a range. */
    typedMinutes: integer('typed_minutes'),
    /** The entry's length: typed, or its range to the minute; null while a timer runs. */
    minutes: integer('minutes').generatedAlwaysAs(
      sql`coalesce(typed_minutes, round(extract(epoch from (ended_at - started_at)) / 60)::integer)`,
    ),
    note: text('note'),
    isBillable: boolean('is_billable').notNull().default(false),
    billingBatchId: uuid('billing_batch_id').references(() => billingBatches.id, { onDelete: 'restrict' }),
    /** The hourly rate the entry was billed at, kept when rates change later. */
    billedRate: numeric('billed_rate', { precision: 12, scale: 2 }),
    /** The draft or issued invoice line this entry is on (issue 42): a draft reserves it, an issue bills it. */
    invoiceLineId: uuid('invoice_line_id').references(() => invoiceLines.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('time_entries_one_running_idx')
      .on(table.userId)
      .where(sql`started_at is not null and ended_at is null`),
    index('time_entries_org_user_day_idx').on(table.organizationId, table.userId, table.entryDate),
    index('time_entries_org_day_idx').on(table.organizationId, table.entryDate),
    index('time_entries_task_idx').on(table.taskId),
    index('time_entries_unbilled_idx')
      .on(table.organizationId, table.entryDate)
      .where(sql`is_billable and billing_batch_id is null`),
    index('time_entries_batch_idx').on(table.billingBatchId),
    index('time_entries_invoice_line_idx').on(table.invoiceLineId),
    check('time_entries_end_after_start', sql`ended_at is null or ended_at > started_at`),
    check('time_entries_max_duration', sql`ended_at is null or ended_at <= started_at + interval '24 hours'`),
    check(
      'time_entries_range_or_minutes',
      sql`(started_at is not null and typed_minutes is null) or (started_at is null and ended_at is null and typed_minutes between 1 and 1440)`,
    ),
  ],
);

/**
 * A person's week (named by its Monday) once it has been submitted; a week without a row is open.
 * Decisions are `UPDATE … WHERE status = 'submitted'`, so two managers deciding at once leave one decision.
 */
export const timesheets = pgTable(
  'timesheets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekStart: date('week_start').notNull(),
    /** submitted, approved, returned, reopened; open again once its owner withdraws a submission. */
    status: text('status').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Why it was returned (required then). */
    comment: text('comment'),
    /** Its owner asked the approver to reopen it (to add time), with why; cleared when it is reopened. */
    reopenRequestedAt: timestamp('reopen_requested_at', { withTimezone: true }),
    reopenReason: text('reopen_reason'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('timesheets_user_week_idx').on(table.userId, table.weekStart),
    index('timesheets_org_week_idx').on(table.organizationId, table.weekStart),
    check(
      'timesheets_status_check',
      sql`status in ('open', 'submitted', 'approved', 'returned', 'reopened')`,
    ),
    check('timesheets_week_monday_check', sql`extract(isodow from week_start) = 1`),
  ],
);

/** Every submission, decision and reopening of a week: who, when, and the comment. Append-only. */
export const timesheetEvents = pgTable(
  'timesheet_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    timesheetId: uuid('timesheet_id')
      .notNull()
      .references(() => timesheets.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('timesheet_events_sheet_idx').on(table.timesheetId, table.createdAt)],
);

/** An hourly rate of a project or of a person; a project's rate wins over the person's. */
export const hourlyRates = pgTable(
  'hourly_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    hourlyRate: numeric('hourly_rate', { precision: 12, scale: 2 }).notNull(),
    updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('hourly_rates_project_idx').on(table.projectId).where(sql`project_id is not null`),
    uniqueIndex('hourly_rates_user_idx').on(table.userId).where(sql`user_id is not null`),
    index('hourly_rates_org_idx').on(table.organizationId),
    check('hourly_rates_one_target', sql`num_nonnulls(project_id, user_id) = 1`),
    check('hourly_rates_not_negative', sql`hourly_rate >= 0`),
  ],
);

/**
 * The finished time logged on each client job's tasks, per person and project (the project picks the
 * rate), kept by triggers on time entries and tasks (migration 0043) in the same transaction as the
 * change: realisation values a year's fixed-fee jobs from these rows instead of every entry of their
 * tasks. The sums are kept for each time rounding an organization may choose (none, 6 or 15 minutes,
 * each entry rounded up as `roundedMinutesSql` does), so a change of rounding changes nothing here.
 * A row whose entries all went keeps zeros. `organization_id` is the job's (no key of its own: an
 * organization's deletion cascades to its jobs, and so to these rows).
 */
export const clientJobTime = pgTable(
  'client_job_time',
  {
    organizationId: uuid('organization_id').notNull(),
    clientJobId: uuid('client_job_id')
      .notNull()
      .references(() => clientJobs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    projectId: uuid('project_id'),
    entries: integer('entries').notNull(),
    minutes: bigint('minutes', { mode: 'number' }).notNull(),
    minutes6: bigint('minutes_6', { mode: 'number' }).notNull(),
    minutes15: bigint('minutes_15', { mode: 'number' }).notNull(),
  },
  (table) => [
    unique('client_job_time_key').on(table.clientJobId, table.userId, table.projectId).nullsNotDistinct(),
  ],
);
