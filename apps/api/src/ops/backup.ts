import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, open, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
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

/**
 * An archive holds every password hash, token hash, rate, leave reason and medical document of every
 * organization: it is its owner's alone (0600), in a folder only its owner enters (0700), whatever the
 * umask the command runs under.
 */
export const ARCHIVE_MODE = 0o600;
export const BACKUP_FOLDER_MODE = 0o700;

/** Where `npm run db:backup` writes when no FILE is named: the installation's own folder. */
export const backupsDir = (config: Pick<AppConfig, 'dataDir'>) => join(config.dataDir, 'backups');

/**
 * The connection string without its password (in the user part, or a `password` parameter), and the
 * password. pg_dump and pg_restore get the first on their command line, which every local user can read
 * (`ps`, /proc/<pid>/cmdline), and the password through a password file.
 */
export function splitPassword(databaseUrl: string): { url: string; password?: string } {
  let password: string | undefined;
  let url = databaseUrl.replace(
    /^(postgres(?:ql)?:\/\/[^:@/?#]*):([^@/?#]*)@/,
    (_, user: string, secret: string) => {
      password = decodeURIComponent(secret);
      return `${user}@`;
    },
  );
  const queryAt = url.indexOf('?');
  if (queryAt >= 0) {
    const params = new URLSearchParams(url.slice(queryAt + 1));
    const inQuery = params.get('password');
    if (inQuery !== null) {
      password ??= inQuery;
      params.delete('password');
      url = `${url.slice(0, queryAt)}${params.size > 0 ? `?${params}` : ''}`;
    }
  }
  return password === undefined ? { url } : { url, password };
}

/**
 * How PostgreSQL's client tools reach the server: the connection string without the password, and an
 * environment naming a password file (0600, in the 0700 staging folder, removed with it) that holds it.
 * The environment of a process is readable only by its owner, unlike its command line.
 */
async function pgToolsConnection(databaseUrl: string, staging: string) {
  const { url, password } = splitPassword(databaseUrl);
  if (password === undefined) return { url, env: process.env };
  const passFile = join(staging, 'pgpass');
  // Any host, port, database and user: the file is made for this one command. Backslash and colon are escaped.
  await writeFile(passFile, `*:*:*:*:${password.replace(/[\\:]/g, (character) => `\\${character}`)}\n`, {
    mode: 0o600,
    flag: 'wx',
  });
  return { url, env: { ...process.env, PGPASSFILE: passFile } };
}

/**
 * Creates (or empties) `file` as its owner's alone before anything is written to it, and the folders to
 * it that did not exist as 0700; the installation's backups folder is made 0700 even if it existed.
 */
async function createPrivateFile(config: Pick<AppConfig, 'dataDir'>, file: string) {
  const folder = dirname(file);
  const created = await mkdir(folder, { recursive: true, mode: BACKUP_FOLDER_MODE });
  if (created !== undefined || resolve(folder) === resolve(backupsDir(config)))
    await chmod(folder, BACKUP_FOLDER_MODE);
  const handle = await open(file, 'w', ARCHIVE_MODE);
  try {
    // An existing file keeps its mode on open: set it.
    await handle.chmod(ARCHIVE_MODE);
  } finally {
    await handle.close();
  }
}

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
 * the embedded database must be stopped first, as only one process may open it. The archive is written
 * 0600 (its folder, when made here or the installation's own, 0700), and the database's password never
 * reaches a command line.
 */
export async function backup(config: AppConfig, file: string): Promise<Manifest> {
  const staging = await mkdtemp(join(tmpdir(), 'taskflow-backup-'));
  try {
    const driver = config.databaseUrl ? 'postgres' : 'pglite';
    const entries: string[] = ['manifest.json'];
    if (config.databaseUrl) {
      const server = await pgToolsConnection(config.databaseUrl, staging);
      await run(
        'pg_dump',
        [
          '--format=custom',
          '--no-owner',
          '--no-privileges',
          `--file=${join(staging, PG_DUMP)}`,
          `--dbname=${server.url}`,
        ],
        { env: server.env },
      );
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
    await createPrivateFile(config, file);
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
      const server = await pgToolsConnection(config.databaseUrl, staging);
      await run(
        'pg_restore',
        [
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          `--dbname=${server.url}`,
          join(staging, PG_DUMP),
        ],
        { env: server.env },
      );
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
