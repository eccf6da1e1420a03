import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './users';

/**
 * A saved report: its type (summary, detailed, custom) and its parameters (the page's URL query: filters,
 * grouping, columns), named by its owner and either private or shared with the organization. Re-running
 * one reads the tasks afresh; nothing of a result is stored.
 */
export const reportDefinitions = pgTable(
  'report_definitions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** task-summary, task-detailed, task-custom; later report kinds add their own. */
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    isShared: boolean('is_shared').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('report_definitions_owner_name_idx').on(
      table.organizationId,
      table.ownerId,
      sql`lower(${table.name})`,
    ),
    index('report_definitions_org_shared_idx').on(table.organizationId, table.isShared),
  ],
);

/**
 * Scheduled delivery of a saved report (a later part of issue 23): the definition is re-run as its owner
 * at each due time and the file sent to the recipients. Claimed by the job runner with
 * `next_run_at <= now()` and `FOR UPDATE SKIP LOCKED`, so one process sends each delivery once.
 */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    definitionId: uuid('definition_id')
      .notNull()
      .references(() => reportDefinitions.id, { onDelete: 'cascade' }),
    /** daily, weekly, monthly. */
    frequency: text('frequency').notNull(),
    /** csv, xlsx, pdf. */
    format: text('format').notNull(),
    /** People of the organization who receive it (besides the owner). */
    recipientIds: uuid('recipient_ids').array().notNull().default(sql`'{}'::uuid[]`),
    isActive: boolean('is_active').notNull().default(true),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    /**
     * Why a schedule stopped when it was not its owner who stopped it (issue 38): 'paused' by an
     * organization admin, 'owner_inactive' or 'owner_not_allowed' found at a delivery. Null while it runs
     * or when its owner turned it off.
     */
    stoppedReason: text('stopped_reason'),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('report_schedules_due_idx').on(table.nextRunAt).where(sql`is_active`),
    index('report_schedules_definition_idx').on(table.definitionId),
    // One schedule per report, frequency, format and recipients (kept sorted by the service): the same
    // delivery twice is refused by the database, however many requests race.
    uniqueIndex('report_schedules_delivery_idx').on(
      table.definitionId,
      table.frequency,
      table.format,
      table.recipientIds,
    ),
  ],
);
