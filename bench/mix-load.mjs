#!/usr/bin/env node
/**
 * A firm's morning (issue 27): the built server on the large seed (PGlite, or PostgreSQL when DATABASE_URL
 * is set) while 50 people of the organization work at once, each signed in as themselves on a connection
 * of their own: the admin, managers (person10, person20, …) and employees. Each sends, in a closed loop, a
 * request drawn from a weighted mix of everyday reads (their Task List with a status filter sorted by due
 * date, sometimes page 2; one of their own tasks; the unread notification count; their timesheet of the
 * current week; the projects list) and, one request in ten, a write on one of their own tasks (its
 * priority changed, or a comment added). A Fastify hello-world at the same concurrency, before and after
 * the mix, is the reference of the same run. Prints and writes to bench/results/ p50 and p99 per kind of
 * request, the whole mix's requests/s, p50 and p99, its share of the hello-world, and the CPU time per
 * request of the server and of a PostgreSQL on this machine. Fails on any error, timeout or non-2xx answer.
 *
 *   npm run build && node bench/mix-load.mjs                 # SEED_SCALE=1: 500 people, 100,000 tasks
 *   SEED_SCALE=0.1 DURATION=10 node bench/mix-load.mjs        # 50 people, 10,000 tasks
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/mix-load.mjs
 *   SEEDED_DATABASE_URL=postgres://…/<db> SERVER_ENTRY=<a build> node bench/mix-load.mjs   # A/B on one seed
 *
 * Settings: DURATION (s of the measured mix, and of each hello-world run; default 20), CONNECTIONS (people
 * at once, one connection each, default 50: the admin and person1 … person49; the seed must have that many,
 * SEED_SCALE 0.1 has 50), SEED_SCALE (default 1), SERVER_ENTRY (another build of the server), PROCESSES
 * (a comma list of API process counts to run the mix against in turn on the same database, e.g. `1,2`:
 * WEB_CONCURRENCY of each run; more than one needs PostgreSQL; default 1).
 */
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import {
  createRecorder,
  kindsOf,
  reportFailures,
  runMix,
  signInPeople,
  writesAgainstReads,
} from './support/mix.mjs';
import {
  builtServerEntry,
  cpuMsOfProcessesNamed,
  createDatabase,
  seededDatabaseFromEnv,
  seedLarge,
  startHelloWorld,
  startServer,
  stopProcess,
  tenths,
  treeCpuMsOf,
  writeResult,
} from './support/server.mjs';

const seedScale = process.env.SEED_SCALE ?? '1';
const connections = Number(process.env.CONNECTIONS ?? 50);
const duration = Number(process.env.DURATION ?? 20);
const processCounts = (process.env.PROCESSES ?? '1').split(',').map(Number);
const warmup = 3;
const entry = builtServerEntry();

/** The mix against the server started with `processes` API processes, with the hello-world before and after. */
async function measure(database, processes, hello) {
  const server = await startServer(entry, { ...database.env, WEB_CONCURRENCY: String(processes) });
  const { base } = server;
  try {
    const people = await signInPeople(base, connections);
    const helloLoad = (seconds) => autocannon({ url: hello.url, connections, duration: seconds });
    await helloLoad(1);
    await runMix(base, people, warmup);
    const helloBefore = await helloLoad(duration);
    const recorder = createRecorder();
    const loadBefore = loadavg();
    const cpuBefore = treeCpuMsOf(server.child.pid);
    // PostgreSQL's backends on this machine (PGlite runs inside the server and counts as the server's).
    const databaseCpu = () => (database.label === 'PostgreSQL' ? cpuMsOfProcessesNamed('postgres') : 0);
    const databaseCpuBefore = databaseCpu();
    const mix = await runMix(base, people, duration, recorder);
    const serverCpuMs = treeCpuMsOf(server.child.pid) - cpuBefore;
    const databaseCpuMs = databaseCpu() - databaseCpuBefore;
    const loadAfter = loadavg();
    const helloAfter = await helloLoad(duration);
    const helloRps = (helloBefore.requests.average + helloAfter.requests.average) / 2;
    const kinds = kindsOf(recorder);
    const answered = kinds.reduce((sum, kind) => sum + kind.requests, 0);
    return {
      processes,
      people: {
        count: people.length,
        admins: people.filter((person) => person.role === 'Admin').length,
        managers: people.filter((person) => person.role === 'Manager').length,
        employees: people.filter((person) => person.role === 'Employee').length,
        // Up to 100 each, the first page of their own tasks by due date.
        ownTasksCollectedEach: Math.round(
          people.reduce((sum, person) => sum + person.tasks.length, 0) / people.length,
        ),
      },
      loadAverage: { before: loadBefore.map(tenths), after: loadAfter.map(tenths) },
      helloWorld: {
        requestsPerSecond: Math.round(helloRps),
        p50: helloBefore.latency.p50,
        p99: helloBefore.latency.p99,
      },
      mix: {
        requestsPerSecond: Math.round(mix.requests.average),
        p50: mix.latency.p50,
        p99: mix.latency.p99,
        shareOfHelloWorld: Math.round((mix.requests.average / helloRps) * 1000) / 10,
        // Of every API process together.
        serverCpuMsPerRequest: answered ? Math.round((serverCpuMs / answered) * 100) / 100 : 0,
        // Of a PostgreSQL on this machine; 0 on PGlite, or when it runs elsewhere.
        databaseCpuMsPerRequest: answered ? Math.round((databaseCpuMs / answered) * 100) / 100 : 0,
        non2xx: mix.non2xx,
        errors: mix.errors,
        timeouts: mix.timeouts,
      },
      kinds,
      writesAgainstReads: writesAgainstReads(recorder),
      failed: reportFailures(kinds, mix),
    };
  } finally {
    await stopProcess(server.child);
  }
}

async function main() {
  const database = (await seededDatabaseFromEnv()) ?? (await createDatabase());
  if (processCounts.some((count) => count > 1) && database.label !== 'PostgreSQL') {
    console.error('PROCESSES above 1 needs PostgreSQL (DATABASE_URL): PGlite lives in one process.');
    process.exit(1);
  }
  const servers = [];
  try {
    if (!database.seeded) await seedLarge(database, seedScale);
    const hello = await startHelloWorld();
    servers.push(hello.child);
    const runs = [];
    for (const processes of processCounts) runs.push(await measure(database, processes, hello));
    const report = {
      date: new Date().toISOString(),
      database: database.label,
      seedScale: Number(seedScale),
      connections,
      durationSeconds: duration,
      runs,
    };
    console.log(JSON.stringify(report, null, 2));
    writeResult('mix-load', report, database);
    for (const run of runs) {
      console.log(
        `${run.processes} process(es): ${run.mix.requestsPerSecond} requests/s, p50 ${run.mix.p50} ms, p99 ${run.mix.p99} ms, CPU a request: API ${run.mix.serverCpuMsPerRequest} ms, PostgreSQL ${run.mix.databaseCpuMsPerRequest} ms`,
      );
      const { reads, writesOverReadsP50 } = run.writesAgainstReads ?? {};
      if (reads)
        console.log(
          `  reads together: p50 ${reads.p50} ms, p99 ${reads.p99} ms; writes' median ÷ theirs: ${Object.entries(
            writesOverReadsP50,
          )
            .map(([name, ratio]) => `${name.replace('write: ', '')} ${ratio}×`)
            .join(', ')}`,
        );
    }
    if (runs.some((run) => run.failed)) process.exitCode = 1;
  } finally {
    for (const child of servers) await stopProcess(child);
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
