import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The plans of the pricing page; the admin area edits them. Price in whole rupees. */
export const pricingPlans = pgTable('pricing_plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  price: integer('price').notNull(),
  period: text('period').notNull(),
  description: text('description').notNull().default(''),
  features: jsonb('features').$type<string[]>().notNull().default([]),
  isPopular: boolean('is_popular').notNull().default(false),
  badgeText: text('badge_text'),
  badgeSubtext: text('badge_subtext'),
  buttonText: text('button_text').notNull().default('Get started'),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Uploaded files an organization on this plan may keep, in megabytes (issue 38: storage quotas). */
  storageQuotaMb: integer('storage_quota_mb').notNull().default(1024),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
