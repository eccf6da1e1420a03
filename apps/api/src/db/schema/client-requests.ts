/**
 * The client's side (issue 41, decision 046): a request to a client lists the items the firm needs, each
 * with the client's files; a client link (a hashed random token, no account) opens that client's open
 * requests; every send, reminder, upload and review is an event of its request.
 */

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { organizations } from './organizations';
import { clientJobs, serviceSteps } from './practice';
import { taskAttachments } from './tasks';
import { users } from './users';

/**
 * A request to one client, optionally on one of its jobs. `status`: open (sent, something is still
 * expected of the client), complete (every item is in: submitted or accepted), cancelled. `completedAt`
 * is when everything came in (cleared again when an item is returned); the dashboard's median is
 * `completedAt - sentAt`.
 */
export const clientRequests = pgTable(
  'client_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').references(() => clientJobs.id, { onDelete: 'set null' }),
    /** The service step whose template made it: a job's template is sent once (the unique index). */
    serviceStepId: uuid('service_step_id').references(() => serviceSteps.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    /** The firm's words to the client, shown on the client page and in the mail. */
    message: text('message'),
    dueOn: date('due_on').notNull(),
    status: text('status').notNull().default('open'),
    /** The contacts (customer_contacts ids) the mails go to; empty: the client's own email. */
    contactIds: uuid('contact_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** Reminder cadence: days before the due date, then every N days after it (0: none after). */
    remindDaysBefore: smallint('remind_days_before').array().notNull().default(sql`'{7,3,1}'::smallint[]`),
    remindEveryDaysAfter: smallint('remind_every_days_after').notNull().default(3),
    remindersPaused: boolean('reminders_paused').notNull().default(false),
    /** The day (organization's zone) the last reminder went: one reminder a day at most, however many runs. */
    lastRemindedOn: date('last_reminded_on'),
    remindersSent: integer('reminders_sent').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When the client was sent the one receipt listing what the firm accepted. */
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('client_requests_org_status_due_idx').on(table.organizationId, table.status, table.dueOn),
    index('client_requests_customer_idx').on(table.customerId, table.status),
    index('client_requests_job_idx').on(table.jobId).where(sql`job_id is not null`),
    uniqueIndex('client_requests_job_step_idx')
      .on(table.jobId, table.serviceStepId)
      .where(sql`job_id is not null and service_step_id is not null`),
    check('client_requests_status_check', sql`${table.status} in ('open', 'complete', 'cancelled')`),
    check('client_requests_remind_after_check', sql`${table.remindEveryDaysAfter} between 0 and 30`),
  ],
);

/**
 * One thing the firm needs. `status`: pending (nothing yet), submitted (the client sent files or marked
 * it done), accepted (the firm took it: the client can no longer change it), returned (the firm sent it
 * back with `returnReason`; the client is expected again).
 */
export const clientRequestItems = pgTable(
  'client_request_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id')
      .notNull()
      .references(() => clientRequests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    name: text('name').notNull(),
    note: text('note'),
    /** Whether the item asks for files (several allowed) or only for the client to mark it done. */
    wantsFile: boolean('wants_file').notNull().default(true),
    status: text('status').notNull().default('pending'),
    clientNote: text('client_note'),
    returnReason: text('return_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedById: uuid('reviewed_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('client_request_items_request_idx').on(table.requestId, table.position),
    check(
      'client_request_items_status_check',
      sql`${table.status} in ('pending', 'submitted', 'accepted', 'returned')`,
    ),
  ],
);

/** A file the client sent for an item; `taskAttachmentId` once accepted and copied to the job's task. */
export const clientRequestFiles = pgTable(
  'client_request_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id')
      .notNull()
      .references(() => clientRequests.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => clientRequestItems.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    /** The storage key (never shown). */
    file: text('file').notNull(),
    mime: text('mime').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    taskAttachmentId: uuid('task_attachment_id').references(() => taskAttachments.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('client_request_files_item_idx').on(table.itemId, table.createdAt)],
);

/**
 * A link that opens one client's requests without an account: only the SHA-256 of its token is kept.
 * Each send makes a new one (the token cannot be shown again); revoking ends it at once.
 */
export const clientLinks = pgTable(
  'client_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The request whose send made it (any of the client's open requests shows on its page). */
    requestId: uuid('request_id').references(() => clientRequests.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull(),
    /** Who it was sent to, as the staff see it ("Ravi Mehta <ravi@…>"). */
    sentTo: text('sent_to').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('client_links_token_hash_idx').on(table.tokenHash),
    index('client_links_customer_idx').on(table.customerId, table.createdAt),
  ],
);

/**
 * What happened to a request, newest last: sent, reminded, nudged, paused, resumed, uploaded, submitted,
 * accepted, returned, acknowledged, cancelled, link_revoked. `actorId` is null for the client and the queue.
 */
export const clientRequestEvents = pgTable(
  'client_request_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id')
      .notNull()
      .references(() => clientRequests.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id').references(() => clientRequestItems.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    detail: text('detail'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('client_request_events_request_idx').on(table.requestId, table.createdAt)],
);
