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
import { searchVector } from '../search-vector';
import { organizations } from './organizations';
import { users } from './users';

export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    businessName: text('business_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    industry: text('industry'),
    address: text('address').notNull(),
    anniversaryDate: date('anniversary_date'),
    logoFile: text('logo_file'),
    logoMime: text('logo_mime'),
    /** Individual, proprietorship, partnership, LLP, private or public limited, trust, HUF, other (CUSTOMER_ENTITY_TYPES). */
    entityType: text('entity_type'),
    /** Indian tax identifiers, stored in capitals without spaces; a GSTIN's state code is kept beside it. */
    pan: text('pan'),
    gstin: text('gstin'),
    gstStateCode: text('gst_state_code'),
    tan: text('tan'),
    /** The client's financial year end (31 March for most Indian entities), for year-end job dates. */
    fyEndMonth: smallint('fy_end_month').notNull().default(3),
    fyEndDay: smallint('fy_end_day').notNull().default(31),
    /** Groups a firm picks clients by ("GST monthly filers"), as written; matched case-insensitively. */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** The member who answers for this client: a service step's default assignee. */
    responsibleId: uuid('responsible_id').references(() => users.id, { onDelete: 'set null' }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('customers_org_name_idx').on(table.organizationId, sql`lower(${table.businessName})`),
    index('customers_org_created_idx').on(table.organizationId, table.createdAt),
    index('customers_search_idx').using('gin', searchVector(table.businessName)),
    index('customers_org_tags_idx').using('gin', table.tags),
    index('customers_org_responsible_idx').on(table.organizationId, table.responsibleId),
    // A GSTIN is one registration: one client of the firm holds it.
    uniqueIndex('customers_org_gstin_idx')
      .on(table.organizationId, table.gstin)
      .where(sql`gstin is not null`),
    check(
      'customers_fy_end_check',
      sql`${table.fyEndMonth} between 1 and 12 and ${table.fyEndDay} between 1 and 31`,
    ),
  ],
);

/** A client's people: who receives the firm's requests and reminders, and how to reach them. */
export const customerContacts = pgTable(
  'customer_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Director, accountant, owner … as the firm writes it. */
    role: text('role'),
    email: text('email'),
    phone: text('phone'),
    whatsapp: text('whatsapp'),
    /** Whether the firm's requests and reminders go to this person (issue 41). */
    receivesRequests: boolean('receives_requests').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('customer_contacts_customer_idx').on(table.customerId, table.position)],
);
