/**
 * Search benchmark (Ctrl+K): the built server on the large seed (PGlite, or PostgreSQL when DATABASE_URL is
 * set) while 50 people type. Each of 50 connections sends GET /search with what someone typing would send:
 * every prefix (two characters and more) of task titles' words, customers' and people's names and task ids,
 * as the admin (View All Tasks), a manager (the reporting tree) and employees (their own tasks), in turn.
 * A Fastify hello-world at the same concurrency is the reference of the same run. Prints and writes to
 * bench/results/ requests/s, p50, p99 and the share of the hello-world.
 *
 *   npm run build && node bench/search-load.mjs            # SEED_SCALE=1: 100,000 tasks
 *   SEED_SCALE=0.1 node bench/search-load.mjs              # 10,000 tasks
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/search-load.mjs
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
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
const duration = Number(process.env.DURATION ?? 10);
const entry = process.env.SERVER_ENTRY ?? serverEntry;

if (!existsSync(entry)) {
  console.error('No built server: run "npm run build" first.');
  process.exit(1);
}

/** What a person typing `text` sends, debounced: each prefix from two characters on. */
const typed = (text) => Array.from({ length: text.length - 1 }, (_, index) => text.slice(0, index + 2));

async function json(base, path, cookie) {
  const response = await fetch(`${base}${path}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

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

    // The admin, a manager (person10) and three employees.
    const readers = ['admin', 'person10', 'person1', 'person2', 'person3'];
    const cookies = [];
    for (const reader of readers) cookies.push(await logIn(base, `${reader}@globex.bench`));
    const [adminCookie] = cookies;
    const tasks = (await json(base, '/api/v1/tasks?pageSize=20&sort=-createdAt', adminCookie)).data;
    const customers = (await json(base, '/api/v1/customers?pageSize=5', adminCookie)).data;
    const people = (await json(base, '/api/v1/people?pageSize=5', adminCookie)).data;
    const texts = [
      'bank reconciliation',
      'gst filing',
      'file gstr',
      'trial balance',
      'review payroll records',
      'verify tds',
      'draft management letter',
      ...tasks.slice(0, 5).map((task) => task.displayId),
      ...customers.map((customer) => customer.businessName),
      ...people.map((person) => person.name),
    ];
    const queries = texts.flatMap(typed).map((q) => `/api/v1/search?q=${encodeURIComponent(q)}`);

    // Each answer must be a 200; how many hits came back is kept to show the searches found things.
    let sent = 0;
    let hits = 0;
    let answers = 0;
    const searchLoad = (seconds) =>
      autocannon({
        url: `${base}/api/v1/search?q=x`,
        connections,
        duration: seconds,
        requests: [
          {
            setupRequest: (request) => {
              const index = sent++;
              return {
                ...request,
                path: queries[index % queries.length],
                headers: { ...request.headers, cookie: cookies[index % cookies.length] },
              };
            },
            onResponse: (status, body) => {
              if (status !== 200) return;
              answers++;
              hits += body.split('"kind"').length - 1;
            },
          },
        ],
      });
    const helloLoad = (seconds) =>
      autocannon({ url: `http://127.0.0.1:${helloPort}/`, connections, duration: seconds });

    // One person typing alone: each query once, in turn (the service time without queueing).
    const alone = [];
    for (const [index, path] of queries.entries()) {
      const started = performance.now();
      const response = await fetch(`${base}${path}`, {
        headers: { cookie: cookies[index % cookies.length] },
      });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
      alone.push(performance.now() - started);
    }
    alone.sort((a, b) => a - b);
    const aloneAt = (p) =>
      Math.round(alone[Math.min(alone.length - 1, Math.floor(p * alone.length))] * 10) / 10;

    await helloLoad(1);
    await searchLoad(2);
    sent = 0;
    hits = 0;
    answers = 0;
    const helloBefore = await helloLoad(duration);
    const search = await searchLoad(duration);
    const helloAfter = await helloLoad(duration);
    const helloRps = (helloBefore.requests.average + helloAfter.requests.average) / 2;

    const report = {
      date: new Date().toISOString(),
      database: database.label,
      seedScale: Number(seedScale),
      connections,
      durationSeconds: duration,
      distinctQueries: queries.length,
      readers,
      oneTypist: { p50: aloneAt(0.5), p99: aloneAt(0.99) },
      helloWorld: {
        requestsPerSecond: Math.round(helloRps),
        p50: helloBefore.latency.p50,
        p99: helloBefore.latency.p99,
      },
      search: {
        requestsPerSecond: Math.round(search.requests.average),
        p50: search.latency.p50,
        p99: search.latency.p99,
        non2xx: search.non2xx,
        errors: search.errors,
        averageHits: answers ? Math.round((hits / answers) * 10) / 10 : 0,
        shareOfHelloWorld: Math.round((search.requests.average / helloRps) * 1000) / 10,
      },
    };
    console.log(JSON.stringify(report, null, 2));
    mkdirSync(join(root, 'bench/results'), { recursive: true });
    const file = join(
      root,
      `bench/results/search-load-${database.label.toLowerCase()}-${report.date.replaceAll(':', '-')}.json`,
    );
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`Written to ${file}`);
  } finally {
    for (const child of servers) await stopProcess(child);
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
