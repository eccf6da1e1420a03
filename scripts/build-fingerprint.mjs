/**
 * Whether the built app is that of the sources: a fingerprint of every file the web and API builds read
 * (their sources, build scripts and configuration, the shared package and the lockfile), kept beside the
 * build. `npm start` builds only when it differs (scripts/start.mjs): a restart answers in seconds instead
 * of rebuilding and prerendering every page.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the builds read, relative to the repository root. */
export const BUILD_INPUTS = [
  'package-lock.json',
  'tsconfig.base.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'apps/api/src',
  'apps/api/scripts',
  'apps/api/package.json',
  'apps/api/tsconfig.json',
  'apps/web/src',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/index.html',
  'apps/web/package.json',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
];

/** Where the fingerprint of the last build is kept, and what must exist for a build to count. */
export const FINGERPRINT_FILE = 'apps/api/dist/.sources-fingerprint';
export const BUILD_OUTPUTS = [
  'apps/api/dist/server.js',
  'apps/api/dist/cpu-tasks.js',
  'apps/web/dist/index.html',
];

function* filesUnder(path) {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    yield* filesUnder(join(path, entry.name));
  }
}

/** A hash of the inputs' paths and contents (not their times: a fresh checkout of the same commit matches). */
export function sourcesFingerprint(root, inputs = BUILD_INPUTS) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of filesUnder(join(root, input))) {
      hash.update(relative(root, file));
      hash.update('\0');
      hash.update(readFileSync(file));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

/** Whether `root` needs a build: an output is missing, or the sources differ from the last build's. */
export function needsBuild(root, fingerprint = sourcesFingerprint(root)) {
  if (BUILD_OUTPUTS.some((output) => !existsSync(join(root, output)))) return true;
  const fingerprintFile = join(root, FINGERPRINT_FILE);
  return !existsSync(fingerprintFile) || readFileSync(fingerprintFile, 'utf8').trim() !== fingerprint;
}

/** Run at the end of `npm run build`: the build just made is that of the sources as they are now. */
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  writeFileSync(join(root, FINGERPRINT_FILE), `${sourcesFingerprint(root)}\n`);
}
