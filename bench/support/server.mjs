/**
 * What the benchmarks share: free ports, child processes (the built server, the hello-world), a fresh
 * database (a temporary PGlite folder, or a new database on the PostgreSQL server of DATABASE_URL), the
 * large seed, logging in and reading JSON as someone, and writing a run's report to bench/results/.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverNodeFlags } from '../../apps/api/scripts/server-flags.mjs';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const serverEntry = join(root, 'apps/api/dist/server.js');
export const PASSWORD = 'demo-pass-2026';

/**
 * The built server to measure: SERVER_ENTRY (another build, e.g. to compare before and after a change)
 * or this checkout's. Ends the run when it is not built.
 */
export function builtServerEntry() {
  const entry = process.env.SERVER_ENTRY ?? serverEntry;
  if (!existsSync(entry)) {
    console.error('No built server: run "npm run build" first.');
    process.exit(1);
  }
  return entry;
}

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
    probe.on('error', reject);
  });
}

export function run(command, args, env, cwd = root) {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolveRun() : reject(new Error(`${command} ${args.join(' ')}: ${code}`)),
    );
  });
}

/** Starts a process and resolves once `url` answers 200; answers the process and how long that took. */
export async function startProcess(args, env, url) {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  for (;;) {
    if (exited) throw new Error(`${args.join(' ')} exited before answering`);
    try {
      const response = await fetch(url);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 5));
  }
  return { child, startupMs: performance.now() - started, cpuMs: cpuMsOf(child.pid) };
}

/** CPU time (user + system) a process has used so far, from /proc (Linux; 0 elsewhere). */
export function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, in clock ticks of 1/100 s.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** A process and its children (node:cluster workers): their pids, from /proc (Linux; the pid alone elsewhere). */
export function processTree(pid) {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    return [pid, ...children.flatMap((child) => processTree(Number(child)))];
  } catch {
    return [pid];
  }
}

/** CPU time of a process and its children (node:cluster workers) so far. */
export function treeCpuMsOf(pid) {
  return processTree(pid).reduce((sum, each) => sum + cpuMsOf(each), 0);
}

/**
 * CPU time so far of every process named `name` on this machine (PostgreSQL's backends are `postgres`),
 * from /proc; backends that ended meanwhile are not counted, so a connection pool's stay.
 */
export function cpuMsOfProcessesNamed(name) {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === name) total += cpuMsOf(entry);
    } catch {
      // ended while read
    }
  }
  return total;
}

/** A value rounded to tenths (of a millisecond, a percent). */
export const tenths = (value) => Math.round(value * 10) / 10;

/** The `share` percentile (0 to 1) of `values` (any order), in tenths. */
export function percentileOf(values, share) {
  const sorted = [...values].sort((a, b) => a - b);
  return tenths(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]);
}

export function stopProcess(child) {
  return new Promise((resolveStop) => {
    if (child.exitCode !== null) return resolveStop();
    child.on('exit', () => resolveStop());
    child.kill('SIGTERM');
  });
}

export function rssOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/**
 * Starts the built server on 127.0.0.1 (on `port`, or a free one) in production mode, and resolves once
 * its session probe answers: the process, how long it took to start, and the base URL.
 */
export async function startServer(entry, env, port) {
  const listenOn = port ?? (await freePort());
  const base = `http://127.0.0.1:${listenOn}`;
  const serverEnv = { ...env, PORT: String(listenOn), HOST: '127.0.0.1', NODE_ENV: 'production' };
  return {
    ...(await startProcess([...serverNodeFlags(), entry], serverEnv, `${base}/api/v1/users/session`)),
    base,
  };
}

/** The Fastify hello-world on a free port: the reference a load run compares its requests/s with. */
export async function startHelloWorld() {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  return { ...(await startProcess([join(root, 'bench/hello-world.mjs')], { PORT: String(port) }, url)), url };
}

/** A fresh database: a temporary PGlite folder, or a new database on the PostgreSQL server. */
export async function createDatabase() {
  const dataDir = await mkdtemp(join(tmpdir(), 'taskflow-bench-'));
  if (!process.env.DATABASE_URL) {
    return {
      label: 'PGlite',
      env: { DATA_DIR: dataDir },
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const { default: pg } = await import('pg');
  const serverUrl = new URL(process.env.DATABASE_URL);
  const name = `taskflow_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    label: 'PostgreSQL',
    // A throwaway database: the demo organization is asked for (the server seeds it only into PGlite).
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString(), SEED_DEMO: 'true' },
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * SEEDED_DATABASE_URL's PostgreSQL database, already holding the large seed (npm run db:seed-large), used as
 * it is: neither seeded nor dropped (a temporary data folder only), so two builds can be measured in turns
 * on one database. Null when it is not set.
 */
export async function seededDatabaseFromEnv() {
  const url = process.env.SEEDED_DATABASE_URL;
  if (!url) return null;
  const dataDir = await mkdtemp(join(tmpdir(), 'taskflow-bench-'));
  return {
    label: 'PostgreSQL',
    seeded: true,
    env: { DATA_DIR: dataDir, DATABASE_URL: url },
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** Fills a fresh database with the large seed (the Globex organization, its people person<n>@globex.bench). */
export async function seedLarge(database, scale) {
  console.log(`Seeding (${database.label}, scale ${scale}) …`);
  await run(
    'npx',
    ['tsx', 'src/db/seed-large-cli.ts'],
    { ...database.env, SEED_SCALE: String(scale) },
    join(root, 'apps/api'),
  );
  if (database.env.DATABASE_URL) await checkpoint(database.env.DATABASE_URL);
}

/**
 * Writes the seed's pages out now: its half a gigabyte of WAL would otherwise start a checkpoint in the
 * middle of the measured run (seen: 81 s of writing, every database-bound p99 doubled). Needs a superuser;
 * without one the run goes on, warned.
 */
async function checkpoint(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('checkpoint');
  } catch (error) {
    console.warn(`No checkpoint after the seed (${error.message}): one may start during the run.`);
  } finally {
    await client.end();
  }
}

export async function logIn(base, email) {
  const response = await fetch(`${base}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`Login of ${email} failed: ${response.status} ${await response.text()}`);
  return /sid=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0];
}

/** A GET answered 2xx, as JSON, read as the person of `cookie`. */
export async function getJson(base, path, cookie) {
  const response = await fetch(`${base}${path}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * Writes a run's report (with its `date`) to bench/results/<name>[-<database>]-<date>.json, one file a
 * run; answers the file's path.
 */
export function writeResult(name, report, database) {
  const dir = join(root, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const label = database ? `-${database.label.toLowerCase()}` : '';
  const file = join(dir, `${name}${label}-${report.date.replaceAll(':', '-')}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Written to ${file}`);
  return file;
}
