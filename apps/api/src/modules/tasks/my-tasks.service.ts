import { MY_TASK_GROUPS, MY_TASKS_MAX, type MyTasks, myTaskGroup, type Task } from '@taskflow/shared';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projects, tasks } from '../../db/schema';
import { addCalendarDays, personToday, weekStartOf } from '../../lib/organization-calendar';
import { reachOf, reportingTree } from '../../lib/reach';
import type { AuthContext } from '../../plugins/types';
import { selectTasks, toTask } from './task-row';

/**
 * Whether the caller sees others' tasks by default (the Task List's scope would be wider than "mine"):
 * View All Tasks, someone reporting to them, or a project they lead. Without it, My tasks is their Tasks.
 */
async function hasTeamReach(db: Db, auth: AuthContext, orgId: string) {
  if (auth.permissions.has('tasks.view_all')) return true;
  const [tree, led] = await Promise.all([
    reportingTree(db, orgId, auth.userId),
    db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.organizationId, orgId), eq(projects.leadId, auth.userId)))
      .limit(1),
  ]);
  return tree.length > 1 || led.length > 0;
}

/** My tasks: the caller's open tasks by due date, grouped Overdue, Today, This week, Later (tasks.view). */
export async function listMyTasks(db: Db, auth: AuthContext): Promise<MyTasks> {
  const reach = await reachOf(db, auth, 'mine');
  // The caller's own day (decision 050): their Today is the day their timesheet and the assistant call today.
  const today = await personToday(db, reach.orgId, auth.userId);
  const weekEnd = addCalendarDays(weekStartOf(today), 6);
  const mine = and(
    eq(tasks.organizationId, reach.orgId),
    eq(tasks.assigneeId, auth.userId),
    ne(tasks.status, 'Completed'),
  );
  const [rows, [counted], teamReach] = await Promise.all([
    selectTasks(db)
      .where(mine)
      .orderBy(asc(tasks.dueDate), asc(tasks.priority), asc(tasks.id))
      .limit(MY_TASKS_MAX),
    db.select({ total: count() }).from(tasks).where(mine),
    hasTeamReach(db, auth, reach.orgId),
  ]);
  const byGroup = new Map<string, Task[]>();
  for (const row of rows) {
    const task = toTask(row, today);
    const key = myTaskGroup(task.dueDate, today, weekEnd);
    const group = byGroup.get(key);
    if (group) group.push(task);
    else byGroup.set(key, [task]);
  }
  return {
    today,
    weekEnd,
    total: counted?.total ?? rows.length,
    hasTeamReach: teamReach,
    groups: MY_TASK_GROUPS.map((group) => ({ ...group, tasks: byGroup.get(group.key) ?? [] })),
  };
}
