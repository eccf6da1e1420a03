/**
 * The firm's morning mix (bench/mix-load.mjs, bench/soak.mjs): the kinds of request and their weights,
 * signing people in with what their requests need, running the mix in a closed loop with autocannon,
 * and recording timings per kind.
 */
import autocannon from 'autocannon';
import { logIn, percentileOf } from './server.mjs';

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
export const KINDS = [
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
export async function preparePerson(base, email, index) {
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
export function createRecorder() {
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
export function runMix(base, people, seconds, recorder, rate) {
  let nextPerson = 0;
  return autocannon({
    url: base,
    connections: people.length,
    duration: seconds,
    // A pace for the whole mix (requests/s over every connection); none: a closed loop, as fast as answered.
    ...(rate ? { overallRate: rate } : {}),
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

/** The admin and person1 … person(count - 1) of the large seed, signed in with what their requests need. */
export async function signInPeople(base, count) {
  const emails = ['admin@globex.bench'];
  for (let n = 1; emails.length < count; n++) emails.push(`person${n}@globex.bench`);
  const people = [];
  for (const [index, email] of emails.entries()) people.push(await preparePerson(base, email, index));
  return people;
}

/** p50 and p99 per kind of request, and the failures seen, from a recorder. */
export function kindsOf(recorder) {
  return [...recorder.byKind].map(([name, entry]) => {
    const { timings } = entry;
    const kind = KINDS.find((candidate) => candidate.name === name);
    return {
      name,
      weight: kind.weight,
      requests: timings.length,
      // null: no request of this kind was drawn (a very short run).
      p50: timings.length ? percentileOf(timings, 0.5) : null,
      p99: timings.length ? percentileOf(timings, 0.99) : null,
      non2xx: entry.non2xx,
      failures: entry.failures,
    };
  });
}

/**
 * Issue 45, item 5: every read of the run taken together (their median and p99), and each kind of write's
 * median as a multiple of that median ("a write's median under twice a read's").
 */
export function writesAgainstReads(recorder) {
  const reads = [];
  const writes = [];
  for (const [name, entry] of recorder.byKind) {
    if (name.startsWith('write:')) writes.push({ name, timings: entry.timings });
    else reads.push(...entry.timings);
  }
  if (reads.length === 0) return null;
  const readsP50 = percentileOf(reads, 0.5);
  return {
    reads: { requests: reads.length, p50: readsP50, p99: percentileOf(reads, 0.99) },
    writesOverReadsP50: Object.fromEntries(
      writes
        .filter((write) => write.timings.length > 0)
        .map((write) => [write.name, Math.round((percentileOf(write.timings, 0.5) / readsP50) * 100) / 100]),
    ),
  };
}

/** Prints what failed in a run and answers whether anything did (a non-2xx, an error or a timeout). */
export function reportFailures(kinds, result) {
  const failed = kinds.filter((kind) => kind.non2xx > 0);
  for (const kind of failed)
    console.error(`FAILED ${kind.name}: ${kind.non2xx} non-2xx, e.g. ${kind.failures[0]}`);
  if (result.errors > 0 || result.timeouts > 0)
    console.error(`FAILED: ${result.errors} errors, ${result.timeouts} timeouts`);
  return failed.length > 0 || result.non2xx > 0 || result.errors > 0 || result.timeouts > 0;
}
