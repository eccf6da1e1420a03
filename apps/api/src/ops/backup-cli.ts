/**
 * npm run db:backup [-- FILE]   writes the database and local uploads to FILE (default $DATA_DIR/backups/taskflow-<time>.tar.gz);
 *                               files in an S3 bucket (STORAGE_DRIVER=s3) are not included, and it says so.
 *                               The archive is 0600, its folder 0700 when made here (the default one always);
 *                               the database password reaches pg_dump through a password file, not its arguments
 * npm run db:restore -- FILE    restores FILE into an empty database and upload folder
 * Both read the same environment as the server (DATABASE_URL, DATA_DIR, UPLOAD_DIR, STORAGE_DRIVER).
 */
import { join, resolve } from 'node:path';
import { loadConfig } from '../config/env';
import { backup, backupsDir, restore } from './backup';

const [command, file] = process.argv.slice(2);
const config = loadConfig();
// npm runs the script in the package's folder; a FILE is meant from where the command was typed.
const fromCaller = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

try {
  if (command === 'backup') {
    const stamp = new Date().toISOString().replaceAll(':', '-').slice(0, 19);
    const target = file ? fromCaller(file) : join(backupsDir(config), `taskflow-${stamp}.tar.gz`);
    const manifest = await backup(config, target);
    console.log(
      `Backed up the ${manifest.driver} database${manifest.hasUploads ? ' and uploads' : ''} to ${target}`,
    );
    if (manifest.uploadsInBucket) {
      console.log(
        `The uploaded files live in ${manifest.uploadsInBucket} and are not included: back the bucket up with the store's own tools.`,
      );
    }
  } else if (command === 'restore' && file) {
    const manifest = await restore(config, fromCaller(file));
    console.log(`Restored the backup of ${manifest.createdAt} (${manifest.migration}); start the app on it.`);
    if (manifest.uploadsInBucket) {
      console.log(`Its uploaded files were not in the backup: they live in ${manifest.uploadsInBucket}.`);
    }
  } else {
    console.error('Usage: npm run db:backup [-- FILE] | npm run db:restore -- FILE');
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
