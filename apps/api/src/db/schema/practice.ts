/**
 * Recurring client work (decision 043): a service is a template, a client service applies it to one
 * client, a job is one period of a client service and owns its step tasks (tasks.job_id). A job is made
 * once per client service and period, however many generators run: `client_jobs_client_service_period_idx`.
 * (The table is `client_jobs`: `jobs` is the job queue's.)
 */

import type { JobDateRule, RequestTemplate } from '@taskflow/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { organizations } from './organizations';
import { users } from './users';

export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** A job's name, `{period}` (and `{client}`) filled in: "GSTR-3B – {period}". */
    namePattern: text('name_pattern').notNull(),
    description: text('description'),
    /** SERVICE_FREQUENCIES: monthly, quarterly, half_yearly, yearly, every_n_months, one_off. */
    frequency: text('frequency').notNull(),
    /** Months of one period, for every_n_months. */
    everyMonths: smallint('every_months'),
    /** When each period's job falls (JobDateRule in packages/shared, checked by its schema). */
    jobDateRule: jsonb('job_date_rule').$type<JobDateRule>().notNull(),
    /** Days before its earliest date that a job appears. */
    leadDays: smallint('lead_days').notNull().default(0),
    /** The SAC code its invoice lines carry (issue 42), else the organization's default. */
    sacCode: text('sac_code'),
    /** Starter data (the statutory calendar a new accounting firm begins with): to check against notifications. */
    isStarter: boolean('is_starter').notNull().default(false),
    isArchived: boolean('is_archived').notNull().default(false),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('services_org_name_idx').on(table.organizationId, sql`lower(${table.name})`),
    check(
      'services_frequency_check',
      sql`${table.frequency} in ('monthly', 'quarterly', 'half_yearly', 'yearly', 'every_n_months', 'one_off')`,
    ),
    check(
      'services_every_months_check',
      sql`(${table.frequency} = 'every_n_months') = (${table.everyMonths} is not null) and coalesce(${table.everyMonths}, 1) between 1 and 60`,
    ),
    check('services_lead_days_check', sql`${table.leadDays} between 0 and 366`),
  ],
);

/** A step of a service: one task of each job, dated from the job's date. */
export const serviceSteps = pgTable(
  'service_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    title: text('title').notNull(),
    workType: text('work_type').notNull().default('General Task'),
    /** responsible: the client's responsible member; member: `assigneeId`; member_manager: their manager. */
    assigneeRule: text('assignee_rule').notNull().default('responsible'),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    estimateHours: numeric('estimate_hours', { precision: 7, scale: 2 }),
    /** Offsets from the job's date: negative is before it; units days or working_days. */
    startOffset: integer('start_offset').notNull().default(0),
    startUnit: text('start_unit').notNull().default('days'),
    dueOffset: integer('due_offset').notNull().default(0),
    dueUnit: text('due_unit').notNull().default('days'),
    /** A request to the client sent by itself for each job (issue 41): its items and when it goes. */
    requestTemplate: jsonb('request_template').$type<RequestTemplate>(),
  },
  (table) => [
    index('service_steps_service_idx').on(table.serviceId, table.position),
    check(
      'service_steps_rule_check',
      sql`${table.assigneeRule} in ('responsible', 'member', 'member_manager')`,
    ),
    check(
      'service_steps_units_check',
      sql`${table.startUnit} in ('days', 'working_days') and ${table.dueUnit} in ('days', 'working_days')`,
    ),
  ],
);

/** A service applied to one client: its periods from `startsOn` on become jobs while it is active. */
export const clientServices = pgTable(
  'client_services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
    /** Who does this client's steps of the `responsible` rule, instead of the client's responsible member. */
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** active, paused (no new jobs), ended (no new jobs, kept for history). */
    status: text('status').notNull().default('active'),
    /** How its jobs are billed (issue 42): fixed (a fee per period), hourly (its time at the rates), none. */
    billingMode: text('billing_mode').notNull().default('none'),
    /** The fee of one period in minor units, for the fixed mode. */
    feeMinor: bigint('fee_minor', { mode: 'number' }),
    /** A day of the first period whose job is made. */
    startsOn: date('starts_on').notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A client has a service once at a time (an ended one may be applied again).
    uniqueIndex('client_services_open_idx')
      .on(table.customerId, table.serviceId)
      .where(sql`status <> 'ended'`),
    index('client_services_org_service_idx').on(table.organizationId, table.serviceId, table.status),
    index('client_services_org_status_idx').on(table.organizationId, table.status),
    check('client_services_status_check', sql`${table.status} in ('active', 'paused', 'ended')`),
    check('client_services_billing_mode_check', sql`${table.billingMode} in ('fixed', 'hourly', 'none')`),
    check(
      'client_services_fee_check',
      sql`(${table.billingMode} = 'fixed') = (${table.feeMinor} is not null) and coalesce(${table.feeMinor}, 0) >= 0`,
    ),
  ],
);

/** One period of a client service: its date, its state (kept from its tasks by a trigger) and its tasks. */
export const clientJobs = pgTable(
  'client_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    clientServiceId: uuid('client_service_id')
      .notNull()
      .references(() => clientServices.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
    /** The period's first month (`2026-11`), or `once`. */
    periodKey: text('period_key').notNull(),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    periodLabel: text('period_label').notNull(),
    title: text('title').notNull(),
    jobDate: date('job_date').notNull(),
    /** A government extension's date, when one moved this job (service_extensions). */
    extendedTo: date('extended_to'),
    extensionNote: text('extension_note'),
    /** not_started, in_progress, waiting_on_client, done (overdue is read from the date). */
    state: text('state').notNull().default('not_started'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('client_jobs_client_service_period_idx').on(table.clientServiceId, table.periodKey),
    index('client_jobs_org_service_period_idx').on(table.organizationId, table.serviceId, table.periodKey),
    index('client_jobs_org_customer_date_idx').on(table.organizationId, table.customerId, table.jobDate),
    index('client_jobs_org_open_date_idx')
      .on(table.organizationId, table.jobDate)
      .where(sql`state <> 'done'`),
    check(
      'client_jobs_state_check',
      sql`${table.state} in ('not_started', 'in_progress', 'waiting_on_client', 'done')`,
    ),
  ],
);

/** A government extension of a service's period: the date every open job of that period moved to. */
export const serviceExtensions = pgTable(
  'service_extensions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    periodKey: text('period_key').notNull(),
    extendedTo: date('extended_to').notNull(),
    note: text('note').notNull(),
    jobsMoved: integer('jobs_moved').notNull().default(0),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('service_extensions_service_idx').on(table.serviceId, table.periodKey)],
);
