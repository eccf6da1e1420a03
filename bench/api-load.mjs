#!/usr/bin/env node
/**
 * API load benchmark: the built server on a seeded database (PGlite, or PostgreSQL when DATABASE_URL
 * is set), a Fastify hello-world as the reference in the same run, autocannon against a fixed mix of
 * authenticated and public endpoints. Prints requests/s, p50, p99 and the share of the hello-world
 * per endpoint, start-up time and server memory, and writes the rows to bench/results/.
 *
 *   npm run build && node bench/api-load.mjs
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/api-load.mjs
 *   node bench/api-load.mjs --quick      # CI guard: seconds, fails on any error or wrong answer
 *   SOAK=300 node bench/api-load.mjs     # five minutes of mixed load, memory sampled throughout
 *
 * Settings: DURATION (s per endpoint, default 10), CONNECTIONS (default 50), ONLY (a pattern of
 * endpoint names, e.g. 'users/me|people, 50'), SEED_SCALE (default 1: 500 people, 100,000 notifications; --quick uses 0.1),
 * STARTS (restarts measured for the start-up figure, default 1), SERVER_ENTRY (another build of the server,
 * e.g. to compare start-up before and after a change; default apps/api/dist/server.js).
 */
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  builtServerEntry,
  createDatabase,
  freePort,
  logIn,
  root,
  rssOf,
  seedLarge,
  startHelloWorld,
  startProcess,
  startServer,
  stopProcess,
  writeResult,
} from './support/server.mjs';

const isQuick = process.argv.includes('--quick');
const duration = Number(process.env.DURATION ?? (isQuick ? 1 : 10));
const connections = Number(process.env.CONNECTIONS ?? (isQuick ? 10 : 50));
const warmup = isQuick ? 0.5 : 3;
const soakSeconds = Number(process.env.SOAK ?? 0);
const seedScale = process.env.SEED_SCALE ?? (isQuick ? '0.1' : '1');
const only = process.env.ONLY ? new RegExp(process.env.ONLY, 'i') : undefined;
const entry = builtServerEntry();
// Restarts measured (STARTS, default 1): the start-up figures are their medians, wall and CPU time.
const starts = Math.max(1, Number(process.env.STARTS ?? 1));

/** Ids the task endpoints need: the 2,000-task project (key P1) and a person with open work. */
async function lookUpIds(base, cookie) {
  const get = async (path) => {
    const response = await fetch(`${base}${path}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return response.json();
  };
  const projects = await get('/api/v1/projects?q=P1&pageSize=100');
  const bigProject = projects.data.find((project) => project.key === 'P1');
  const tasks = await get('/api/v1/tasks?status=Pending&pageSize=1');
  const assignee = tasks.data[0]?.assignee;
  if (!bigProject || !assignee) throw new Error('The large seed has no project P1 or no pending task');
  return { bigProjectId: bigProject.id, assigneeId: assignee.id };
}

function endpoints(ids) {
  const now = new Date();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
  const monthEnd = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString();
  const lastWeek = new Date(now.getTime() - 7 * 86_400_000).toISOString().slice(0, 10);
  const list = [
    ['users/me', '/api/v1/users/me'],
    ['people, 50 rows', '/api/v1/people?pageSize=50'],
    ['people, 50 rows, read afresh', '/api/v1/people?pageSize=50', { isFresh: true }],
    ['people, page 8', '/api/v1/people?page=8&pageSize=50'],
    ['people tree', '/api/v1/people/tree'],
    ['people options', '/api/v1/people/options'],
    ['customers, 50 rows', '/api/v1/customers?pageSize=50'],
    ['customers, 50 rows, read afresh', '/api/v1/customers?pageSize=50', { isFresh: true }],
    ['customers, page 40', '/api/v1/customers?page=40&pageSize=50'],
    ['departments', '/api/v1/departments?pageSize=50'],
    ['roles', '/api/v1/roles'],
    ['holidays', `/api/v1/holidays?year=${now.getUTCFullYear()}`],
    ['events', '/api/v1/events?scope=all&pageSize=50'],
    ['calendar, a month', `/api/v1/calendar?from=${monthStart}&to=${monthEnd}`],
    ['notifications, 50 rows', '/api/v1/notifications?pageSize=50'],
    ['notifications, page 200', '/api/v1/notifications?page=200&pageSize=50'],
    ['unread count', '/api/v1/notifications/unread-count'],
    ['projects, 50 rows', '/api/v1/projects?pageSize=50'],
    [
      'tasks, 50 rows of one assignee',
      `/api/v1/tasks?status=Pending&assigneeId=${ids.assigneeId}&sort=dueDate&pageSize=50`,
    ],
    [
      'tasks, 50 rows of one assignee, read afresh',
      `/api/v1/tasks?status=Pending&assigneeId=${ids.assigneeId}&sort=dueDate&pageSize=50`,
      { isFresh: true },
    ],
    ['tasks, page 20', '/api/v1/tasks?sort=dueDate&page=20&pageSize=50'],
    ['board, 2,000-task project', `/api/v1/tasks/board?projectId=${ids.bigProjectId}`],
    ['Gantt, 2,000-task project (first window of rows)', `/api/v1/projects/${ids.bigProjectId}/gantt`],
    ['team dashboard', '/api/v1/tasks/dashboard'],
    // Last week: the seed gives everyone eight past weeks of time.
    ["timesheet, one person's week", `/api/v1/time/timesheet?userId=${ids.assigneeId}&week=${lastWeek}`],
    // last-seen times move while it runs: checked for status only
    ['sessions', '/api/v1/sessions', { isVolatile: true }],
    ['organization', '/api/v1/organizations/current'],
    ['pricing plans (public)', '/api/v1/pricing-plans', { isPublic: true }],
    ['country codes (public)', '/api/v1/meta/country-codes', { isPublic: true }],
    ['session probe (public)', '/api/v1/users/session', { isPublic: true }],
    ['home page (public)', '/', { isPublic: true }],
  ].map(([name, path, options = {}]) => ({ name, path, ...options }));
  return only ? list.filter((endpoint) => only.test(endpoint.name)) : list;
}

/**
 * Rows marked isFresh add a parameter the API ignores, different on every request, so no answer is
 * ever given from memory (decision 014): what a read costs when something changed since the last one.
 * `expectBody`: count the answers that are not the 200 and this body (autocannon's own check cannot be
 * combined with per-request paths).
 */
async function load(url, headers, seconds, { isFresh = false, expectBody } = {}) {
  if (!isFresh) return autocannon({ url, connections, duration: seconds, headers, expectBody });
  let sent = 0;
  let mismatches = 0;
  const requests = [
    {
      setupRequest: (request) => ({ ...request, path: `${request.path}&fresh=${sent++}` }),
      onResponse: (status, body) => {
        if (expectBody !== undefined && (status !== 200 || body !== expectBody)) mismatches++;
      },
    },
  ];
  const result = await autocannon({ url, connections, duration: seconds, headers, requests });
  return { ...result, mismatches };
}

/** Runs one endpoint; in quick mode every answer must be the 200 and the body a single request gets. */
async function measure(base, endpoint, cookie) {
  const headers = endpoint.isPublic ? {} : { cookie };
  const url = `${base}${endpoint.path}`;
  // The previous endpoint's load can leave PGlite's server shedding for a moment (503, Retry-After).
  let single = await fetch(url, { headers });
  for (let attempt = 0; single.status === 503 && attempt < 5; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    single = await fetch(url, { headers });
  }
  const expected = await single.text();
  if (single.status !== 200) throw new Error(`${endpoint.name}: ${single.status} ${expected.slice(0, 200)}`);
  const { isFresh } = endpoint;
  if (warmup > 0) await load(url, headers, warmup, { isFresh });
  const result = await load(url, headers, duration, {
    isFresh,
    expectBody: isQuick && !endpoint.isVolatile ? expected : undefined,
  });
  return {
    name: endpoint.name,
    path: endpoint.path,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    mismatches: result.mismatches ?? 0,
  };
}

async function main() {
  const database = await createDatabase();
  const servers = [];
  try {
    const seedStarted = performance.now();
    await seedLarge(database, seedScale);
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    const port = await freePort();
    // The first start finds a seeded database; the second is the start-up a restart sees.
    const first = await startServer(entry, database.env, port);
    await stopProcess(first.child);
    const restarts = [];
    for (let i = 0; i < starts; i++) {
      if (i > 0) await stopProcess(restarts[i - 1].child);
      restarts.push(await startServer(entry, database.env, port));
    }
    const server = restarts[restarts.length - 1];
    const { base } = server;
    servers.push(server.child);

    const hello = await startHelloWorld();
    servers.push(hello.child);

    const cookie = await logIn(base, 'admin@globex.bench');
    const rssAtStart = rssOf(server.child.pid);
    const helloUrl = hello.url;
    await load(helloUrl, {}, warmup || 0.5);
    const helloBefore = await load(helloUrl, {}, duration);

    const rows = [];
    const ids = await lookUpIds(base, cookie);
    for (const endpoint of endpoints(ids)) {
      const row = await measure(base, endpoint, cookie);
      rows.push(row);
      console.log(`  ${row.name}: ${row.requestsPerSecond} req/s, p99 ${row.p99} ms, non-2xx ${row.non2xx}`);
    }
    if (!isQuick && (!only || only.test(BURST_ROW))) rows.push(await measureBesideBurst(base, cookie, ids));
    if (database.env.DATABASE_URL && !isQuick)
      rows.push(...(await measureCeiling(database.env, cookie, ids)));
    const helloAfter = await load(helloUrl, {}, duration);
    const helloRps = (helloBefore.requests.average + helloAfter.requests.average) / 2;

    let soak;
    if (soakSeconds > 0) soak = await runSoak(base, cookie, server.child.pid, ids);
    const rssAtEnd = rssOf(server.child.pid);

    const report = {
      date: new Date().toISOString(),
      database: database.label,
      connections,
      durationSeconds: duration,
      seedSeconds: Math.round(seedSeconds * 10) / 10,
      startupMs: Math.round(medianOf(restarts.map((start) => start.startupMs))),
      startupCpuMs: Math.round(medianOf(restarts.map((start) => start.cpuMs))),
      startupRuns: starts,
      firstStartupMs: Math.round(first.startupMs),
      helloWorldRequestsPerSecond: Math.round(helloRps),
      serverRssMb: { start: Math.round(rssAtStart), end: Math.round(rssAtEnd) },
      soak,
      rows: rows.map((row) => ({
        ...row,
        shareOfHelloWorld: Math.round((row.requestsPerSecond / helloRps) * 1000) / 10,
      })),
    };
    print(report);
    writeResult('api-load', report, database);

    const failures = report.rows.filter((row) => row.non2xx > 0 || row.errors > 0 || row.mismatches > 0);
    if (failures.length > 0) {
      for (const row of failures) {
        console.error(
          `FAILED ${row.name}: ${row.non2xx} non-2xx, ${row.errors} errors, ${row.mismatches} wrong bodies`,
        );
      }
      process.exitCode = 1;
    } else if (isQuick) {
      console.log(`${report.rows.length} passed, 0 failed`);
    }
  } finally {
    for (const child of servers) await stopProcess(child);
    await database.drop();
  }
}

const BURST_ROW = 'users/me during a burst of boards';

/**
 * Whether a slow burst stalls everyone: `users/me` (10 connections) while `connections` others load the
 * 2,000-task board (PGlite's queries run on the server's own thread, decision 008).
 */
async function measureBesideBurst(base, cookie, ids) {
  const headers = { cookie };
  const burst = autocannon({
    url: `${base}/api/v1/tasks/board?projectId=${ids.bigProjectId}`,
    connections,
    duration: duration + 2,
    headers,
  });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const light = await autocannon({ url: `${base}/api/v1/users/me`, connections: 10, duration, headers });
  await burst;
  const row = {
    name: BURST_ROW,
    path: '/api/v1/users/me',
    requestsPerSecond: Math.round(light.requests.average),
    p50: light.latency.p50,
    p99: light.latency.p99,
    non2xx: light.non2xx,
    errors: light.errors + light.timeouts,
    mismatches: 0,
  };
  console.log(`  ${row.name}: ${row.requestsPerSecond} req/s, p99 ${row.p99} ms`);
  return row;
}

/**
 * The stack's ceiling on this machine (bench/raw-ceiling.mjs: raw Fastify + `pg`, prepared, no hooks),
 * with the same session and the same Task List filter as the app's rows, for comparison.
 */
async function measureCeiling(env, cookie, ids) {
  const port = await freePort();
  const raw = await startProcess(
    [join(root, 'bench/raw-ceiling.mjs')],
    { DATABASE_URL: env.DATABASE_URL, PORT: String(port) },
    `http://127.0.0.1:${port}/health`,
  );
  try {
    const base = `http://127.0.0.1:${port}`;
    const ceilings = [
      { name: 'ceiling: session query (raw)', path: '/me' },
      { name: 'ceiling: session + customers, 50 rows (raw)', path: '/customers' },
      {
        name: 'ceiling: session + Task List (raw)',
        path: `/tasks?status=Pending&assigneeId=${ids.assigneeId}`,
      },
    ];
    const rows = [];
    for (const endpoint of ceilings) {
      const row = await measure(base, endpoint, cookie);
      rows.push(row);
      console.log(`  ${row.name}: ${row.requestsPerSecond} req/s, p99 ${row.p99} ms`);
    }
    return rows;
  } finally {
    await stopProcess(raw.child);
  }
}

/** Cycles through the authenticated endpoints for SOAK seconds, sampling the server's memory. */
async function runSoak(base, cookie, pid, ids) {
  const samples = [];
  const timer = setInterval(() => samples.push(Math.round(rssOf(pid))), 10_000);
  let sent = 0;
  // The rows that read afresh keep adding answers to the read cache: its bound is what keeps RSS flat.
  const requests = endpoints(ids)
    .filter((endpoint) => !endpoint.isPublic)
    .map((endpoint) =>
      endpoint.isFresh
        ? {
            method: 'GET',
            setupRequest: (request) => ({ ...request, path: `${endpoint.path}&fresh=${sent++}` }),
          }
        : { method: 'GET', path: endpoint.path },
    );
  const result = await autocannon({
    url: base,
    connections,
    duration: soakSeconds,
    headers: { cookie },
    requests,
  });
  clearInterval(timer);
  return {
    seconds: soakSeconds,
    requestsPerSecond: Math.round(result.requests.average),
    non2xx: result.non2xx,
    rssMbEvery10s: samples,
  };
}

function medianOf(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function print(report) {
  console.log(
    `\n${report.database}, ${report.connections} connections, ${report.durationSeconds} s per endpoint; hello-world ${report.helloWorldRequestsPerSecond} req/s`,
  );
  console.log(
    `start-up to first answer: ${report.startupMs} ms, ${report.startupCpuMs} ms CPU${report.startupRuns > 1 ? ` (medians of ${report.startupRuns})` : ''} (first start after seeding: ${report.firstStartupMs} ms)`,
  );
  console.log(`server RSS: ${report.serverRssMb.start} MB at start, ${report.serverRssMb.end} MB at end\n`);
  console.log('| endpoint | requests/s | share of hello-world | p50 (ms) | p99 (ms) | non-2xx |');
  console.log('|---|---|---|---|---|---|');
  for (const row of report.rows) {
    console.log(
      `| ${row.name} | ${row.requestsPerSecond} | ${row.shareOfHelloWorld}% | ${row.p50} | ${row.p99} | ${row.non2xx} |`,
    );
  }
  if (report.soak) {
    console.log(
      `\nsoak: ${report.soak.seconds} s at ${report.soak.requestsPerSecond} req/s, RSS every 10 s: ${report.soak.rssMbEvery10s.join(', ')} MB`,
    );
  }
}

await main();
