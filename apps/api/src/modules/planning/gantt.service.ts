import {
  addCalendarDays,
  formatCalendarDate,
  type Gantt,
  type GanttQuery,
  type GanttTask,
  isWorkingDay,
} from '@taskflow/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { milestones, subtasks, taskDependencies, tasks, users } from '../../db/schema';
import { organizationCalendar, personToday, workingCalendarOf } from '../../lib/organization-calendar';
import { reachOf, taskScope } from '../../lib/reach';
import type { AuthContext } from '../../plugins/types';
import { approvedLeaveDays } from '../leave';
import { getProjectOrThrow } from '../projects';
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
 * One window of a project's Gantt: the caller's reachable tasks of the project in the chart's row order
 * (start, then due date, then id, so every window of one dataset is a slice of one order), with their
 * subtasks, the links touching them, and the whole chart's frame (range, total rows, milestones,
 * non-working days: small, and the same in every window, so the first answer sizes the chart).
 */
export async function projectGantt(
  db: Db,
  auth: AuthContext,
  projectId: string,
  slice: GanttQuery,
): Promise<Gantt> {
  const reach = await reachOf(db, auth);
  const { orgId, entry } = await getProjectOrThrow(db, auth, projectId);
  const inProject = and(taskScope(reach), eq(tasks.projectId, projectId));
  const [[span], taskRows, milestoneRows, organization] = await Promise.all([
    // The range and the row count of every reachable task, not only the window's.
    db
      .select({
        total: sql<number>`count(*)::int`,
        from: sql<string | null>`min(least(${tasks.startDate}, ${tasks.dueDate}))::text`,
        to: sql<string | null>`max(greatest(${tasks.startDate}, ${tasks.dueDate}))::text`,
      })
      .from(tasks)
      .where(inProject),
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
      .orderBy(sql`coalesce(${tasks.startDate}, ${tasks.dueDate})`, asc(tasks.dueDate), asc(tasks.id))
      .limit(slice.limit)
      .offset(slice.offset),
    db
      .select({ id: milestones.id, name: milestones.name, date: milestones.date, isDone: milestones.isDone })
      .from(milestones)
      .where(and(eq(milestones.organizationId, orgId), eq(milestones.projectId, projectId)))
      .orderBy(asc(milestones.date)),
    organizationCalendar(db, orgId),
  ]);

  const days = [
    entry.project.startDate,
    entry.project.targetEndDate,
    ...[span?.from, span?.to].filter((day): day is string => !!day),
    ...milestoneRows.map((milestone) => milestone.date),
  ].sort();
  const from = days[0] as string;
  const to = days[days.length - 1] as string;
  const shadedTo = [to, addCalendarDays(from, MAX_SHADED_DAYS)].sort()[0] as string;
  const ids = taskRows.map((row) => row.id);
  // One array parameter, not one per row: every window's reads are the same statement.
  const windowIds = sql`${sql.param(ids)}::uuid[]`;
  const [stepRows, linkRows, calendar, leave] = await Promise.all([
    ids.length
      ? db
          .select({
            taskId: subtasks.taskId,
            id: subtasks.id,
            title: subtasks.title,
            isDone: subtasks.isDone,
          })
          .from(subtasks)
          .innerJoin(tasks, eq(tasks.id, subtasks.taskId))
          .where(and(inProject, sql`${tasks.id} = any(${windowIds})`))
          .orderBy(asc(subtasks.taskId), asc(subtasks.position), asc(subtasks.createdAt))
      : [],
    // Links touching the window, not all of them: a large project's links would be re-sent with every
    // window. Each carries its other end's dates, so its conflict is judged here even when that end's
    // row is in another window. Both ends must be reachable: links into hidden tasks stay hidden.
    ids.length
      ? db
          .select({
            id: taskDependencies.id,
            predecessorId: taskDependencies.predecessorId,
            successorId: taskDependencies.successorId,
            lagDays: taskDependencies.lagDays,
            predecessorDisplayId: predecessorTasks.displayId,
            predecessorDue: predecessorTasks.dueDate,
            successorDisplayId: tasks.displayId,
            successorStart: sql<string>`coalesce(${tasks.startDate}, ${tasks.dueDate})::text`,
          })
          .from(taskDependencies)
          .innerJoin(tasks, eq(tasks.id, taskDependencies.successorId))
          .innerJoin(predecessorTasks, eq(predecessorTasks.id, taskDependencies.predecessorId))
          .where(
            and(
              eq(taskDependencies.organizationId, orgId),
              inProject,
              inArray(
                taskDependencies.predecessorId,
                db.select({ id: tasks.id }).from(tasks).where(inProject),
              ),
              sql`(${taskDependencies.predecessorId} = any(${windowIds}) or ${taskDependencies.successorId} = any(${windowIds}))`,
            ),
          )
          .orderBy(asc(taskDependencies.id))
      : [],
    workingCalendarOf(db, orgId, from, shadedTo),
    approvedLeaveDays(db, orgId, [...new Set(taskRows.map((row) => row.assigneeId))], from, to),
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
  const checkedLinks = linkRows.map(
    ({ predecessorDisplayId, predecessorDue, successorDisplayId, successorStart, ...link }) => ({
      ...link,
      conflict:
        successorStart <= latestBlockedDay(predecessorDue, link.lagDays, calendar)
          ? `${successorDisplayId} starts ${formatCalendarDate(successorStart)}, before ${predecessorDisplayId} ends on ${formatCalendarDate(predecessorDue)}${link.lagDays ? ` plus ${link.lagDays} working days` : ''}`
          : null,
    }),
  );
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
    // One "today" (`personToday`): the reader's zone, else the organization's, as every calendar shows it.
    today: await personToday(db, orgId, auth.userId),
    workWeek: organization.workWeek,
    tasks: ganttTasks,
    window: { ...slice, total: span?.total ?? 0 },
    milestones: milestoneRows,
    dependencies: checkedLinks,
    nonWorkingDays,
    canEdit: auth.permissions.has('tasks.edit'),
  };
}
