/**
 * Reports benchmark: the built server on the large seed (PGlite, or PostgreSQL when DATABASE_URL is set).
 * Measures the Task Report (Summary) for the whole organization over a year, read afresh each time, and
 * the CSV and Excel files of every Detailed row, streamed, with the server's memory sampled while they
 * stream (RSS growth over the level before the download). Writes the figures to bench/results/.
 *
 *   npm run build && node bench/reports-load.mjs            # SEED_SCALE=1: 100,000 tasks (~60 s to seed)
 *   node bench/reports-load.mjs --quick                      # SEED_SCALE=0.1
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/reports-load.mjs
 */
import {
  builtServerEntry,
  createDatabase,
  logIn,
  rssOf,
  seedLarge,
  startServer,
  stopProcess,
  writeResult,
} from './support/server.mjs';

const isQuick = process.argv.includes('--quick');
const seedScale = process.env.SEED_SCALE ?? (isQuick ? '0.1' : '1');
const repeats = Number(process.env.REPEATS ?? (isQuick ? 5 : 20));
const entry = builtServerEntry();

const day = (date) => date.toISOString().slice(0, 10);
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** Sequential requests (each read afresh: report routes are never cached); answers timings in ms. */
async function timeSummary(base, cookie, query) {
  const timings = [];
  let body;
  for (let i = 0; i < repeats; i++) {
    const started = performance.now();
    const response = await fetch(`${base}/api/v1/reports/tasks?${query}`, { headers: { cookie } });
    body = await response.json();
    if (!response.ok) throw new Error(`Summary: ${response.status} ${JSON.stringify(body)}`);
    timings.push(performance.now() - started);
  }
  return {
    p50Ms: Math.round(percentile(timings, 50) * 10) / 10,
    p99Ms: Math.round(percentile(timings, 99) * 10) / 10,
    rows: body.data.rows.length,
    tasks: body.data.grandTotal.total,
  };
}

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
  const database = await createDatabase();
  let server;
  try {
    await seedLarge(database, seedScale);
    server = await startServer(entry, database.env);
    const { base } = server;
    const cookie = await logIn(base, 'admin@globex.bench');
    const today = new Date();
    const yearAgo = new Date(today.getTime() - 365 * 86_400_000);
    const year = `dateBasis=due&from=${day(yearAgo)}&to=${day(today)}`;
    const summaryYear = await timeSummary(base, cookie, year);
    const summaryAll = await timeSummary(base, cookie, '');
    const customMonth = await timeSummary(base, cookie, `type=custom&groupBy=month,status&${year}`);
    const csv = await download(
      base,
      cookie,
      '/api/v1/reports/tasks/export.csv?type=detailed',
      server.child.pid,
    );
    const xlsx = await download(
      base,
      cookie,
      '/api/v1/reports/tasks/export.xlsx?type=detailed',
      server.child.pid,
    );
    const pdf = await download(base, cookie, `/api/v1/reports/tasks/export.pdf?${year}`, server.child.pid);
    const report = {
      date: new Date().toISOString(),
      database: database.label,
      seedScale: Number(seedScale),
      repeats,
      summaryYear,
      summaryAll,
      customMonthStatus: customMonth,
      downloads: [csv, xlsx, pdf],
    };
    console.log(JSON.stringify(report, null, 2));
    writeResult('reports-load', report, database);
  } finally {
    if (server) await stopProcess(server.child);
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
