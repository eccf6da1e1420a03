import type { Milestone } from '@taskflow/shared';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { milestones, projects, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUuid, projectVisibility } from '../../lib/reach';
import type { AuthContext } from '../../plugins/types';
import { canEditProject, getProjectOrThrow } from '../projects';
import { publishTaskChange } from '../tasks';

const MILESTONE_NOT_FOUND = 'Milestone not found';
type MilestoneRow = typeof milestones.$inferSelect;

function toMilestone(row: MilestoneRow, ownerName: string | null): Milestone {
  return {
    id: row.id,
    projectId: row.projectId,
    name: row.name,
    date: row.date,
    owner: row.ownerId && ownerName ? { id: row.ownerId, name: ownerName } : null,
    isDone: row.isDone,
    doneAt: row.doneAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function checkOwner(db: Db, orgId: string, ownerId: string | null | undefined) {
  if (!ownerId) return;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, ownerId), eq(users.organizationId, orgId)));
  if (!row) throw AppError.invalid({ ownerId: 'Choose an owner from your organization' });
}

async function editableProject(db: Db, auth: AuthContext, projectId: string) {
  const { orgId, entry } = await getProjectOrThrow(db, auth, projectId);
  if (!canEditProject(auth, entry.project))
    throw new AppError('FORBIDDEN', 'Only the project lead or a project manager can change milestones');
  return orgId;
}

export async function listMilestones(db: Db, auth: AuthContext, projectId: string) {
  const { orgId } = await getProjectOrThrow(db, auth, projectId);
  const rows = await db
    .select({ row: milestones, ownerName: users.name })
    .from(milestones)
    .leftJoin(users, eq(users.id, milestones.ownerId))
    .where(and(eq(milestones.projectId, projectId), eq(milestones.organizationId, orgId)))
    .orderBy(asc(milestones.date), asc(milestones.id))
    .limit(500);
  return rows.map(({ row, ownerName }) => toMilestone(row, ownerName));
}

export async function createMilestone(
  db: Db,
  auth: AuthContext,
  projectId: string,
  input: { name: string; date: string; ownerId: string | null; isDone: boolean },
) {
  const orgId = await editableProject(db, auth, projectId);
  await checkOwner(db, orgId, input.ownerId);
  const [row] = await db
    .insert(milestones)
    .values({ organizationId: orgId, projectId, ...input, doneAt: input.isDone ? new Date() : null })
    .returning();
  if (!row) throw new Error('Milestone insert returned no row');
  await publishTaskChange(db, orgId, [projectId], 'project');
  return (await listMilestones(db, auth, projectId)).find((entry) => entry.id === row.id) as Milestone;
}

async function getMilestoneOrThrow(db: Db, auth: AuthContext, id: string) {
  if (!isUuid(id) || !auth.orgId) throw new AppError('NOT_FOUND', MILESTONE_NOT_FOUND);
  const [row] = await db
    .select({ row: milestones })
    .from(milestones)
    .innerJoin(projects, eq(projects.id, milestones.projectId))
    .where(and(eq(milestones.id, id), eq(milestones.organizationId, auth.orgId)));
  if (!row) throw new AppError('NOT_FOUND', MILESTONE_NOT_FOUND);
  // The milestone's project must be visible too, or the milestone does not exist for the caller.
  await getProjectOrThrow(db, auth, row.row.projectId);
  return row.row;
}

export async function updateMilestone(
  db: Db,
  auth: AuthContext,
  id: string,
  input: { name?: string; date?: string; ownerId?: string | null; isDone?: boolean },
) {
  const current = await getMilestoneOrThrow(db, auth, id);
  const orgId = await editableProject(db, auth, current.projectId);
  await checkOwner(db, orgId, input.ownerId);
  await db
    .update(milestones)
    .set({
      ...input,
      ...(input.isDone !== undefined && input.isDone !== current.isDone
        ? { doneAt: input.isDone ? new Date() : null }
        : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(milestones.id, id), eq(milestones.organizationId, orgId)));
  await publishTaskChange(db, orgId, [current.projectId], 'project');
  return (await listMilestones(db, auth, current.projectId)).find((entry) => entry.id === id) as Milestone;
}

export async function deleteMilestone(db: Db, auth: AuthContext, id: string) {
  const current = await getMilestoneOrThrow(db, auth, id);
  const orgId = await editableProject(db, auth, current.projectId);
  await db.delete(milestones).where(and(eq(milestones.id, id), eq(milestones.organizationId, orgId)));
  await publishTaskChange(db, orgId, [current.projectId], 'project');
}

/** Milestones of the projects the caller sees, as all-day items of the organization calendar. */
export async function milestonesInRange(db: Db, auth: AuthContext, fromDay: string, toDay: string) {
  const canSee = ['tasks.view', 'tasks.view_all', 'projects.create', 'projects.report'].some((key) =>
    auth.permissions.has(key as 'tasks.view'),
  );
  if (!canSee || !auth.orgId) return [];
  const { where } = await projectVisibility(db, auth);
  const rows = await db
    .select({
      id: milestones.id,
      name: milestones.name,
      date: milestones.date,
      projectId: projects.id,
      key: projects.key,
      isDone: milestones.isDone,
    })
    .from(milestones)
    .innerJoin(projects, eq(projects.id, milestones.projectId))
    .where(
      and(
        where,
        eq(milestones.organizationId, auth.orgId),
        gte(milestones.date, fromDay),
        lte(milestones.date, toDay),
      ),
    )
    .orderBy(asc(milestones.date))
    .limit(1000);
  return rows.map((row) => ({
    id: `milestone:${row.id}`,
    type: 'milestone' as const,
    title: `${row.key}: ${row.name}${row.isDone ? ' (done)' : ''}`,
    start: row.date,
    end: null,
    allDay: true,
    link: `/app/projects/${row.projectId}`,
    eventType: null,
  }));
}
