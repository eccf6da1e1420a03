#!/usr/bin/env node
/**
 * Live stream benchmark: the built server on a seeded database (PGlite, or PostgreSQL when DATABASE_URL is
 * set) holds STREAMS open event streams, as that many open tabs would (PEOPLE people, each signed in
 * twice with TABS tabs per session). Records the server's resident memory before, with the streams open
 * and after they close; the answer times of ordinary requests (/api/v1/users/me, the home page, the
 * public session probe) with no stream open and with all of them open; how long one announcement takes
 * to reach every stream; and that a stream past a person's bound is refused with 429 and Retry-After
 * while the others are served. Writes the figures to bench/results/.
 *
 *   npm run build && node bench/stream-load.mjs
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/stream-load.mjs
 *
 * Settings: PEOPLE (default 100), TABS (per session, default 5; two sessions each, so STREAMS =
 * PEOPLE × 2 × TABS = 1,000 by default), DURATION (s of load per request, default 5), CONNECTIONS
 * (default 10), SEED_SCALE (default 0.3: 150 people), SERVER_ENTRY (another build of the server).
 */
import { get as httpGet } from 'node:http';
import autocannon from 'autocannon';
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

const people = Number(process.env.PEOPLE ?? 100);
const tabs = Number(process.env.TABS ?? 5);
const duration = Number(process.env.DURATION ?? 5);
const connections = Number(process.env.CONNECTIONS ?? 10);
const seedScale = process.env.SEED_SCALE ?? '0.3';
const entry = builtServerEntry();
const SESSIONS_PER_PERSON = 2;

const round = (value) => Math.round(value * 10) / 10;

/** Opens one stream on its own socket; resolves once its headers are in. */
function openStream(base, cookie, tab) {
  return new Promise((resolve, reject) => {
    const request = httpGet(
      `${base}/api/v1/stream?tab=${tab}`,
      { headers: { cookie }, agent: false },
      (response) => {
        const stream = { response, request, received: '', waiters: [] };
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          stream.received += chunk;
          for (const wake of stream.waiters.splice(0)) wake();
        });
        response.on('error', () => {});
        resolve(stream);
      },
    );
    request.on('error', reject);
  });
}

/** Resolves when `text` has arrived on `stream`; fails after `timeoutMs` (a refused or silent stream). */
function waitFor(stream, text, timeoutMs = 60_000) {
  if (stream.received.includes(text)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`No "${text}" within ${timeoutMs} ms (${stream.response.statusCode})`)),
      timeoutMs,
    );
    const check = () => {
      if (!stream.received.includes(text)) return stream.waiters.push(check);
      clearTimeout(timer);
      resolve();
    };
    stream.waiters.push(check);
  });
}

async function load(url, cookie) {
  const result = await autocannon({ url, connections, duration, headers: cookie ? { cookie } : {} });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** The ordinary requests measured with and without the streams. */
async function ordinaryRequests(base, cookie) {
  return {
    'users/me': await load(`${base}/api/v1/users/me`, cookie),
    'home page': await load(`${base}/`),
    'session probe (public)': await load(`${base}/api/v1/users/session`),
  };
}

/** Logs everyone in, a few at a time (argon2 is slow on purpose). */
async function sessions(base) {
  const cookies = [];
  const logins = [];
  // Each person once per round: two logins of one person at once would count as a failed attempt for
  // each other (the login throttle counts an attempt as failed until its password is checked).
  for (let session = 0; session < SESSIONS_PER_PERSON; session++)
    for (let person = 1; person <= people; person++) logins.push(person);
  for (let start = 0; start < logins.length; start += 10) {
    const batch = logins.slice(start, start + 10);
    cookies.push(...(await Promise.all(batch.map((person) => logIn(base, `person${person}@globex.bench`)))));
  }
  return cookies;
}

async function main() {
  const database = await createDatabase();
  let server;
  const streams = [];
  try {
    await seedLarge(database, seedScale);

    // LOG_LEVEL error: the announcement's mails go to the outbox, each with a warning.
    server = await startServer(entry, { ...database.env, LOG_LEVEL: 'error' });
    const { base } = server;
    const pid = server.child.pid;
    const admin = await logIn(base, 'admin@globex.bench');

    console.log(`Logging in ${people} people twice …`);
    const cookies = await sessions(base);
    // Warm the routes up before the figures that compare them.
    await autocannon({
      url: `${base}/api/v1/users/me`,
      connections,
      duration: 1,
      headers: { cookie: admin },
    });
    const rssBefore = rssOf(pid);
    console.log('Ordinary requests, no stream open …');
    const before = await ordinaryRequests(base, admin);

    const total = cookies.length * tabs;
    console.log(`Opening ${total} streams …`);
    const openStarted = performance.now();
    // 50 at a time: until it is admitted, a stream is an API request in progress, and PGlite's server
    // answers 503 past 64 of those (a browser's EventSource would come back later).
    const pending = cookies.flatMap((cookie, session) =>
      Array.from({ length: tabs }, (_, tab) => ({ cookie, tab: `s${session}t${tab}` })),
    );
    for (let start = 0; start < pending.length; start += 50) {
      const batch = pending.slice(start, start + 50);
      streams.push(...(await Promise.all(batch.map(({ cookie, tab }) => openStream(base, cookie, tab)))));
    }
    const open = streams.filter((stream) => stream.response.statusCode === 200);
    const refusedWhileOpening = streams.length - open.length;
    // Each stream's first event is the unread count.
    await Promise.all(open.map((stream) => waitFor(stream, 'event: notification')));
    const openSeconds = (performance.now() - openStarted) / 1000;
    const rssWithStreams = rssOf(pid);

    // Two more tabs of one session: the sixth fits, the seventh is past the session's bound (429).
    const extra = [];
    for (let tab = 0; tab < 2; tab++) extra.push(await openStream(base, cookies[0], `extra-${tab}`));
    const pastBound = extra.map((stream) => ({
      status: stream.response.statusCode,
      retryAfter: stream.response.headers['retry-after'],
    }));
    for (const stream of extra) stream.request.destroy();

    console.log('Ordinary requests, all streams open …');
    const during = await ordinaryRequests(base, admin);

    console.log('One announcement to everyone …');
    const title = `Stream bench ${Date.now()}`;
    const sendStarted = performance.now();
    const sent = await fetch(`${base}/api/v1/notifications/send`, {
      method: 'POST',
      headers: { cookie: admin, 'content-type': 'application/json' },
      body: JSON.stringify({ title, message: 'Hello, every tab', audience: { type: 'everyone' } }),
    });
    if (!sent.ok) throw new Error(`Sending the announcement failed: ${sent.status} ${await sent.text()}`);
    await Promise.all(open.map((stream) => waitFor(stream, title)));
    const fanOutMs = performance.now() - sendStarted;
    const rssAfterFanOut = rssOf(pid);

    for (const stream of streams.splice(0)) stream.request.destroy();
    await new Promise((wait) => setTimeout(wait, 3000));
    const rssAfterClose = rssOf(pid);

    const report = {
      date: new Date().toISOString(),
      database: database.label,
      streams: total,
      refusedWhileOpening,
      openSeconds: round(openSeconds),
      rssMb: {
        before: round(rssBefore),
        withStreams: round(rssWithStreams),
        perStreamKb: round(((rssWithStreams - rssBefore) * 1024) / total),
        afterFanOut: round(rssAfterFanOut),
        afterClose: round(rssAfterClose),
      },
      fanOutMs: Math.round(fanOutMs),
      pastBound,
      before,
      during,
    };
    writeResult('stream-load', report, database);

    console.log(
      `\n${total} streams on ${database.label}: opened in ${report.openSeconds} s, ${refusedWhileOpening} refused`,
    );
    console.log(
      `RSS: ${report.rssMb.before} MB before, ${report.rssMb.withStreams} MB with the streams (${report.rssMb.perStreamKb} KB each), ${report.rssMb.afterFanOut} MB after one announcement, ${report.rssMb.afterClose} MB 3 s after they closed`,
    );
    console.log(`One announcement reached every stream in ${report.fanOutMs} ms`);
    console.log(
      `Two more tabs of one session: ${pastBound.map((entry) => `${entry.status} (Retry-After ${entry.retryAfter})`).join(', ')}`,
    );
    console.log(
      `\n${'request'.padEnd(24)} ${'no streams: req/s  p50  p99'.padEnd(30)} with streams: req/s  p50  p99`,
    );
    for (const name of Object.keys(before)) {
      const a = before[name];
      const b = during[name];
      console.log(
        `${name.padEnd(24)} ${`${a.requestsPerSecond}  ${a.p50}  ${a.p99}${a.non2xx + a.errors ? ` (${a.non2xx} non-2xx, ${a.errors} errors)` : ''}`.padEnd(30)} ${b.requestsPerSecond}  ${b.p50}  ${b.p99}${b.non2xx + b.errors ? ` (${b.non2xx} non-2xx, ${b.errors} errors)` : ''}`,
      );
    }
  } finally {
    for (const stream of streams) stream.request.destroy();
    if (server) await stopProcess(server.child);
    await database.drop();
  }
}

await main();
