import { BUILT_IN_WORK_TYPES, TASK_WORK_TYPE_INVALID, type UpdateTaskInput } from '@taskflow/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, departments, projects, taskWorkTypes, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * Checks that the customer, assignee, project, department and work type a task names are the
 * organization's (and usable): each one that is not is named on its field. Answers the project found.
 */
export async function checkReferences(
  db: Db,
  orgId: string,
  input: {
    customerId?: string;
    assigneeId?: string;
    projectId?: string | null;
    departmentId?: string | null;
    workType?: string;
  },
) {
  const fields: Record<string, string> = {};
  const checks: Promise<void>[] = [];
  if (input.customerId)
    checks.push(
      db
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.id, input.customerId), eq(customers.organizationId, orgId)))
        .then((rows) => {
          if (!rows.length) fields.customerId = 'Choose a customer of your organization';
        }),
    );
  if (input.assigneeId)
    checks.push(
      db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, input.assigneeId), eq(users.organizationId, orgId), eq(users.isActive, true)))
        .then((rows) => {
          if (!rows.length) fields.assigneeId = 'Choose an active member of your organization';
        }),
    );
  let project: { id: string; key: string; customerId: string; isArchived: boolean } | undefined;
  if (input.projectId)
    checks.push(
      db
        .select({
          id: projects.id,
          key: projects.key,
          customerId: projects.customerId,
          isArchived: projects.isArchived,
        })
        .from(projects)
        .where(and(eq(projects.id, input.projectId), eq(projects.organizationId, orgId)))
        .then((rows) => {
          project = rows[0];
          if (!project) fields.projectId = 'Choose a project of your organization';
          else if (project.isArchived) fields.projectId = 'This project is archived';
        }),
    );
  if (input.departmentId)
    checks.push(
      db
        .select({ id: departments.id })
        .from(departments)
        .where(and(eq(departments.id, input.departmentId), eq(departments.organizationId, orgId)))
        .then((rows) => {
          if (!rows.length) fields.departmentId = 'Choose a department of your organization';
        }),
    );
  if (input.workType && !(BUILT_IN_WORK_TYPES as readonly string[]).includes(input.workType))
    checks.push(
      db
        .select({ name: taskWorkTypes.name })
        .from(taskWorkTypes)
        .where(
          and(
            eq(taskWorkTypes.organizationId, orgId),
            sql`lower(${taskWorkTypes.name}) = lower(${input.workType})`,
          ),
        )
        .then((rows) => {
          if (!rows.length) fields.workType = TASK_WORK_TYPE_INVALID;
        }),
    );
  await Promise.all(checks);
  if (Object.keys(fields).length) throw AppError.invalid(fields);
  return { project };
}

/** The references an edit names (null clears a project or department: nothing to check). */
export async function checkUpdateReferences(db: Db, orgId: string, input: UpdateTaskInput) {
  await checkReferences(db, orgId, {
    customerId: input.customerId,
    assigneeId: input.assigneeId,
    projectId: input.projectId ?? undefined,
    departmentId: input.departmentId ?? undefined,
    workType: input.workType,
  });
}
