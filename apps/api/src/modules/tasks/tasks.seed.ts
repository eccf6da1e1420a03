import { TASK_PRIORITIES, TASK_STATUSES, todayIn } from '@taskflow/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  customers,
  milestones,
  organizations,
  projectMembers,
  projects,
  subtasks,
  taskComments,
  taskCounters,
  taskHistory,
  taskSeries,
  tasks,
  taskWatchers,
  users,
} from '../../db/schema';
import { addCalendarDays, organizationPrefix } from '../../lib/organization-calendar';
import { scheduleDueDigest } from './task-due-digest';

/** `at`, or a moment before `now` when `at` is later (spread by `index` over the previous day). */
function notAfter(at: Date, now: Date, index: number): Date {
  return at < now ? at : new Date(now.getTime() - 60_000 * (30 + (index % 48) * 30));
}

function notBefore(at: Date, earliest: Date): Date {
  return at < earliest ? earliest : at;
}

const PROJECT_KINDS = [
  ['GST', 'GST compliance'],
  ['AUD', 'Statutory audit'],
  ['ITR', 'Income tax filing'],
] as const;
const TASK_TITLES = [
  'Collect purchase invoices',
  'Reconcile GSTR-2B with books',
  'Prepare trial balance',
  'Review fixed asset register',
  'Draft management letter',
  'Verify TDS deductions',
  'Bank reconciliation',
  'Prepare audit working papers',
  'Client meeting on findings',
  'File GSTR-3B',
  'Compute advance tax',
  'Confirm debtor balances',
  'Inventory count observation',
  'Update compliance calendar',
  'Review payroll records',
];
const WORK_TYPES = ['General Task', 'Development', 'Design'];

/** A small deterministic generator: the demo looks the same on every start. */
function generator(seed: number) {
  let state = seed;
  return (max: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % max;
  };
}

/**
 * Demo projects and tasks of the demo organization: two or three projects per customer with milestones,
 * a few hundred tasks across every status, priority and person (some overdue), monthly filings that
 * recur on the last working day, subtasks, comments with mentions, watchers and history.
 */
export async function seedProjectsAndTasks(tx: Db, organizationId: string, today = new Date()) {
  const random = generator(42);
  const people = await tx
    .select({ id: users.id, name: users.name, managerId: users.managerId })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.isActive, true)))
    .orderBy(users.email);
  const clients = await tx
    .select({ id: customers.id, name: customers.businessName })
    .from(customers)
    .where(eq(customers.organizationId, organizationId))
    .orderBy(customers.businessName);
  const [org] = await tx
    .select({ name: organizations.name, zone: organizations.timeZone })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  // The firm's day, not UTC's: which tasks are overdue and which subtasks done reads as the firm's today.
  const day = todayIn(org?.zone ?? 'UTC', today);
  if (!people.length || !clients.length) return;
  const leads = people.filter((person) => people.some((other) => other.managerId === person.id));
  const pick = <T>(list: T[]): T => list[random(list.length)] as T;

  const projectRows: { id: string; key: string; customerId: string; leadId: string; status: string }[] = [];
  for (const [index, client] of clients.entries()) {
    const kinds = PROJECT_KINDS.slice(0, 2 + (index % 2));
    for (const [kindIndex, [prefix, label]] of kinds.entries()) {
      const start = addCalendarDays(day, -60 + kindIndex * 20 - (index % 5) * 7);
      const [row] = await tx
        .insert(projects)
        .values({
          organizationId,
          key: `${prefix}${index + 1}`,
          name: `${label} – ${client.name}`,
          description: `${label} engagement for **${client.name}**.`,
          customerId: client.id,
          leadId: pick(leads.length ? leads : people).id,
          startDate: start,
          targetEndDate: addCalendarDays(start, 120 + kindIndex * 30),
          status:
            index % 7 === 0
              ? 'Completed'
              : index % 5 === 0
                ? 'On Hold'
                : kindIndex === 2
                  ? 'Planned'
                  : 'Active',
        })
        .returning({
          id: projects.id,
          key: projects.key,
          customerId: projects.customerId,
          leadId: projects.leadId,
          status: projects.status,
        });
      if (!row) continue;
      projectRows.push(row);
      const members = [...new Set([pick(people).id, pick(people).id, pick(people).id])];
      await tx
        .insert(projectMembers)
        .values(members.map((userId) => ({ projectId: row.id, userId, organizationId })));
      await tx.insert(milestones).values(
        ['Kickoff', 'Development phase', 'Review point', 'Final delivery'].map((name, step) => {
          const date = addCalendarDays(start, step * 35);
          return {
            organizationId,
            projectId: row.id,
            name,
            date,
            ownerId: row.leadId,
            isDone: date < day,
            doneAt: date < day ? new Date(`${date}T12:00:00Z`) : null,
          };
        }),
      );
    }
  }

  // Monthly filings per customer on the last working day of the month: the model recurring task.
  const monthEnd = (() => {
    const date = new Date(`${day}T00:00:00Z`);
    const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0));
    while ([0, 6].includes(last.getUTCDay())) last.setUTCDate(last.getUTCDate() - 1);
    return last.toISOString().slice(0, 10);
  })();

  const prefix = organizationPrefix(org?.name ?? '');
  let number = 0;
  const taskValues: (typeof tasks.$inferInsert)[] = [];
  for (const [index, client] of clients.slice(0, 6).entries()) {
    const assignee = people[(index + 2) % people.length];
    const [series] = await tx
      .insert(taskSeries)
      .values({
        organizationId,
        frequency: 'monthly',
        interval: 1,
        isLastWorkingDay: true,
        startDate: monthEnd,
        template: {
          title: `Monthly GST filing – ${client.name}`,
          customerId: client.id,
          assigneeId: assignee?.id,
          workType: 'General Task',
          priority: 'High',
          taskType: 'Filing',
          description: 'File GSTR-3B for the month.',
          projectId: null,
          departmentId: null,
          estimateHours: 2,
        },
      })
      .returning({ id: taskSeries.id });
    if (!series || !assignee) continue;
    taskValues.push({
      organizationId,
      displayId: `${prefix}-${++number}`,
      title: `Monthly GST filing – ${client.name}`,
      description: 'File GSTR-3B for the month.',
      customerId: client.id,
      assigneeId: assignee.id,
      workType: 'General Task',
      priority: 2,
      taskType: 'Filing',
      status: 'Pending',
      dueDate: monthEnd,
      estimateHours: '2',
      boardPosition: number,
      seriesId: series.id,
      occurrenceDate: monthEnd,
    });
  }

  for (let index = 0; index < 300; index++) {
    const project = index % 4 === 3 ? undefined : pick(projectRows);
    const client = project ? clients.find((entry) => entry.id === project.customerId) : pick(clients);
    const drawn = TASK_STATUSES[index % 7 < 3 ? 0 : index % 7 < 5 ? 1 : index % 7 === 5 ? 2 : 3] ?? 'Pending';
    const drawnDue = addCalendarDays(day, random(70) - 25);
    // A completed project's tasks are done, and were due by today (no extra draws: the rest of the
    // seed stays as it was).
    const isClosed = project?.status === 'Completed' && drawn !== 'Completed';
    const status = isClosed ? 'Completed' : drawn;
    const due = isClosed && drawnDue >= day ? addCalendarDays(day, -1 - (index % 20)) : drawnDue;
    // Past events stay in the past: a task due soon was still created before today.
    const created = notAfter(new Date(`${addCalendarDays(due, -10 - random(20))}T09:30:00Z`), today, index);
    taskValues.push({
      organizationId,
      displayId: `${project?.key ?? prefix}-${++number}`,
      title: `${pick(TASK_TITLES)}${project ? '' : ` – ${client?.name ?? ''}`}`,
      description: index % 3 === 0 ? 'Steps:\n\n1. Gather documents\n2. Review\n3. Report to the lead' : null,
      customerId: client?.id ?? (clients[0]?.id as string),
      assigneeId: people[index % people.length]?.id as string,
      projectId: project?.id ?? null,
      workType: WORK_TYPES[index % 3] as string,
      priority: (index % TASK_PRIORITIES.length) + 1,
      taskType: index % 2 ? 'Review' : 'Preparation',
      status,
      startDate: addCalendarDays(due, -7),
      dueDate: due,
      estimateHours: String(1 + random(16)),
      boardPosition: number,
      createdAt: created,
      updatedAt: created,
      // Never before its creation: near midnight a creation kept yesterday can follow a completion
      // moved back from today.
      completedAt: isClosed
        ? notBefore(notAfter(new Date(`${due}T15:00:00Z`), today, index), created)
        : status === 'Completed'
          ? notBefore(
              notAfter(new Date(`${addCalendarDays(due, random(5) - 3)}T15:00:00Z`), today, index),
              created,
            )
          : null,
    });
  }
  const inserted = await tx.insert(tasks).values(taskValues).returning({
    id: tasks.id,
    displayId: tasks.displayId,
    status: tasks.status,
    assigneeId: tasks.assigneeId,
    createdAt: tasks.createdAt,
  });
  await tx.insert(taskCounters).values({ organizationId, scope: 'org', prefix, lastNumber: number });

  const history: (typeof taskHistory.$inferInsert)[] = [];
  const comments: (typeof taskComments.$inferInsert)[] = [];
  const checklist: (typeof subtasks.$inferInsert)[] = [];
  const watchers: (typeof taskWatchers.$inferInsert)[] = [];
  for (const [index, task] of inserted.entries()) {
    const at = task.createdAt;
    history.push({
      organizationId,
      taskId: task.id,
      actorId: people[0]?.id,
      action: 'created',
      newValue: task.displayId,
      createdAt: at,
    });
    if (task.status !== 'Pending') {
      history.push({
        organizationId,
        taskId: task.id,
        actorId: task.assigneeId,
        action: 'updated',
        field: 'status',
        oldValue: 'Pending',
        newValue: task.status,
        createdAt: notAfter(new Date(at.getTime() + 86_400_000), today, index),
      });
    }
    if (index % 4 === 0) {
      const mentioned = people[(index + 3) % people.length];
      if (mentioned && mentioned.id !== task.assigneeId) {
        const body = `@[${mentioned.name}](${mentioned.id}) can you confirm the figures before we file?`;
        comments.push({
          organizationId,
          taskId: task.id,
          authorId: task.assigneeId,
          body,
          mentionedUserIds: [mentioned.id],
          createdAt: notAfter(new Date(at.getTime() + 2 * 86_400_000), today, index),
        });
        history.push({
          organizationId,
          taskId: task.id,
          actorId: task.assigneeId,
          action: 'commented',
          newValue: body,
          createdAt: notAfter(new Date(at.getTime() + 2 * 86_400_000), today, index),
        });
      }
    }
    if (index % 3 === 0) {
      for (const [position, title] of ['Request documents', 'Check totals', 'Send summary'].entries()) {
        checklist.push({
          organizationId,
          taskId: task.id,
          title,
          position: position + 1,
          isDone: position < index % 4,
          assigneeId: position === 2 ? task.assigneeId : null,
        });
      }
    }
    if (index % 5 === 0) {
      const watcher = people[(index + 1) % people.length];
      if (watcher) watchers.push({ organizationId, taskId: task.id, userId: watcher.id });
    }
  }
  if (history.length) await tx.insert(taskHistory).values(history);
  if (comments.length) await tx.insert(taskComments).values(comments);
  if (checklist.length) await tx.insert(subtasks).values(checklist);
  if (watchers.length) await tx.insert(taskWatchers).values(watchers).onConflictDoNothing();
  // The daily due-tomorrow / overdue notice starts with the demo, not only with its first new task.
  await scheduleDueDigest(tx, organizationId, today);
}

/**
 * Benchmark scale (db/seed-large.ts): `projects` projects and `tasks` tasks made by generate_series in
 * the database. The first project holds 2,000 tasks (the board benchmark); one task in 50 has no project.
 */
export async function seedLargeProjectsAndTasks(
  tx: Db,
  organizationId: string,
  counts: { projects: number; tasks: number; prefix: string },
) {
  const org = organizationId;
  await tx.execute(sql`
    with c as (select array_agg(id order by id) as a from customers where organization_id = ${org}),
         u as (select array_agg(id order by id) as a from users where organization_id = ${org})
    insert into projects (organization_id, key, name, description, customer_id, lead_id, start_date, target_end_date, status)
    select ${org}, 'P' || n, 'Project ' || lpad(n::text, 4, '0'), 'Seeded for benchmarks',
           c.a[1 + (n * 7) % array_length(c.a, 1)], u.a[1 + (n * 13) % array_length(u.a, 1)],
           current_date - 90 + (n % 30), current_date + 180 + (n % 90),
           (array['Planned', 'Active', 'Active', 'On Hold', 'Completed'])[1 + n % 5]
    from generate_series(1, ${counts.projects}) as n, c, u`);
  await tx.execute(sql`
    insert into project_members (project_id, user_id, organization_id)
    select p.id, m.id, ${org} from projects p
    cross join lateral (
      select id from users where organization_id = ${org} order by md5(p.id::text || id::text) limit 5
    ) m
    where p.organization_id = ${org}`);
  await tx.execute(sql`
    insert into milestones (organization_id, project_id, name, date, owner_id, is_done)
    select ${org}, p.id, m.name, p.start_date + m.step * 40, p.lead_id, p.start_date + m.step * 40 < current_date
    from projects p
    cross join (values (0, 'Kickoff'), (1, 'Development phase'), (2, 'Review point'), (3, 'Final delivery')) as m(step, name)
    where p.organization_id = ${org}`);
  await tx.execute(sql`
    with c as (select array_agg(id order by id) as a from customers where organization_id = ${org}),
         u as (select array_agg(id order by id) as a from users where organization_id = ${org} and is_active),
         p as (select array_agg(id order by key) as ids, array_agg(key order by key) as keys, count(*)::int as pn
               from projects where organization_id = ${org}),
         d as (select array_agg(id order by id) as a from departments where organization_id = ${org}),
         picked as (
           select n,
                  case when n % 50 = 0 then null when n <= 2000 then 1 else 2 + n % greatest(p.pn - 1, 1) end as pi
           from generate_series(1, ${counts.tasks}) as n, p
         )
    insert into tasks (organization_id, display_id, title, description, customer_id, assignee_id, project_id,
                       department_id, work_type, priority, task_type, status, start_date, due_date, estimate_hours,
                       board_position, created_at, updated_at, completed_at)
    select ${org}, coalesce(p.keys[picked.pi], ${counts.prefix}) || '-' || n,
           (array['Reconcile GSTR-2B', 'Prepare trial balance', 'Verify TDS deductions', 'Bank reconciliation',
                  'Draft management letter', 'File GSTR-3B', 'Review payroll records'])[1 + n % 7] || ' #' || n,
           case when n % 5 = 0 then 'Seeded for benchmarks' end,
           c.a[1 + n % array_length(c.a, 1)], u.a[1 + (n * 31) % array_length(u.a, 1)], p.ids[picked.pi],
           d.a[1 + n % array_length(d.a, 1)], (array['General Task', 'Development', 'Design'])[1 + n % 3],
           1 + n % 4, 'Review',
           (array['Pending', 'In Progress', 'Completed', 'On Hold', 'Pending', 'Completed'])[1 + n % 6],
           current_date - 70 + n % 180, current_date - 60 + n % 180, (1 + n % 16)::numeric,
           n, now() - (n % 200) * interval '1 day', now() - (n % 200) * interval '1 day',
           case when (array['Pending', 'In Progress', 'Completed', 'On Hold', 'Pending', 'Completed'])[1 + n % 6] = 'Completed'
                then now() - (n % 100) * interval '1 day' end
    from picked, c, u, p, d`);
  await tx.execute(sql`
    insert into task_counters (organization_id, scope, prefix, last_number)
    values (${org}, 'org', ${counts.prefix}, ${counts.tasks})`);
  await tx.execute(sql`
    insert into task_history (organization_id, task_id, action, new_value, created_at)
    select ${org}, id, 'created', to_jsonb(display_id), created_at from tasks where organization_id = ${org}`);
}
