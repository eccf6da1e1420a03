import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters of the rate limits (lib/window-counter.ts) when no REDIS_URL is set: one row per
 * limit and key (a source address, a person), so every API process counts against the same allowance.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_windows_resets_idx').on(table.resetsAt)],
);
