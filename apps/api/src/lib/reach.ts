import { isUuid, type TASK_SCOPES } from '@taskflow/shared';
import { and, eq, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { narrowReads } from '../db/read-tracking';
import { projectMembers, projects, tasks, taskWatchers } from '../db/schema';
import type { AuthContext } from '../plugins/types';
import { orgOf } from './access';
import { AppError } from './app-error';
import { preparedFor } from './prepared';
import { reachMemoOf } from './reach-memo';

export const TASK_NOT_FOUND = 'Task not found';
export const PROJECT_NOT_FOUND = 'Project not found';

// Ids come from the URL: anything that is not a uuid cannot be a row (and must not reach SQL as one).
// The check is shared with the web's filters; the API's modules ask here.
export { isUuid };

/** A URL id that is not a uuid cannot be a row: 404 with the row's own message, without asking the database. */
export function assertId(id: string, notFound: string) {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', notFound);
}

/**
 * Whose tasks a caller reaches. Employees: tasks assigned to them or that they watch. Managers: also
 * their reporting tree's tasks and the tasks of projects they lead. View All Tasks: every task.
 */
export interface Reach {
  orgId: string;
  userId: string;
  scope: (typeof TASK_SCOPES)[number];
  /** The caller and everyone below them in the reporting tree (scope 'team'). */
  teamIds: readonly string[];
  /** Tasks the caller watches (scopes 'mine' and 'team'). */
  watchedIds: readonly string[];
  /** Projects the caller leads (scope 'team'). */
  ledProjectIds: readonly string[];
  /**
   * The watched tasks were not read ahead (`watchedIds` is empty): the query tests the task's watcher row
   * instead. For reads of one task by id, where that costs less than reading the whole watch list.
   */
  watchedInQuery?: true;
}

/**
 * The caller and everyone below them in the reporting tree (kept for reads: lib/reach-memo.ts).
 * `asHeard`: for a listener of the live events, as of the event it handles (`getAsHeard`).
 */
export function reportingTree(
  db: Db,
  orgId: string,
  userId: string,
  options: { asHeard?: true } = {},
): Promise<string[]> {
  const memo = reachMemoOf(db);
  const read = () => readReportingTree(db, orgId, userId);
  if (!memo) return read();
  const key = `tree\n${userId}`;
  return options.asHeard ? memo.getAsHeard(orgId, 'users', key, read) : memo.get(orgId, 'users', key, read);
}

async function readReportingTree(db: Db, orgId: string, userId: string): Promise<string[]> {
  const result = await db.execute(sql`
    with recursive tree(id, depth) as (
      select id, 0 from users where id = ${userId} and organization_id = ${orgId}
      union all
      select u.id, t.depth + 1 from users u join tree t on u.manager_id = t.id
      where u.organization_id = ${orgId} and t.depth < 50
    )
    select distinct id from tree`);
  return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
}

/**
 * The widest scope the caller holds, or the one asked for when it is within it. Reading tasks needs
 * tasks.view; asking for `all` needs tasks.view_all too (403 otherwise, it is an explicit request).
 */
export async function reachOf(
  db: Db,
  auth: AuthContext,
  asked?: Reach['scope'],
  permission: 'tasks.view' | 'tasks.edit' | 'tasks.delete' | 'tasks.create' = 'tasks.view',
  options: { watchedInQuery?: true } = {},
): Promise<Reach> {
  const orgId = orgOf(auth);
  if (!auth.permissions.has(permission))
    throw new AppError('FORBIDDEN', 'You do not have permission to do this');
  const canAll = auth.permissions.has('tasks.view_all');
  if (asked === 'all' && !canAll)
    throw new AppError('FORBIDDEN', 'You do not have permission to see all tasks');
  const scope = asked ?? (canAll ? 'all' : 'team');
  if (scope === 'all')
    return { orgId, userId: auth.userId, scope, teamIds: [auth.userId], watchedIds: [], ledProjectIds: [] };
  const [teamIds, watched, ledProjectIds] = await Promise.all([
    scope === 'team' ? reportingTree(db, orgId, auth.userId) : [auth.userId],
    options.watchedInQuery ? [] : watchedTasks(db).execute({ userId: auth.userId, orgId }),
    scope === 'team' ? ledProjects(db, orgId, auth.userId) : [],
  ]);
  return {
    orgId,
    userId: auth.userId,
    scope,
    teamIds,
    watchedIds: watched.map((row) => row.id),
    ledProjectIds,
    ...(options.watchedInQuery ? { watchedInQuery: true } : {}),
  };
}

/** The tasks a person watches: read by nearly every request about tasks, so prepared (planned once). */
const watchedTasks = preparedFor((db) =>
  db
    .select({ id: taskWatchers.taskId })
    .from(taskWatchers)
    .where(
      and(
        eq(taskWatchers.userId, sql.placeholder('userId')),
        eq(taskWatchers.organizationId, sql.placeholder('orgId')),
      ),
    )
    .prepare('watched_tasks'),
);

/** The projects `userId` leads (kept for reads: lib/reach-memo.ts). */
function ledProjects(db: Db, orgId: string, userId: string): Promise<string[]> {
  const read = async () =>
    (
      await db
        .select({ id: projects.id })
        .from(projects)
        .where(and(eq(projects.organizationId, orgId), eq(projects.leadId, userId)))
    ).map((row) => row.id);
  const memo = reachMemoOf(db);
  return memo ? memo.get(orgId, 'projects', `led\n${userId}`, read) : read();
}

/**
 * Keys that cover every task a read of `reach` can answer with these filters (KEYED_TABLES in
 * lib/read-cache.ts): a project filter is covered by its project, an assignee filter by that person,
 * any other read within a reach by its people, watched tasks and led projects. Undefined when the read
 * may answer with any task of the organization. A change to a task names its assignee, its project
 * and itself, before and after (migration 0029), so a task entering or leaving the read is a change
 * to one of these keys.
 */
export function taskKeys(
  reach: Reach,
  filters: { projectId?: string; assigneeId?: string } = {},
): string[] | undefined {
  if (filters.projectId) return [`p:${filters.projectId}`];
  if (filters.assigneeId) return [`u:${filters.assigneeId}`];
  // Its watched tasks are not known ahead (`watchedInQuery`): no keys cover them.
  if (reach.scope === 'all' || reach.watchedInQuery) return undefined;
  const people = reach.scope === 'mine' ? [reach.userId] : reach.teamIds;
  return [
    ...people.map((id) => `u:${id}`),
    ...reach.watchedIds.map((id) => `t:${id}`),
    ...(reach.scope === 'team' ? reach.ledProjectIds.map((id) => `p:${id}`) : []),
  ];
}

/**
 * For a kept answer (plugins/read-cache.ts): the read named only the tasks `taskKeys` covers, and of
 * the watchers only the caller's own (`reachOf`). Only for reads that name no other task or watcher.
 */
export function narrowToReach(reach: Reach, filters: { projectId?: string; assigneeId?: string } = {}) {
  narrowReads('task_watchers', [`u:${reach.userId}`]);
  const keys = taskKeys(reach, filters);
  if (keys) narrowReads('tasks', keys);
}

/**
 * How a value enters a query: as a bound parameter (the default), or, in a prepared statement, as a
 * placeholder named after it (the Task List records the names to tell its statements apart).
 */
export type Bind = (name: string, value: unknown) => SQL | Placeholder;
export const asParam: Bind = (_name, value) => sql`${sql.param(value)}`;

/** The SQL condition "this task is within reach" (besides the organization). */
export function taskVisible(reach: Reach, bind: Bind = asParam): SQL | undefined {
  if (reach.scope === 'all') return undefined;
  // Three indexed conditions on arrays (assignees, watched task ids, led projects): the planner combines
  // their index scans (BitmapOr) instead of testing subqueries against every task.
  const assigneeIds = reach.scope === 'mine' ? [reach.userId] : reach.teamIds;
  return or(
    sql`${tasks.assigneeId} = any(${bind('assigneeIds', assigneeIds)}::uuid[])`,
    reach.watchedInQuery
      ? sql`exists (select 1 from ${taskWatchers} where ${taskWatchers.taskId} = ${tasks.id} and ${taskWatchers.userId} = ${bind('watcherId', reach.userId)})`
      : sql`${tasks.id} = any(${bind('watchedIds', reach.watchedIds)}::uuid[])`,
    reach.scope === 'team'
      ? sql`${tasks.projectId} = any(${bind('ledProjectIds', reach.ledProjectIds)}::uuid[])`
      : undefined,
  );
}

export function taskScope(reach: Reach, bind: Bind = asParam): SQL {
  return and(eq(tasks.organizationId, bind('orgId', reach.orgId)), taskVisible(reach, bind)) as SQL;
}

/**
 * Projects a caller sees: all with View All Tasks or Create Project; else those they lead, joined or whose
 * lead reports to them. `team`: the caller's reporting tree when the caller has read it already.
 */
export async function projectVisibility(
  db: Db,
  auth: AuthContext,
  team?: readonly string[],
): Promise<{ orgId: string; where: SQL }> {
  const orgId = orgOf(auth);
  const canSee = ['tasks.view', 'tasks.view_all', 'projects.create', 'projects.report'].some((key) =>
    auth.permissions.has(key as 'tasks.view'),
  );
  if (!canSee) throw new AppError('FORBIDDEN', 'You do not have permission to do this');
  if (auth.permissions.has('tasks.view_all') || auth.permissions.has('projects.create')) {
    return { orgId, where: eq(projects.organizationId, orgId) };
  }
  const tree = team ?? (await reportingTree(db, orgId, auth.userId));
  return {
    orgId,
    where: and(
      eq(projects.organizationId, orgId),
      or(
        // One array parameter, not one per person: a large tree's list is parsed and planned once.
        sql`${projects.leadId} = any(${sql.param(tree.length ? [...tree] : [auth.userId])}::uuid[])`,
        eq(projects.createdById, auth.userId),
        sql`exists (select 1 from ${projectMembers} where ${projectMembers.projectId} = ${projects.id} and ${projectMembers.userId} = ${auth.userId})`,
      ),
    ) as SQL,
  };
}
