import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, projects } from '../../db/schema';
import { freeKeys } from '../../lib/project-keys';
import { publishTaskChange } from './task-notices';

/**
 * Creating the clients and projects an import names that the organization does not have yet (issue
 * 39), inside the import's transaction: when any task fails, none of them is left behind.
 */

/** A project the import creates, for an existing client (`customerId`) or a new one (`customerName`). */
export interface NewProject {
  name: string;
  customerId?: string;
  customerName?: string;
  /** The earliest and latest day of its tasks: the project's start and target end. */
  startDate: string;
  targetEndDate: string;
}

export interface CreatedRecords {
  /** By lower-case name: the clients created or found. */
  customerIds: Map<string, string>;
  /** By lower-case name: the projects created or found. */
  projects: Map<string, { id: string; key: string; customerId: string }>;
}

const lowerIn = (column: typeof customers.businessName | typeof projects.name, names: string[]) =>
  inArray(sql`lower(${column})`, names);

/**
 * Creates the clients the rows name (`customerNames`) and the projects (`newProjects`, led by the
 * importer) that do not exist. Imports of one organization that create take turns (an advisory lock
 * held to the commit), and each looks again for the names under the lock: two imports of one Trello
 * board at once make one project, not two of the same name.
 */
export async function createMissing(
  tx: Db,
  context: { orgId: string; actorId: string },
  customerNames: readonly string[],
  newProjects: readonly NewProject[],
): Promise<CreatedRecords> {
  const created: CreatedRecords = { customerIds: new Map(), projects: new Map() };
  if (customerNames.length === 0 && newProjects.length === 0) return created;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`task-import:${context.orgId}`}))`);

  const projectNames = newProjects.map((project) => project.name.toLowerCase());
  if (projectNames.length) {
    const found = await tx
      .select({ id: projects.id, key: projects.key, name: projects.name, customerId: projects.customerId })
      .from(projects)
      .where(
        and(
          eq(projects.organizationId, context.orgId),
          eq(projects.isArchived, false),
          lowerIn(projects.name, projectNames),
        ),
      );
    for (const row of found) created.projects.set(row.name.toLowerCase(), row);
  }
  const toCreate = newProjects.filter((project) => !created.projects.has(project.name.toLowerCase()));

  const wanted = new Map<string, string>();
  for (const name of [...customerNames, ...toCreate.flatMap((project) => project.customerName ?? [])])
    wanted.set(name.toLowerCase(), name);
  if (wanted.size) {
    const found = await tx
      .select({ id: customers.id, name: customers.businessName })
      .from(customers)
      .where(
        and(eq(customers.organizationId, context.orgId), lowerIn(customers.businessName, [...wanted.keys()])),
      );
    for (const row of found) created.customerIds.set(row.name.toLowerCase(), row.id);
    const missing = [...wanted].filter(([key]) => !created.customerIds.has(key));
    if (missing.length) {
      // Only the name is known: the client's email and address are asked when it is next edited.
      const inserted = await tx
        .insert(customers)
        .values(
          missing.map(([, name]) => ({
            organizationId: context.orgId,
            businessName: name,
            email: '',
            address: '',
            createdById: context.actorId,
          })),
        )
        .returning({ id: customers.id, name: customers.businessName });
      for (const row of inserted) created.customerIds.set(row.name.toLowerCase(), row.id);
    }
  }

  if (toCreate.length) {
    const keys = await freeKeys(
      tx,
      context.orgId,
      toCreate.map((project) => project.name),
    );
    const inserted = await tx
      .insert(projects)
      .values(
        toCreate.map((project, index) => ({
          organizationId: context.orgId,
          key: keys[index] as string,
          name: project.name,
          customerId:
            project.customerId ??
            (created.customerIds.get(project.customerName?.toLowerCase() ?? '') as string),
          leadId: context.actorId,
          startDate: project.startDate,
          targetEndDate: project.targetEndDate,
          status: 'Active',
          createdById: context.actorId,
        })),
      )
      .returning({
        id: projects.id,
        key: projects.key,
        name: projects.name,
        customerId: projects.customerId,
      });
    for (const row of inserted) created.projects.set(row.name.toLowerCase(), row);
    await publishTaskChange(
      tx,
      context.orgId,
      inserted.map((row) => row.id),
      'project',
    );
  }
  return created;
}
