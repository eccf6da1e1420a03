/**
 * Backup and restore round trips: the demo organization and an uploaded file come back the same (rows
 * and bytes) in an empty database and folder, and the app starts on the restored database. On the
 * embedded database always; on a PostgreSQL server when TEST_DATABASE_URL is set (pg_dump, pg_restore).
 * Issue 38, item 12: the archive is its owner's alone (0600 in a 0700 folder, whatever the umask), and
 * the database password never reaches pg_dump's or pg_restore's command line.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as tar from 'tar';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config/env';
import { openDatabase } from '../db/client';
import { seedDemo } from '../db/seed';
import { withDatabase } from '../test/global-setup';
import { backup, backupsDir, pgliteDir, restore, splitPassword } from './backup';

const folders: string[] = [];
const databases: string[] = [];
const serverUrl = process.env.TEST_DATABASE_URL;
/** A server's backup needs PostgreSQL's client tools beside the server. */
const hasPgTools = spawnSync('pg_dump', ['--version']).status === 0;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  for (const name of databases) await admin(`drop database if exists ${name} with (force)`);
});

const S3_ENV = {
  STORAGE_DRIVER: 's3',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_BUCKET: 'taskflow-files',
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
};

async function installation(databaseUrl?: string, env: Record<string, string> = {}): Promise<AppConfig> {
  const dataDir = await mkdtemp(join(tmpdir(), 'taskflow-backup-test-'));
  folders.push(dataDir);
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
}

async function emptyServerDatabase() {
  const name = `taskflow_backup_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await admin(`create database ${name}`);
  databases.push(name);
  return withDatabase(serverUrl ?? '', name);
}

/** What a restore must give back: the organizations, people and tasks, as rows. */
async function snapshotOf(config: AppConfig) {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: pgliteDir(config) });
  try {
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await database.db.execute(query)) as unknown as { rows: unknown[] }).rows;
    return {
      organizations: await rows(sql`select id, name, time_zone from organizations order by id`),
      users: await rows(sql`select id, email, password_hash from users order by id`),
      tasks: await rows(sql`select id, display_id, title, status, due_date::text from tasks order by id`),
    };
  } finally {
    await database.close();
  }
}

async function seededInstallation(databaseUrl?: string) {
  const config = await installation(databaseUrl);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: pgliteDir(config) });
  await database.migrate();
  await seedDemo(database.db);
  await database.close();
  // An uploaded file, as the uploads module stores them (folder per kind).
  const bytes = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 31) % 256));
  await mkdir(join(config.uploadDir, 'attachments'), { recursive: true });
  await writeFile(join(config.uploadDir, 'attachments', 'statement.pdf'), bytes);
  return { config, bytes };
}

/** The permission bits of a file or folder, as `ls -l` and chmod name them. */
const modeOf = async (path: string) => ((await stat(path)).mode & 0o777).toString(8);

/** A password that must appear on no command line; percent-encoded in the URL, with a colon to escape. */
const PASSWORD = 'not:on-argv';
const withPassword = (url: string) => {
  const parsed = new URL(url);
  parsed.password = encodeURIComponent(PASSWORD);
  return parsed.toString();
};

/**
 * PostgreSQL's client tools as another local user sees them: a stand-in for each, first on PATH, that
 * writes down its arguments and the password file its environment names (mode and content), then runs
 * the real tool, or writes a stand-in dump where there is no server to dump.
 */
async function recordingTools(folder: string, real: boolean) {
  const bin = join(folder, 'bin');
  await mkdir(bin, { recursive: true });
  const log = join(folder, 'tools.log');
  for (const tool of ['pg_dump', 'pg_restore']) {
    const path = spawnSync('sh', ['-c', `command -v ${tool}`])
      .stdout.toString()
      .trim();
    const script = [
      '#!/bin/sh',
      `{ echo "tool ${tool}"; for arg in "$@"; do echo "arg $arg"; done`,
      '  if [ -n "$PGPASSFILE" ]; then echo "passfile $PGPASSFILE $(stat -c %a "$PGPASSFILE") $(cat "$PGPASSFILE")"; fi',
      `} >> '${log}'`,
      real && path
        ? `exec '${path}' "$@"`
        : 'for arg in "$@"; do case "$arg" in --file=*) echo stand-in > "$(echo "$arg" | cut -d= -f2-)";; esac; done',
      '',
    ].join('\n');
    await writeFile(join(bin, tool), script, { mode: 0o755 });
  }
  const path = process.env.PATH;
  process.env.PATH = `${bin}:${path}`;
  return {
    lines: async () => (await readFile(log, 'utf8')).split('\n').filter(Boolean),
    restorePath: () => {
      process.env.PATH = path;
    },
  };
}

/** What the tools were given: their arguments hold no password; it came in a 0600 file, gone since. */
async function expectNoPasswordOnArgv(lines: string[], tools: string[]) {
  expect(lines.filter((line) => line.startsWith('tool ')).map((line) => line.slice(5))).toEqual(tools);
  const args = lines.filter((line) => line.startsWith('arg '));
  expect(args.some((line) => line.startsWith('arg --dbname=postgres'))).toBe(true);
  for (const line of args) expect(line).not.toContain('on-argv');
  const passFiles = lines.filter((line) => line.startsWith('passfile '));
  expect(passFiles).toHaveLength(tools.length);
  for (const line of passFiles) {
    const [, file = '', mode, content] = line.split(' ');
    expect(mode).toBe('600');
    expect(content).toBe('*:*:*:*:not\\:on-argv');
    expect(existsSync(file)).toBe(false);
  }
}

async function roundTrip(source: AppConfig, target: AppConfig, bytes: Buffer) {
  const file = join(source.dataDir, 'backup.tar.gz');
  const made = await backup(source, file);
  expect(made.hasUploads).toBe(true);
  await restore(target, file);
  expect(await snapshotOf(target)).toEqual(await snapshotOf(source));
  expect((await snapshotOf(target)).tasks.length).toBeGreaterThan(0);
  expect(await readFile(join(target.uploadDir, 'attachments', 'statement.pdf'))).toEqual(bytes);
  // A restore never writes over data.
  await expect(restore(target, file)).rejects.toThrow(/not empty/);
  // The app starts on the restored database and is ready.
  const database = await openDatabase({ url: target.databaseUrl, dataDir: pgliteDir(target) });
  const app = await buildApp({ config: target, database });
  try {
    await database.migrate();
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  } finally {
    await app.close();
    await database.close();
  }
}

describe('backup and restore', () => {
  // Migrating and seeding a new embedded database from nothing takes a while on a busy machine.
  it('the embedded database and its uploads', { timeout: 180_000 }, async () => {
    const { config, bytes } = await seededInstallation();
    await roundTrip(config, await installation(), bytes);
  });

  it.skipIf(!serverUrl || !hasPgTools)(
    'a PostgreSQL server and its uploads, its password on no command line',
    { timeout: 120_000 },
    async () => {
      // The test server trusts its clients: a password in the URL is carried, and ignored by the server.
      const { config, bytes } = await seededInstallation(withPassword(await emptyServerDatabase()));
      const target = await installation(withPassword(await emptyServerDatabase()));
      const tools = await recordingTools(config.dataDir, true);
      try {
        await roundTrip(config, target, bytes);
      } finally {
        tools.restorePath();
      }
      await expectNoPasswordOnArgv(await tools.lines(), ['pg_dump', 'pg_restore']);
    },
  );

  // A new embedded database is created (initdb) before its backup: seconds alone, more on a busy machine.
  it('with the files in a bucket: names the bucket, leaves files out, takes no local files in', {
    timeout: 120_000,
  }, async () => {
    const local = await installation();
    await (await openDatabase({ dataDir: pgliteDir(local) })).close();
    await mkdir(join(local.uploadDir, 'logos'), { recursive: true });
    await writeFile(join(local.uploadDir, 'logos', 'a.png'), 'not in the bucket');
    const withFiles = join(local.dataDir, 'with-files.tar.gz');
    expect((await backup(local, withFiles)).hasUploads).toBe(true);

    const inBucket = { ...local, storage: loadConfig({ ...S3_ENV, NODE_ENV: 'test' }).storage };
    const file = join(local.dataDir, 'in-bucket.tar.gz');
    const manifest = await backup(inBucket, file);
    expect(manifest.hasUploads).toBe(false);
    expect(manifest.uploadsInBucket).toBe('s3://taskflow-files at http://127.0.0.1:9000');
    const entries: string[] = [];
    await tar.list({ file, onReadEntry: (entry) => entries.push(entry.path) });
    expect(entries.filter((path) => path.startsWith('uploads'))).toEqual([]);

    // Files of a local folder would land where an installation on a bucket never reads them.
    const target = await installation(undefined, S3_ENV);
    await expect(restore(target, withFiles)).rejects.toThrow(/STORAGE_DRIVER=local/);
  });

  it("pg_dump gets the server's password in a 0600 file, not its arguments; the archive is 0600 in a 0700 folder", async () => {
    const config = await installation(`postgres://taskflow:${encodeURIComponent(PASSWORD)}@127.0.0.1:1/none`);
    // The folder as an older version left it (the umask's 0755), and a umask that takes nothing away.
    await mkdir(backupsDir(config), { recursive: true });
    await chmod(backupsDir(config), 0o755);
    const tools = await recordingTools(config.dataDir, false);
    const umask = process.umask(0);
    try {
      const inOwnFolder = join(backupsDir(config), 'nightly.tar.gz');
      await backup(config, inOwnFolder);
      expect(await modeOf(inOwnFolder)).toBe('600');
      expect(await modeOf(backupsDir(config))).toBe('700');
      // A FILE in a folder that does not exist yet: made 0700; an archive written over keeps 0600.
      const named = join(config.dataDir, 'elsewhere', 'offsite', 'copy.tar.gz');
      await writeFile(join(config.dataDir, 'old.tar.gz'), 'old', { mode: 0o666 });
      await backup(config, named);
      await backup(config, join(config.dataDir, 'old.tar.gz'));
      expect(await modeOf(named)).toBe('600');
      expect(await modeOf(join(config.dataDir, 'elsewhere', 'offsite'))).toBe('700');
      expect(await modeOf(join(config.dataDir, 'old.tar.gz'))).toBe('600');
    } finally {
      process.umask(umask);
      tools.restorePath();
    }
    await expectNoPasswordOnArgv(await tools.lines(), ['pg_dump', 'pg_dump', 'pg_dump']);
    expect(await tools.lines()).toContain('arg --dbname=postgres://taskflow@127.0.0.1:1/none');
  });

  it('takes the password out of a connection string, wherever it is written', () => {
    expect(splitPassword('postgres://app:s%40cret%3A1@db.internal:5432/taskflow?sslmode=require')).toEqual({
      url: 'postgres://app@db.internal:5432/taskflow?sslmode=require',
      password: 's@cret:1',
    });
    expect(splitPassword('postgresql://app@db/taskflow?password=p%26w&sslmode=require')).toEqual({
      url: 'postgresql://app@db/taskflow?sslmode=require',
      password: 'p&w',
    });
    expect(splitPassword('postgres://app@db/taskflow')).toEqual({ url: 'postgres://app@db/taskflow' });
    expect(splitPassword('postgres:///taskflow?host=/var/run/postgresql')).toEqual({
      url: 'postgres:///taskflow?host=/var/run/postgresql',
    });
  });

  // A new embedded database is created (initdb) before its backup: seconds alone, more on a busy machine.
  it('refuses a backup of the other kind of database', { timeout: 120_000 }, async () => {
    const config = await installation();
    await (await openDatabase({ dataDir: pgliteDir(config) })).close();
    const file = join(config.dataDir, 'backup.tar.gz');
    await backup(config, file);
    const server = await installation('postgres://nobody@127.0.0.1:1/none');
    await expect(restore(server, file)).rejects.toThrow(/embedded database/);
  });
});
