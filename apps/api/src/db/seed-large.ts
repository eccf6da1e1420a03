/**
 * A large organization for benchmarks (bench/api-load.mjs): hundreds of people in a reporting tree,
 * departments, customers, a year of events with attendees, holidays, a deep notification list,
 * projects and tasks with dependencies, eight weeks of everyone's time, and a year of leave.
 * Rows are made by `generate_series` in the database, so the whole seed takes seconds, not hours.
 * Modules that add tables (projects, tasks, time, leave) add their rows here.
 */
import { todayIn } from '@taskflow/shared';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../lib/passwords';
import { seedLargeLeave } from '../modules/leave';
import { insertOrganizationWithRoles } from '../modules/organizations';
import { seedDependencies } from '../modules/planning';
import { seedLargeProjectsAndTasks } from '../modules/tasks';
import type { Db } from './client';
import { organizations, users } from './schema';
import { DEMO_PASSWORD } from './seed';
import { seedPracticeClients, seedPracticeWork } from './seed-large-practice';

export interface LargeSeedOptions {
  name: string;
  /** Email domain of its people: `admin@<domain>` is the Admin, `person<n>@<domain>` the rest. */
  domain: string;
  people: number;
  departments: number;
  customers: number;
  events: number;
  /** Notifications of the Admin alone: the deep list that paging must stay fast on. */
  adminNotifications: number;
  projects?: number;
  tasks?: number;
  /** Task ids of tasks outside a project (`GLO-42`). */
  prefix?: string;
}

export const LARGE_ORGANIZATION: LargeSeedOptions = {
  name: 'Globex Consulting LLP',
  domain: 'globex.bench',
  people: 500,
  departments: 20,
  customers: 2_000,
  events: 1_000,
  adminNotifications: 100_000,
  projects: 200,
  tasks: 100_000,
};

/** A second organization of the same size, so tenant scoping is exercised at size. */
export const SECOND_LARGE_ORGANIZATION: LargeSeedOptions = {
  ...LARGE_ORGANIZATION,
  name: 'Initech Advisory LLP',
  domain: 'initech.bench',
  prefix: 'INI',
};

/** Seeds one large organization unless one of that name exists; answers whether it seeded. */
export async function seedLargeOrganization(db: Db, options: LargeSeedOptions = LARGE_ORGANIZATION) {
  const [existing] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.name, options.name));
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const { organization, roleIdByName } = await insertOrganizationWithRoles(tx, {
      name: options.name,
      industry: 'Accounting & compliance',
      address: '1 Bench Street, Mumbai',
      timeZone: 'Asia/Kolkata',
      currency: 'INR',
    });
    const org = organization.id;
    const run = (query: ReturnType<typeof sql>) => tx.execute(query);

    await run(sql`
      insert into departments (organization_id, name, description)
      select ${org}, 'Department ' || n, 'Seeded for benchmarks'
      from generate_series(1, ${options.departments}) as n`);

    const [admin] = await tx
      .insert(users)
      .values({
        name: 'Globex Admin',
        email: `admin@${options.domain}`,
        passwordHash,
        organizationId: org,
        roleId: roleIdByName.Admin,
        jobTitle: 'Managing Partner',
      })
      .returning({ id: users.id });
    if (!admin) throw new Error('No admin');

    // Person n reports to person n / 8 (the first eight report to the admin): a tree eight wide.
    await run(sql`
      insert into users (name, email, password_hash, organization_id, role_id, department_id, job_title, phone, country_code)
      select 'Person ' || lpad(n::text, 4, '0'), 'person' || n || '@' || ${options.domain}, ${passwordHash}, ${org},
             case when n % 10 = 0 then ${roleIdByName.Manager}::uuid else ${roleIdByName.Employee}::uuid end,
             (select id from departments where organization_id = ${org} order by name offset (n % ${options.departments}) limit 1),
             case when n % 10 = 0 then 'Manager' else 'Associate' end, '98' || lpad(n::text, 8, '0'), '+91'
      from generate_series(1, ${options.people - 1}) as n`);
    await run(sql`
      update users as person set manager_id = coalesce(boss.id, ${admin.id})
      from users as self
      left join users as boss on boss.email = 'person' || (substring(self.email from 'person(\\d+)@')::int / 8) || '@' || ${options.domain}
      where person.id = self.id and self.organization_id = ${org} and self.id <> ${admin.id}`);

    await run(sql`
      insert into customers (organization_id, business_name, email, phone, industry, address, created_by_id)
      select ${org}, 'Customer ' || lpad(n::text, 5, '0') || ' Pvt Ltd', 'accounts' || n || '@customer.bench',
             '97' || lpad(n::text, 8, '0'), 'Manufacturing', n || ' Market Road, Pune', ${admin.id}
      from generate_series(1, ${options.customers}) as n`);

    await run(sql`
      insert into events (organization_id, title, type, starts_at, duration_minutes, location, description, created_by_id)
      select ${org}, 'Review meeting ' || n, 'Meeting',
             date_trunc('day', now()) - interval '180 days' + (n * interval '9 hours'), 60, 'Room ' || (n % 7),
             'Seeded for benchmarks', ${admin.id}
      from generate_series(1, ${options.events}) as n`);
    await run(sql`
      insert into event_attendees (event_id, user_id)
      select e.id, u.id from events e
      cross join lateral (
        select id from users where organization_id = ${org} order by md5(e.id::text || id::text) limit 5
      ) u
      where e.organization_id = ${org}`);

    await run(sql`
      insert into holidays (organization_id, date, name)
      select ${org}, (date_trunc('year', now()) + (n * interval '30 days'))::date, 'Holiday ' || n
      from generate_series(0, 11) as n`);

    await run(sql`
      insert into notifications (organization_id, user_id, kind, title, body, created_at, read_at)
      select ${org}, ${admin.id}, 'announcement', 'Announcement ' || n, 'Seeded for benchmarks',
             now() - (n * interval '1 minute'), case when n % 3 = 0 then null else now() end
      from generate_series(1, ${options.adminNotifications}) as n`);

    // A practice's clients, services and jobs (seed-large-practice.ts). The jobs' step tasks count in the
    // organization's tasks (about half of them at every scale): the total stays `tasks`, so figures measured
    // "on 100,000 tasks" before the practice existed stay comparable.
    const prefix = options.prefix ?? 'GLO';
    const practice = await seedPracticeClients(tx, org, admin.id, todayIn('Asia/Kolkata'));
    // Never fewer than the board benchmark's first project holds (its first 2,000 tasks, one in 50 outside it).
    const tasks = options.tasks ?? 100_000;
    const otherTasks = Math.max(tasks - practice.jobTasks, Math.min(tasks, 2_100));
    await seedLargeProjectsAndTasks(tx, org, {
      projects: options.projects ?? 200,
      tasks: otherTasks,
      prefix,
    });
    await seedPracticeWork(tx, org, admin.id, {
      firm: options.name,
      prefix,
      from: otherTasks,
      stepDates: practice.stepDates,
    });
    // The Gantt benchmark draws the 2,000-task project with its arrows.
    await seedDependencies(tx, org, { every: 4, projectKey: 'P1' });
    // Eight past weeks of time for everyone (a morning and an afternoon on one of their tasks each
    // working day, two in three billable): the weekly timesheet is measured on a full history.
    // The 24-hours-a-day trigger (migration 0021) takes an advisory lock per person and day, held to the
    // end of this transaction: ~20,000 of them overflow PostgreSQL's lock table (max_locks_per_transaction
    // 64). These days hold 7.5 hours each, so the check is off for this one insert.
    await run(sql`alter table time_entries disable trigger time_entries_day_total`);
    await run(sql`
      insert into time_entries (organization_id, user_id, task_id, entry_date, started_at, ended_at, is_billable)
      select ${org}, own.assignee_id, own.id, day::date,
             (day::date + part.starts) at time zone 'Asia/Kolkata',
             (day::date + part.ends) at time zone 'Asia/Kolkata',
             (extract(doy from day)::int + part.n) % 3 <> 0
      from (select distinct on (assignee_id) assignee_id, id from tasks
            where organization_id = ${org} order by assignee_id, id) own
      cross join generate_series(current_date - 56, current_date - 1, interval '1 day') as day
      cross join (values (0, time '09:00', time '12:30'), (1, time '13:30', time '17:30')) as part(n, starts, ends)
      where extract(isodow from day) < 6`);
    await run(sql`alter table time_entries enable trigger time_entries_day_total`);
    await seedLargeLeave(tx, org, todayIn('Asia/Kolkata'));
  });
  // What autovacuum would do soon after: fresh statistics for the plans, and visibility maps, without
  // which an index-only scan (the Task List's total) still reads every row from the table.
  await db.execute(sql`vacuum analyze`);
  return true;
}
