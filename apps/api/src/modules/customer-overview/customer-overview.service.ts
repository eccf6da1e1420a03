import { addCalendarDays, CUSTOMER_DEADLINE_DAYS, type CustomerOverview } from '@taskflow/shared';
import { and, asc, between, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { milestones, projects, taskHistory, tasks, timeEntries, users } from '../../db/schema';
import { requirePermission } from '../../lib/access';
import { organizationToday } from '../../lib/organization-calendar';
import { projectVisibility, reachOf, taskScope } from '../../lib/reach';
import type { AuthContext } from '../../plugins/types';
import { getCustomerOrThrow } from '../customers';
import {
  entriesInReach,
  isFinishedEntry,
  organizationSettings,
  peopleInReach,
  roundedMinutesSql,
  unbilledOfCustomer,
} from '../time';

const OPEN_TASKS_SHOWN = 15;
const DEADLINES_SHOWN = 12;
const ACTIVITY_SHOWN = 12;

const isOpen = ne(tasks.status, 'Completed');

/**
 * The customer page: every figure computed in SQL and limited to what the reader may see. Customers
 * View opens it; projects follow project visibility, tasks and their activity the reader's task reach,
 * hours the reader's time reach (all of it for billing holders), and unbilled time and amount need
 * Rates and Billing (time.billing). A part the reader may not see comes back empty or null.
 */
export async function getCustomerOverview(db: Db, auth: AuthContext, id: string): Promise<CustomerOverview> {
  const orgId = requirePermission(auth, 'customers.view');
  const customer = await getCustomerOrThrow(db, orgId, id);
  const today = await organizationToday(db, orgId);
  const horizon = addCalendarDays(today, CUSTOMER_DEADLINE_DAYS);

  const canSeeProjects = ['tasks.view', 'tasks.view_all', 'projects.create', 'projects.report'].some((key) =>
    auth.permissions.has(key as 'tasks.view'),
  );
  const canSeeTasks = auth.permissions.has('tasks.view');
  const canBill = auth.permissions.has('time.billing');
  const canSeeHours = canBill || auth.permissions.has('time.track');

  const [projectRows, taskPart, hours, billing] = await Promise.all([
    canSeeProjects ? customerProjects(db, auth, customer.id, today) : [],
    canSeeTasks ? customerTasks(db, auth, customer.id, today, horizon) : null,
    canSeeHours ? hoursThisMonth(db, auth, orgId, customer.id, today, canBill) : null,
    canBill ? unbilledOfCustomer(db, orgId, customer.id) : null,
  ]);

  const projectIds = projectRows.map((project) => project.id);
  const milestoneRows = projectIds.length
    ? await db
        .select({
          id: milestones.id,
          name: milestones.name,
          date: milestones.date,
          projectId: milestones.projectId,
        })
        .from(milestones)
        .where(
          and(
            eq(milestones.organizationId, orgId),
            inArray(milestones.projectId, projectIds),
            eq(milestones.isDone, false),
            between(milestones.date, today, horizon),
          ),
        )
        .orderBy(asc(milestones.date))
        .limit(DEADLINES_SHOWN)
    : [];

  const deadlines: CustomerOverview['deadlines'] = [
    ...(taskPart?.upcoming ?? []).map((task) => ({
      kind: 'task' as const,
      id: task.id,
      title: `${task.displayId} ${task.title}`,
      date: task.dueDate,
      link: `/app/tasks/${task.id}`,
    })),
    ...milestoneRows.map((milestone) => ({
      kind: 'milestone' as const,
      id: milestone.id,
      title: milestone.name,
      date: milestone.date,
      link: `/app/projects/${milestone.projectId}/milestones`,
    })),
    ...projectRows
      .filter(
        (project) =>
          project.targetEndDate >= today &&
          project.targetEndDate <= horizon &&
          !['Completed', 'Cancelled'].includes(project.status),
      )
      .map((project) => ({
        kind: 'project' as const,
        id: project.id,
        title: project.name,
        date: project.targetEndDate,
        link: `/app/projects/${project.id}`,
      })),
  ]
    .sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title))
    .slice(0, DEADLINES_SHOWN);

  return {
    today,
    projects: projectRows,
    tasks: taskPart
      ? { open: taskPart.open, overdue: taskPart.overdue, items: taskPart.items }
      : { open: 0, overdue: 0, items: [] },
    deadlines,
    hours,
    billing: billing
      ? {
          currency: billing.currency,
          minutes: billing.minutes,
          amount: billing.amount,
          entryCount: billing.entryCount,
          unratedEntryCount: billing.unratedEntryCount,
        }
      : null,
    activity: taskPart?.activity ?? [],
  };
}

/** The customer's projects the reader sees (archived ones left out), with open and overdue task counts. */
async function customerProjects(db: Db, auth: AuthContext, customerId: string, today: string) {
  const { where } = await projectVisibility(db, auth);
  const rows = await db
    .select({
      id: projects.id,
      key: projects.key,
      name: projects.name,
      status: projects.status,
      targetEndDate: projects.targetEndDate,
      // Counted over all the project's tasks, as the project page's progress counts them. Written with the
      // table named: in a one-table select the builder leaves columns unqualified, which the subquery
      // would read as its own.
      openTasks: sql<number>`(select count(*)::int from tasks t where t.organization_id = "projects"."organization_id" and t.project_id = "projects"."id" and t.status <> 'Completed')`,
      overdueTasks: sql<number>`(select count(*)::int from tasks t where t.organization_id = "projects"."organization_id" and t.project_id = "projects"."id" and t.status <> 'Completed' and t.due_date < ${today})`,
    })
    .from(projects)
    .where(and(where, eq(projects.customerId, customerId), eq(projects.isArchived, false)))
    .orderBy(asc(sql`lower(${projects.name})`));
  return rows.map((row) => ({
    ...row,
    openTasks: Number(row.openTasks),
    overdueTasks: Number(row.overdueTasks),
  }));
}

/** Open and overdue counts, the open tasks most due first, those due before `horizon`, and recent history. */
async function customerTasks(db: Db, auth: AuthContext, customerId: string, today: string, horizon: string) {
  const isOverdue = sql<boolean>`${tasks.dueDate} < ${today}`;
  const reach = await reachOf(db, auth);
  const mine = and(taskScope(reach), eq(tasks.customerId, customerId)) as SQL;
  const [[counts], openRows, upcoming, activityRows] = await Promise.all([
    db
      .select({
        open: sql<number>`(count(*) filter (where ${isOpen}))::int`,
        overdue: sql<number>`(count(*) filter (where ${isOpen} and ${isOverdue}))::int`,
      })
      .from(tasks)
      .where(mine),
    db
      .select({
        id: tasks.id,
        displayId: tasks.displayId,
        title: tasks.title,
        status: tasks.status,
        dueDate: tasks.dueDate,
        isOverdue,
        assigneeId: users.id,
        assigneeName: users.name,
        projectName: projects.name,
      })
      .from(tasks)
      .leftJoin(users, eq(users.id, tasks.assigneeId))
      .leftJoin(projects, eq(projects.id, tasks.projectId))
      .where(and(mine, isOpen))
      .orderBy(asc(tasks.dueDate), asc(tasks.displayId))
      .limit(OPEN_TASKS_SHOWN),
    db
      .select({ id: tasks.id, displayId: tasks.displayId, title: tasks.title, dueDate: tasks.dueDate })
      .from(tasks)
      .where(and(mine, isOpen, sql`${tasks.dueDate} between ${today} and ${horizon}`))
      .orderBy(asc(tasks.dueDate), asc(tasks.displayId))
      .limit(DEADLINES_SHOWN),
    db
      .select({
        id: taskHistory.id,
        at: taskHistory.createdAt,
        actorName: users.name,
        action: taskHistory.action,
        field: taskHistory.field,
        taskId: tasks.id,
        displayId: tasks.displayId,
        title: tasks.title,
      })
      .from(taskHistory)
      .innerJoin(tasks, eq(tasks.id, taskHistory.taskId))
      .leftJoin(users, eq(users.id, taskHistory.actorId))
      .where(and(mine, eq(taskHistory.organizationId, reach.orgId)))
      .orderBy(desc(taskHistory.createdAt), desc(taskHistory.id))
      .limit(ACTIVITY_SHOWN),
  ]);
  const items = openRows.map((row) => ({
    id: row.id,
    displayId: row.displayId,
    title: row.title,
    status: row.status,
    dueDate: row.dueDate,
    isOverdue: Boolean(row.isOverdue),
    assignee: row.assigneeId && row.assigneeName ? { id: row.assigneeId, name: row.assigneeName } : null,
    projectName: row.projectName,
  }));
  return {
    open: Number(counts?.open ?? 0),
    overdue: Number(counts?.overdue ?? 0),
    items,
    upcoming,
    activity: activityRows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actorName: row.actorName,
      action: row.action,
      field: row.field,
      task: { id: row.taskId, displayId: row.displayId, title: row.title },
    })),
  };
}

/** Minutes worked for the customer this calendar month (the organization's), rounded as totals are. */
async function hoursThisMonth(
  db: Db,
  auth: AuthContext,
  orgId: string,
  customerId: string,
  today: string,
  isEveryone: boolean,
) {
  const from = `${today.slice(0, 8)}01`;
  const to = addCalendarDays(addCalendarDays(from, 32).slice(0, 8).concat('01'), -1);
  const { roundingMinutes } = await organizationSettings(db, orgId);
  const [row] = await db
    .select({ minutes: sql<number>`coalesce(sum(${roundedMinutesSql(roundingMinutes)}), 0)::int` })
    .from(timeEntries)
    .innerJoin(tasks, eq(tasks.id, timeEntries.taskId))
    .where(
      and(
        eq(timeEntries.organizationId, orgId),
        // Named for the tasks too, so the client's tasks are found by index (not every entry of the month joined).
        eq(tasks.organizationId, orgId),
        eq(tasks.customerId, customerId),
        isFinishedEntry,
        between(timeEntries.entryDate, from, to),
        isEveryone ? undefined : entriesInReach(await peopleInReach(db, auth)),
      ),
    );
  return { from, to, minutes: Number(row?.minutes ?? 0) };
}
