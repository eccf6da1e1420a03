import {
  type CreateProjectInput,
  PROJECT_HAS_TASKS,
  PROJECT_KEY_TAKEN,
  type Project,
  type ProjectDetail,
  type ProjectListQuery,
  type ProjectProgress,
  type ProjectStatus,
  TASK_STATUSES,
  type UpdateProjectInput,
} from '@taskflow/shared';
import { and, asc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { narrowReads } from '../../db/read-tracking';
import {
  customers,
  milestones,
  projectMembers,
  projects,
  projectTaskCounts,
  tasks,
  users,
} from '../../db/schema';
import { requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { containsPattern } from '../../lib/like';
import { organizationCalendar, todayIn } from '../../lib/organization-calendar';
import { boundedCountQuery, metaOf, offsetOf, pageOf, totalColumn } from '../../lib/pagination';
import { freeKeys } from '../../lib/project-keys';
import { isUuid, PROJECT_NOT_FOUND, projectVisibility, reachOf, taskScope } from '../../lib/reach';
import type { AuthContext } from '../../plugins/types';
import { publishTaskChange } from '../tasks';

type ProjectRow = typeof projects.$inferSelect;

function selectProjects(db: Db) {
  return db
    .select({ project: projects, customerName: customers.businessName, leadName: users.name })
    .from(projects)
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .innerJoin(users, eq(users.id, projects.leadId));
}

/** Every status but Completed, as equalities the index can walk. */
const OPEN_STATUSES = TASK_STATUSES.filter((status) => status !== 'Completed');

/**
 * Progress of the given projects (ids the caller may already see), counted over the tasks the caller
 * may open: a count over tasks beyond their reach would tell them of tasks they cannot see (how many, how
 * many done or overdue). With View All Tasks or Project Report that is every task: totals from the
 * counters that triggers keep (migration 0016), overdue from the open tasks due before today, walked on
 * the index of (organization, project, status, due date) — only the overdue rows are read. Anyone else's
 * are counted over their reach (at most a page of projects); without Tasks View they open no task.
 */
async function progressOf(
  db: Db,
  auth: AuthContext,
  orgId: string,
  ids: string[],
): Promise<Map<string, ProjectProgress>> {
  const map = new Map<string, ProjectProgress>();
  const everyTask = auth.permissions.has('tasks.view_all') || auth.permissions.has('projects.report');
  if (!ids.length || !(everyTask || auth.permissions.has('tasks.view'))) return map;
  const today = todayIn((await organizationCalendar(db, orgId)).zone);
  const overdueWhere = and(inArray(tasks.status, OPEN_STATUSES), lt(tasks.dueDate, today));
  const counts = everyTask
    ? await Promise.all([
        db
          .select({
            projectId: projectTaskCounts.projectId,
            total: projectTaskCounts.total,
            completed: projectTaskCounts.completed,
          })
          .from(projectTaskCounts)
          .where(inArray(projectTaskCounts.projectId, ids)),
        db
          .select({ projectId: tasks.projectId, overdue: sql<number>`count(*)::int` })
          .from(tasks)
          .where(and(eq(tasks.organizationId, orgId), inArray(tasks.projectId, ids), overdueWhere))
          .groupBy(tasks.projectId),
      ]).then(([totals, overdueRows]) => {
        const overdue = new Map(overdueRows.map((row) => [row.projectId, row.overdue]));
        return totals.map((row) => ({ ...row, overdue: overdue.get(row.projectId) ?? 0 }));
      })
    : await db
        .select({
          projectId: sql<string>`${tasks.projectId}`,
          total: sql<number>`count(*)::int`,
          completed: sql<number>`(count(*) filter (where ${tasks.status} = 'Completed'))::int`,
          overdue: sql<number>`(count(*) filter (where ${overdueWhere}))::int`,
        })
        .from(tasks)
        .where(and(taskScope(await reachOf(db, auth)), inArray(tasks.projectId, ids)))
        .groupBy(tasks.projectId);
  for (const row of counts) {
    map.set(row.projectId, {
      total: row.total,
      completed: row.completed,
      overdue: row.overdue,
      percent: row.total ? Math.round((row.completed / row.total) * 100) : 0,
    });
  }
  return map;
}

const EMPTY_PROGRESS: ProjectProgress = { total: 0, completed: 0, overdue: 0, percent: 0 };

function toProject(
  entry: { project: ProjectRow; customerName: string; leadName: string },
  progress: ProjectProgress | undefined,
): Project {
  const { project } = entry;
  return {
    id: project.id,
    key: project.key,
    name: project.name,
    description: project.description,
    customer: { id: project.customerId, name: entry.customerName },
    lead: { id: project.leadId, name: entry.leadName },
    startDate: project.startDate,
    targetEndDate: project.targetEndDate,
    status: project.status as ProjectStatus,
    isArchived: project.isArchived,
    progress: progress ?? EMPTY_PROGRESS,
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
  };
}

/** A project the caller may see, or 404. */
export async function getProjectOrThrow(db: Db, auth: AuthContext, id: string) {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', PROJECT_NOT_FOUND);
  const { orgId, where } = await projectVisibility(db, auth);
  const [entry] = await selectProjects(db)
    .where(and(where, eq(projects.id, id)))
    .limit(1);
  if (!entry) throw new AppError('NOT_FOUND', PROJECT_NOT_FOUND);
  return { orgId, entry };
}

/** Editing: Create Project holders, or the project's lead. */
export function canEditProject(auth: AuthContext, project: ProjectRow) {
  return auth.permissions.has('projects.create') || project.leadId === auth.userId;
}

async function getEditableProjectOrThrow(db: Db, auth: AuthContext, id: string) {
  const found = await getProjectOrThrow(db, auth, id);
  if (!canEditProject(auth, found.entry.project))
    throw new AppError('FORBIDDEN', 'Only the project lead or a project manager can change this project');
  return found;
}

export async function listProjects(db: Db, auth: AuthContext, query: ProjectListQuery) {
  const { orgId, where } = await projectVisibility(db, auth);
  const filters: (SQL | undefined)[] = [where];
  filters.push(eq(projects.isArchived, query.archived ?? false));
  if (query.status) filters.push(eq(projects.status, query.status));
  if (query.customerId) filters.push(eq(projects.customerId, query.customerId));
  if (query.leadId) filters.push(eq(projects.leadId, query.leadId));
  if (query.mine)
    filters.push(
      or(
        eq(projects.leadId, auth.userId),
        sql`exists (select 1 from ${projectMembers} where ${projectMembers.projectId} = ${projects.id} and ${projectMembers.userId} = ${auth.userId})`,
      ),
    );
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(or(ilike(projects.name, pattern), ilike(projects.key, pattern)));
  }
  const condition = and(...filters);
  // Walks projects_org_name_idx in name order and stops at the page (a picker's search asks for the
  // first 20 matches); the total is counted up to LIST_COUNT_CAP, like the other lists.
  const [rows, [total]] = await Promise.all([
    selectProjects(db)
      .where(condition)
      .orderBy(sql`lower(${projects.name})`, asc(projects.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    boundedCountQuery(db, projects, condition),
  ]);
  const ids = rows.map((row) => row.project.id);
  const progress = await progressOf(db, auth, orgId, ids);
  // A kept page (issue 27) read of tasks only the progress of its projects, and of the watchers only the
  // caller's (their reach): a change to one of its tasks that moves no progress leaves it kept.
  narrowReads(
    'tasks',
    ids.map((id) => `q:${id}`),
  );
  narrowReads('task_watchers', [`u:${auth.userId}`]);
  return {
    data: rows.map((row) => toProject(row, progress.get(row.project.id))),
    meta: metaOf(query, total?.n ?? 0),
  };
}

export async function getProject(db: Db, auth: AuthContext, id: string): Promise<ProjectDetail> {
  const { orgId, entry } = await getProjectOrThrow(db, auth, id);
  const today = todayIn((await organizationCalendar(db, orgId)).zone);
  const [progress, members, [next]] = await Promise.all([
    progressOf(db, auth, orgId, [id]),
    db
      .select({ id: users.id, name: users.name })
      .from(projectMembers)
      .innerJoin(users, eq(users.id, projectMembers.userId))
      .where(and(eq(projectMembers.projectId, id), eq(projectMembers.organizationId, orgId)))
      .orderBy(asc(users.name)),
    db
      .select({ id: milestones.id, name: milestones.name, date: milestones.date })
      .from(milestones)
      .where(
        and(
          eq(milestones.projectId, id),
          eq(milestones.organizationId, orgId),
          eq(milestones.isDone, false),
          gte(milestones.date, today),
        ),
      )
      .orderBy(asc(milestones.date))
      .limit(1),
  ]);
  return {
    ...toProject(entry, progress.get(id)),
    members,
    nextMilestone: next ?? null,
    canEdit: canEditProject(auth, entry.project),
  };
}

async function checkProjectReferences(
  db: Db,
  orgId: string,
  input: { customerId?: string; leadId?: string; memberIds?: string[] },
) {
  const fields: Record<string, string> = {};
  if (input.customerId) {
    const [row] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.id, input.customerId), eq(customers.organizationId, orgId)));
    if (!row) fields.customerId = 'Choose a customer of your organization';
  }
  const people = [...new Set([...(input.leadId ? [input.leadId] : []), ...(input.memberIds ?? [])])];
  if (people.length) {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, people), eq(users.organizationId, orgId), eq(users.isActive, true)));
    const found = new Set(rows.map((row) => row.id));
    if (input.leadId && !found.has(input.leadId))
      fields.leadId = 'Choose an active member of your organization';
    if ((input.memberIds ?? []).some((id) => !found.has(id)))
      fields.memberIds = 'Choose team members of your organization';
  }
  if (Object.keys(fields).length) throw AppError.invalid(fields);
}

export async function createProject(db: Db, auth: AuthContext, input: CreateProjectInput) {
  const orgId = requirePermission(auth, 'projects.create');
  await checkProjectReferences(db, orgId, input);
  const key = input.key ?? (await freeKeys(db, orgId, [input.name]))[0] ?? '';
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(projects)
        .values({
          organizationId: orgId,
          key,
          name: input.name,
          description: input.description ?? null,
          customerId: input.customerId,
          leadId: input.leadId,
          startDate: input.startDate,
          targetEndDate: input.targetEndDate,
          status: input.status,
          createdById: auth.userId,
        })
        .returning({ id: projects.id });
      if (!row) throw new Error('Project insert returned no row');
      if (input.memberIds.length)
        await tx
          .insert(projectMembers)
          .values(input.memberIds.map((userId) => ({ projectId: row.id, userId, organizationId: orgId })));
      await publishTaskChange(tx, orgId, [row.id], 'project');
      return row.id;
    });
    return getProject(db, auth, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.invalid({ key: PROJECT_KEY_TAKEN });
    throw error;
  }
}

export async function updateProject(db: Db, auth: AuthContext, id: string, input: UpdateProjectInput) {
  const { orgId, entry } = await getEditableProjectOrThrow(db, auth, id);
  await checkProjectReferences(db, orgId, input);
  const startDate = input.startDate ?? entry.project.startDate;
  const targetEndDate = input.targetEndDate ?? entry.project.targetEndDate;
  if (targetEndDate < startDate)
    throw AppError.invalid({ targetEndDate: 'Target End Date cannot be before Start Date' });
  await db.transaction(async (tx) => {
    await tx
      .update(projects)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.description !== undefined ? { description: input.description ?? null } : {}),
        ...(input.customerId !== undefined ? { customerId: input.customerId } : {}),
        ...(input.leadId !== undefined ? { leadId: input.leadId } : {}),
        ...(input.status !== undefined ? { status: input.status } : {}),
        ...(input.isArchived !== undefined
          ? { isArchived: input.isArchived, archivedAt: input.isArchived ? new Date() : null }
          : {}),
        startDate,
        targetEndDate,
        updatedAt: new Date(),
      })
      .where(and(eq(projects.id, id), eq(projects.organizationId, orgId)));
    if (input.memberIds) {
      await tx
        .delete(projectMembers)
        .where(and(eq(projectMembers.projectId, id), eq(projectMembers.organizationId, orgId)));
      if (input.memberIds.length)
        await tx
          .insert(projectMembers)
          .values(input.memberIds.map((userId) => ({ projectId: id, userId, organizationId: orgId })));
    }
    await publishTaskChange(tx, orgId, [id], 'project');
  });
  return getProject(db, auth, id);
}

/** A project with tasks is never hard-deleted (archive it); an empty one may be. */
export async function deleteProject(db: Db, auth: AuthContext, id: string) {
  const orgId = requirePermission(auth, 'projects.create');
  await getProjectOrThrow(db, auth, id);
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.id, id), eq(projects.organizationId, orgId)))
      .for('update');
    if (!locked) throw new AppError('NOT_FOUND', PROJECT_NOT_FOUND);
    const [used] = await tx
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.projectId, id), eq(tasks.organizationId, orgId)))
      .limit(1);
    if (used) throw new AppError('CONFLICT', PROJECT_HAS_TASKS);
    await tx.delete(projects).where(and(eq(projects.id, id), eq(projects.organizationId, orgId)));
    await publishTaskChange(tx, orgId, [id], 'project');
  });
}

/** Project Report: progress of every project of the organization (projects.report). */
export async function projectReport(db: Db, auth: AuthContext, page: number, pageSize: number) {
  const orgId = requirePermission(auth, 'projects.report');
  const where = and(eq(projects.organizationId, orgId), eq(projects.isArchived, false));
  const { rows, meta } = await pageOf(
    { page, pageSize },
    (limit, offset) =>
      db
        .select({ project: projects, total: totalColumn(db, projects, where) })
        .from(projects)
        .where(where)
        .orderBy(sql`lower(${projects.name})`, asc(projects.id))
        .limit(limit)
        .offset(offset),
    () => boundedCountQuery(db, projects, where),
  );
  const progress = await progressOf(
    db,
    auth,
    orgId,
    rows.map((row) => row.project.id),
  );
  return {
    data: rows.map(({ project }) => ({
      id: project.id,
      key: project.key,
      name: project.name,
      status: project.status as ProjectStatus,
      progress: progress.get(project.id) ?? EMPTY_PROGRESS,
    })),
    meta,
  };
}
