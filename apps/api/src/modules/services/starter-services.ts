/**
 * Starter services (issue 40, item 7): the Indian statutory calendar (packages/shared, STARTER_SERVICES)
 * given to an accounting organization when it is created, or later on request; marked `is_starter` so
 * the forms say they are starter data to check. A firm that renamed or deleted one is not given it again
 * under a name it already uses.
 */
import { ServiceFieldsSchema, STARTER_SERVICES, type StarterServicesResult } from '@taskflow/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { services } from '../../db/schema';
import { requirePermission } from '../../lib/access';
import type { AuthContext } from '../../plugins/types';
import { insertService } from './services.service';

/** Adds the starter services the organization has no service of the same name for (its transaction). */
export async function insertStarterServices(
  tx: Db,
  orgId: string,
  createdById: string | null,
): Promise<StarterServicesResult> {
  // Two requests at once add each service once: they take turns here.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`starter-services:${orgId}`}))`);
  const existing = await tx
    .select({ name: sql<string>`lower(${services.name})` })
    .from(services)
    .where(eq(services.organizationId, orgId));
  const taken = new Set(existing.map((row) => row.name));
  const added: string[] = [];
  for (const starter of STARTER_SERVICES) {
    if (taken.has(starter.name.toLowerCase())) continue;
    await insertService(tx, orgId, ServiceFieldsSchema.parse(starter), { createdById, isStarter: true });
    added.push(starter.name);
  }
  return { added, skipped: STARTER_SERVICES.length - added.length };
}

/** POST /services/starter: for a firm that began without them (or whatever its industry, when asked). */
export async function addStarterServices(db: Db, auth: AuthContext): Promise<StarterServicesResult> {
  const orgId = requirePermission(auth, 'services.manage');
  return db.transaction((tx) => insertStarterServices(tx, orgId, auth.userId));
}
