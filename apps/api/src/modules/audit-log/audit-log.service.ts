import type { AUDIT_ENTITY_TYPES, AuditEntry, ListAuditLogQuerySchema, ListMeta } from '@taskflow/shared';
import { and, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import { requirePlatformAdmin } from '../../lib/access';
import { containsPattern } from '../../lib/like';
import { boundedCountQuery, pageOf, totalColumn } from '../../lib/pagination';
import type { AuthContext } from '../../plugins/types';

export interface AuditChange {
  action: string;
  entityType: (typeof AUDIT_ENTITY_TYPES)[number];
  entityId: string | null;
  before: unknown;
  after: unknown;
}

/** Writes one audit row for one admin change; call it inside the change's transaction. */
export async function writeAudit(tx: Db, actor: AuthContext, change: AuditChange): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.userId,
    actorEmail: actor.sessionUser.email,
    action: change.action,
    entityType: change.entityType,
    entityId: change.entityId,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

/** Dates as ISO text, so before/after read the same in the log as in the API. */
export function snapshot<T extends Record<string, unknown>>(
  row: T | undefined | null,
): Record<string, unknown> | null {
  if (!row) return null;
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
}

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
const nextDay = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

export async function listAuditLog(
  db: Db,
  auth: AuthContext,
  query: z.output<typeof ListAuditLogQuerySchema>,
): Promise<{ data: AuditEntry[]; meta: ListMeta }> {
  requirePlatformAdmin(auth);
  const filters: SQL[] = [];
  if (query.entityType) filters.push(eq(auditLog.entityType, query.entityType));
  if (query.from) filters.push(gte(auditLog.createdAt, dayStart(query.from)));
  if (query.to) filters.push(lt(auditLog.createdAt, nextDay(query.to)));
  if (query.q) {
    const pattern = containsPattern(query.q);
    const match = or(ilike(auditLog.actorEmail, pattern), ilike(auditLog.action, pattern));
    if (match) filters.push(match);
  }
  const where = filters.length ? and(...filters) : undefined;
  const { rows, meta } = await pageOf(
    query,
    (limit, offset) =>
      db
        .select({ entry: auditLog, total: totalColumn(db, auditLog, where) })
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit)
        .offset(offset),
    () => boundedCountQuery(db, auditLog, where),
  );
  return {
    data: rows.map(({ entry: row }) => ({
      id: row.id,
      actorEmail: row.actorEmail,
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      before: row.before === null ? null : JSON.stringify(row.before),
      after: row.after === null ? null : JSON.stringify(row.after),
      createdAt: row.createdAt.toISOString(),
    })),
    meta,
  };
}
