import { boolean, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const organizations = pgTable('organizations', {
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
  /**
   * Whether colleagues without a right to a leave's details see its type ("Sick") or only "On leave".
   * Off by default: the type says more than "out" (docs/security.md).
   */
  showLeaveTypeToColleagues: boolean('show_leave_type_to_colleagues').notNull().default(false),
  /** Set by a platform admin: members cannot sign in and their sessions are refused. */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  suspendedReason: text('suspended_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
