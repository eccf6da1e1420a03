#!/usr/bin/env node
/**
 * The soak (issue 26): the firm's morning mix of bench/mix-load.mjs (50 people of the large seed, each
 * reading their own lists and tasks, one request in ten a write) for ten minutes against two API
 * processes (WEB_CONCURRENCY=2) on one PostgreSQL. Runs the mix a minute at a time and, every 10 s,
 * samples the resident memory of each API process; prints and writes to bench/results/ each minute's
 * requests/s, p50 and p99 and the processes' memory. Fails on any error, timeout or non-2xx answer, and
 * when memory is not flat: the last minute's median above the second minute's by more than 25 % (the
 * first minute is the warm-up, while caches and pools fill).
 *
 *   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/soak.mjs
 *
 * Settings: MINUTES (default 10), PROCESSES (default 2), CONNECTIONS (default 50), SEED_SCALE (default
 * 0.1: 50 people, 10,000 tasks; 1 for the 500 people and 100,000 tasks).
 */
import { loadavg } from 'node:os';
import { createRecorder, kindsOf, reportFailures, runMix, signInPeople } from './support/mix.mjs';
import {
  builtServerEntry,
  createDatabase,
  percentileOf,
  processTree,
  rssOf,
  seedLarge,
  startServer,
  stopProcess,
  tenths,
  writeResult,
} from './support/server.mjs';

const minutes = Number(process.env.MINUTES ?? 10);
const processes = Number(process.env.PROCESSES ?? 2);
const connections = Number(process.env.CONNECTIONS ?? 50);
const seedScale = process.env.SEED_SCALE ?? '0.1';
const SAMPLE_MS = 10_000;
/** Memory may grow this much from the second minute to the last and still count as flat. */
const FLAT_GROWTH = 0.25;
const entry = builtServerEntry();

async function main() {
  const database = await createDatabase();
  if (database.label !== 'PostgreSQL') {
    console.error('The soak runs several processes: it needs PostgreSQL (DATABASE_URL).');
    process.exit(1);
  }
  let server;
  try {
    await seedLarge(database, seedScale);
    server = await startServer(entry, { ...database.env, WEB_CONCURRENCY: String(processes) });
    const { base } = server;
    const people = await signInPeople(base, connections);
    // The API processes: the workers of node:cluster, or the one server.
    const workers = () => {
      const tree = processTree(server.child.pid);
      return tree.length > 1 ? tree.slice(1) : tree;
    };
    const minutesReport = [];
    for (let minute = 1; minute <= minutes; minute++) {
      const samples = [];
      const sampler = setInterval(() => {
        samples.push(workers().reduce((sum, pid) => sum + rssOf(pid), 0));
      }, SAMPLE_MS);
      const recorder = createRecorder();
      const result = await runMix(base, people, 60, recorder);
      clearInterval(sampler);
      const kinds = kindsOf(recorder);
      const entryReport = {
        minute,
        requestsPerSecond: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
        processes: workers().length,
        rssMbMedian: Math.round(percentileOf(samples, 0.5)),
        loadAverage: tenths(loadavg()[0]),
        failed: reportFailures(kinds, result),
      };
      minutesReport.push(entryReport);
      console.log(JSON.stringify(entryReport));
    }
    const second = minutesReport[Math.min(1, minutesReport.length - 1)].rssMbMedian;
    const last = minutesReport[minutesReport.length - 1].rssMbMedian;
    const growth = (last - second) / second;
    const report = {
      date: new Date().toISOString(),
      database: database.label,
      seedScale: Number(seedScale),
      connections,
      processes,
      minutes: minutesReport,
      requests: minutesReport.reduce((sum, each) => sum + each.requestsPerSecond * 60, 0),
      errors: minutesReport.reduce((sum, each) => sum + each.non2xx + each.errors + each.timeouts, 0),
      memory: { secondMinuteMb: second, lastMinuteMb: last, growthPercent: Math.round(growth * 1000) / 10 },
    };
    console.log(JSON.stringify({ errors: report.errors, memory: report.memory }));
    writeResult('soak', report);
    if (minutesReport.some((each) => each.failed)) process.exitCode = 1;
    if (growth > FLAT_GROWTH) {
      console.error(
        `FAILED: memory grew ${report.memory.growthPercent} % from the second minute to the last`,
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
  process.exitCode = 1;
});
