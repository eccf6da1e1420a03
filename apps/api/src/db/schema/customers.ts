import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('customers_org_name_idx').on(table.organizationId, sql`lower(${table.businessName})`),
    index('customers_org_created_idx').on(table.organizationId, table.createdAt),
    index('customers_search_idx').using('gin', searchVector(table.businessName)),
  ],
);
