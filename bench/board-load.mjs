#!/usr/bin/env node
/**
 * Board benchmark (issue 27, boards in pages): the built server on the large seed (PGlite, or PostgreSQL
 * when DATABASE_URL is set), the board of its 2,000-task project (P1) at CONNECTIONS connections: the
 * first screen (each column's count and first page) kept in memory and read afresh, a column's next page
 * read afresh (each also one request at a time), and a light request (`users/me`, 10 connections) during
 * a burst of boards. Prints the answers' sizes, requests/s, p50 and p99 and the machine's load average,
 * fails on any non-2xx, and writes the figures to bench/results/.
 *
 *   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/board-load.mjs
 *   node bench/board-load.mjs --quick     # seconds, SEED_SCALE 0.1 (P1 still holds its 2,000 tasks)
 *
 * Settings: DURATION (s per case, default 10), CONNECTIONS (default 50), SEED_SCALE (default 1: 100,000
 * tasks in the organization).
 */
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import {
  builtServerEntry,
  createDatabase,
  getJson,
  logIn,
  seedLarge,
  startServer,
  stopProcess,
  writeResult,
} from './support/server.mjs';

const isQuick = process.argv.includes('--quick');
const duration = Number(process.env.DURATION ?? (isQuick ? 2 : 10));
const connections = Number(process.env.CONNECTIONS ?? 50);
const warmup = isQuick ? 0.5 : 3;
const seedScale = process.env.SEED_SCALE ?? (isQuick ? '0.1' : '1');
const entry = builtServerEntry();

/**
 * Load on one path. `isFresh`: a parameter the API ignores, different on every request, so no answer
 * comes from memory (decision 014): what a board costs when something changed since the last read.
 */
function load(base, path, cookie, { seconds = duration, isFresh = false, clients = connections } = {}) {
  let sent = 0;
  const joiner = path.includes('?') ? '&' : '?';
  return autocannon({
    url: `${base}${path}`,
    connections: clients,
    duration: seconds,
    headers: { cookie },
    ...(isFresh
      ? {
          requests: [
            { setupRequest: (request) => ({ ...request, path: `${path}${joiner}fresh=${sent++}` }) },
          ],
        }
      : {}),
  });
}

const rowOf = (name, path, result) => ({
  name,
  path,
  requestsPerSecond: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
});

/**
 * One case at `connections`, and one request at a time (what a request costs without a queue: on a
 * machine shared with other work, the part of the latency that is this server's).
 */
async function measure(base, cookie, name, path, options) {
  if (warmup > 0) await load(base, path, cookie, { ...options, seconds: warmup });
  const alone = await load(base, path, cookie, { ...options, clients: 1, seconds: Math.min(3, duration) });
  const row = {
    ...rowOf(name, path, await load(base, path, cookie, options)),
    alone: { p50: alone.latency.p50, p99: alone.latency.p99, non2xx: alone.non2xx },
  };
  console.log(
    `  ${row.name}: ${row.requestsPerSecond} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms; alone p50 ${row.alone.p50} ms, p99 ${row.alone.p99} ms`,
  );
  return row;
}

/** `users/me` on 10 connections while `connections` others load boards: does a burst stall everyone? */
async function besideBurst(base, cookie, name, boardPath, isFresh) {
  const burst = load(base, boardPath, cookie, { seconds: duration + 2, isFresh });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const light = await load(base, '/api/v1/users/me', cookie, { clients: 10 });
  const boards = await burst;
  const row = {
    ...rowOf(name, '/api/v1/users/me', light),
    burstRequestsPerSecond: Math.round(boards.requests.average),
    burstNon2xx: boards.non2xx,
  };
  console.log(`  ${row.name}: ${row.requestsPerSecond} req/s, p99 ${row.p99} ms`);
  return row;
}

async function main() {
  const database = await createDatabase();
  let server;
  try {
    await seedLarge(database, seedScale);
    server = await startServer(entry, database.env);
    const { base } = server;
    const cookie = await logIn(base, 'admin@globex.bench');
    const projects = await getJson(base, '/api/v1/projects?q=P1&pageSize=100', cookie);
    const project = projects.data.find((entry) => entry.key === 'P1');
    if (!project) throw new Error('The large seed has no project P1');
    const boardPath = `/api/v1/tasks/board?projectId=${project.id}`;

    const firstScreen = await fetch(`${base}${boardPath}`, { headers: { cookie } });
    const firstText = await firstScreen.text();
    if (!firstScreen.ok) throw new Error(`${boardPath}: ${firstScreen.status} ${firstText}`);
    const { columns } = JSON.parse(firstText).data;
    const pending = columns.find((column) => column.status === 'Pending');
    if (!pending?.nextCursor) throw new Error('The Pending column of P1 has no second page');
    const pagePath = `${boardPath}&status=Pending&cursor=${encodeURIComponent(pending.nextCursor)}`;
    const page = await fetch(`${base}${pagePath}`, { headers: { cookie } });
    const pageText = await page.text();
    if (!page.ok) throw new Error(`${pagePath}: ${page.status} ${pageText}`);

    const loadBefore = loadavg()[0];
    const rows = [
      await measure(base, cookie, 'first screen, kept', boardPath),
      await measure(base, cookie, 'first screen, read afresh', boardPath, { isFresh: true }),
      await measure(base, cookie, "a column's next page, read afresh", pagePath, { isFresh: true }),
      await besideBurst(base, cookie, 'users/me during a burst of kept boards', boardPath, false),
      await besideBurst(base, cookie, 'users/me during a burst of boards read afresh', boardPath, true),
    ];
    const report = {
      date: new Date().toISOString(),
      database: database.label,
      seedScale: Number(seedScale),
      connections,
      durationSeconds: duration,
      loadAverage: { before: loadBefore, after: loadavg()[0] },
      project: { key: 'P1', tasks: columns.reduce((sum, column) => sum + column.total, 0) },
      firstScreenBytes: Buffer.byteLength(firstText),
      nextPageBytes: Buffer.byteLength(pageText),
      rows,
    };
    print(report);
    writeResult('board-load', report, database);
    const failures = rows.filter(
      (row) => row.non2xx > 0 || row.errors > 0 || row.burstNon2xx > 0 || row.alone?.non2xx > 0,
    );
    for (const row of failures)
      console.error(`FAILED ${row.name}: ${row.non2xx} non-2xx, ${row.errors} errors`);
    if (failures.length > 0) process.exitCode = 1;
  } finally {
    if (server) await stopProcess(server.child);
    await database.drop();
  }
}

function print(report) {
  console.log(
    `\n${report.database}, ${report.connections} connections, ${report.durationSeconds} s a case; load average ${report.loadAverage.before.toFixed(1)} → ${report.loadAverage.after.toFixed(1)}`,
  );
  console.log(
    `P1: ${report.project.tasks} tasks; first screen ${report.firstScreenBytes} bytes, a next page ${report.nextPageBytes} bytes\n`,
  );
  console.log('| case | requests/s | p50 (ms) | p99 (ms) | one at a time, p50 / p99 (ms) | non-2xx |');
  console.log('|---|---|---|---|---|---|');
  for (const row of report.rows) {
    const alone = row.alone ? `${row.alone.p50} / ${row.alone.p99}` : '';
    console.log(
      `| ${row.name} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${alone} | ${row.non2xx} |`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
