#!/usr/bin/env node
/**
 * A practice's daily pages on its large seed (issue 45, item 4): the built server with the large seed
 * (2,000 clients with identifiers and contacts, five services over a year of periods with their step tasks,
 * requests and invoices: apps/api/src/db/seed-large-practice.ts), the admin and a few members signed in,
 * then, one request at a time, each page read afresh (a parameter the API ignores, new on every read, so
 * no answer comes from memory): the client page of the client with the most jobs (its overview and its
 * services' jobs), My tasks, the Task List (first page, and filtered to a status), the compliance matrix of
 * a monthly service (a page of 100 clients over its year) and the unbilled work list. A Fastify
 * hello-world read the same way in the same run is the floor. Prints and writes to bench/results/ each
 * page's p50, p99 and max against DESIGN.md's budget, and the machine's load average; fails when an answer
 * is not 200 or the seed lacks its practice.
 *
 *   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/practice-pages.mjs
 *
 * It runs on PostgreSQL (the pages to read are looked up in SQL). Settings: SEED_SCALE (default 1), RUNS (reads per page,
 * default 40), MEMBERS (members whose My tasks are read, default 3), SERVER_ENTRY (another build).
 */
import { loadavg } from 'node:os';
import pg from 'pg';
import {
  builtServerEntry,
  createDatabase,
  logIn,
  percentileOf,
  seedLarge,
  startHelloWorld,
  startServer,
  stopProcess,
  tenths,
  writeResult,
} from './support/server.mjs';

const seedScale = process.env.SEED_SCALE ?? '1';
const runs = Number(process.env.RUNS ?? 40);
const memberCount = Number(process.env.MEMBERS ?? 3);
if (!process.env.DATABASE_URL) {
  console.error('The practice pages are measured on PostgreSQL: set DATABASE_URL.');
  process.exit(1);
}
const entry = builtServerEntry();

/**
 * DESIGN.md's budgets: a page of a list or a client "well under 100 ms" on 100,000 tasks (held here to
 * p99 under 100 ms), reports read afresh p99 under 200 ms (issue 45: p50 under 100 ms).
 */
const PAGE_BUDGET = { p50: 50, p99: 100 };
const REPORT_BUDGET = { p50: 100, p99: 200 };

/** What the pages are read on: the client with the most jobs, a monthly service, members with work. */
async function practiceOf(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const {
      rows: [org],
    } = await client.query(`select id from organizations where name = 'Globex Consulting LLP'`);
    const {
      rows: [busiest],
    } = await client.query(
      `select customer_id as id, count(*)::int as jobs from client_jobs where organization_id = $1
       group by customer_id order by count(*) desc, customer_id limit 1`,
      [org.id],
    );
    if (!busiest) throw new Error('The large seed has no jobs: the practice was not seeded');
    const {
      rows: [service],
    } = await client.query(
      `select s.id, count(cs.id)::int as clients from services s join client_services cs on cs.service_id = s.id
       where s.organization_id = $1 and s.name = 'GSTR-3B (monthly)' group by s.id`,
      [org.id],
    );
    const { rows: periods } = await client.query(
      `select distinct period_key from client_jobs where service_id = $1 order by period_key`,
      [service.id],
    );
    // Members (not managers) with the most open tasks: My tasks at its fullest.
    const { rows: members } = await client.query(
      `select u.email, count(*)::int as open from tasks t join users u on u.id = t.assignee_id
       join roles r on r.id = u.role_id
       where t.organization_id = $1 and t.status <> 'Completed' and r.name = 'Employee'
       group by u.email order by count(*) desc, u.email limit $2`,
      [org.id, memberCount],
    );
    const {
      rows: [counts],
    } = await client.query(
      `select (select count(*) from tasks where organization_id = $1)::int as tasks,
              (select count(*) from tasks where organization_id = $1 and job_id is not null)::int as "jobTasks",
              (select count(*) from client_jobs where organization_id = $1)::int as jobs,
              (select count(*) from customers where organization_id = $1)::int as clients,
              (select count(*) from customer_contacts where organization_id = $1)::int as contacts,
              (select count(*) from client_requests where organization_id = $1)::int as requests,
              (select count(*) from invoices where organization_id = $1)::int as invoices`,
      [org.id],
    );
    return {
      clientId: busiest.id,
      clientJobs: busiest.jobs,
      serviceId: service.id,
      serviceClients: service.clients,
      fromPeriod: periods[0].period_key,
      toPeriod: periods.at(-1).period_key,
      members,
      counts,
    };
  } finally {
    await client.end();
  }
}

let fresh = 0;
/** One read, afresh: the path with a parameter no answer was kept for. */
async function timedRead(base, path, cookie) {
  const separator = path.includes('?') ? '&' : '?';
  const started = performance.now();
  const response = await fetch(`${base}${path}${separator}fresh=${++fresh}`, {
    headers: cookie ? { cookie } : {},
  });
  const body = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${body.slice(0, 300)}`);
  return ms;
}

const summary = (times) => ({
  p50: percentileOf(times, 0.5),
  p99: percentileOf(times, 0.99),
  max: tenths(Math.max(...times)),
  runs: times.length,
});

async function main() {
  const database = await createDatabase();
  const hello = await startHelloWorld();
  let server;
  try {
    await seedLarge(database, seedScale);
    const practice = await practiceOf(database.env.DATABASE_URL);
    server = await startServer(entry, database.env);
    const { base } = server;
    const admin = await logIn(base, 'admin@globex.bench');
    const members = [];
    for (const member of practice.members)
      members.push({ ...member, cookie: await logIn(base, member.email) });

    const matrix = `/api/v1/services/${practice.serviceId}/matrix?fromPeriod=${practice.fromPeriod}&toPeriod=${practice.toPeriod}&pageSize=100`;
    const cases = [
      ['client page: overview', `/api/v1/customers/${practice.clientId}/overview`, [admin], PAGE_BUDGET],
      ["client page: services' jobs", `/api/v1/customers/${practice.clientId}/jobs`, [admin], PAGE_BUDGET],
      ['My tasks (members)', '/api/v1/tasks/mine', members.map((member) => member.cookie), PAGE_BUDGET],
      ['Task List, first page', '/api/v1/tasks?sort=dueDate&page=1&pageSize=50', [admin], PAGE_BUDGET],
      [
        'Task List, status In Progress',
        '/api/v1/tasks?status=In%20Progress&sort=dueDate&page=1&pageSize=50',
        [admin],
        PAGE_BUDGET,
      ],
      ['compliance matrix, 100 clients × 12 periods', matrix, [admin], REPORT_BUDGET],
      ['unbilled work list', '/api/v1/billing/unbilled?pageSize=50', [admin], REPORT_BUDGET],
    ];
    // Warm the server's code paths and the database's pages once per page, then measure.
    for (const [, path, cookies] of cases) for (const cookie of cookies) await timedRead(base, path, cookie);

    const loadBefore = loadavg().map(tenths);
    const helloTimes = [];
    for (let run = 0; run < runs; run++) helloTimes.push(await timedRead('', hello.url, null));
    const report = {
      date: new Date().toISOString(),
      database: database.label,
      seedScale: Number(seedScale),
      practice: {
        ...practice.counts,
        clientJobs: practice.clientJobs,
        matrixClients: practice.serviceClients,
      },
      members: practice.members,
      runs,
      loadAverage: { before: loadBefore, after: null },
      helloWorld: summary(helloTimes),
      cases: {},
    };
    let missed = 0;
    for (const [name, path, cookies, budget] of cases) {
      const times = [];
      for (let run = 0; run < runs; run++)
        times.push(await timedRead(base, path, cookies[run % cookies.length]));
      const result = { ...summary(times), budget, withinBudget: false };
      result.withinBudget = result.p50 < budget.p50 && result.p99 < budget.p99;
      if (!result.withinBudget) missed++;
      report.cases[name] = result;
      console.log(
        `${name}: p50 ${result.p50} ms, p99 ${result.p99} ms (budget p50 < ${budget.p50}, p99 < ${budget.p99})${result.withinBudget ? '' : ' MISSED'}`,
      );
    }
    report.loadAverage.after = loadavg().map(tenths);
    report.missed = missed;
    console.log(JSON.stringify(report, null, 2));
    writeResult('practice-pages', report, database);
  } finally {
    if (server) await stopProcess(server.child);
    await stopProcess(hello.child);
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
