import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './users';

/**
 * Personal access tokens (issue 43): `Authorization: Bearer tfp_…` acts as `user_id` within `scopes`.
 * Only the SHA-256 of the token is kept; `prefix` (its first 12 characters) lets people recognise it.
 */
export const personalAccessTokens = pgTable(
  'personal_access_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** `area:read` or `area:write` (packages/shared schemas/access-tokens.ts). */
    scopes: text('scopes').array().notNull(),
    /** Null: never expires (administrators only). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedByUserId: uuid('revoked_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('personal_access_tokens_token_hash_idx').on(table.tokenHash),
    index('personal_access_tokens_user_idx').on(table.userId, table.createdAt),
    index('personal_access_tokens_org_idx').on(table.organizationId, table.createdAt),
    check('personal_access_tokens_scopes_check', sql`cardinality(${table.scopes}) > 0`),
  ],
);
