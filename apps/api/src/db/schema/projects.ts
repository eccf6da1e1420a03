import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { searchVector } from '../search-vector';
import { customers } from './customers';
import { organizations } from './organizations';
import { users } from './users';

/** Create New Project: name, customer, lead, start and target end dates required; a readable key per organization. */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Upper-case letters and digits (e.g. GST); the prefix of the project's task ids. Fixed once tasks exist. */
    key: text('key').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    startDate: date('start_date').notNull(),
    targetEndDate: date('target_end_date').notNull(),
    /** Planned, Active, On Hold, Completed, Cancelled. */
    status: text('status').notNull().default('Planned'),
    isArchived: boolean('is_archived').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('projects_org_key_idx').on(table.organizationId, table.key),
    index('projects_org_name_idx').on(table.organizationId, sql`lower(${table.name})`),
    index('projects_org_status_idx').on(table.organizationId, table.status),
    index('projects_org_customer_idx').on(table.organizationId, table.customerId),
    index('projects_org_lead_idx').on(table.organizationId, table.leadId),
    index('projects_search_idx').using('gin', searchVector(table.key, table.name, table.description)),
    check('projects_dates_check', sql`${table.targetEndDate} >= ${table.startDate}`),
  ],
);

/**
 * How many tasks a project has and how many are done, kept by statement triggers on tasks (migration
 * 0016) in the same transaction as the change: a list of projects shows progress without counting
 * every task of every project on the page.
 */
export const projectTaskCounts = pgTable('project_task_counts', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  total: integer('total').notNull().default(0),
  completed: integer('completed').notNull().default(0),
});

/** Team Members of a project: they see the project and its status and progress. */
export const projectMembers = pgTable(
  'project_members',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.userId] }),
    index('project_members_user_idx').on(table.userId),
  ],
);

/** Kickoff, development phases, review points, final delivery, or any name. */
export const milestones = pgTable(
  'milestones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    date: date('date').notNull(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    isDone: boolean('is_done').notNull().default(false),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('milestones_project_date_idx').on(table.projectId, table.date),
    index('milestones_org_date_idx').on(table.organizationId, table.date),
    index('milestones_search_idx').using('gin', searchVector(table.name)),
  ],
);
