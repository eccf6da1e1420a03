import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { organizations } from '../db/schema';

/**
 * Serializes reporting-line, role and employee-code changes within one organization (people's edits and an
 * invitation's acceptance), so two edits cannot race into a loop and an invitation's code is not given to a
 * member while its invitee joins.
 */
export async function lockOrganization(tx: Tx, orgId: string) {
  await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, orgId))
    .for('update');
}
