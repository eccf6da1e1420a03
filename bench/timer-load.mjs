#!/usr/bin/env node
/**
 * Timer benchmark: many people starting and stopping their timers at once against the built server on a
 * seeded database (PGlite, or PostgreSQL when DATABASE_URL is set), with a Fastify hello-world as the
 * reference in the same run. Each virtual person loops start → stop on one of their tasks; every tenth
 * round they fire two starts at once, of which exactly one may win. Prints requests/s and p50/p99 per
 * action, and fails if any person ever had two running timers: a second start answered 201 while one
 * ran, a race with two winners, or (on PostgreSQL) two open entries of one person in the table.
 *
 *   npm run build && node bench/timer-load.mjs
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/timer-load.mjs
 *   USERS=40 DURATION=5 SEED_SCALE=0.1 node bench/timer-load.mjs     # a quick check
 *
 * Settings: USERS (default 200), DURATION (s, default 20), SEED_SCALE (default 0.5: 250 people, of whom
 * person1 … person249 besides the admin; USERS must stay below that count).
 */
import autocannon from 'autocannon';
import {
  builtServerEntry,
  createDatabase,
  logIn,
  seedLarge,
  startHelloWorld,
  startServer,
  stopProcess,
} from './support/server.mjs';

const users = Number(process.env.USERS ?? 200);
const durationSeconds = Number(process.env.DURATION ?? 20);
const seedScale = process.env.SEED_SCALE ?? '0.5';
const RACE_EVERY = 10;
const entry = builtServerEntry();

function percentile(sorted, share) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
}

/** One person's cookie and a task of theirs to time. */
async function person(base, index) {
  const cookie = await logIn(base, `person${index + 1}@globex.bench`);
  const response = await fetch(`${base}/api/v1/tasks?scope=mine&pageSize=1`, { headers: { cookie } });
  const [task] = (await response.json()).data ?? [];
  if (!task) throw new Error(`person${index + 1} has no task`);
  return { cookie, taskId: task.id };
}

/** Logs in a few people at a time: argon2 is slow on purpose. */
async function people(base) {
  const found = [];
  for (let start = 0; start < users; start += 10) {
    const batch = Array.from({ length: Math.min(10, users - start) }, (_, offset) =>
      person(base, start + offset),
    );
    found.push(...(await Promise.all(batch)));
  }
  return found;
}

async function timed(samples, action, request) {
  const started = performance.now();
  const response = await request();
  samples[action].push(performance.now() - started);
  return response;
}

/** A person's loop; answers the violations seen (a second running timer). */
async function loop(base, who, until, samples, violations) {
  const post = (path, body) =>
    fetch(`${base}/api/v1/time/${path}`, {
      method: 'POST',
      // A JSON content type with no body is refused (400): only a start carries one.
      headers: body ? { cookie: who.cookie, 'content-type': 'application/json' } : { cookie: who.cookie },
      body: body ? JSON.stringify(body) : undefined,
    });
  let round = 0;
  while (performance.now() < until) {
    round++;
    const isRace = round % RACE_EVERY === 0;
    const starts = await Promise.all(
      Array.from({ length: isRace ? 2 : 1 }, () =>
        timed(samples, 'start', () => post('timer', { taskId: who.taskId })),
      ),
    );
    const statuses = starts.map((response) => response.status);
    for (const response of starts) await response.arrayBuffer();
    const won = statuses.filter((status) => status === 201).length;
    const shed = statuses.filter((status) => status === 503).length;
    samples.shed += shed;
    for (const status of statuses)
      if (![201, 409, 503].includes(status)) samples.errors.push(`start ${status}`);
    if (won > 1) violations.push(`two starts of one person both answered 201 (round ${round})`);
    if (won === 0 && shed === 0) violations.push(`a start was refused though no timer ran (round ${round})`);
    if (won === 0) continue;
    // The server may shed load (503 on PGlite): a stop is repeated until it lands, so the next round
    // starts from no running timer.
    for (;;) {
      const stop = await timed(samples, 'stop', () => post('timer/stop'));
      await stop.arrayBuffer();
      if (stop.status === 200) break;
      if (stop.status === 503) {
        samples.shed++;
        await new Promise((wait) => setTimeout(wait, 50));
        continue;
      }
      samples.errors.push(`stop ${stop.status}`);
      break;
    }
  }
}

/** On PostgreSQL the table itself is checked too: no person with two open entries. */
async function openEntriesPerPerson(env) {
  if (!env.DATABASE_URL) return [];
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select user_id, count(*)::int as n from time_entries where ended_at is null group by user_id having count(*) > 1',
    );
    return rows.map((row) => `${row.user_id} has ${row.n} running timers`);
  } finally {
    await client.end();
  }
}

function summary(name, values, seconds) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    name,
    requests: values.length,
    requestsPerSecond: Math.round(values.length / seconds),
    p50: Math.round(percentile(sorted, 0.5) * 10) / 10,
    p99: Math.round(percentile(sorted, 0.99) * 10) / 10,
  };
}

async function main() {
  const database = await createDatabase();
  const servers = [];
  try {
    await seedLarge(database, seedScale);
    const server = await startServer(entry, database.env);
    const { base } = server;
    servers.push(server.child);
    const hello = await startHelloWorld();
    servers.push(hello.child);

    console.log(`Logging in ${users} people …`);
    const everyone = await people(base);
    const helloRun = await autocannon({
      url: hello.url,
      connections: users,
      duration: durationSeconds,
    });

    console.log(`${users} people starting and stopping timers for ${durationSeconds} s …`);
    const samples = { start: [], stop: [], errors: [], shed: 0 };
    const violations = [];
    const started = performance.now();
    const until = started + durationSeconds * 1000;
    await Promise.all(everyone.map((who) => loop(base, who, until, samples, violations)));
    const seconds = (performance.now() - started) / 1000;
    violations.push(...(await openEntriesPerPerson(database.env)));
    for (const who of everyone) {
      const response = await fetch(`${base}/api/v1/time/timer`, { headers: { cookie: who.cookie } });
      const { data } = await response.json();
      if (data) violations.push(`a timer is still running after the last stop (${data.id})`);
    }

    const rows = [
      summary('start timer', samples.start, seconds),
      summary('stop timer', samples.stop, seconds),
    ];
    const all = summary('start and stop', [...samples.start, ...samples.stop], seconds);
    const helloRps = Math.round(helloRun.requests.average);
    console.log(
      `\n${database.label}, ${users} people, ${Math.round(seconds)} s; hello-world ${helloRps} req/s, p99 ${helloRun.latency.p99} ms\n`,
    );
    console.log('| action | requests | requests/s | share of hello-world | p50 (ms) | p99 (ms) |');
    console.log('|---|---|---|---|---|---|');
    for (const row of [...rows, all]) {
      const share = Math.round((row.requestsPerSecond / helloRps) * 1000) / 10;
      console.log(
        `| ${row.name} | ${row.requests} | ${row.requestsPerSecond} | ${share}% | ${row.p50} | ${row.p99} |`,
      );
    }
    if (samples.shed > 0)
      console.log(`\n${samples.shed} requests were shed by the server (503, busy) and retried or skipped.`);
    if (samples.errors.length > 0) {
      console.error(
        `\n${samples.errors.length} unexpected answers, e.g. ${samples.errors.slice(0, 5).join(', ')}`,
      );
      process.exitCode = 1;
    }
    if (violations.length > 0) {
      console.error(
        `\nFAILED: the one running timer per person rule was broken:\n  ${violations.slice(0, 10).join('\n  ')}`,
      );
      process.exitCode = 1;
    } else {
      console.log('\nNo person ever had two running timers.');
    }
  } finally {
    for (const child of servers) await stopProcess(child);
    await database.drop();
  }
}

await main();
