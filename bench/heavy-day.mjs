#!/usr/bin/env node
/**
 * A day that includes the heavy work (issue 45, item 3): the built server on the large seed (PostgreSQL
 * when DATABASE_URL is set, else PGlite) while 50 people of the firm work (bench/support/mix.mjs: their
 * lists, tasks, timesheets, notifications, one write in ten), paced at PACE of the server's measured
 * capacity, first alone and then beside the heavy work a firm's day also holds, for WINDOW seconds:
 *
 * - three people reading reports afresh, one after another (the Task Report over everything and over a
 *   year, the time report by client × person, the leave report);
 * - two people downloading the Detailed Excel of every task (100,000 rows at SEED_SCALE 1), again and again;
 * - one person importing a sheet of IMPORT_ROWS tasks, again and again;
 * - the job queue making a month's jobs: five monthly services of three steps applied to every client
 *   (two months' in a month's last week: monthly-service.mjs).
 *
 * Reports the light mix's p50 / p99 alone and beside (target: p99 under 150 ms, nothing failing), per kind,
 * what the heavy work managed (how many, p50 / max) and what it was refused (429 past the organization's
 * heavy-work slots is the server keeping its promise to the light requests, counted, not a failure), with a
 * Fastify hello-world of the same run. Fails on any light error, any heavy answer other than 2xx or 429, or
 * jobs missing at the end.
 *
 *   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/heavy-day.mjs
 *
 * Settings: SEED_SCALE (default 1), DURATION (s of the mix alone and of the hello-world, default 20),
 * WINDOW (s of the mix beside the heavy work, default 60), PACE (default 0.5), IMPORT_ROWS (default 200),
 * THINK (s a heavy-work person spends on what they got before the next, on average: 0, the default, runs
 * each one back to back), READERS (0 to 9, default 3), EXPORTERS (0 to 5, default 2: the admin, then members),
 * IMPORTERS (0 or 1), GENERATE (0: no month's jobs; item 2's "five exports" is READERS=0 EXPORTERS=5
 * IMPORTERS=0 GENERATE=0),
 * SERVER_ENTRY (another build of the server, for a before-and-after).
 */
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { createRecorder, kindsOf, reportFailures, runMix, signInPeople } from './support/mix.mjs';
import { periodsAppeared, service } from './support/monthly-service.mjs';
import {
  builtServerEntry,
  createDatabase,
  getJson,
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
const duration = Number(process.env.DURATION ?? 20);
const window = Number(process.env.WINDOW ?? 60);
const pace = Number(process.env.PACE ?? 0.5);
const importRows = Number(process.env.IMPORT_ROWS ?? 200);
const think = Number(process.env.THINK ?? 0);
const readerCount = Number(process.env.READERS ?? 3);
const exporterCount = Number(process.env.EXPORTERS ?? 2);
const importerCount = Math.min(1, Number(process.env.IMPORTERS ?? 1));
const generates = process.env.GENERATE !== '0';
const SERVICES = 5;
const STEPS = 3;
const entry = builtServerEntry();

const day = (date) => date.toISOString().slice(0, 10);

/** What one kind of heavy work managed in the window. */
function createTally(name) {
  return { name, done: [], refused: 0, failures: [] };
}

const summaryOf = (tally) => ({
  name: tally.name,
  done: tally.done.length,
  p50Ms: tenths(percentileOf(tally.done, 0.5)),
  maxMs: tenths(Math.max(0, ...tally.done)),
  refused: tally.refused,
  failures: tally.failures.slice(0, 3),
});

/** Runs `request` again and again until `isOver()`, tallying its answers; a 429 waits its Retry-After. */
async function loop(tally, isOver, request) {
  while (!isOver()) {
    const started = performance.now();
    let response;
    try {
      response = await request();
      // The whole answer, as a browser takes a download.
      await response.arrayBuffer();
    } catch (error) {
      tally.failures.push(String(error));
      continue;
    }
    if (response.status === 429) {
      tally.refused++;
      const wait = Number(response.headers.get('retry-after') ?? 5);
      await new Promise((resolve) => setTimeout(resolve, Math.min(wait, 5) * 1000));
    } else if (response.ok) {
      tally.done.push(performance.now() - started);
      // A person looks at what they got before the next (0: back to back, the harshest day).
      if (think > 0)
        await new Promise((resolve) => setTimeout(resolve, think * 1000 * (0.5 + Math.random())));
    } else tally.failures.push(`${response.status} ${response.url}`);
  }
}

function importSheet(projects, people) {
  const lines = ['Name,Assignee,Due Date,Projects,Priority'];
  for (let row = 0; row < importRows; row++) {
    const person = people[row % people.length];
    lines.push(
      [
        `Imported work #${row + 1}`,
        person.email,
        `2031-03-${10 + (row % 15)}`,
        projects[row % projects.length].name,
        'Medium',
      ].join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

const mixOf = (recorder, result) => {
  const all = [...recorder.byKind.values()].flatMap((entry) => entry.timings);
  return {
    requests: all.length,
    p50: tenths(percentileOf(all, 0.5)),
    p99: tenths(percentileOf(all, 0.99)),
    requestsPerSecond: result.requests.average,
    kinds: kindsOf(recorder).map(({ name, requests, p50, p99 }) => ({ name, requests, p50, p99 })),
  };
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
    if (database.env.DATABASE_URL) await client.connect();
    const admin = await logIn(base, 'admin@globex.bench');
    const people = await signInPeople(base, 50);
    // Managers of the mix read and download besides their light requests (SEED_SCALE 0.1 has only 50 people).
    const readers = await Promise.all(
      Array.from({ length: readerCount }, (_, n) => logIn(base, `person${10 * (n + 1)}@globex.bench`)),
    );
    const exporters = [
      admin,
      ...(await Promise.all(
        Array.from({ length: exporterCount - 1 }, (_, n) => logIn(base, `person${40 + 10 * n}@globex.bench`)),
      )),
    ].slice(0, exporterCount);
    const importer = admin;
    const helloRun = await autocannon({ url: hello.url, connections: 50, duration });

    await runMix(base, people, 3);
    const capacity = createRecorder();
    const capacityResult = await runMix(base, people, duration, capacity);
    const rate = Math.round(capacityResult.requests.average * pace);
    const alone = createRecorder();
    const aloneResult = await runMix(base, people, duration, alone, rate);

    const projects = (await getJson(base, '/api/v1/projects?pageSize=20', admin)).data;
    const members = (await getJson(base, '/api/v1/people?pageSize=50', admin)).data.filter(
      (person) => person.isActive !== false,
    );
    const sheet = importSheet(projects, members);
    const serviceIds = [];
    for (let n = 1; generates && n <= SERVICES; n++) {
      const response = await fetch(`${base}/api/v1/services`, {
        method: 'POST',
        headers: { cookie: admin, 'content-type': 'application/json' },
        body: JSON.stringify(service(n)),
      });
      if (!response.ok) throw new Error(`POST /services: ${response.status} ${await response.text()}`);
      serviceIds.push((await response.json()).data.id);
    }

    const today = new Date();
    const year = `dateBasis=due&from=${day(new Date(today.getTime() - 365 * 86_400_000))}&to=${day(today)}`;
    const reportPaths = [
      'tasks',
      `tasks?${year}`,
      `time?groupBy=customer,user&from=${day(new Date(today.getTime() - 365 * 86_400_000))}&to=${day(today)}`,
      'leave',
    ];
    const reports = createTally('reports read afresh');
    const exports = createTally('Detailed Excel of every task');
    const imports = createTally(`task import of ${importRows} rows`);
    const heavyUntil = performance.now() + window * 1000;
    const isOver = () => performance.now() >= heavyUntil;

    const beside = createRecorder();
    const mix = runMix(base, people, window, beside, rate);
    const loadDuring = [];
    const sampler = setInterval(() => loadDuring.push(loadavg()[0]), 5000);
    const heavy = [
      ...readers.map((cookie, index) => {
        let turn = index;
        return loop(reports, isOver, () =>
          fetch(`${base}/api/v1/reports/${reportPaths[turn++ % reportPaths.length]}`, {
            headers: { cookie },
          }),
        );
      }),
      ...exporters.map((cookie) =>
        loop(exports, isOver, () =>
          fetch(`${base}/api/v1/reports/tasks/export.xlsx?type=detailed`, { headers: { cookie } }),
        ),
      ),
      ...Array.from({ length: importerCount }, () =>
        loop(imports, isOver, () => {
          const form = new FormData();
          form.set('file', new Blob([sheet], { type: 'text/csv' }), 'sheet.csv');
          form.set('commit', 'true');
          return fetch(`${base}/api/v1/tasks/import`, {
            method: 'POST',
            headers: { cookie: importer, origin: base, 'sec-fetch-site': 'same-origin' },
            body: form,
          });
        }),
      ),
    ];
    const generationStarted = performance.now();
    let applied;
    for (const id of serviceIds) {
      const response = await fetch(`${base}/api/v1/services/${id}/apply`, {
        method: 'POST',
        headers: { cookie: admin, 'content-type': 'application/json' },
        body: JSON.stringify({ clients: { by: 'filter' } }),
      });
      if (!response.ok) throw new Error(`apply: ${response.status} ${await response.text()}`);
      applied = (await response.json()).data;
    }
    const clients = applied?.applied ?? 0;
    const periods = applied ? await periodsAppeared(base, admin, 1, applied.startsOn) : 0;
    const expectedJobs = clients * SERVICES * periods;
    const countJobs = async () => {
      if (!database.env.DATABASE_URL) return { jobs: expectedJobs, tasks: expectedJobs * STEPS };
      const { rows } = await client.query(
        `select (select count(*) from client_jobs where service_id = any($1::uuid[]))::int as jobs,
                (select count(*) from tasks t join client_jobs j on j.id = t.job_id
                  where j.service_id = any($1::uuid[]))::int as tasks`,
        [serviceIds],
      );
      return rows[0];
    };
    let made = await countJobs();
    while ((made.jobs < expectedJobs || made.tasks < expectedJobs * STEPS) && !isOver()) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      made = await countJobs();
    }
    const generationSeconds = (performance.now() - generationStarted) / 1000;
    const besideResult = await mix;
    await Promise.all(heavy);
    clearInterval(sampler);
    made = await countJobs();

    const report = {
      date: new Date().toISOString(),
      database: database.label,
      seedScale: Number(seedScale),
      helloWorld: { requestsPerSecond: helloRun.requests.average, p99: helloRun.latency.p99 },
      mixClosedLoop: mixOf(capacity, capacityResult),
      pace,
      think,
      heavyPeople: { readers: readerCount, exporters: exporterCount, importers: importerCount, generates },
      lightAlone: mixOf(alone, aloneResult),
      lightBesideHeavyWork: mixOf(beside, besideResult),
      heavy: [reports, exports, imports].map(summaryOf),
      generation: {
        clients,
        services: SERVICES,
        periods,
        jobs: made.jobs,
        expectedJobs,
        seconds: tenths(generationSeconds),
      },
      loadAverageDuring: loadDuring.map(tenths),
      targets: { lightP99Ms: 150 },
    };
    console.log(JSON.stringify(report, null, 2));
    writeResult('heavy-day', report, database);
    const heavyFailures = [reports, exports, imports].flatMap((tally) => tally.failures);
    const failed =
      reportFailures(kindsOf(capacity), capacityResult) ||
      reportFailures(kindsOf(alone), aloneResult) ||
      reportFailures(kindsOf(beside), besideResult);
    if (failed || heavyFailures.length > 0 || made.jobs !== expectedJobs) {
      console.error(
        `Heavy failures: ${heavyFailures.slice(0, 5).join('; ')}; jobs ${made.jobs} of ${expectedJobs}`,
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
