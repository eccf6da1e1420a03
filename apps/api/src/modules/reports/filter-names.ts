import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, departments, projects, users } from '../../db/schema';

/**
 * The lines a report file writes for the customer, project, department and person it is filtered to,
 * with names instead of ids ("Customer: Alpha Traders"); each read within the organization.
 */
export async function namedFilterLines(
  db: Db,
  orgId: string,
  ids: { customerId?: string; projectId?: string; departmentId?: string; userId?: string },
): Promise<string[]> {
  const sources = [
    { label: 'Customer', id: ids.customerId, table: customers, name: customers.businessName },
    { label: 'Project', id: ids.projectId, table: projects, name: projects.name },
    { label: 'Department', id: ids.departmentId, table: departments, name: departments.name },
    { label: 'User', id: ids.userId, table: users, name: users.name },
  ] as const;
  const lines: string[] = [];
  for (const source of sources) {
    if (!source.id) continue;
    const [row] = await db
      .select({ name: source.name })
      .from(source.table)
      .where(and(eq(source.table.id, source.id), eq(source.table.organizationId, orgId)));
    if (row) lines.push(`${source.label}: ${row.name}`);
  }
  return lines;
}
