/**
 * Reports benchmark: the built server on the large seed (PGlite, or PostgreSQL when DATABASE_URL is set).
 * Measures each report read afresh (REPEATS sequential requests, p50 / p99): the Task Report (Summary)
 * for the whole organization over a year and over everything, a Custom report, the time report by client
 * × person over a year, the leave report, the billing reports (unbilled, missed, realisation, revenue)
 * and what clients owe with its ageing (the first page of balances, with the firm's totals); then the CSV and Excel files of every Detailed row, streamed, with the server's memory sampled
 * while they stream (RSS growth over the level before the download). The machine's load average is
 * recorded before and after (others may share it), and a Fastify hello-world read the same way in the same
 * run is the floor each report is a multiple of. Writes the figures to bench/results/.
 *
 *   npm run build && node bench/reports-load.mjs            # SEED_SCALE=1: 100,000 tasks (~60 s to seed)
 *   node bench/reports-load.mjs --quick                      # SEED_SCALE=0.1
 *   node bench/reports-load.mjs --no-files                   # the reports only, no downloads
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/reports-load.mjs
 *   SEEDED_DATABASE_URL=postgres://…/<db> SERVER_ENTRY=<a build> node bench/reports-load.mjs   # see below
 *
 * SEEDED_DATABASE_URL names a PostgreSQL database already holding the large seed (npm run db:seed-large):
 * it is used as it is, neither seeded nor dropped, so two builds can be measured in turns on one database.
 */
import { loadavg } from 'node:os';
import {
  builtServerEntry,
  createDatabase,
  logIn,
  percentileOf,
  rssOf,
  seededDatabaseFromEnv,
  seedLarge,
  startHelloWorld,
  startServer,
  stopProcess,
  writeResult,
} from './support/server.mjs';

const isQuick = process.argv.includes('--quick');
const withFiles = !process.argv.includes('--no-files');
const seedScale = process.env.SEED_SCALE ?? (isQuick ? '0.1' : '1');
const repeats = Number(process.env.REPEATS ?? (isQuick ? 5 : 20));
const entry = builtServerEntry();

const day = (date) => date.toISOString().slice(0, 10);

/** REPEATS sequential GETs of one URL: the timings in ms and the last answer's body. */
async function timeReads(url, headers) {
  const timings = [];
  let body;
  for (let i = 0; i < repeats; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    body = await response.json();
    if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
    timings.push(performance.now() - started);
  }
  return { timings, body };
}

/**
 * One report read afresh REPEATS times (report routes are never cached): p50 / p99 in ms, and
 * `describe` of the last answer (its size, to tell the runs' reports apart). `path` is under
 * /api/v1/reports/ unless it starts with a slash.
 */
async function timeReport(base, cookie, path, describe) {
  const url = path.startsWith('/') ? `${base}/api/v1${path}` : `${base}/api/v1/reports/${path}`;
  const { timings, body } = await timeReads(url, { cookie });
  return {
    path,
    p50Ms: percentileOf(timings, 0.5),
    p99Ms: percentileOf(timings, 0.99),
    ...describe(body.data, body),
  };
}

const taskReportSize = (data) => ({ rows: data.rows.length, tasks: data.grandTotal.total });
const rowCount = (data) => ({ rows: data.rows.length });

/** Streams a file to nowhere, sampling the server's RSS every 50 ms. */
async function download(base, cookie, path, pid) {
  const before = rssOf(pid);
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 50);
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  let bytes = 0;
  let firstByteMs;
  for await (const chunk of response.body) {
    firstByteMs ??= performance.now() - started;
    bytes += chunk.byteLength;
  }
  clearInterval(timer);
  peak = Math.max(peak, rssOf(pid));
  return {
    path,
    seconds: Math.round((performance.now() - started) / 100) / 10,
    firstByteMs: Math.round(firstByteMs ?? 0),
    megabytes: Math.round((bytes / 1024 / 1024) * 10) / 10,
    rssBeforeMb: Math.round(before),
    rssPeakMb: Math.round(peak),
    rssGrowthMb: Math.round(peak - before),
  };
}

async function main() {
  const database = (await seededDatabaseFromEnv()) ?? (await createDatabase());
  const seeded = Boolean(database.seeded);
  let server;
  try {
    if (!seeded) await seedLarge(database, seedScale);
    server = await startServer(entry, database.env);
    const { base } = server;
    const cookie = await logIn(base, 'admin@globex.bench');
    const today = new Date();
    const yearAgo = new Date(today.getTime() - 365 * 86_400_000);
    const year = `dateBasis=due&from=${day(yearAgo)}&to=${day(today)}`;
    const range = `from=${day(yearAgo)}&to=${day(today)}`;
    const loadBefore = loadavg().map((value) => Math.round(value * 100) / 100);
    const summaryYear = await timeReport(base, cookie, `tasks?${year}`, taskReportSize);
    const summaryAll = await timeReport(base, cookie, 'tasks', taskReportSize);
    const customMonth = await timeReport(
      base,
      cookie,
      `tasks?type=custom&groupBy=month,status&${year}`,
      taskReportSize,
    );
    const timeClientPerson = await timeReport(
      base,
      cookie,
      `time?groupBy=customer,user&${range}`,
      (data) => ({
        rows: data.rows.length,
        people: data.utilisation.length,
        totalMinutes: data.total.totalMinutes,
      }),
    );
    const leave = await timeReport(base, cookie, 'leave', (data) => ({ people: data.people.length }));
    const billingUnbilled = await timeReport(base, cookie, 'billing/unbilled', rowCount);
    const billingMissed = await timeReport(base, cookie, 'billing/missed', (data) => ({
      fees: data.fees.length,
      time: data.time.length,
    }));
    const billingRealisation = await timeReport(base, cookie, `billing/realisation?${range}`, (data) => ({
      clients: data.clients.length,
      members: data.members.length,
    }));
    const billingRevenue = await timeReport(
      base,
      cookie,
      `billing/revenue?groupBy=customer&${range}`,
      rowCount,
    );
    const ageing = await timeReport(base, cookie, '/billing/balances', (data, body) => ({
      rows: data.length,
      clients: body.meta.total,
    }));
    const hello = await startHelloWorld();
    let helloWorld;
    try {
      const { timings } = await timeReads(hello.url, {});
      helloWorld = { p50Ms: percentileOf(timings, 0.5), p99Ms: percentileOf(timings, 0.99) };
    } finally {
      await stopProcess(hello.child);
    }
    const loadAfter = loadavg().map((value) => Math.round(value * 100) / 100);
    const downloads = withFiles ? await downloadFiles(base, cookie, year, server.child.pid) : [];
    const report = {
      date: new Date().toISOString(),
      database: database.label,
      server: entry,
      seededDatabase: seeded,
      seedScale: Number(seedScale),
      repeats,
      loadAverage: { before: loadBefore, after: loadAfter },
      summaryYear,
      summaryAll,
      customMonthStatus: customMonth,
      timeClientPerson,
      leave,
      billingUnbilled,
      billingMissed,
      billingRealisation,
      billingRevenue,
      ageing,
      helloWorld,
      downloads,
    };
    console.log(JSON.stringify(report, null, 2));
    printBudgets(report);
    writeResult('reports-load', report, database);
  } finally {
    if (server) await stopProcess(server.child);
    await database.drop();
  }
}

/** Item 1's budget (p50 under 100 ms, p99 under 200 ms) per report, and its median as a multiple of the floor's. */
function printBudgets(report) {
  const reports = Object.entries(report).filter(
    ([name, value]) => name !== 'helloWorld' && value && typeof value.p50Ms === 'number',
  );
  console.log('\nreport                 p50 ms   p99 ms   budget   p50 ÷ hello-world');
  for (const [name, { p50Ms, p99Ms }] of reports) {
    const meets = p50Ms < 100 && p99Ms < 200 ? 'met' : 'NOT met';
    const ratio = (p50Ms / report.helloWorld.p50Ms).toFixed(0);
    console.log(
      `${name.padEnd(22)} ${String(p50Ms).padStart(6)}   ${String(p99Ms).padStart(6)}   ${meets.padEnd(7)}  ${ratio}×`,
    );
  }
  console.log(`hello-world            ${report.helloWorld.p50Ms} / ${report.helloWorld.p99Ms} ms`);
}

/** The Detailed CSV and XLSX of every task and the year's Summary PDF, streamed one after another. */
async function downloadFiles(base, cookie, year, pid) {
  const csv = await download(base, cookie, '/api/v1/reports/tasks/export.csv?type=detailed', pid);
  const xlsx = await download(base, cookie, '/api/v1/reports/tasks/export.xlsx?type=detailed', pid);
  const pdf = await download(base, cookie, `/api/v1/reports/tasks/export.pdf?${year}`, pid);
  return [csv, xlsx, pdf];
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
