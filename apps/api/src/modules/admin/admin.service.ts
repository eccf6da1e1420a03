import type {
  AdminDashboard,
  AdminListOrganizationsQuerySchema,
  AdminOrganization,
  ListMeta,
  SetOrganizationPlanBodySchema,
  SuspendOrganizationBodySchema,
} from '@taskflow/shared';
import { and, count, eq, gte, ilike, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  auditLog as auditLogTable,
  inquiries,
  organizations,
  pricingPlans,
  sessions,
  users,
} from '../../db/schema';
import { requirePlatformAdmin } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { containsPattern } from '../../lib/like';
import { boundedCountQuery, pageOf, totalColumn } from '../../lib/pagination';
import { storageColumns, storageOf } from '../../lib/storage-quota';
import type { AuthContext } from '../../plugins/types';
import { snapshot, writeAudit } from '../audit-log';

export const ORGANIZATION_SUSPENDED_MESSAGE =
  'Your organization is suspended. Please contact support to restore access.';

const WEEKS = 12;
const WEEK_MS = 7 * 86_400_000;

/** Monday 00:00 UTC of the week holding `date`. */
export function weekStartOf(date: Date): Date {
  const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const weekday = (new Date(day).getUTCDay() + 6) % 7;
  return new Date(day - weekday * 86_400_000);
}

async function perWeek(db: Db, table: typeof users | typeof inquiries, since: Date) {
  const week = sql<string>`to_char(date_trunc('week', ${table.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const rows = await db
    .select({ week, total: count() })
    .from(table)
    .where(gte(table.createdAt, since))
    .groupBy(week);
  return new Map(rows.map((row) => [row.week, row.total]));
}

/** Real counts and the last 12 weeks of sign-ups and inquiries, each from one SQL aggregate. */
export async function getDashboard(db: Db, auth: AuthContext, now = new Date()): Promise<AdminDashboard> {
  requirePlatformAdmin(auth);
  const thisWeek = weekStartOf(now);
  const since = new Date(thisWeek.getTime() - (WEEKS - 1) * WEEK_MS);
  const [[userCount], [inquiryCount], [organizationCount], [newInquiries], signups, inquiriesByWeek] =
    await Promise.all([
      db.select({ total: count() }).from(users),
      db.select({ total: count() }).from(inquiries),
      db.select({ total: count() }).from(organizations),
      db.select({ total: count() }).from(inquiries).where(gte(inquiries.createdAt, thisWeek)),
      perWeek(db, users, since),
      perWeek(db, inquiries, since),
    ]);
  const weekly = Array.from({ length: WEEKS }, (_, index) => {
    const weekStart = new Date(since.getTime() + index * WEEK_MS).toISOString().slice(0, 10);
    return {
      weekStart,
      signups: signups.get(weekStart) ?? 0,
      inquiries: inquiriesByWeek.get(weekStart) ?? 0,
    };
  });
  return {
    users: userCount?.total ?? 0,
    inquiries: inquiryCount?.total ?? 0,
    organizations: organizationCount?.total ?? 0,
    newInquiriesThisWeek: newInquiries?.total ?? 0,
    weekly,
  };
}

/** Tenants with their size, last activity (the latest session seen of any member), plan and storage. */
export async function listOrganizations(
  db: Db,
  auth: AuthContext,
  query: z.output<typeof AdminListOrganizationsQuerySchema>,
): Promise<{ data: AdminOrganization[]; meta: ListMeta }> {
  requirePlatformAdmin(auth);
  const conditions: SQL[] = [];
  if (query.q) conditions.push(ilike(organizations.name, containsPattern(query.q)));
  if (query.status === 'suspended') conditions.push(isNotNull(organizations.suspendedAt));
  if (query.status === 'active') conditions.push(isNull(organizations.suspendedAt));
  const where = conditions.length ? and(...conditions) : undefined;
  const { rows, meta } = await pageOf(
    query,
    (limit, offset) =>
      db
        .select({
          id: organizations.id,
          name: organizations.name,
          createdAt: organizations.createdAt,
          suspendedAt: organizations.suspendedAt,
          suspendedReason: organizations.suspendedReason,
          // Written out with table names: Drizzle leaves columns unqualified in a one-table select.
          people: sql<number>`(select count(*)::int from users u where u.organization_id = organizations.id)`,
          projects: sql<number>`(select count(*)::int from projects p where p.organization_id = organizations.id)`,
          tasks: sql<number>`(select count(*)::int from tasks k where k.organization_id = organizations.id)`,
          lastActivityAt: sql<
            string | null
          >`(select to_char(max(s.last_seen_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from sessions s join users u on u.id = s.user_id where u.organization_id = organizations.id)`,
          planId: organizations.planId,
          ownPlanName: pricingPlans.name,
          usedBytes: storageColumns().usedBytes,
          quotaBytes: storageColumns().quotaBytes,
          total: totalColumn(db, organizations, where),
        })
        .from(organizations)
        .leftJoin(pricingPlans, eq(pricingPlans.id, organizations.planId))
        .where(where)
        .orderBy(sql`${organizations.createdAt} desc`, organizations.id)
        .limit(limit)
        .offset(offset),
    () => boundedCountQuery(db, organizations, where),
  );
  return {
    data: rows.map(({ total: _total, planId, ownPlanName, ...row }) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      suspendedAt: row.suspendedAt?.toISOString() ?? null,
      plan: planId && ownPlanName ? { id: planId, name: ownPlanName } : null,
    })),
    meta,
  };
}

/**
 * Sets an organization's plan (null: the free plan's limits), which sets its storage quota; audited with
 * the plan's name before and after. A lower quota than the organization uses refuses new uploads only:
 * its files stay.
 */
export async function setOrganizationPlan(
  db: Db,
  auth: AuthContext,
  id: string,
  body: z.output<typeof SetOrganizationPlanBodySchema>,
) {
  requirePlatformAdmin(auth);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(organizations).where(eq(organizations.id, id)).for('update');
    if (!before) throw new AppError('NOT_FOUND', 'Organization not found');
    const planNameOf = async (planId: string | null) => {
      if (!planId) return null;
      const [plan] = await tx
        .select({ name: pricingPlans.name })
        .from(pricingPlans)
        .where(eq(pricingPlans.id, planId));
      return plan?.name ?? null;
    };
    const planName = await planNameOf(body.planId);
    if (body.planId && !planName) throw AppError.invalid({ planId: 'This plan no longer exists' });
    const [after] = await tx
      .update(organizations)
      .set({ planId: body.planId, updatedAt: new Date() })
      .where(eq(organizations.id, id))
      .returning();
    await writeAudit(tx, auth, {
      action: 'organization.plan',
      entityType: 'organization',
      entityId: id,
      before: { ...snapshot(before), planName: await planNameOf(before.planId) },
      after: { ...snapshot(after), planName },
    });
    return {
      plan: body.planId && planName ? { id: body.planId, name: planName } : null,
      ...(await storageOf(tx, id)),
    };
  });
}

/**
 * Suspends an organization: its members' sessions are revoked in the same transaction (the sessions
 * trigger of migration 0004 then ends their live streams on every process), login refuses them and the
 * session lookup refuses any session of a suspended organization.
 */
export async function suspendOrganization(
  db: Db,
  auth: AuthContext,
  id: string,
  body: z.output<typeof SuspendOrganizationBodySchema>,
): Promise<{ sessionsEnded: number }> {
  requirePlatformAdmin(auth);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(organizations).where(eq(organizations.id, id)).for('update');
    if (!before) throw new AppError('NOT_FOUND', 'Organization not found');
    if (before.suspendedAt) throw new AppError('CONFLICT', 'This organization is already suspended');
    const [after] = await tx
      .update(organizations)
      .set({ suspendedAt: new Date(), suspendedReason: body.reason, updatedAt: new Date() })
      .where(eq(organizations.id, id))
      .returning();
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          isNull(sessions.revokedAt),
          sql`${sessions.userId} in (select ${users.id} from ${users} where ${users.organizationId} = ${id})`,
        ),
      )
      .returning({ id: sessions.id });
    await writeAudit(tx, auth, {
      action: 'organization.suspend',
      entityType: 'organization',
      entityId: id,
      before: snapshot(before),
      after: { ...snapshot(after), sessionsEnded: ended.length },
    });
    return { sessionsEnded: ended.length };
  });
}

export async function reactivateOrganization(db: Db, auth: AuthContext, id: string): Promise<void> {
  requirePlatformAdmin(auth);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(organizations).where(eq(organizations.id, id)).for('update');
    if (!before) throw new AppError('NOT_FOUND', 'Organization not found');
    if (!before.suspendedAt) throw new AppError('CONFLICT', 'This organization is not suspended');
    const [after] = await tx
      .update(organizations)
      .set({ suspendedAt: null, suspendedReason: null, updatedAt: new Date() })
      .where(eq(organizations.id, id))
      .returning();
    await writeAudit(tx, auth, {
      action: 'organization.reactivate',
      entityType: 'organization',
      entityId: id,
      before: snapshot(before),
      after: snapshot(after),
    });
  });
}

/** Whether the person's organization is suspended (login refuses them). */
export async function isOrganizationSuspended(db: Pick<Db, 'select'>, organizationId: string | null) {
  if (!organizationId) return false;
  const [row] = await db
    .select({ suspendedAt: organizations.suspendedAt })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return Boolean(row?.suspendedAt);
}

/**
 * Grants or revokes the platform-admin flag (the command-line script): audited like any admin change,
 * with the operator's account as "who".
 */
export async function setPlatformAdmin(db: Db, email: string, isPlatformAdmin: boolean, operator: string) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ id: users.id, email: users.email, isPlatformAdmin: users.isPlatformAdmin })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .for('update');
    if (!before) throw new Error(`No account with the email ${email}`);
    await tx.update(users).set({ isPlatformAdmin, updatedAt: new Date() }).where(eq(users.id, before.id));
    await tx.insert(auditLogTable).values({
      actorId: null,
      actorEmail: operator,
      action: isPlatformAdmin ? 'platform-admin.grant' : 'platform-admin.revoke',
      entityType: 'platform-admin',
      entityId: before.id,
      before: { email: before.email, isPlatformAdmin: before.isPlatformAdmin },
      after: { email: before.email, isPlatformAdmin },
    });
    return { changed: before.isPlatformAdmin !== isPlatformAdmin };
  });
}
