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
 * request, the whole mix's requests/s, p50 and p99, its share of the hello-world, and the server's CPU
 * time per request. Fails on any error, timeout or non-2xx answer.
 *
 *   npm run build && node bench/mix-load.mjs                 # SEED_SCALE=1: 500 people, 100,000 tasks
 *   SEED_SCALE=0.1 DURATION=10 node bench/mix-load.mjs        # 50 people, 10,000 tasks
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/mix-load.mjs
 *
 * Settings: DURATION (s of the measured mix, and of each hello-world run; default 20), CONNECTIONS (people
 * at once, one connection each, default 50: the admin and person1 … person49; the seed must have that many,
 * SEED_SCALE 0.1 has 50), SEED_SCALE (default 1), SERVER_ENTRY (another build of the server).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  cpuMsOf,
  createDatabase,
  freePort,
  logIn,
  root,
  run,
  serverEntry,
  startProcess,
  stopProcess,
} from './support/server.mjs';

const seedScale = process.env.SEED_SCALE ?? '1';
const connections = Number(process.env.CONNECTIONS ?? 50);
const duration = Number(process.env.DURATION ?? 20);
const warmup = 3;
const entry = process.env.SERVER_ENTRY ?? serverEntry;

if (!existsSync(entry)) {
  console.error('No built server: run "npm run build" first.');
  process.exit(1);
}

const PRIORITIES = ['Critical', 'High', 'Medium', 'Low'];
/** The Task List's status filters people use: one status, or the open work (the web app's comma list). */
const STATUS_FILTERS = ['Pending', 'In Progress', 'Pending,In Progress', 'On Hold', 'Completed'];
/** The web app's page sizes: the Task List shows 25 rows, the projects list 20. */
const TASK_PAGE_SIZE = 25;
const PROJECT_PAGE_SIZE = 20;

/**
 * The mix, in requests out of 100: nine in ten are reads, one in ten a write. Each kind builds its request
 * for one person (`person`) with their random source (`pick`); writes carry what a browser sends with them
 * (the CSRF check reads Origin and Sec-Fetch-Site).
 */
const KINDS = [
  {
    name: 'Task List, a status filter, page 1',
    weight: 28,
    build: ({ pick }) => ({ path: taskListPath(pick(STATUS_FILTERS), 1) }),
  },
  {
    name: 'Task List, a status filter, page 2',
    weight: 7,
    build: ({ pick }) => ({ path: taskListPath(pick(STATUS_FILTERS), 2) }),
  },
  {
    name: 'one of their tasks',
    weight: 20,
    build: ({ person, pick }) => ({ path: `/api/v1/tasks/${pick(person.tasks).id}` }),
  },
  {
    name: 'unread notification count',
    weight: 20,
    build: () => ({ path: '/api/v1/notifications/unread-count' }),
  },
  {
    name: 'their timesheet, this week',
    weight: 10,
    build: ({ person }) => ({ path: `/api/v1/time/timesheet?week=${person.week}` }),
  },
  {
    name: 'projects list',
    weight: 5,
    build: () => ({ path: `/api/v1/projects?page=1&pageSize=${PROJECT_PAGE_SIZE}` }),
  },
  {
    name: "write: a task's priority changed",
    weight: 5,
    build: ({ person, pick }) => {
      const task = pick(person.tasks);
      // Each task is only ever changed by its assignee's own connection, so the next priority is a change.
      task.priority = PRIORITIES[(PRIORITIES.indexOf(task.priority) + 1) % PRIORITIES.length];
      return write(person, 'PATCH', `/api/v1/tasks/${task.id}`, { priority: task.priority });
    },
  },
  {
    name: 'write: a comment added',
    weight: 5,
    build: ({ person, pick }) =>
      write(person, 'POST', `/api/v1/tasks/${pick(person.tasks).id}/comments`, {
        body: `Checked with the client this morning (${++person.comments}).`,
      }),
  },
];

function taskListPath(status, page) {
  const query = new URLSearchParams({ status, scope: 'mine', sort: 'dueDate', page: String(page) });
  query.set('pageSize', String(TASK_PAGE_SIZE));
  return `/api/v1/tasks?${query}`;
}

function write(person, method, path, body) {
  return {
    method,
    path,
    headers: {
      ...person.headers,
      'content-type': 'application/json',
      origin: person.origin,
      'sec-fetch-site': 'same-origin',
    },
    body: JSON.stringify(body),
  };
}

/** A small seeded generator, one per person: each person draws the same sequence of requests in every run. */
function randomSource(seed) {
  let state = seed >>> 0 || 1;
  const next = () => {
    // xorshift32
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
  return { next, pick: (list) => list[Math.floor(next() * list.length)] };
}

const TOTAL_WEIGHT = KINDS.reduce((sum, kind) => sum + kind.weight, 0);
function drawKind(random) {
  let ticket = random.next() * TOTAL_WEIGHT;
  for (const kind of KINDS) {
    ticket -= kind.weight;
    if (ticket < 0) return kind;
  }
  return KINDS[KINDS.length - 1];
}

async function json(base, path, cookie) {
  const response = await fetch(`${base}${path}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Signs one person in and collects what their requests need: their own tasks and their current week. */
async function preparePerson(base, email, index) {
  const cookie = await logIn(base, email);
  const me = (await json(base, '/api/v1/users/me', cookie)).data;
  const tasks = (await json(base, `/api/v1/tasks?assigneeId=${me.id}&sort=dueDate&pageSize=100`, cookie))
    .data;
  if (tasks.length === 0) throw new Error(`${email} has no task assigned`);
  const sheet = (await json(base, '/api/v1/time/timesheet', cookie)).data;
  return {
    email,
    role: me.roleName ?? '',
    headers: { cookie },
    origin: base,
    tasks: tasks.map((task) => ({ id: task.id, priority: task.priority })),
    week: sheet.weekStart,
    comments: 0,
    random: randomSource(index + 1),
  };
}

/**
 * Timings per kind, measured per request: a connection is one person with one request in flight
 * (pipelining 1), so the start noted when autocannon builds the request (just before it writes it) and the
 * end at its answer are the same request's.
 */
function createRecorder() {
  const byKind = new Map(KINDS.map((kind) => [kind.name, { timings: [], non2xx: 0, failures: [] }]));
  return {
    byKind,
    record(kindName, status, milliseconds, body) {
      const entry = byKind.get(kindName);
      entry.timings.push(milliseconds);
      if (status < 200 || status > 299) {
        entry.non2xx++;
        if (entry.failures.length < 3) entry.failures.push(`${status} ${String(body).slice(0, 200)}`);
      }
    },
  };
}

/** The mix for `seconds`: connection i is person i; each request's kind drawn from the weights. */
function runMix(base, people, seconds, recorder) {
  let nextPerson = 0;
  return autocannon({
    url: base,
    connections: people.length,
    duration: seconds,
    setupClient: (client) => {
      const person = people[nextPerson++ % people.length];
      let inFlight;
      client.setRequests([
        {
          setupRequest: (request) => {
            const kind = drawKind(person.random);
            inFlight = { kind: kind.name, started: performance.now() };
            return {
              ...request,
              method: 'GET',
              headers: person.headers,
              ...kind.build({ person, pick: person.random.pick }),
            };
          },
          onResponse: (status, body) => {
            if (!inFlight) return;
            recorder?.record(inFlight.kind, status, performance.now() - inFlight.started, body);
            inFlight = undefined;
          },
        },
      ]);
    },
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const tenths = (value) => Math.round(value * 10) / 10;

async function main() {
  const database = await createDatabase();
  const servers = [];
  try {
    console.log(`Seeding (${database.label}, scale ${seedScale}) …`);
    await run(
      'npx',
      ['tsx', 'src/db/seed-large-cli.ts'],
      { ...database.env, SEED_SCALE: seedScale },
      join(root, 'apps/api'),
    );
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = await startProcess(
      [entry],
      { ...database.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production' },
      `${base}/api/v1/users/session`,
    );
    servers.push(server.child);
    const helloPort = await freePort();
    const hello = await startProcess(
      [join(root, 'bench/hello-world.mjs')],
      { PORT: String(helloPort) },
      `http://127.0.0.1:${helloPort}/`,
    );
    servers.push(hello.child);

    const emails = ['admin@globex.bench'];
    for (let n = 1; emails.length < connections; n++) emails.push(`person${n}@globex.bench`);
    const people = [];
    for (const [index, email] of emails.entries()) people.push(await preparePerson(base, email, index));

    const helloLoad = (seconds) =>
      autocannon({ url: `http://127.0.0.1:${helloPort}/`, connections, duration: seconds });
    await helloLoad(1);
    await runMix(base, people, warmup);
    const helloBefore = await helloLoad(duration);
    const recorder = createRecorder();
    const loadBefore = loadavg();
    const cpuBefore = cpuMsOf(server.child.pid);
    const mix = await runMix(base, people, duration, recorder);
    const serverCpuMs = cpuMsOf(server.child.pid) - cpuBefore;
    const loadAfter = loadavg();
    const helloAfter = await helloLoad(duration);
    const helloRps = (helloBefore.requests.average + helloAfter.requests.average) / 2;

    const kinds = [...recorder.byKind].map(([name, entry]) => {
      const sorted = entry.timings.sort((a, b) => a - b);
      const kind = KINDS.find((candidate) => candidate.name === name);
      return {
        name,
        weight: kind.weight,
        requests: sorted.length,
        // null: no request of this kind was drawn (a very short run).
        p50: sorted.length ? tenths(percentile(sorted, 50)) : null,
        p99: sorted.length ? tenths(percentile(sorted, 99)) : null,
        non2xx: entry.non2xx,
        failures: entry.failures,
      };
    });
    const answered = kinds.reduce((sum, kind) => sum + kind.requests, 0);
    const report = {
      date: new Date().toISOString(),
      database: database.label,
      seedScale: Number(seedScale),
      connections,
      durationSeconds: duration,
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
      loadAverage: {
        before: loadBefore.map(tenths),
        after: loadAfter.map(tenths),
      },
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
        serverCpuMsPerRequest: answered ? Math.round((serverCpuMs / answered) * 100) / 100 : 0,
        non2xx: mix.non2xx,
        errors: mix.errors,
        timeouts: mix.timeouts,
      },
      kinds,
    };
    console.log(JSON.stringify(report, null, 2));
    mkdirSync(join(root, 'bench/results'), { recursive: true });
    const file = join(
      root,
      `bench/results/mix-load-${database.label.toLowerCase()}-${report.date.replaceAll(':', '-')}.json`,
    );
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`Written to ${file}`);

    const failed = kinds.filter((kind) => kind.non2xx > 0);
    for (const kind of failed)
      console.error(`FAILED ${kind.name}: ${kind.non2xx} non-2xx, e.g. ${kind.failures[0]}`);
    if (mix.errors > 0 || mix.timeouts > 0)
      console.error(`FAILED: ${mix.errors} errors, ${mix.timeouts} timeouts`);
    if (failed.length > 0 || mix.non2xx > 0 || mix.errors > 0 || mix.timeouts > 0) process.exitCode = 1;
  } finally {
    for (const child of servers) await stopProcess(child);
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
