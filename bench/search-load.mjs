/**
 * Search benchmark (Ctrl+K): the built server on the large seed (PGlite, or PostgreSQL when DATABASE_URL is
 * set) while 50 people type. Each of 50 connections sends GET /search with what someone typing would send:
 * every prefix (two characters and more) of task titles' words, customers' and people's names and task ids,
 * as the admin (View All Tasks), a partner and a manager (their reporting trees) and two employees (their own
 * tasks), in turn.
 * Three measures: one typist alone (each query once, in turn: the service time); 50 people typing, each
 * sending a search every 1/TYPING_RATE s (default 4 a second: a keystroke every 250 ms, each one past the
 * palette's 150 ms pause, which is fast typing); and the 50 connections sending as fast as they are answered
 * (what the server can take). A Fastify hello-world at the same concurrency is the reference of the same run.
 * Prints and writes to bench/results/ requests/s, p50, p99 and the share of the hello-world; any answer but
 * a 200 fails the run.
 *
 *   npm run build && node bench/search-load.mjs            # SEED_SCALE=1: 100,000 tasks
 *   SEED_SCALE=0.1 node bench/search-load.mjs              # 10,000 tasks
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/search-load.mjs
 */
import http from 'node:http';
import autocannon from 'autocannon';
import {
  builtServerEntry,
  createDatabase,
  getJson,
  logIn,
  percentileOf,
  seedLarge,
  startHelloWorld,
  startServer,
  stopProcess,
  writeResult,
} from './support/server.mjs';

const seedScale = process.env.SEED_SCALE ?? '1';
const connections = Number(process.env.CONNECTIONS ?? 50);
const duration = Number(process.env.DURATION ?? 10);
/** Searches a second per person while typing (each keystroke past the palette's 150 ms debounce). */
const typingRate = Number(process.env.TYPING_RATE ?? 4);
const entry = builtServerEntry();

/** What a person typing `text` sends, debounced: each prefix from two characters on. */
const typed = (text) => Array.from({ length: text.length - 1 }, (_, index) => text.slice(0, index + 2));

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

    // Who types, in turn: the admin (every task), a partner (person1: the large seed's person n reports to
    // person n / 8, so 72 people are below them at SEED_SCALE 1), a manager (person10) and two employees
    // without reports (person n has none once 8n reaches the seed's people: 500 at SEED_SCALE 1, 50 at 0.1).
    const employees = Number(seedScale) >= 1 ? ['person101', 'person203'] : ['person41', 'person43'];
    const readers = ['admin', 'person1', 'person10', ...employees];
    const cookies = [];
    for (const reader of readers) cookies.push(await logIn(base, `${reader}@globex.bench`));
    const [adminCookie] = cookies;
    const tasks = (await getJson(base, '/api/v1/tasks?pageSize=20&sort=-createdAt', adminCookie)).data;
    const customers = (await getJson(base, '/api/v1/customers?pageSize=5', adminCookie)).data;
    const people = (await getJson(base, '/api/v1/people?pageSize=5', adminCookie)).data;
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
    const helloLoad = (seconds) => autocannon({ url: hello.url, connections, duration: seconds });

    /**
     * 50 people typing: typist i sends a search every 1/typingRate s, starting i/connections of an
     * interval after the first, so keystrokes arrive spread as people's are, not all at once (autocannon's
     * rate sends each connection's quota at the start of every second: 200 searches in one burst). A
     * keystroke does not wait for the last answer (the palette sends the next one after its pause).
     */
    // Each typist's browser: its own keep-alive connections (a second one while an answer is late).
    const agents = Array.from(
      { length: connections },
      () => new http.Agent({ keepAlive: true, maxSockets: 2 }),
    );
    const searchOnce = (query, reader) =>
      new Promise((resolve) => {
        const started = performance.now();
        const request = http.get(
          `${base}${queries[query % queries.length]}`,
          { agent: agents[reader], headers: { cookie: cookies[reader % cookies.length] } },
          (response) => {
            response.resume();
            response.on('end', () =>
              resolve({ status: response.statusCode, ms: performance.now() - started }),
            );
          },
        );
        request.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
      });
    async function typingLoad(seconds) {
      const interval = 1000 / typingRate;
      const started = performance.now();
      const answers = [];
      await Promise.all(
        Array.from({ length: connections }, async (_, typist) => {
          const pending = [];
          for (let at = (typist / connections) * interval; at < seconds * 1000; at += interval) {
            const wait = started + at - performance.now();
            if (wait > 0) await new Promise((resume) => setTimeout(resume, wait));
            // Typist i is one reader typing on, query after query (prefix after prefix), from their own place.
            const query = typist * 37 + pending.length;
            pending.push(searchOnce(query, typist).then((answer) => answers.push(answer)));
          }
          await Promise.all(pending);
        }),
      );
      const times = answers.map((answer) => answer.ms);
      return {
        requestsPerSecond: Math.round(answers.length / seconds),
        p50: percentileOf(times, 0.5),
        p99: percentileOf(times, 0.99),
        non2xx: answers.filter((answer) => answer.status !== 200).length,
      };
    }
    const closeAgents = () => {
      for (const agent of agents) agent.destroy();
    };

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
    await helloLoad(1);
    await searchLoad(2);
    sent = 0;
    hits = 0;
    answers = 0;
    const helloBefore = await helloLoad(duration);
    const typing = await typingLoad(duration);
    closeAgents();
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
      oneTypist: { p50: percentileOf(alone, 0.5), p99: percentileOf(alone, 0.99) },
      fiftyTyping: {
        searchesPerSecondEach: typingRate,
        ...typing,
      },
      helloWorld: {
        requestsPerSecond: Math.round(helloRps),
        p50: helloBefore.latency.p50,
        p99: helloBefore.latency.p99,
      },
      asFastAsAnswered: {
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
    writeResult('search-load', report, database);
    if (typing.non2xx || search.non2xx || search.errors) {
      throw new Error('Some searches were not answered 200');
    }
  } finally {
    for (const child of servers) await stopProcess(child);
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
