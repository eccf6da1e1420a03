import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Demo requests and contact messages from the public site; the admin area reads them. */
export const inquiries = pgTable(
  'inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<'demo' | 'contact'>().notNull(),
    name: text('name').notNull(),
    company: text('company'),
    email: text('email').notNull(),
    countryCode: text('country_code'),
    phone: text('phone').notNull(),
    industry: text('industry'),
    subject: text('subject'),
    message: text('message'),
    /** Kept for abuse investigations only; never shown on the site. */
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Follow-up in the admin area: new, contacted or closed, with the admin's notes. */
    status: text('status').$type<'new' | 'contacted' | 'closed'>().notNull().default('new'),
    notes: text('notes').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('inquiries_kind_created_idx').on(table.kind, table.createdAt),
    index('inquiries_status_created_idx').on(table.status, table.createdAt),
  ],
);
