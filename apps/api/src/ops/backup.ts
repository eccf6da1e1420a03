import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import * as tar from 'tar';
import type { AppConfig } from '../config/env';
import { PGLITE_EXTENSIONS } from '../db/client';
import { migrationsDir } from '../paths';

const run = promisify(execFile);

/** What a backup holds, written first in the archive and checked before a restore touches anything. */
interface Manifest {
  format: 1;
  driver: 'postgres' | 'pglite';
  createdAt: string;
  /** The newest migration of the build that made it (a restore needs a build at least as new). */
  migration: string;
  hasUploads: boolean;
  /**
   * Set when the files live in an S3-compatible bucket (STORAGE_DRIVER=s3): the bucket, which the
   * archive does not include; it is backed up with the store's own tools (versioning, replication).
   */
  uploadsInBucket?: string;
}

const PG_DUMP = 'database.pgdump';
const PGLITE_DUMP = 'pglite.tar.gz';

async function latestMigrationTag(): Promise<string> {
  const journal = JSON.parse(await readFile(join(migrationsDir, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.at(-1)?.tag ?? '';
}

export const pgliteDir = (config: Pick<AppConfig, 'dataDir'>) => join(config.dataDir, 'pglite');

async function isEmptyDir(path: string) {
  return !existsSync(path) || (await readdir(path)).length === 0;
}

/** The bucket as an operator would name it: `s3://bucket` and the store, when it is not AWS's. */
function bucketOf(config: AppConfig): string | undefined {
  if (config.storage.driver !== 's3') return undefined;
  const { bucket, endpoint } = config.storage;
  return `s3://${bucket}${endpoint ? ` at ${endpoint}` : ''}`;
}

/**
 * One file (.tar.gz) with the whole installation: the database (pg_dump's custom format for a server;
 * PGlite's own dump of its data folder for the embedded one) and the uploaded files when they are kept
 * in the local folder (in a bucket, the manifest names the bucket instead). A PostgreSQL backup may be taken while the app runs (pg_dump reads one snapshot);
 * the embedded database must be stopped first, as only one process may open it.
 */
export async function backup(config: AppConfig, file: string): Promise<Manifest> {
  const staging = await mkdtemp(join(tmpdir(), 'taskflow-backup-'));
  try {
    const driver = config.databaseUrl ? 'postgres' : 'pglite';
    const entries: string[] = ['manifest.json'];
    if (config.databaseUrl) {
      await run('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${join(staging, PG_DUMP)}`,
        `--dbname=${config.databaseUrl}`,
      ]);
      entries.push(PG_DUMP);
    } else {
      const database = await PGlite.create(pgliteDir(config), { extensions: PGLITE_EXTENSIONS });
      try {
        const dump = await database.dumpDataDir('gzip');
        await writeFile(join(staging, PGLITE_DUMP), Buffer.from(await dump.arrayBuffer()));
      } finally {
        await database.close();
      }
      entries.push(PGLITE_DUMP);
    }
    const uploadsInBucket = bucketOf(config);
    const hasUploads = !uploadsInBucket && !(await isEmptyDir(config.uploadDir));
    if (hasUploads) {
      // Archived through a link, as they are: no copy of what may be gigabytes.
      await symlink(config.uploadDir, join(staging, 'uploads'), 'dir');
      entries.push('uploads');
    }
    const manifest: Manifest = {
      format: 1,
      driver,
      createdAt: new Date().toISOString(),
      migration: await latestMigrationTag(),
      hasUploads,
      uploadsInBucket,
    };
    await writeFile(join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
    await tar.create({ gzip: true, file, cwd: staging, follow: true, portable: true }, entries);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Restores a backup into an EMPTY database and upload folder of the same kind (a server's backup into a
 * server, the embedded one's into a data folder): it never writes over data. The app then starts on it
 * as on any database, applying the migrations of a newer build.
 */
export async function restore(config: AppConfig, file: string): Promise<Manifest> {
  const staging = await mkdtemp(join(tmpdir(), 'taskflow-restore-'));
  try {
    await tar.extract({ file, cwd: staging, strict: true });
    const manifest = JSON.parse(await readFile(join(staging, 'manifest.json'), 'utf8')) as Manifest;
    if (manifest.format !== 1) throw new Error(`Unknown backup format ${String(manifest.format)}`);
    const driver = config.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.driver !== driver) {
      throw new Error(
        `This backup is of ${manifest.driver === 'postgres' ? 'a PostgreSQL server' : 'the embedded database'}; ` +
          `restore it with ${manifest.driver === 'postgres' ? 'DATABASE_URL set' : 'DATABASE_URL unset'}.`,
      );
    }
    if (manifest.hasUploads && config.storage.driver === 's3') {
      throw new Error(
        'This backup holds the uploaded files of a local folder; restore it with STORAGE_DRIVER=local ' +
          '(the files can be copied into the bucket afterwards, under the same keys).',
      );
    }
    if (manifest.hasUploads && !(await isEmptyDir(config.uploadDir))) {
      throw new Error(`The upload folder ${config.uploadDir} is not empty; restore into an empty one.`);
    }
    if (config.databaseUrl) {
      const client = new pg.Client({ connectionString: config.databaseUrl });
      await client.connect();
      try {
        const tables = await client.query(
          `select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
        );
        if (tables.rows[0].n > 0) throw new Error('The database is not empty; restore into an empty one.');
      } finally {
        await client.end();
      }
      await run('pg_restore', [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        `--dbname=${config.databaseUrl}`,
        join(staging, PG_DUMP),
      ]);
    } else {
      const target = pgliteDir(config);
      if (!(await isEmptyDir(target))) {
        throw new Error(`The data folder ${target} is not empty; restore into an empty one.`);
      }
      await mkdir(target, { recursive: true });
      const dump = await readFile(join(staging, PGLITE_DUMP));
      const database = await PGlite.create(target, {
        extensions: PGLITE_EXTENSIONS,
        loadDataDir: new Blob([dump]),
      });
      await database.close();
    }
    if (manifest.hasUploads) {
      await mkdir(config.uploadDir, { recursive: true });
      await cp(join(staging, 'uploads'), config.uploadDir, { recursive: true });
    }
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
