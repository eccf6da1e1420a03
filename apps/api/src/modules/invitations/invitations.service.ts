import {
  ALREADY_MEMBER_MESSAGE,
  type CreateInvitationBodySchema,
  type FieldErrors,
  INVITATION_TTL_MS,
  type Invitation,
  type InvitationPreview,
  type ListQuery,
  ListQuerySchema,
  MEMBER_ELSEWHERE_MESSAGE,
  NewInviteeSchema,
} from '@taskflow/shared';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/client';
import { departments, invitations, organizations, roles, users } from '../../db/schema';
import { requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { containsPattern } from '../../lib/like';
import { quotedInMail } from '../../lib/mail-text';
import type { Mailer } from '../../lib/mailer';
import { todayIn } from '../../lib/organization-calendar';
import { lockOrganization } from '../../lib/organization-lock';
import { boundedCountQuery, pageOf, totalColumn } from '../../lib/pagination';
import { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword } from '../../lib/passwords';
import { assertCanGrant, roleOf } from '../../lib/role-guard';
import { hashToken, newToken } from '../../lib/tokens';
import type { AuthContext } from '../../plugins/types';
import { isOrganizationSuspended } from '../admin';
import { assertEmployeeCodeFree, checkAssignments, takenEmployeeCodes } from '../people';
import { joinedManagerOf, linkInvitedReports } from './invited-managers';

export type Deps = { db: Db; config: AppConfig; mailer: Mailer };
type InvitationRow = typeof invitations.$inferSelect;

export const INVITATION_NOT_FOUND = 'Invitation not found';
export const INVALID_LINK_MESSAGE = 'This invitation link is invalid. Ask for a new invitation';
export const EXPIRED_LINK_MESSAGE =
  'This invitation has expired. Ask the person who invited you to send a new one';
export const REVOKED_LINK_MESSAGE = 'This invitation has been withdrawn. Ask for a new invitation';
export const USED_LINK_MESSAGE = 'This invitation has already been used';
export const OTHER_ORGANIZATION_MESSAGE =
  'You already belong to another organization, so you cannot accept this invitation';

/** Invitations one person may send per hour; counted in the database, so it holds across processes. */
export const INVITATIONS_PER_HOUR = 50;
const HOUR_MS = 60 * 60 * 1000;
export const TOO_MANY_INVITATIONS_MESSAGE =
  'You have sent a lot of invitations in the last hour. Try again later';

const manager = alias(users, 'manager');
const inviter = alias(users, 'inviter');
/** A manager invited in the same file, shown by the name (or address) they were invited with. */
const managerInvitation = alias(invitations, 'manager_invitation');
const managerNameColumn = sql<
  string | null
>`coalesce(${manager.name}, ${managerInvitation.name}, ${managerInvitation.email})`;

export const findUserByEmail = (db: Db, email: string) =>
  db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1)
    .then((rows) => rows[0]);

const isPending = (row: InvitationRow) => !row.acceptedAt && !row.revokedAt;

/** The link is shown to the inviter only when there is no mail server to deliver it. */
export function linkForInviter(config: AppConfig, token: string): string | null {
  return config.smtpUrl ? null : inviteUrlOf(config, token);
}

const inviteUrlOf = (config: AppConfig, token: string) =>
  `${config.publicUrl}/invite?token=${encodeURIComponent(token)}`;

async function getInvitation(db: Db, orgId: string, id: string): Promise<Invitation> {
  const [row] = await db
    .select({
      invitation: invitations,
      roleName: roles.name,
      departmentName: departments.name,
      managerName: managerNameColumn,
      invitedByName: inviter.name,
    })
    .from(invitations)
    .leftJoin(roles, eq(roles.id, invitations.roleId))
    .leftJoin(departments, eq(departments.id, invitations.departmentId))
    .leftJoin(manager, eq(manager.id, invitations.managerId))
    .leftJoin(managerInvitation, eq(managerInvitation.id, invitations.managerInvitationId))
    .leftJoin(inviter, eq(inviter.id, invitations.invitedById))
    .where(and(eq(invitations.id, id), eq(invitations.organizationId, orgId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', INVITATION_NOT_FOUND);
  return toInvitation(row);
}

function toInvitation(row: {
  invitation: InvitationRow;
  roleName: string | null;
  departmentName: string | null;
  managerName: string | null;
  invitedByName: string | null;
}): Invitation {
  return {
    id: row.invitation.id,
    email: row.invitation.email,
    name: row.invitation.name,
    roleId: row.invitation.roleId,
    roleName: row.roleName,
    departmentName: row.departmentName,
    managerName: row.managerName,
    invitedByName: row.invitedByName,
    joinedOn: row.invitation.joinedOn,
    employeeCode: row.invitation.employeeCode,
    createdAt: row.invitation.createdAt.toISOString(),
    expiresAt: row.invitation.expiresAt.toISOString(),
    isExpired: row.invitation.expiresAt.getTime() <= Date.now(),
  };
}

/** A still-pending invitation of the caller's organization; anything else is not found. */
async function getPendingRowOrThrow(db: Db, orgId: string, id: string) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, id), eq(invitations.organizationId, orgId)))
    .limit(1);
  if (!row || !isPending(row)) throw new AppError('NOT_FOUND', INVITATION_NOT_FOUND);
  return row;
}

export async function sendInvitationMail(
  deps: Deps,
  orgId: string,
  inviterId: string,
  email: string,
  token: string,
) {
  const [names] = await deps.db
    .select({ organizationName: organizations.name, inviterName: users.name })
    .from(organizations)
    .leftJoin(users, eq(users.id, inviterId))
    .where(eq(organizations.id, orgId))
    .limit(1);
  // Both names are chosen by whoever signed up, so they are shown as quoted data inside our own words,
  // never as who the mail is from, and the subject holds none of them (issue 6).
  const organizationName = quotedInMail(names?.organizationName ?? '');
  const inviterName = names?.inviterName ? quotedInMail(names.inviterName) : 'a TaskFlow user';
  await deps.mailer.send({
    to: email,
    subject: 'You have an invitation to an organization on TaskFlow',
    text: [
      `This is TaskFlow. A TaskFlow user who calls themselves ${inviterName} has invited this email address to join an organization named ${organizationName}.`,
      'TaskFlow has not checked these names: the person who signed up chose them.',
      '',
      'Open this link to accept (it works once and expires in 7 days):',
      inviteUrlOf(deps.config, token),
      '',
      'If you did not expect this invitation, you can ignore this email.',
      `If it looks like an attempt to deceive you, report it through ${deps.config.publicUrl}/contactus and quote the organization name above.`,
    ].join('\n'),
  });
}

/** Throttles invitation creation per inviter (issue 9): counts what they created in the last hour. */
export async function checkInvitationQuota(db: Db, orgId: string, inviterId: string, adding = 1) {
  const [sent] = await db
    .select({ n: count() })
    .from(invitations)
    .where(
      and(
        eq(invitations.organizationId, orgId),
        eq(invitations.invitedById, inviterId),
        gt(invitations.createdAt, new Date(Date.now() - HOUR_MS)),
      ),
    );
  if ((sent?.n ?? 0) + adding > INVITATIONS_PER_HOUR)
    throw new AppError('RATE_LIMITED', TOO_MANY_INVITATIONS_MESSAGE);
}

export async function createInvitation(
  deps: Deps,
  auth: AuthContext,
  input: z.output<typeof CreateInvitationBodySchema>,
) {
  const orgId = requirePermission(auth, 'users.invite');
  await checkAssignments(deps.db, orgId, input);
  assertCanGrant(auth, (await roleOf(deps.db, orgId, input.roleId))?.permissions ?? []);
  // The code is kept for the invitee: no member has it, nor another pending invitation.
  await assertEmployeeCodeFree(deps.db, orgId, input.employeeCode, {
    exceptInvitationEmails: [input.email],
  });
  await checkInvitationQuota(deps.db, orgId, auth.userId);
  const existing = await findUserByEmail(deps.db, input.email);
  if (existing?.organizationId === orgId)
    throw new AppError('CONFLICT', ALREADY_MEMBER_MESSAGE, { email: ALREADY_MEMBER_MESSAGE });
  // A member of another organization is invited like anyone else, and the inviter is told (issue 31):
  // that account cannot accept (OTHER_ORGANIZATION_MESSAGE), so silence would leave them waiting. Which
  // organization is never said.
  const hasAccountElsewhere = Boolean(existing?.organizationId);

  const token = newToken();
  const id = await deps.db.transaction(async (tx) => {
    // A new invitation to the same address replaces the pending one: only the newest link works. It is
    // withdrawn, not deleted, so it still counts towards the inviter's hourly quota.
    await tx
      .update(invitations)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(invitations.organizationId, orgId),
          sql`lower(${invitations.email}) = ${input.email}`,
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
        ),
      );
    const [row] = await tx
      .insert(invitations)
      .values({
        organizationId: orgId,
        email: input.email,
        name: input.name ?? null,
        roleId: input.roleId,
        departmentId: input.departmentId,
        managerId: input.managerId,
        joinedOn: input.joinedOn,
        employeeCode: input.employeeCode,
        invitedById: auth.userId,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
      })
      .returning({ id: invitations.id });
    if (!row) throw new Error('Invitation insert returned no row');
    return row.id;
  });
  await sendInvitationMail(deps, orgId, auth.userId, input.email, token);
  return {
    data: await getInvitation(deps.db, orgId, id),
    inviteUrl: linkForInviter(deps.config, token),
    message: hasAccountElsewhere
      ? `Invitation sent to ${input.email}. ${MEMBER_ELSEWHERE_MESSAGE}`
      : `Invitation sent to ${input.email}`,
    hasAccountElsewhere,
  };
}

export async function listInvitations(db: Db, auth: AuthContext, rawQuery: ListQuery) {
  const orgId = requirePermission(auth, 'users.invite');
  const query = ListQuerySchema.parse(rawQuery);
  const where = and(
    eq(invitations.organizationId, orgId),
    isNull(invitations.acceptedAt),
    isNull(invitations.revokedAt),
    query.q
      ? sql`(${invitations.email} ILIKE ${containsPattern(query.q)} or ${invitations.name} ILIKE ${containsPattern(query.q)})`
      : undefined,
  );
  const { rows, meta } = await pageOf(
    query,
    (limit, offset) =>
      db
        .select({
          invitation: invitations,
          roleName: roles.name,
          departmentName: departments.name,
          managerName: managerNameColumn,
          invitedByName: inviter.name,
          total: totalColumn(db, invitations, where),
        })
        .from(invitations)
        .leftJoin(roles, eq(roles.id, invitations.roleId))
        .leftJoin(departments, eq(departments.id, invitations.departmentId))
        .leftJoin(manager, eq(manager.id, invitations.managerId))
        .leftJoin(managerInvitation, eq(managerInvitation.id, invitations.managerInvitationId))
        .leftJoin(inviter, eq(inviter.id, invitations.invitedById))
        .where(where)
        .orderBy(desc(invitations.createdAt), desc(invitations.id))
        .limit(limit)
        .offset(offset),
    () => boundedCountQuery(db, invitations, where),
  );
  return { data: rows.map(toInvitation), meta };
}

/** A new link (the old one stops working), a fresh 7 days, and the mail again. */
export async function resendInvitation(deps: Deps, auth: AuthContext, id: string) {
  const orgId = requirePermission(auth, 'users.invite');
  const row = await getPendingRowOrThrow(deps.db, orgId, id);
  // A new link to an invitation one could not have sent (a higher role) is a way to that role.
  assertCanGrant(auth, (await roleOf(deps.db, orgId, row.roleId))?.permissions ?? []);
  // An expired invitation no longer kept its employee code: a member may have been given it since.
  const lostCode =
    row.employeeCode &&
    (await takenEmployeeCodes(deps.db, orgId, [row.employeeCode], { invitations: false })).size > 0
      ? row.employeeCode
      : null;
  const token = newToken();
  await deps.db
    .update(invitations)
    .set({
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
      ...(lostCode ? { employeeCode: null } : {}),
    })
    .where(and(eq(invitations.id, id), eq(invitations.organizationId, orgId)));
  await sendInvitationMail(deps, orgId, auth.userId, row.email, token);
  return {
    data: await getInvitation(deps.db, orgId, id),
    inviteUrl: linkForInviter(deps.config, token),
    message: lostCode
      ? `Invitation sent again to ${row.email}. Another member has the employee code ${lostCode} now: give them one on their profile once they join`
      : `Invitation sent again to ${row.email}`,
    hasAccountElsewhere: Boolean((await findUserByEmail(deps.db, row.email))?.organizationId),
  };
}

export async function revokeInvitation(db: Db, auth: AuthContext, id: string) {
  const orgId = requirePermission(auth, 'users.invite');
  await getPendingRowOrThrow(db, orgId, id);
  await db
    .update(invitations)
    .set({ revokedAt: new Date() })
    .where(and(eq(invitations.id, id), eq(invitations.organizationId, orgId)));
}

/** The invitation behind a link, or a clear 400 saying why the link no longer works. */
function checkUsable(row: InvitationRow | undefined): InvitationRow {
  if (!row) throw new AppError('BAD_REQUEST', INVALID_LINK_MESSAGE);
  if (row.acceptedAt) throw new AppError('BAD_REQUEST', USED_LINK_MESSAGE);
  if (row.revokedAt) throw new AppError('BAD_REQUEST', REVOKED_LINK_MESSAGE);
  if (row.expiresAt.getTime() <= Date.now()) throw new AppError('BAD_REQUEST', EXPIRED_LINK_MESSAGE);
  return row;
}

/**
 * checkUsable, and the organization must not be suspended: its invitations die with its sessions
 * (issue 5). Answered like an unknown link, so the link says nothing about the organization's standing.
 */
async function checkUsableFrom(db: Db, row: InvitationRow | undefined): Promise<InvitationRow> {
  const invitation = checkUsable(row);
  if (await isOrganizationSuspended(db, invitation.organizationId))
    throw new AppError('BAD_REQUEST', INVALID_LINK_MESSAGE);
  return invitation;
}

/** Whether the caller is signed in as the invited address (they know their own address already). */
async function isCallerInvitee(db: Db, caller: AuthContext, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, caller.userId), sql`lower(${users.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return Boolean(row);
}

/**
 * What an invite link is for. Public, so it must not say whether the invited email has an account:
 * `hasAccount` is true only when the caller is signed in as that very account (which they know already).
 * Someone else learns of an account only by accepting, which is throttled like registering.
 */
export async function previewInvitation(
  db: Db,
  caller: AuthContext | null,
  token: string,
): Promise<InvitationPreview> {
  const [found] = await db
    .select({
      invitation: invitations,
      organizationName: organizations.name,
      inviterName: inviter.name,
      roleName: roles.name,
    })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .leftJoin(inviter, eq(inviter.id, invitations.invitedById))
    .leftJoin(roles, eq(roles.id, invitations.roleId))
    .where(eq(invitations.tokenHash, hashToken(token)))
    .limit(1);
  const invitation = await checkUsableFrom(db, found?.invitation);
  return {
    organizationName: found?.organizationName ?? '',
    inviterName: found?.inviterName ?? null,
    email: invitation.email,
    name: invitation.name,
    roleName: found?.roleName ?? null,
    hasAccount: caller !== null && (await isCallerInvitee(db, caller, invitation.email)),
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/**
 * Accepts an invitation. Without an account for the invited email, the invitee names themselves and sets a
 * password, and the account is created; with one, they must be signed in as it. Answers the user who joined
 * and whether a new account was created (the route then starts its session).
 */
export async function acceptInvitation(
  db: Db,
  caller: AuthContext | null,
  input: { token: string; name?: string; password?: string },
): Promise<{ userId: string; isNewAccount: boolean; organizationName: string }> {
  const tokenHash = hashToken(input.token);
  const [peek] = await db.select().from(invitations).where(eq(invitations.tokenHash, tokenHash)).limit(1);
  const invitation = await checkUsableFrom(db, peek);
  // Signed in as the invited address: join with that account. Anyone else must send the new account's
  // name and password, checked before any account lookup, so an incomplete request gets one answer
  // whatever the address (issue 6); only a complete one learns that the address needs a log-in instead.
  const isInvitee = caller !== null && (await isCallerInvitee(db, caller, invitation.email));
  let passwordHash: string | undefined;
  let name: string | undefined;
  if (!isInvitee) {
    const fields: FieldErrors = {};
    const parsed = NewInviteeSchema.safeParse({ name: input.name, password: input.password });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
    } else if (isCommonPassword(parsed.data.password)) fields.password = COMMON_PASSWORD_MESSAGE;
    if (!parsed.success || Object.keys(fields).length > 0) throw AppError.invalid(fields);
    name = parsed.data.name;
    passwordHash = await hashPassword(parsed.data.password);
  }
  const account = await findUserByEmail(db, invitation.email);
  if (account && !isInvitee)
    throw new AppError('UNAUTHENTICATED', `Please log in as ${invitation.email} to accept this invitation`);
  if (account) {
    if (account.organizationId === invitation.organizationId)
      throw new AppError('CONFLICT', 'You are already a member of this organization');
    if (account.organizationId) throw new AppError('CONFLICT', OTHER_ORGANIZATION_MESSAGE);
  }

  return db.transaction(async (tx) => {
    // The organization's lock first, then the invitation's: a manager invited in the same file links with
    // their report whichever joins second, so two acceptances at once take turns and neither misses the
    // other. Taken the other way round, the manager's link waits on the report's locked invitation while
    // the report waits on the organization: a deadlock.
    await lockOrganization(tx, invitation.organizationId);
    // Locked and checked again: two clicks on one link cannot both join.
    const [locked] = await tx
      .select()
      .from(invitations)
      .where(eq(invitations.id, invitation.id))
      .for('update');
    const current = checkUsable(locked);
    const [organization] = await tx
      .select({
        name: organizations.name,
        suspendedAt: organizations.suspendedAt,
        timeZone: organizations.timeZone,
      })
      .from(organizations)
      .where(eq(organizations.id, current.organizationId));
    if (!organization || organization.suspendedAt) throw new AppError('BAD_REQUEST', INVALID_LINK_MESSAGE);
    // The manager may have left or been deactivated since the invitation was sent.
    const [boss] = current.managerId
      ? await tx
          .select({ id: users.id })
          .from(users)
          .where(
            and(
              eq(users.id, current.managerId),
              eq(users.organizationId, current.organizationId),
              eq(users.isActive, true),
            ),
          )
      : [];
    // The invitation's employee code, unless a member was given it meanwhile (editing people refuses a code a
    // pending invitation carries; one that had expired and was sent again may find it taken): under the
    // organization's lock taken above, as people edits take it, so the check holds until this commits.
    let employeeCode: string | null = null;
    if (current.employeeCode) {
      const taken = await takenEmployeeCodes(tx, current.organizationId, [current.employeeCode], {
        invitations: false,
      });
      employeeCode = taken.size === 0 ? current.employeeCode : null;
    }
    const membership = {
      organizationId: current.organizationId,
      employeeCode,
      roleId: current.roleId,
      departmentId: current.departmentId,
      managerId:
        boss?.id ??
        (current.managerInvitationId
          ? ((await joinedManagerOf(tx, current.organizationId, current.managerInvitationId)) ?? null)
          : null),
      // The day the inviter gave, else the day they were invited in the organization's zone; users.edit
      // corrects it on the profile (the ledger follows). A joining day from an earlier organization is not
      // theirs here.
      joinedOn: current.joinedOn ?? todayIn(organization.timeZone, current.createdAt),
      updatedAt: new Date(),
    };
    let userId: string;
    if (account) {
      const moved = await tx
        .update(users)
        .set(membership)
        .where(and(eq(users.id, account.id), isNull(users.organizationId)))
        .returning({ id: users.id });
      if (moved.length === 0) throw new AppError('CONFLICT', OTHER_ORGANIZATION_MESSAGE);
      userId = account.id;
    } else {
      const created = await tx
        .insert(users)
        .values({ name: name ?? '', email: current.email, passwordHash, ...membership })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!created[0])
        throw new AppError('CONFLICT', 'An account with this email already exists. Log in to accept');
      userId = created[0].id;
    }
    await tx.update(invitations).set({ acceptedAt: new Date() }).where(eq(invitations.id, current.id));
    await linkInvitedReports(tx, current.organizationId, current.email, userId);
    return { userId, isNewAccount: !account, organizationName: organization.name };
  });
}
