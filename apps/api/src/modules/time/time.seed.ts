import { addCalendarDays, todayIn, weekStartOf, zonedInputToIso } from '@taskflow/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  hourlyRates,
  organizations,
  projects,
  tasks,
  timeEntries,
  timesheetEvents,
  timesheets,
  users,
} from '../../db/schema';
import { createBillingBatch } from './billing.service';

/** Whose time the demo shows: the manager and her two reports, and the manager's own manager. */
const TRACKED = ['manager@acme.demo', 'asha@acme.demo', 'ravi@acme.demo'];
const PERSON_RATES: Record<string, number> = {
  'admin@acme.demo': 6000,
  'manager@acme.demo': 4000,
  'asha@acme.demo': 2500,
  'ravi@acme.demo': 2000,
};
/** Work blocks of a day (local time): morning and afternoon, each on one task. */
const BLOCKS = [
  ['09:30', '11:00'],
  ['11:15', '13:00'],
  ['14:00', '15:45'],
  ['16:00', '17:30'],
] as const;
const WEEKS_BACK = 5;

/**
 * Five past weeks of time for the demo team: billable client work and some internal time, project and
 * person rates, the oldest weeks approved (and the oldest partly billed), one submitted, one returned.
 */
export async function seedTime(tx: Db, organizationId: string, now = new Date()) {
  const [org] = await tx
    .select({ zone: organizations.timeZone, currency: organizations.currency })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const zone = org?.zone ?? 'UTC';
  const people = await tx
    .select({ id: users.id, email: users.email, managerId: users.managerId })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), inArray(users.email, Object.keys(PERSON_RATES))));
  const idOf = new Map(people.map((person) => [person.email, person.id]));
  const thisWeek = weekStartOf(todayIn(zone, now));

  await tx.insert(hourlyRates).values(
    people.map((person) => ({
      organizationId,
      userId: person.id,
      hourlyRate: String(PERSON_RATES[person.email] ?? 0),
    })),
  );
  const orgProjects = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.organizationId, organizationId))
    .orderBy(asc(projects.key));
  await tx.insert(hourlyRates).values(
    orgProjects.slice(0, 2).map((project, index) => ({
      organizationId,
      projectId: project.id,
      hourlyRate: String(3500 + 1000 * index),
    })),
  );

  for (const [personIndex, email] of TRACKED.entries()) {
    const userId = idOf.get(email);
    if (!userId) continue;
    const assigned = await tx
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.organizationId, organizationId), eq(tasks.assigneeId, userId)))
      .orderBy(asc(tasks.displayId))
      .limit(6);
    if (assigned.length === 0) continue;
    const rows: (typeof timeEntries.$inferInsert)[] = [];
    for (let week = WEEKS_BACK; week >= 1; week--) {
      const monday = addCalendarDays(thisWeek, -7 * week);
      for (let weekday = 0; weekday < 5; weekday++) {
        const day = addCalendarDays(monday, weekday);
        for (const [blockIndex, [from, to]] of BLOCKS.entries()) {
          // Every fourth block of a day is skipped in turn, so days differ; one block a day is internal.
          if ((weekday + blockIndex + personIndex) % 4 === 3) continue;
          const task = assigned[(weekday * 2 + blockIndex + week) % assigned.length];
          if (!task) continue;
          rows.push({
            organizationId,
            userId,
            taskId: task.id,
            entryDate: day,
            startedAt: new Date(zonedInputToIso(`${day}T${from}`, zone)),
            endedAt: new Date(zonedInputToIso(`${day}T${to}`, zone)),
            note: blockIndex === 0 ? 'Client work' : null,
            isBillable: blockIndex !== 3,
          });
        }
      }
    }
    await tx.insert(timeEntries).values(rows);

    const managerId = people.find((person) => person.id === userId)?.managerId ?? null;
    for (let week = WEEKS_BACK; week >= 2; week--) {
      const monday = addCalendarDays(thisWeek, -7 * week);
      const submittedAt = new Date(zonedInputToIso(`${addCalendarDays(monday, 4)}T18:00`, zone));
      const decidedAt = new Date(zonedInputToIso(`${addCalendarDays(monday, 7)}T10:00`, zone));
      const returned = week === 2 && email === 'ravi@acme.demo';
      const status = week >= 3 ? 'approved' : returned ? 'returned' : 'submitted';
      const comment = returned ? 'Please split Thursday’s afternoon between the two audits.' : null;
      const [sheet] = await tx
        .insert(timesheets)
        .values({
          organizationId,
          userId,
          weekStart: monday,
          status,
          submittedAt,
          decidedById: status === 'submitted' ? null : managerId,
          decidedAt: status === 'submitted' ? null : decidedAt,
          comment,
        })
        .returning({ id: timesheets.id });
      if (!sheet) continue;
      await tx.insert(timesheetEvents).values([
        {
          organizationId,
          timesheetId: sheet.id,
          action: 'submitted',
          actorId: userId,
          createdAt: submittedAt,
        },
        ...(status === 'submitted'
          ? []
          : [
              {
                organizationId,
                timesheetId: sheet.id,
                action: status,
                actorId: managerId,
                comment,
                createdAt: decidedAt,
              },
            ]),
      ]);
    }
  }
  await billOldestWeek(
    tx,
    organizationId,
    addCalendarDays(thisWeek, -7 * WEEKS_BACK),
    org?.currency ?? 'INR',
    idOf.get('admin@acme.demo') ?? null,
  );
}

/** The oldest week's billable time of one customer, marked as billed at the rates above. */
async function billOldestWeek(
  tx: Db,
  organizationId: string,
  monday: string,
  currency: string,
  adminId: string | null,
) {
  const [first] = await tx
    .select({ customerId: tasks.customerId })
    .from(timeEntries)
    .innerJoin(tasks, eq(tasks.id, timeEntries.taskId))
    .where(and(eq(timeEntries.organizationId, organizationId), eq(timeEntries.entryDate, monday)))
    .orderBy(asc(timeEntries.startedAt))
    .limit(1);
  if (!first) return;
  await createBillingBatch(
    tx,
    organizationId,
    { customerId: first.customerId, from: monday, to: addCalendarDays(monday, 6) },
    currency,
    adminId,
  );
}
