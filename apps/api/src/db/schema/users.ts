import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { searchVector } from '../search-vector';
import { departments } from './departments';
import { organizations } from './organizations';
import { roles } from './roles';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored lower-cased; the unique index on lower(email) guards any other writer. */
    email: text('email').notNull(),
    phone: text('phone'),
    countryCode: text('country_code'),
    /** Null for accounts that only ever signed in through OpenID Connect. */
    passwordHash: text('password_hash'),
    avatarFile: text('avatar_file'),
    avatarMime: text('avatar_mime'),
    isPlatformAdmin: boolean('is_platform_admin').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    roleId: uuid('role_id').references(() => roles.id, { onDelete: 'restrict' }),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'restrict' }),
    /** Reporting line: the organization tree. */
    managerId: uuid('manager_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    jobTitle: text('job_title'),
    /**
     * The firm's own code for the person (payroll's "EMP-042"), set by those who edit people; unique within
     * the organization whatever its case. Null until one is given.
     */
    employeeCode: text('employee_code'),
    /** The first day of work: leave allocations and accruals are prorated from it (null: the account's creation day). */
    joinedOn: date('joined_on'),
    /** The person's own zone (My profile); null means the organization's zone. */
    timeZone: text('time_zone'),
    /** Secret of the personal iCalendar feed URL; it grants read access to that calendar only. */
    calendarToken: text('calendar_token').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
    uniqueIndex('users_org_employee_code_idx').on(table.organizationId, sql`lower(${table.employeeCode})`),
    index('users_organization_idx').on(table.organizationId, table.name),
    // The people list's order (lower(name), id): a page reads its own rows, not the whole organization.
    index('users_org_lower_name_idx').on(table.organizationId, sql`lower(${table.name})`, table.id),
    index('users_manager_idx').on(table.managerId),
    index('users_department_idx').on(table.departmentId),
    index('users_role_idx').on(table.roleId),
    index('users_search_idx').using('gin', searchVector(table.name)),
  ],
);
