#!/usr/bin/env node
/**
 * A month's invoices for a firm (issue 42, "Tests and proof"): the built server on the large seed on
 * PostgreSQL (2,000 clients at SEED_SCALE 1, eight weeks of everyone's time), every client on a monthly
 * fixed-fee service whose last month's job is done, and every week of time approved, so "Drafts for a
 * month" makes one draft per client with its fee and its people's time. Measures how long the queue takes
 * from the request until every draft exists (target: under 30 s) and the 50-person mix's p50 and p99 beside
 * it (bench/support/mix.mjs), against the same mix alone at the same pace and a Fastify hello-world of the
 * same run. Writes the report to bench/results/; fails on an error or a missing draft.
 *
 *   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/billing-month-drafts.mjs
 *
 * Settings: SEED_SCALE (default 1), DURATION (s of the mix alone and of the hello-world, default 20),
 * WINDOW (s the drafts may take, with the mix beside them, default 60), PACE (share of the closed loop's
 * requests/s the paced mix sends, default 0.5), SERVER_ENTRY (another build).
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { createRecorder, kindsOf, reportFailures, runMix, signInPeople } from './support/mix.mjs';
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

if (!process.env.DATABASE_URL) {
  console.error(
    'This benchmark runs on PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres).',
  );
  process.exit(1);
}
const seedScale = process.env.SEED_SCALE ?? '1';
const duration = Number(process.env.DURATION ?? 20);
const window = Number(process.env.WINDOW ?? 60);
const pace = Number(process.env.PACE ?? 0.5);
const entry = builtServerEntry();
const FEE_MINOR = 250_000;

async function send(base, cookie, method, path, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { cookie, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text).data;
}

const mixSummary = (recorder) => {
  const all = [...recorder.byKind.values()].flatMap((entry) => entry.timings);
  return { requests: all.length, p50: percentileOf(all, 0.5), p99: percentileOf(all, 0.99) };
};

/**
 * Billable work for every client of the seeded firm: a job of `month` (last month) of a monthly fixed-fee
 * service per client, done now, and every seeded week approved at a rate (the seed's time is already on the
 * clients' tasks).
 */
async function prepareWork(client, month) {
  const { rows } = await client.query(`select id from organizations where name = 'Globex Consulting LLP'`);
  const org = rows[0]?.id;
  if (!org) throw new Error('The large seed has no Globex Consulting LLP organization');
  const periodStart = `${month}-01`;
  await client.query('begin');
  const service = await client.query(
    `insert into services (organization_id, name, name_pattern, frequency, job_date_rule, sac_code)
     values ($1, 'Monthly bookkeeping', 'Bookkeeping – {period}', 'monthly',
             '{"kind":"day_after_period","day":10,"monthsAfter":1}', '998222') returning id`,
    [org],
  );
  const serviceId = service.rows[0].id;
  await client.query(
    `insert into client_services (organization_id, customer_id, service_id, billing_mode, fee_minor, starts_on)
     select $1, id, $2, 'fixed', $3, $4::date from customers where organization_id = $1`,
    [org, serviceId, FEE_MINOR, periodStart],
  );
  await client.query(
    `insert into client_jobs (organization_id, customer_id, client_service_id, service_id, period_key,
                              period_start, period_end, period_label, title, job_date, state, completed_at)
     select cs.organization_id, cs.customer_id, cs.id, cs.service_id, $2, $3::date,
            ($3::date + interval '1 month' - interval '1 day')::date, to_char($3::date, 'FMMonth YYYY'),
            'Bookkeeping – ' || to_char($3::date, 'FMMonth YYYY'), ($3::date + interval '1 month 9 days')::date,
            'done', now()
     from client_services cs where cs.service_id = $1`,
    [serviceId, month, periodStart],
  );
  await client.query(
    `insert into timesheets (organization_id, user_id, week_start, status, submitted_at, decided_at)
     select distinct organization_id, user_id,
            entry_date - (extract(isodow from entry_date)::int - 1), 'approved', now(), now()
     from time_entries where organization_id = $1
     on conflict (user_id, week_start) do update set status = 'approved'`,
    [org],
  );
  // Everyone's time is billable at a rate of their own (the seed sets none): ₹1,500 an hour.
  await client.query(
    `insert into hourly_rates (organization_id, user_id, hourly_rate)
     select organization_id, id, 1500 from users where organization_id = $1
     on conflict do nothing`,
    [org],
  );
  await client.query('commit');
  const clients = await client.query('select count(*)::int as n from customers where organization_id = $1', [
    org,
  ]);
  return { org, clients: clients.rows[0].n };
}

/**
 * The month being billed is the server's current one, as a firm drafts at its end: its drafts take the work
 * done up to its last day, so last month's jobs completed now and the seed's eight weeks of time.
 */
function monthOf(monthsBack) {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1));
  return first.toISOString().slice(0, 7);
}

async function main() {
  const database = await createDatabase();
  const hello = await startHelloWorld();
  let server;
  const client = new pg.Client({ connectionString: database.env.DATABASE_URL });
  try {
    await seedLarge(database, seedScale);
    await client.connect();
    const month = monthOf(0);
    const { org, clients } = await prepareWork(client, monthOf(1));
    server = await startServer(entry, database.env);
    const { base } = server;
    const admin = await logIn(base, 'admin@globex.bench');
    const people = await signInPeople(base, 50);
    const helloRun = await autocannon({ url: hello.url, connections: 50, duration });

    await runMix(base, people, 3);
    const capacity = createRecorder();
    const capacityResult = await runMix(base, people, duration, capacity);
    const rate = Math.round(capacityResult.requests.average * pace);
    const alone = createRecorder();
    const aloneResult = await runMix(base, people, duration, alone, rate);

    // The month's drafts alone: the large seed's practice has drafts of its own, of earlier months.
    const label = new Date(`${month}-01T00:00:00Z`).toLocaleString('en-GB', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const drafts = async () =>
      (
        await client.query(
          `select count(*)::int as n, coalesce(sum(total_minor), 0)::bigint as total from invoices
           where organization_id = $1 and status = 'draft' and period_label = $2`,
          [org, label],
        )
      ).rows[0];

    const beside = createRecorder();
    const mix = runMix(base, people, window, beside, rate);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const started = performance.now();
    const queued = await send(base, admin, 'POST', '/api/v1/invoices/month-drafts', { month });
    let progress = { status: 'queued' };
    while (!['done', 'failed'].includes(progress.status) && performance.now() - started < window * 1000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      progress = await send(base, admin, 'GET', `/api/v1/invoices/month-drafts/${queued.jobId}`);
    }
    const draftSeconds = (performance.now() - started) / 1000;
    const besideResult = await mix;
    const made = await drafts();

    const report = {
      date: new Date().toISOString(),
      database: database.label,
      seedScale: Number(seedScale),
      month,
      clients,
      drafts: made.n,
      draftsTotalMinor: Number(made.total),
      progress,
      draftSeconds: tenths(draftSeconds),
      helloWorld: { requestsPerSecond: helloRun.requests.average, p99: helloRun.latency.p99 },
      mixClosedLoop: { ...mixSummary(capacity), requestsPerSecond: capacityResult.requests.average },
      pace,
      mixAlone: {
        ...mixSummary(alone),
        requestsPerSecond: aloneResult.requests.average,
        kinds: kindsOf(alone).map(({ name, requests, p50, p99 }) => ({ name, requests, p50, p99 })),
      },
      mixBesideDrafts: {
        ...mixSummary(beside),
        requestsPerSecond: besideResult.requests.average,
        kinds: kindsOf(beside).map(({ name, requests, p50, p99 }) => ({ name, requests, p50, p99 })),
      },
      targets: { draftSeconds: 30, mixP99Ms: 150 },
    };
    console.log(JSON.stringify(report, null, 2));
    writeResult('billing-month-drafts', report, database);
    const failed =
      reportFailures(kindsOf(capacity), capacityResult) ||
      reportFailures(kindsOf(alone), aloneResult) ||
      reportFailures(kindsOf(beside), besideResult);
    if (failed || made.n !== clients || progress.status !== 'done') {
      console.error(`Made ${made.n} drafts of ${clients} clients (progress: ${JSON.stringify(progress)})`);
      process.exitCode = 1;
    }
  } finally {
    await client.end().catch(() => {});
    if (server) await stopProcess(server.child);
    await stopProcess(hello.child);
    await database.drop();
  }
}

await main();
