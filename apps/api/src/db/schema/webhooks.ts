import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './users';

/**
 * Webhook endpoints (issue 43, decision 049). Payloads are read at delivery as `created_by_user_id` (the
 * owner). The signing secrets are kept encrypted (lib/secret-box.ts) because signing needs them back;
 * during a rotation's overlap the previous one signs too, until `previous_secret_expires_at`.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdByUserId: uuid('created_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** standard | slack | teams (packages/shared schemas/webhooks.ts). */
    kind: text('kind').notNull(),
    events: text('events').array().notNull(),
    description: text('description'),
    secretEncrypted: text('secret_encrypted').notNull(),
    previousSecretEncrypted: text('previous_secret_encrypted'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    /** failing | owner_lost_access; null when enabled or switched off by an administrator. */
    disabledReason: text('disabled_reason'),
    /** The first failed attempt since the last success (null after a success). */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('webhook_endpoints_org_idx').on(table.organizationId, table.createdAt),
    check('webhook_endpoints_kind_check', sql`${table.kind} in ('standard', 'slack', 'teams')`),
    check('webhook_endpoints_events_check', sql`cardinality(${table.events}) > 0`),
  ],
);

/** The outbox: one row per event, written in the transaction of the change (recordEvent). */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    subjectId: uuid('subject_id'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhook_events_org_idx').on(table.organizationId, table.occurredAt)],
);

/** One event to one endpoint: its status and when the next attempt is due. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    /** pending | delivered | failed | skipped */
    status: text('status').notNull().default('pending'),
    attemptCount: integer('attempt_count').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt),
    index('webhook_deliveries_org_idx').on(table.organizationId),
    index('webhook_deliveries_event_idx').on(table.eventId),
    check(
      'webhook_deliveries_status_check',
      sql`${table.status} in ('pending', 'delivered', 'failed', 'skipped')`,
    ),
  ],
);

/** Every attempt of a delivery: when, the answer's status (or the error), how long, its first 1 KB. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    httpStatus: integer('http_status'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    excerpt: text('excerpt'),
  },
  (table) => [
    index('webhook_attempts_delivery_idx').on(table.deliveryId, table.at),
    index('webhook_attempts_org_idx').on(table.organizationId),
    check('webhook_attempts_excerpt_check', sql`octet_length(${table.excerpt}) <= 1024`),
  ],
);
