import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { pricingPlans } from './pricing-plans';

export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    logoFile: text('logo_file'),
    logoMime: text('logo_mime'),
    industry: text('industry'),
    address: text('address'),
    /** IANA zone, e.g. Asia/Kolkata: reminders and day boundaries follow it. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** ISO weekdays that are working days (1 = Monday … 7 = Sunday). */
    workWeek: jsonb('work_week').$type<number[]>().notNull().default([1, 2, 3, 4, 5]),
    currency: text('currency').notNull().default('INR'),
    /** The month the financial year starts (4: April, as in India): quarters and years of services align to it. */
    fyStartMonth: smallint('fy_start_month').notNull().default(4),
    /**
     * Whether colleagues without a right to a leave's details see its type ("Sick") or only "On leave".
     * Off by default: the type says more than "out" (docs/security.md).
     */
    showLeaveTypeToColleagues: boolean('show_leave_type_to_colleagues').notNull().default(false),
    /** Whether time may be logged on days after today (Harvest and Kimai allow it; off by default). */
    allowFutureTime: boolean('allow_future_time').notNull().default(false),
    /** Durations (and the amounts computed from them) round up to this many minutes; 0 = no rounding. */
    timeRoundingMinutes: integer('time_rounding_minutes').notNull().default(0),
    /** Whether people without billing rights see the amounts of their own time (Harvest's switch). */
    showOwnAmounts: boolean('show_own_amounts').notNull().default(false),
    /**
     * Who decides leave whose approval chain resolves to the applicant alone when no other admin exists:
     * auto_approve (approved at once, audited) or self_with_reason (the applicant decides, with a reason).
     */
    soleApproverPolicy: text('sole_approver_policy').notNull().default('auto_approve'),
    /** The largest task attachment accepted, in megabytes (streamed to storage, never held whole). */
    attachmentMaxMb: integer('attachment_max_mb').notNull().default(25),
    /** Days a client link (issue 41) opens the client's requests before it expires. */
    clientLinkDays: integer('client_link_days').notNull().default(30),
    /**
     * The plan a platform admin put the organization on; none means the free plan's limits (the plan
     * priced 0). The plan decides the storage quota (issue 38).
     */
    planId: uuid('plan_id').references(() => pricingPlans.id, { onDelete: 'set null' }),
    /** Set by a platform admin: members cannot sign in and their sessions are refused. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspendedReason: text('suspended_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('organizations_time_rounding_check', sql`${table.timeRoundingMinutes} in (0, 1, 6, 15)`),
    check(
      'organizations_sole_approver_policy_check',
      sql`${table.soleApproverPolicy} in ('auto_approve', 'self_with_reason')`,
    ),
    check('organizations_attachment_max_mb_check', sql`${table.attachmentMaxMb} between 1 and 100`),
    check('organizations_client_link_days_check', sql`${table.clientLinkDays} between 1 and 365`),
    check('organizations_fy_start_month_check', sql`${table.fyStartMonth} between 1 and 12`),
  ],
);

/**
 * Bytes of uploaded files an organization keeps (task attachments, leave documents), kept by triggers on
 * those tables (migration 0032) so every path, cascades included, counts. A row of its own rather than a
 * column of organizations: an upload must not announce a change of the organization (its zone, work week
 * and kept answers follow organizations' changes).
 */
export const organizationStorage = pgTable('organization_storage', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  usedBytes: bigint('used_bytes', { mode: 'number' }).notNull().default(0),
});
