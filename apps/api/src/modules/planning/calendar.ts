import type { WorkingCalendar } from '@taskflow/shared';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { holidays } from '../../db/schema';
import { organizationCalendar } from '../../lib/organization-calendar';

/**
 * Every planning write of an organization (linking, rescheduling) runs under one transaction-scoped
 * advisory lock: the cycle check and the successor walk read a dependency graph no other write can
 * change until this transaction ends, so two concurrent links cannot close a cycle between them.
 */
export async function lockPlanning(tx: Db, orgId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`planning:${orgId}`}))`);
}

/** The organization's work week and its holidays from `from` on (or within `from`..`to`). */
export async function workingCalendarOf(
  db: Db,
  orgId: string,
  from: string,
  to?: string,
): Promise<WorkingCalendar & { names: Map<string, string> }> {
  const [{ workWeek }, rows] = await Promise.all([
    organizationCalendar(db, orgId),
    db
      .select({ date: holidays.date, name: holidays.name })
      .from(holidays)
      .where(
        and(
          eq(holidays.organizationId, orgId),
          gte(holidays.date, from),
          to ? lte(holidays.date, to) : undefined,
        ),
      )
      .orderBy(asc(holidays.date)),
  ]);
  return {
    workWeek,
    holidays: new Set(rows.map((row) => row.date)),
    names: new Map(rows.map((row) => [row.date, row.name])),
  };
}
