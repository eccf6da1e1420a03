import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Every planning write of an organization (linking, rescheduling) runs under one transaction-scoped
 * advisory lock: the cycle check and the successor walk read a dependency graph no other write can
 * change until this transaction ends, so two concurrent links cannot close a cycle between them.
 */
export async function lockPlanning(tx: Db, orgId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`planning:${orgId}`}))`);
}
