#!/usr/bin/env node
/**
 * A month's jobs for a firm (issue 40, "Speed and scale"): the built server on the large seed on
 * PostgreSQL (2,000 clients at SEED_SCALE 1), five monthly services of three steps applied to every client,
 * so the job generator makes 10,000 jobs and 30,000 tasks through the job queue (twice as many in a
 * month's last week, when the next period's jobs have appeared too: monthly-service.mjs), while 50 people of the firm
 * work (bench/support/mix.mjs: their lists, tasks, timesheets and one write in ten). Measures how long the
 * generator takes from the first apply until every job and task exists (target: under a minute) and the
 * mix's p50 and p99 beside it (target: p99 under 150 ms), against the same mix alone and a Fastify
 * hello-world of the same run. Writes the report to bench/results/; fails on an error or a missing job.
 *
 * The mix runs twice alone: first in a closed loop (each person's next request as soon as the last is
 * answered: the server's capacity on this machine), then paced at PACE of that capacity, which is how it
 * also runs beside the generator. Fifty people at the desk send far fewer requests than a closed loop: a
 * closed loop keeps every core busy, so any other work, however light, shows up whole in its p99. The paced
 * mix runs a third time once every job exists: what the new rows cost, apart from the generator running.
 *
 *   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/services-generate.mjs
 *
 * Settings: SEED_SCALE (default 1), DURATION (s of the mix alone and of the hello-world, default 20),
 * WINDOW (s of the mix beside the generator, default 60), PACE (share of the closed loop's requests/s the
 * paced mix sends, default 0.5), SERVER_ENTRY (another build).
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { createRecorder, kindsOf, reportFailures, runMix, signInPeople } from './support/mix.mjs';
import { periodsAppeared, service } from './support/monthly-service.mjs';
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
const SERVICES = 5;
const STEPS = 3;
const entry = builtServerEntry();

async function send(base, cookie, method, path, body) {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return { ms: performance.now() - started, data: JSON.parse(text).data };
}

const mixSummary = (recorder) => {
  const all = [...recorder.byKind.values()].flatMap((entry) => entry.timings);
  return { requests: all.length, p50: percentileOf(all, 0.5), p99: percentileOf(all, 0.99) };
};

async function main() {
  const database = await createDatabase();
  const hello = await startHelloWorld();
  let server;
  const client = new pg.Client({ connectionString: database.env.DATABASE_URL });
  try {
    await seedLarge(database, seedScale);
    server = await startServer(entry, database.env);
    const { base } = server;
    await client.connect();
    const admin = await logIn(base, 'admin@globex.bench');
    const people = await signInPeople(base, 50);
    const helloRun = await autocannon({ url: hello.url, connections: 50, duration });

    await runMix(base, people, 3);
    const capacity = createRecorder();
    const capacityResult = await runMix(base, people, duration, capacity);
    const rate = Math.round(capacityResult.requests.average * pace);
    const alone = createRecorder();
    const aloneResult = await runMix(base, people, duration, alone, rate);

    const serviceIds = [];
    for (let n = 1; n <= SERVICES; n++)
      serviceIds.push((await send(base, admin, 'POST', '/api/v1/services', service(n))).data.id);
    const counts = async () => {
      const { rows } = await client.query(
        `select (select count(*) from client_jobs where service_id = any($1::uuid[]))::int as jobs,
                (select count(*) from tasks t join client_jobs j on j.id = t.job_id where j.service_id = any($1::uuid[]))::int as tasks`,
        [serviceIds],
      );
      return rows[0];
    };

    const beside = createRecorder();
    const mix = runMix(base, people, window, beside, rate);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const started = performance.now();
    let applied;
    const applyTimes = [];
    for (const id of serviceIds) {
      applied = await send(base, admin, 'POST', `/api/v1/services/${id}/apply`, {
        clients: { by: 'filter' },
      });
      applyTimes.push(tenths(applied.ms));
    }
    const clients = applied.data.applied;
    const periods = await periodsAppeared(base, admin, 1, applied.data.startsOn);
    const expectedJobs = clients * SERVICES * periods;
    let made = await counts();
    while (made.jobs < expectedJobs || made.tasks < expectedJobs * STEPS) {
      if (performance.now() - started > window * 1000) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
      made = await counts();
    }
    const generationSeconds = (performance.now() - started) / 1000;
    const besideResult = await mix;
    // The same pace once the jobs exist: what the new rows cost the mix, apart from the generator running.
    const after = createRecorder();
    const afterResult = await runMix(base, people, duration, after, rate);
    // And once PostgreSQL has caught up with the new rows (what autovacuum does on its own in a while).
    const vacuumStarted = performance.now();
    await client.query('vacuum analyze');
    const vacuumSeconds = (performance.now() - vacuumStarted) / 1000;
    const settled = createRecorder();
    const settledResult = await runMix(base, people, duration, settled, rate);

    const report = {
      date: new Date().toISOString(),
      database: database.label,
      seedScale: Number(seedScale),
      clients,
      services: SERVICES,
      periods,
      jobs: made.jobs,
      tasks: made.tasks,
      expectedJobs,
      applyMs: applyTimes,
      generationSeconds: tenths(generationSeconds),
      helloWorld: { requestsPerSecond: helloRun.requests.average, p99: helloRun.latency.p99 },
      mixClosedLoop: { ...mixSummary(capacity), requestsPerSecond: capacityResult.requests.average },
      pace,
      mixAlone: {
        ...mixSummary(alone),
        requestsPerSecond: aloneResult.requests.average,
        kinds: kindsOf(alone).map(({ name, requests, p50, p99 }) => ({ name, requests, p50, p99 })),
      },
      mixBesideGeneration: {
        ...mixSummary(beside),
        requestsPerSecond: besideResult.requests.average,
        kinds: kindsOf(beside).map(({ name, requests, p50, p99 }) => ({ name, requests, p50, p99 })),
      },
      mixAfterGeneration: {
        ...mixSummary(after),
        requestsPerSecond: afterResult.requests.average,
        kinds: kindsOf(after).map(({ name, requests, p50, p99 }) => ({ name, requests, p50, p99 })),
      },
      vacuumSeconds: tenths(vacuumSeconds),
      mixSettled: {
        ...mixSummary(settled),
        requestsPerSecond: settledResult.requests.average,
        kinds: kindsOf(settled).map(({ name, requests, p50, p99 }) => ({ name, requests, p50, p99 })),
      },
      targets: { generationSeconds: 60, mixP99Ms: 150 },
    };
    console.log(JSON.stringify(report, null, 2));
    writeResult('services-generate', report, database);
    const failed =
      reportFailures(kindsOf(capacity), capacityResult) ||
      reportFailures(kindsOf(alone), aloneResult) ||
      reportFailures(kindsOf(beside), besideResult) ||
      reportFailures(kindsOf(after), afterResult);
    if (failed || made.jobs !== expectedJobs || made.tasks !== expectedJobs * STEPS) {
      console.error(
        `Made ${made.jobs} of ${expectedJobs} jobs and ${made.tasks} of ${expectedJobs * STEPS} tasks`,
      );
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
