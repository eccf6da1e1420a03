/**
 * No source file over 600 lines (issue 44, item 3: services that grew past it mixed use cases). Names each
 * source file (apps/<app>/src, packages/<package>/src, scripts, bench, e2e; .ts, .tsx, .mjs) over the limit
 * as a warning and exits 0: the warning asks for a split by use case, it never stops a build. Generated
 * files are not counted; the files of ALLOWED are left out for the reason each gives, and an allowed file
 * that is gone or back under the limit is named too, so the list only shrinks.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const MAX_LINES = 600;

const SOURCE = /^(?:apps\/[^/]+\/src|packages\/[^/]+\/src|scripts|bench|e2e)\/.+\.(?:ts|tsx|mjs)$/;

/** Written by tools, never read as code by a person: their size says nothing about a split. */
const GENERATED = new Set([
  'e2e/support/api-types.ts', // `npm run openapi:types -w @taskflow/api`
]);

/**
 * Files allowed over the limit. Only test files with many cases, each case readable on its own: splitting
 * one by size would scatter the fixtures its cases share (its `beforeAll` organization and accounts).
 */
export const ALLOWED = new Map([
  [
    'apps/api/src/test/permission-matrix.test.ts',
    'one case per permission of the catalogue, in one table the route registry is checked against',
  ],
  [
    'apps/api/src/modules/leave/leave.test.ts',
    'leave types, applying, decisions, cancelling and visibility on one organization',
  ],
  [
    'apps/api/src/modules/tasks/tasks.test.ts',
    'the task cases not yet in a file per part, on one organization',
  ],
  [
    'apps/api/src/modules/reports/schedules.test.ts',
    'scheduled deliveries, their routes and limits on two organizations',
  ],
  [
    'apps/api/src/modules/notifications/notifications.test.ts',
    'sending, preferences and the live stream on two organizations',
  ],
  ['apps/api/src/modules/users/users.test.ts', 'registration, login, sessions and password reset on one app'],
  [
    'apps/api/src/modules/planning/planning.test.ts',
    'dependencies, rescheduling, Gantt and workload on one organization',
  ],
  [
    'apps/api/src/modules/time/time.test.ts',
    'timer, entries, timesheets and their permissions on one organization',
  ],
  [
    'apps/api/src/modules/events/events.test.ts',
    'kept whole by the events service split (issue 44) so the same cases check it',
  ],
]);

/** Lines as an editor numbers them: a final newline ends the last line, it does not start another. */
export function lineCount(text) {
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

/**
 * The source files over the limit (`oversized`, with their line counts, largest first) and the allowed
 * files no longer over it or gone (`stale`). `readText` answers a path's text, or undefined for a file
 * listed but not on disk (deleted in the working tree).
 */
export function fileSizeReport(files, readText, allowed = ALLOWED) {
  const oversized = [];
  const stillOver = new Set();
  for (const path of files) {
    if (!SOURCE.test(path) || GENERATED.has(path)) continue;
    const text = readText(path);
    if (text === undefined) continue;
    const lines = lineCount(text);
    if (lines <= MAX_LINES) continue;
    if (allowed.has(path)) stillOver.add(path);
    else oversized.push({ path, lines });
  }
  oversized.sort((a, b) => b.lines - a.lines || a.path.localeCompare(b.path));
  const stale = [...allowed.keys()].filter((path) => !stillOver.has(path));
  return { oversized, stale };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // Tracked files and new ones not ignored, so a file is counted before its first commit.
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  const { oversized, stale } = fileSizeReport(files, (path) =>
    existsSync(path) ? readFileSync(path, 'utf8') : undefined,
  );
  for (const { path, lines } of oversized) {
    console.warn(`Warning: ${path} has ${lines} lines (over ${MAX_LINES}): split it by use case.`);
  }
  for (const path of stale) {
    console.warn(
      `Warning: ${path} is no longer over ${MAX_LINES} lines (or is gone): remove it from ALLOWED in scripts/check-file-size.mjs.`,
    );
  }
  console.log(
    `File sizes: ${oversized.length} source files over ${MAX_LINES} lines, ${ALLOWED.size - stale.length} allowed.`,
  );
}
