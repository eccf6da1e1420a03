/**
 * Backup and restore round trips: the demo organization and an uploaded file come back the same (rows
 * and bytes) in an empty database and folder, and the app starts on the restored database. On the
 * embedded database always; on a PostgreSQL server when TEST_DATABASE_URL is set (pg_dump, pg_restore).
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
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
import { backup, pgliteDir, restore } from './backup';

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
    'a PostgreSQL server and its uploads',
    { timeout: 120_000 },
    async () => {
      const { config, bytes } = await seededInstallation(await emptyServerDatabase());
      await roundTrip(config, await installation(await emptyServerDatabase()), bytes);
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
