import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { searchVector } from '../search-vector';
import { organizations } from './organizations';
import { users } from './users';

export const EVENT_TYPES = ['Meeting', 'Training', 'Social', 'Announcement'] as const;
export const RSVP_ANSWERS = ['pending', 'yes', 'no', 'maybe'] as const;
export const REMINDER_OFFSETS = ['1w', '1d', '1h'] as const;

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    type: text('type').$type<(typeof EVENT_TYPES)[number]>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes'),
    /** A place, or a meeting link for virtual events. */
    location: text('location'),
    description: text('description'),
    reminders: jsonb('reminders').$type<(typeof REMINDER_OFFSETS)[number][]>().notNull().default([]),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('events_org_starts_idx').on(table.organizationId, table.startsAt),
    index('events_search_idx').using('gin', searchVector(table.title, table.description)),
  ],
);

export const eventAttendees = pgTable(
  'event_attendees',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rsvp: text('rsvp').$type<(typeof RSVP_ANSWERS)[number]>().notNull().default('pending'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.userId] }),
    index('event_attendees_user_idx').on(table.userId),
  ],
);

/**
 * People outside the organization invited to an event by email (the spec's "guest access"): they answer
 * through a link carrying a token whose hash is kept here, and never sign in.
 */
export const eventGuests = pgTable(
  'event_guests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name'),
    rsvp: text('rsvp').$type<(typeof RSVP_ANSWERS)[number]>().notNull().default('pending'),
    tokenHash: text('token_hash').notNull().unique(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('event_guests_event_email_idx').on(table.eventId, sql`lower(${table.email})`),
    index('event_guests_org_idx').on(table.organizationId),
  ],
);
