#!/usr/bin/env node
/**
 * The compliance matrix (issue 40, item 6: "500 clients × 12 periods in under 200 ms read afresh"): the
 * built server on PostgreSQL with the large seed at the scale that gives its organization 500 clients, a
 * monthly service applied to all 500 with a job in each of the last 12 periods (6,000 jobs, written
 * straight to the database: every state, overdue ones among the recent, tags and responsible members),
 * then, one request at a time as the admin, the whole matrix (pageSize=500), the screen's first page
 * (100 clients), the matrix filtered (overdue, a tag, a member), its workbook and the home's laggards.
 * Nothing is kept between reads (the matrix is not a kept answer). Prints and writes to bench/results/
 * each read's p50, p99 and max; fails when an answer is not 200, the matrix does not hold 500 × 12 cells,
 * or its p50 is 200 ms or more.
 *
 *   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/compliance-matrix.mjs
 *
 * Settings: SEED_SCALE (default 0.25: 500 clients), RUNS (reads per case, default 30), SERVER_ENTRY
 * (another build).
 */
import {
  builtServerEntry,
  createDatabase,
  getJson,
  logIn,
  percentileOf,
  seedLarge,
  startServer,
  stopProcess,
  tenths,
  writeResult,
} from './support/server.mjs';

const seedScale = process.env.SEED_SCALE ?? '0.25';
const runs = Number(process.env.RUNS ?? 30);
const CLIENTS = 500;
const PERIODS = 12;
const LIMIT_MS = 200;

if (!process.env.DATABASE_URL) {
  console.error('The matrix is measured on PostgreSQL: set DATABASE_URL.');
  process.exit(1);
}
const entry = builtServerEntry();

/** The last `count` months (`YYYY-MM`) up to this one, oldest first. */
function lastMonths(count) {
  const now = new Date();
  return Array.from({ length: count }, (_, index) => {
    const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - index), 1));
    return at.toISOString().slice(0, 7);
  });
}

/** A service for the organization's first 500 clients, a job for each of `months`: answers the ids. */
async function seedMatrix(url, months) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const {
      rows: [org],
    } = await client.query(
      `select o.id, u.id as admin_id from organizations o join users u on u.organization_id = o.id
       where u.email = 'admin@globex.bench'`,
    );
    const {
      rows: [service],
    } = await client.query(
      `insert into services (organization_id, name, name_pattern, frequency, job_date_rule, created_by_id)
       values ($1, 'GSTR-3B bench', 'GSTR-3B – {period}', 'monthly',
         '{"kind":"day_after_period","day":20,"monthsAfter":1}'::jsonb, $2)
       returning id`,
      [org.id, org.admin_id],
    );
    // Every third client is a monthly filer; ten members share the responsibility.
    await client.query(
      `with picked as (
         select id, row_number() over (order by lower(business_name), id) as n from customers
         where organization_id = $1 order by lower(business_name), id limit ${CLIENTS}
       ), people as (
         select id, row_number() over (order by email) - 1 as k from users
         where organization_id = $1 and email like 'person%' order by email limit 10
       )
       update customers c set
         tags = case when p.n % 3 = 0 then array['GST monthly filers'] else array['Quarterly'] end,
         responsible_id = (select id from people where k = p.n % 10)
       from picked p where c.id = p.id`,
      [org.id],
    );
    await client.query(
      `insert into client_services (organization_id, customer_id, service_id, starts_on, created_by_id)
       select $1, id, $2, $3::date, $4 from customers
       where organization_id = $1 order by lower(business_name), id limit ${CLIENTS}`,
      [org.id, service.id, `${months[0]}-01`, org.admin_id],
    );
    // Old periods mostly done; the last three mixed, so some are overdue today.
    await client.query(
      `insert into client_jobs (organization_id, customer_id, client_service_id, service_id, period_key,
         period_start, period_end, period_label, title, job_date, state, completed_at)
       select cs.organization_id, cs.customer_id, cs.id, cs.service_id, m.key, m.start,
         (m.start + interval '1 month - 1 day')::date, to_char(m.start, 'Mon YYYY'),
         'GSTR-3B – ' || to_char(m.start, 'Mon YYYY'), (m.start + interval '1 month 19 days')::date,
         s.state, case when s.state = 'done' then now() end
       from client_services cs
       cross join lateral (
         select key, (key || '-01')::date as start, position
         from unnest($1::text[]) with ordinality as months (key, position)
       ) as m
       cross join lateral (
         select case
           when m.position <= ${PERIODS - 3} and abs(hashtext(cs.customer_id::text || m.key)) % 10 < 9 then 'done'
           else (array['not_started', 'in_progress', 'waiting_on_client', 'done'])
             [1 + abs(hashtext(m.key || cs.customer_id::text)) % 4]
         end as state
       ) as s
       where cs.service_id = $2`,
      [months, service.id],
    );
    await client.query('analyze client_jobs; analyze client_services; analyze customers');
    const {
      rows: [{ n }],
    } = await client.query('select count(*)::int as n from client_jobs where service_id = $1', [service.id]);
    const {
      rows: [member],
    } = await client.query(
      `select responsible_id as id from customers where organization_id = $1 and responsible_id is not null limit 1`,
      [org.id],
    );
    return { serviceId: service.id, jobs: n, memberId: member.id };
  } finally {
    await client.end();
  }
}

async function timed(base, path, cookie, read = (response) => response.json()) {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { headers: { cookie } });
  const body = await read(response);
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
  return { ms, body };
}

const summary = (times) => ({
  p50: percentileOf(times, 0.5),
  p99: percentileOf(times, 0.99),
  max: tenths(Math.max(...times)),
  runs: times.length,
});

async function main() {
  const database = await createDatabase();
  let server;
  try {
    await seedLarge(database, seedScale);
    const months = lastMonths(PERIODS);
    const seeded = await seedMatrix(database.env.DATABASE_URL, months);
    if (seeded.jobs !== CLIENTS * PERIODS)
      throw new Error(`Seeded ${seeded.jobs} jobs, not ${CLIENTS * PERIODS}`);
    server = await startServer(entry, database.env);
    const { base } = server;
    const admin = await logIn(base, 'admin@globex.bench');
    const range = `fromPeriod=${months[0]}&toPeriod=${months.at(-1)}`;
    const matrix = `/api/v1/services/${seeded.serviceId}/matrix?${range}`;
    const cases = {
      whole: `${matrix}&pageSize=500`,
      firstPage: `${matrix}&pageSize=100`,
      overdue: `${matrix}&pageSize=100&state=overdue`,
      tag: `${matrix}&pageSize=100&tag=${encodeURIComponent('GST monthly filers')}`,
      member: `${matrix}&pageSize=100&responsibleId=${seeded.memberId}`,
      laggards: '/api/v1/jobs/laggards',
    };

    // The whole matrix's answer holds every client and every period's cell.
    const { body: whole } = await timed(base, cases.whole, admin);
    const cells = whole.data.rows.reduce((sum, row) => sum + Object.keys(row.cells).length, 0);
    if (
      whole.data.rows.length !== CLIENTS ||
      whole.data.periods.length !== PERIODS ||
      cells !== CLIENTS * PERIODS
    )
      throw new Error(
        `The matrix holds ${whole.data.rows.length} rows, ${whole.data.periods.length} periods, ${cells} cells`,
      );
    // Warm the server's code paths and the database's pages once per case, then measure.
    for (const path of Object.values(cases)) await getJson(base, path, admin);

    const report = {
      date: new Date().toISOString(),
      database: database.label,
      seedScale: Number(seedScale),
      clients: CLIENTS,
      periods: PERIODS,
      jobs: seeded.jobs,
      limitMs: LIMIT_MS,
      answerKb: 0,
      cases: {},
    };
    for (const [name, path] of Object.entries(cases)) {
      const times = [];
      for (let run = 0; run < runs; run++) times.push((await timed(base, path, admin)).ms);
      report.cases[name] = summary(times);
      console.log(`${name}: p50 ${report.cases[name].p50} ms, p99 ${report.cases[name].p99} ms`);
    }
    const exportTimes = [];
    for (let run = 0; run < Math.min(runs, 10); run++) {
      const made = await timed(
        base,
        `/api/v1/services/${seeded.serviceId}/matrix.xlsx?${range}`,
        admin,
        async (response) => Buffer.from(await response.arrayBuffer()),
      );
      exportTimes.push(made.ms);
    }
    report.cases.workbook = summary(exportTimes);
    report.answerKb = tenths(JSON.stringify(whole).length / 1024);
    console.log(JSON.stringify(report, null, 2));
    writeResult('compliance-matrix', report, database);
    if (report.cases.whole.p50 >= LIMIT_MS) {
      console.error(
        `The matrix of ${CLIENTS} × ${PERIODS} took ${report.cases.whole.p50} ms, not under ${LIMIT_MS} ms`,
      );
      process.exitCode = 1;
    }
  } finally {
    if (server) await stopProcess(server.child);
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
