import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

/** Until roles arrive with the organization module, a member's place is one of these. */
export const ORG_ROLES = ['admin', 'manager', 'employee'] as const;
export type OrgRole = (typeof ORG_ROLES)[number];

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
    orgRole: text('org_role').$type<OrgRole>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
    index('users_organization_idx').on(table.organizationId),
  ],
);
