import {
  addCalendarDays,
  formatCalendarDate,
  type Gantt,
  type GanttTask,
  isWorkingDay,
} from '@taskflow/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { milestones, subtasks, taskDependencies, tasks, users } from '../../db/schema';
import { organizationCalendar } from '../../lib/organization-calendar';
import { reachOf, taskScope } from '../../lib/reach';
import { todayOfUser } from '../../lib/today';
import type { AuthContext } from '../../plugins/types';
import { approvedLeaveDays } from '../leave/leave-availability';
import { getProjectOrThrow } from '../projects/projects.service';
import { workingCalendarOf } from './calendar';
import { latestBlockedDay } from './schedule.service';

/** Shading stops this many days after the range starts: a stray far-future date must not list decades. */
const MAX_SHADED_DAYS = 3 * 366;

/** Progress without subtasks: by status (In Progress is taken as half done). */
const STATUS_PROGRESS: Record<string, number> = {
  Pending: 0,
  'On Hold': 0,
  'In Progress': 50,
  Completed: 100,
};

function progressOf(status: string, steps: { isDone: boolean }[]) {
  if (status === 'Completed') return 100;
  if (steps.length) return Math.round((steps.filter((step) => step.isDone).length / steps.length) * 100);
  return STATUS_PROGRESS[status] ?? 0;
}

const predecessorTasks = alias(tasks, 'predecessor');

/**
 * One project's Gantt in one request: the caller's reachable tasks of the project with their subtasks,
 * its milestones, the links between those tasks, and the non-working days of the span. Each read is one
 * indexed query (tasks by organization and project, subtasks and links by task).
 */
export async function projectGantt(db: Db, auth: AuthContext, projectId: string): Promise<Gantt> {
  const reach = await reachOf(db, auth);
  const { orgId, entry } = await getProjectOrThrow(db, auth, projectId);
  const inProject = and(taskScope(reach), eq(tasks.projectId, projectId));
  const [taskRows, stepRows, milestoneRows, linkRows, organization] = await Promise.all([
    db
      .select({
        id: tasks.id,
        displayId: tasks.displayId,
        title: tasks.title,
        status: tasks.status,
        startDate: tasks.startDate,
        dueDate: tasks.dueDate,
        assigneeId: tasks.assigneeId,
        assigneeName: users.name,
      })
      .from(tasks)
      .innerJoin(users, eq(users.id, tasks.assigneeId))
      .where(inProject)
      .orderBy(sql`coalesce(${tasks.startDate}, ${tasks.dueDate})`, asc(tasks.dueDate), asc(tasks.id)),
    db
      .select({ taskId: subtasks.taskId, id: subtasks.id, title: subtasks.title, isDone: subtasks.isDone })
      .from(subtasks)
      .innerJoin(tasks, eq(tasks.id, subtasks.taskId))
      .where(inProject)
      .orderBy(asc(subtasks.taskId), asc(subtasks.position), asc(subtasks.createdAt)),
    db
      .select({ id: milestones.id, name: milestones.name, date: milestones.date, isDone: milestones.isDone })
      .from(milestones)
      .where(and(eq(milestones.organizationId, orgId), eq(milestones.projectId, projectId)))
      .orderBy(asc(milestones.date)),
    db
      .select({
        id: taskDependencies.id,
        predecessorId: taskDependencies.predecessorId,
        successorId: taskDependencies.successorId,
        lagDays: taskDependencies.lagDays,
      })
      .from(taskDependencies)
      .innerJoin(tasks, eq(tasks.id, taskDependencies.successorId))
      .innerJoin(predecessorTasks, eq(predecessorTasks.id, taskDependencies.predecessorId))
      .where(
        and(eq(taskDependencies.organizationId, orgId), inProject, eq(predecessorTasks.projectId, projectId)),
      ),
    organizationCalendar(db, orgId),
  ]);

  const stepsByTask = new Map<string, GanttTask['subtasks']>();
  for (const step of stepRows) {
    const steps = stepsByTask.get(step.taskId) ?? [];
    steps.push({ id: step.id, title: step.title, isDone: step.isDone });
    stepsByTask.set(step.taskId, steps);
  }
  const ganttTasks: GanttTask[] = taskRows.map((row) => {
    const steps = stepsByTask.get(row.id) ?? [];
    return {
      id: row.id,
      displayId: row.displayId,
      title: row.title,
      status: row.status,
      startDate: row.startDate ?? row.dueDate,
      dueDate: row.dueDate,
      hasStartDate: row.startDate !== null,
      progress: progressOf(row.status, steps),
      assignee: { id: row.assigneeId, name: row.assigneeName },
      assigneeLeaveDays: [],
      subtasks: steps,
    };
  });
  // Links into tasks the caller cannot see are left out with those tasks.
  const shown = new Set(ganttTasks.map((task) => task.id));
  const dependencies = linkRows.filter((link) => shown.has(link.predecessorId));

  const days = [
    entry.project.startDate,
    entry.project.targetEndDate,
    ...ganttTasks.flatMap((task) => [task.startDate, task.dueDate]),
    ...milestoneRows.map((milestone) => milestone.date),
  ].sort();
  const from = days[0] as string;
  const to = days[days.length - 1] as string;
  const shadedTo = [to, addCalendarDays(from, MAX_SHADED_DAYS)].sort()[0] as string;
  const [calendar, leave] = await Promise.all([
    workingCalendarOf(db, orgId, from, shadedTo),
    approvedLeaveDays(db, orgId, [...new Set(ganttTasks.map((task) => task.assignee.id))], from, to),
  ]);
  // Leave-aware planning: a task's row names the days its assignee is away while it runs.
  for (const task of ganttTasks) {
    const away = leave.get(task.assignee.id);
    if (!away) continue;
    for (const day of away.keys())
      if (day >= task.startDate && day <= task.dueDate) task.assigneeLeaveDays.push(day);
    task.assigneeLeaveDays.sort();
  }
  // A link the dates break (a due date moved without shifting, a start set by hand) is named on the
  // chart in words, beside its colour.
  const byId = new Map(ganttTasks.map((task) => [task.id, task]));
  const checkedLinks = dependencies.map((link) => {
    const predecessor = byId.get(link.predecessorId);
    const successor = byId.get(link.successorId);
    const isBroken =
      predecessor &&
      successor &&
      successor.startDate <= latestBlockedDay(predecessor.dueDate, link.lagDays, calendar);
    return {
      ...link,
      conflict:
        isBroken && predecessor && successor
          ? `${successor.displayId} starts ${formatCalendarDate(successor.startDate)}, before ${predecessor.displayId} ends on ${formatCalendarDate(predecessor.dueDate)}${link.lagDays ? ` plus ${link.lagDays} working days` : ''}`
          : null,
    };
  });
  const nonWorkingDays: Gantt['nonWorkingDays'] = [];
  for (let day = from; day <= shadedTo; day = addCalendarDays(day, 1)) {
    if (!isWorkingDay(day, calendar))
      nonWorkingDays.push({ date: day, holiday: calendar.names.get(day) ?? null });
  }

  return {
    project: {
      id: entry.project.id,
      key: entry.project.key,
      name: entry.project.name,
      startDate: entry.project.startDate,
      targetEndDate: entry.project.targetEndDate,
    },
    range: { from, to },
    // One "today" (lib/today.ts): the reader's zone, else the organization's, as every calendar shows it.
    today: await todayOfUser(db, orgId, auth.userId),
    workWeek: organization.workWeek,
    tasks: ganttTasks,
    milestones: milestoneRows,
    dependencies: checkedLinks,
    nonWorkingDays,
    canEdit: auth.permissions.has('tasks.edit'),
  };
}
