import {
  addCalendarDays,
  type CalendarItem,
  TASK_CALENDAR_LIMIT,
  type TaskCalendar,
  type TaskCalendarQuery,
} from '@taskflow/shared';
import { and, asc, eq, gte, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { milestones, projectMembers, projects, tasks, users } from '../../db/schema';
import type { IcsEvent } from '../../lib/icalendar';
import { projectVisibility, reachOf, taskScope } from '../../lib/reach';
import type { AuthContext } from '../../plugins/types';
import { getProjectOrThrow } from '../projects';

/**
 * The project and "My tasks" calendars: tasks within the caller's reach by due date (filtered by project
 * and assignee) and the milestones of the projects they see, over a range of days.
 */
export async function getTaskCalendar(
  db: Db,
  auth: AuthContext,
  query: TaskCalendarQuery,
): Promise<TaskCalendar> {
  const reach = await reachOf(db, auth);
  if (query.projectId) await getProjectOrThrow(db, auth, query.projectId);
  const visibleProjects = await projectVisibility(db, auth);
  const [taskRows, milestoneRows] = await Promise.all([
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
        projectId: tasks.projectId,
      })
      .from(tasks)
      .innerJoin(users, eq(users.id, tasks.assigneeId))
      .where(
        and(
          taskScope(reach),
          gte(tasks.dueDate, query.from),
          lte(tasks.dueDate, query.to),
          query.projectId ? eq(tasks.projectId, query.projectId) : undefined,
          query.assigneeId ? eq(tasks.assigneeId, query.assigneeId) : undefined,
        ),
      )
      .orderBy(asc(tasks.dueDate), asc(tasks.id))
      .limit(TASK_CALENDAR_LIMIT + 1),
    db
      .select({
        id: milestones.id,
        name: milestones.name,
        date: milestones.date,
        isDone: milestones.isDone,
        projectId: milestones.projectId,
        projectName: projects.name,
      })
      .from(milestones)
      .innerJoin(projects, eq(projects.id, milestones.projectId))
      .where(
        and(
          visibleProjects.where,
          gte(milestones.date, query.from),
          lte(milestones.date, query.to),
          query.projectId ? eq(milestones.projectId, query.projectId) : undefined,
          // One person's calendar: the milestones of the projects they lead or belong to.
          query.assigneeId
            ? or(
                eq(projects.leadId, query.assigneeId),
                sql`exists (select 1 from ${projectMembers} where ${projectMembers.projectId} = ${projects.id} and ${projectMembers.userId} = ${query.assigneeId})`,
              )
            : undefined,
        ),
      )
      .orderBy(asc(milestones.date))
      .limit(TASK_CALENDAR_LIMIT),
  ]);
  return {
    tasks: taskRows.slice(0, TASK_CALENDAR_LIMIT).map((row) => ({
      id: row.id,
      displayId: row.displayId,
      title: row.title,
      status: row.status,
      startDate: row.startDate,
      dueDate: row.dueDate,
      assignee: { id: row.assigneeId, name: row.assigneeName },
      projectId: row.projectId,
    })),
    milestones: milestoneRows,
    isTruncated: taskRows.length > TASK_CALENDAR_LIMIT,
    canEdit: auth.permissions.has('tasks.edit'),
  };
}

/** The organization calendar's share of tasks: the caller's own open tasks on their due dates. */
export async function ownTaskCalendarItems(
  db: Db,
  auth: AuthContext,
  fromDay: string,
  toDay: string,
): Promise<CalendarItem[]> {
  if (!auth.orgId || !auth.permissions.has('tasks.view')) return [];
  const rows = await db
    .select({ id: tasks.id, displayId: tasks.displayId, title: tasks.title, dueDate: tasks.dueDate })
    .from(tasks)
    .where(
      and(
        eq(tasks.organizationId, auth.orgId),
        eq(tasks.assigneeId, auth.userId),
        ne(tasks.status, 'Completed'),
        gte(tasks.dueDate, fromDay),
        lte(tasks.dueDate, toDay),
      ),
    )
    .orderBy(asc(tasks.dueDate))
    .limit(TASK_CALENDAR_LIMIT);
  return rows.map((row) => ({
    id: `task:${row.id}`,
    type: 'task',
    title: `${row.displayId} ${row.title}`,
    start: row.dueDate,
    end: null,
    allDay: true,
    link: `/app/tasks/${row.id}`,
    eventType: null,
  }));
}

/**
 * The personal iCalendar feed's share: the person's own open tasks on their due dates, and the
 * milestones of the projects they lead or belong to.
 */
export async function ownPlanningFeedEvents(
  db: Db,
  orgId: string,
  userId: string,
  since: string,
): Promise<IcsEvent[]> {
  const [taskRows, milestoneRows] = await Promise.all([
    db
      .select({
        id: tasks.id,
        displayId: tasks.displayId,
        title: tasks.title,
        dueDate: tasks.dueDate,
        updatedAt: tasks.updatedAt,
      })
      .from(tasks)
      .where(
        and(
          eq(tasks.organizationId, orgId),
          eq(tasks.assigneeId, userId),
          ne(tasks.status, 'Completed'),
          gte(tasks.dueDate, since),
        ),
      )
      .orderBy(asc(tasks.dueDate))
      .limit(2000),
    db
      .select({
        id: milestones.id,
        name: milestones.name,
        date: milestones.date,
        projectName: projects.name,
        updatedAt: milestones.updatedAt,
      })
      .from(milestones)
      .innerJoin(projects, eq(projects.id, milestones.projectId))
      .leftJoin(
        projectMembers,
        and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, userId)),
      )
      .where(
        and(
          eq(milestones.organizationId, orgId),
          gte(milestones.date, since),
          or(eq(projects.leadId, userId), isNotNull(projectMembers.userId)),
        ),
      )
      .orderBy(asc(milestones.date))
      .limit(2000),
  ]);
  return [
    ...taskRows.map((row) => ({
      uid: `task-${row.id}@taskflow`,
      start: row.dueDate,
      end: addCalendarDays(row.dueDate, 1),
      summary: `Due: ${row.displayId} ${row.title}`,
      categories: ['Task'],
      stamp: row.updatedAt,
    })),
    ...milestoneRows.map((row) => ({
      uid: `milestone-${row.id}@taskflow`,
      start: row.date,
      end: addCalendarDays(row.date, 1),
      summary: `${row.projectName}: ${row.name}`,
      categories: ['Milestone'],
      stamp: row.updatedAt,
    })),
  ];
}
