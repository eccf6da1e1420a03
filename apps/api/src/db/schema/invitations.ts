import { type AnyPgColumn, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { departments } from './departments';
import { organizations } from './organizations';
import { roles } from './roles';
import { users } from './users';

export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** The invitee's name as the inviter typed it (shown in the pending list); null when not given. */
    name: text('name'),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'set null' }),
    managerId: uuid('manager_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * A manager invited in the same file (issue 39): whoever joins with that invitation's address becomes
     * the manager, whichever of the two accepts first. Null when `managerId` names a member, or nobody.
     */
    managerInvitationId: uuid('manager_invitation_id').references((): AnyPgColumn => invitations.id, {
      onDelete: 'set null',
    }),
    /** The invitee's first day of work, as the inviter gave it; null: the day of the invitation. */
    joinedOn: date('joined_on'),
    /** The employee code the member gets on accepting (users.employee_code), when the inviter gave one. */
    employeeCode: text('employee_code'),
    invitedById: uuid('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('invitations_org_idx').on(table.organizationId, table.createdAt)],
);
