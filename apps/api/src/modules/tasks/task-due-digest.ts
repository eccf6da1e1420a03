import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tasks } from '../../db/schema';
import { defineJobHandler, type JobDeps, scheduleJob } from '../../lib/jobs';
import {
  addCalendarDays,
  organizationCalendar,
  todayIn,
  zonedInstant,
} from '../../lib/organization-calendar';
import { notifyUsers } from '../notifications';

/** The daily due-tomorrow / overdue notice of an organization, at 08:00 in its zone. */
export async function scheduleDueDigest(tx: Db, orgId: string, from = new Date()) {
  const calendar = await organizationCalendar(tx, orgId);
  let day = todayIn(calendar.zone, from);
  if (zonedInstant(day, 8, calendar.zone) <= from) day = addCalendarDays(day, 1);
  await scheduleJob(tx, {
    kind: 'tasks.due-digest',
    key: `tasks-due:${orgId}:${day}`,
    runAt: zonedInstant(day, 8, calendar.zone),
    payload: { orgId, day },
  });
}

defineJobHandler('tasks.due-digest', async (deps: JobDeps, job) => {
  const { orgId, day } = job.payload as { orgId: string; day: string };
  const open = and(eq(tasks.organizationId, orgId), ne(tasks.status, 'Completed'));
  const dueTomorrow = await deps.db
    .select({ id: tasks.id, assigneeId: tasks.assigneeId, displayId: tasks.displayId, title: tasks.title })
    .from(tasks)
    .where(and(open, eq(tasks.dueDate, addCalendarDays(day, 1))));
  const overdue = await deps.db
    .select({ id: tasks.id, assigneeId: tasks.assigneeId, displayId: tasks.displayId, title: tasks.title })
    .from(tasks)
    .where(and(open, eq(tasks.dueDate, addCalendarDays(day, -1))));
  for (const [rows, label] of [
    [dueTomorrow, 'Due tomorrow'],
    [overdue, 'Overdue'],
  ] as const) {
    for (const task of rows) {
      await notifyUsers(deps, {
        organizationId: orgId,
        userIds: [task.assigneeId],
        kind: 'task_due',
        title: `${label}: ${task.displayId} ${task.title}`,
        link: `/app/tasks/${task.id}`,
      });
    }
  }
  await scheduleDueDigest(
    deps.db,
    orgId,
    zonedInstant(addCalendarDays(day, 1), 0, (await organizationCalendar(deps.db, orgId)).zone),
  );
});
