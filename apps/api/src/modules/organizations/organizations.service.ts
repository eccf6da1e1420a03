import { DEFAULT_ROLES } from '@taskflow/shared';
import type { Db } from '../../db/client';
import { organizations, roles } from '../../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type NewOrganization = typeof organizations.$inferInsert;

/** Creates an organization with its default Admin, Manager and Employee roles (inside the caller's transaction). */
export async function insertOrganizationWithRoles(tx: Tx, values: NewOrganization) {
  const [organization] = await tx.insert(organizations).values(values).returning();
  if (!organization) throw new Error('Organization insert returned no row');
  const created = await tx
    .insert(roles)
    .values(
      DEFAULT_ROLES.map((role) => ({
        organizationId: organization.id,
        name: role.name,
        description: role.description,
        permissions: role.permissions,
        isAdmin: role.name === 'Admin',
      })),
    )
    .returning({ id: roles.id, name: roles.name });
  const roleIdByName = Object.fromEntries(created.map((role) => [role.name, role.id]));
  return { organization, roleIdByName };
}
