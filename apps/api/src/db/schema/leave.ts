import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { departments } from './departments';
import { organizations } from './organizations';
import { roles } from './roles';
import { users } from './users';

/** Days in half-day steps (0.5, 1, 1.5 …), read as numbers. */
const days = (name: string) => numeric(name, { precision: 6, scale: 1, mode: 'number' });

/** One step of a leave type's approval chain, as configured (resolved to people when someone applies). */
export interface LeaveChainStep {
  kind: 'manager' | 'role' | 'person';
  roleId: string | null;
  userId: string | null;
}

export const leaveTypes = pgTable(
  'leave_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isPaid: boolean('is_paid').notNull().default(true),
    yearlyAllocation: days('yearly_allocation').notNull().default(0),
    /** yearly | monthly */
    accrual: text('accrual').notNull().default('yearly'),
    allowsHalfDays: boolean('allows_half_days').notNull().default(true),
    tracksBalance: boolean('tracks_balance').notNull().default(true),
    carryForwardCap: days('carry_forward_cap').notNull().default(0),
    documentRequiredAfterDays: days('document_required_after_days'),
    approvalSteps: jsonb('approval_steps').$type<LeaveChainStep[]>().notNull().default([]),
    escalationDays: integer('escalation_days'),
    /** How many days before today an application may start (Sick: 30; 0 = no back-dated applications). */
    maxDaysBack: integer('max_days_back').notNull().default(0),
    /**
     * How a joiner's first-year allocation is prorated: joining_month (whole months from the joining month),
     * days (pro rata by calendar days from the joining day) or none (the whole allocation).
     */
    proration: text('proration').notNull().default('joining_month'),
    isArchived: boolean('is_archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('leave_types_org_name_idx').on(table.organizationId, sql`lower(${table.name})`),
    check('leave_types_accrual_check', sql`${table.accrual} in ('yearly', 'monthly')`),
    check('leave_types_proration_check', sql`${table.proration} in ('joining_month', 'days', 'none')`),
    check('leave_types_max_days_back_check', sql`${table.maxDaysBack} between 0 and 366`),
  ],
);

/** A supporting document uploaded before applying (the upload rules of task attachments). */
export const leaveAttachments = pgTable(
  'leave_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    uploadedById: uuid('uploaded_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    file: text('file').notNull(),
    mime: text('mime').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('leave_attachments_uploader_idx').on(table.uploadedById)],
);

export const leaveRequests = pgTable(
  'leave_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leaveTypeId: uuid('leave_type_id')
      .notNull()
      .references(() => leaveTypes.id, { onDelete: 'restrict' }),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    fromDateHalf: boolean('from_date_half').notNull().default(false),
    toDateHalf: boolean('to_date_half').notNull().default(false),
    totalDays: days('total_days').notNull(),
    /** The days it costs in each calendar year it touches ({"2026": 1.5, "2027": 2}): balances are per year. */
    daysByYear: jsonb('days_by_year').$type<Record<string, number>>().notNull().default({}),
    /** Pending | Approved | Rejected | Cancelled */
    status: text('status').notNull().default('Pending'),
    reason: text('reason').notNull(),
    addressDuringLeave: text('address_during_leave').notNull(),
    emergencyContact: text('emergency_contact').notNull(),
    workAssigneeId: uuid('work_assignee_id').references(() => users.id, { onDelete: 'set null' }),
    attachmentId: uuid('attachment_id')
      .unique()
      .references(() => leaveAttachments.id, { onDelete: 'set null' }),
    /** Position of the step awaiting a decision while Pending. */
    currentStep: integer('current_step'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Own leave, overlap checks and the availability of a person: (user, dates).
    index('leave_requests_user_idx').on(table.userId, table.fromDate),
    index('leave_requests_org_status_idx').on(table.organizationId, table.status, table.fromDate),
    index('leave_requests_org_from_idx').on(table.organizationId, table.fromDate, table.id),
    index('leave_requests_org_type_idx').on(table.organizationId, table.leaveTypeId),
    index('leave_requests_org_range_idx').on(table.organizationId, table.toDate, table.fromDate),
    check('leave_requests_dates_check', sql`${table.toDate} >= ${table.fromDate}`),
    check(
      'leave_requests_status_check',
      sql`${table.status} in ('Pending', 'Approved', 'Rejected', 'Cancelled')`,
    ),
  ],
);

/**
 * The approval steps of one request, resolved when it is made: who decides each (a person, or anyone
 * holding a role, or an administrator), and what they decided. One decision per step: a decision is an
 * `UPDATE … WHERE status = 'pending'`.
 */
export const leaveRequestSteps = pgTable(
  'leave_request_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    leaveRequestId: uuid('leave_request_id')
      .notNull()
      .references(() => leaveRequests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** manager | role | person | admin (the blackout's extra approval, or no manager to ask) */
    kind: text('kind').notNull(),
    label: text('label').notNull(),
    approverId: uuid('approver_id').references(() => users.id, { onDelete: 'set null' }),
    roleId: uuid('role_id').references(() => roles.id, { onDelete: 'set null' }),
    /** waiting (a later step) | pending | approved | rejected | skipped */
    status: text('status').notNull().default('waiting'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** How many times the step moved up the reporting tree for waiting too long. */
    escalationLevel: integer('escalation_level').notNull().default(0),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    onBehalfOfId: uuid('on_behalf_of_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    comment: text('comment'),
  },
  (table) => [
    uniqueIndex('leave_request_steps_position_idx').on(table.leaveRequestId, table.position),
    // The Pending Leave Applications of an approver.
    index('leave_request_steps_approver_idx')
      .on(table.approverId, table.leaveRequestId)
      .where(sql`status = 'pending'`),
    index('leave_request_steps_role_idx')
      .on(table.roleId, table.leaveRequestId)
      .where(sql`status = 'pending'`),
    check(
      'leave_request_steps_status_check',
      sql`${table.status} in ('waiting', 'pending', 'approved', 'rejected', 'skipped')`,
    ),
  ],
);

/**
 * Append-only: the balance of a person, type and year is the sum of its rows (an update is refused by a
 * trigger). `periodKey` makes each allocation, accrual, carry-forward and expiry happen once however many
 * processes post it; a request's usage and reversal happen once per year it touches.
 */
export const leaveLedger = pgTable(
  'leave_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leaveTypeId: uuid('leave_type_id')
      .notNull()
      .references(() => leaveTypes.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    /** allocation | accrual | adjustment | usage | reversal | carry_forward | expiry */
    kind: text('kind').notNull(),
    days: days('days').notNull(),
    reason: text('reason'),
    leaveRequestId: uuid('leave_request_id').references(() => leaveRequests.id, { onDelete: 'set null' }),
    periodKey: text('period_key'),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('leave_ledger_balance_idx').on(table.userId, table.year, table.leaveTypeId),
    uniqueIndex('leave_ledger_period_idx')
      .on(table.userId, table.leaveTypeId, table.periodKey)
      .where(sql`period_key is not null`),
    uniqueIndex('leave_ledger_request_idx')
      .on(table.leaveRequestId, table.kind, table.year)
      .where(sql`leave_request_id is not null`),
    check(
      'leave_ledger_kind_check',
      sql`${table.kind} in ('allocation', 'accrual', 'adjustment', 'usage', 'reversal', 'carry_forward', 'expiry')`,
    ),
  ],
);

/** Date ranges when leave is refused or needs an extra approval, for one department or everyone. */
export const leaveBlackouts = pgTable(
  'leave_blackouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'cascade' }),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    /** refuse | extra_approval */
    effect: text('effect').notNull(),
    reason: text('reason').notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('leave_blackouts_org_idx').on(table.organizationId, table.endDate, table.startDate),
    check('leave_blackouts_dates_check', sql`${table.endDate} >= ${table.startDate}`),
    check('leave_blackouts_effect_check', sql`${table.effect} in ('refuse', 'extra_approval')`),
  ],
);

/** An approver's absence: while away, `delegateId` decides the steps waiting for them. */
export const leaveDelegations = pgTable(
  'leave_delegations',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    awayFrom: date('away_from'),
    awayTo: date('away_to'),
    delegateId: uuid('delegate_id').references(() => users.id, { onDelete: 'set null' }),
    /** The delegate also stands in whenever the approver is on approved leave, without dates of its own. */
    followsOwnLeave: boolean('follows_own_leave').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('leave_delegations_delegate_idx').on(table.delegateId)],
);
