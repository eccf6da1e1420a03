/**
 * Copies of code are seen when they are made (issue 44, item 5: the loading pattern, the report views, the
 * bar charts and the download helper had been copied by hand, and the copies had drifted apart). Runs the
 * copy detector jscpd over the source of the apps and packages (tests and generated files left out), names
 * each pair of copies, largest first, and exits 0 whatever it finds: a copy is a warning that asks for one
 * shared piece, it never stops a build. A detector that cannot run is a warning too.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The source folders: apps/<app>/src and packages/<package>/src, a new app or package included. */
export function sourceDirs(root) {
  return ['apps', 'packages'].flatMap((parent) =>
    readdirSync(join(root, parent))
      .map((name) => `${parent}/${name}/src`)
      .filter((dir) => existsSync(join(root, dir))),
  );
}

/** Left out: a test repeats its arrangement on purpose, so each case reads on its own; fixtures likewise. */
export const IGNORED = ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/*.d.ts'];

/** The pairs of a jscpd JSON report as "a.ts:1-20 ≈ b.ts:5-24 (20 lines)", largest first. */
export function copyPairs(report, root) {
  const at = (file) => `${relative(root, file.name) || file.name}:${file.startLoc.line}-${file.endLoc.line}`;
  return [...report.duplicates]
    .sort((a, b) => b.lines - a.lines || at(a.firstFile).localeCompare(at(b.firstFile)))
    .map((pair) => `${at(pair.firstFile)} ≈ ${at(pair.secondFile)} (${pair.lines} lines)`);
}

/** Runs jscpd over the source folders from `root` and answers its JSON report, or the reason it could not. */
function detect(root) {
  const out = mkdtempSync(join(tmpdir(), 'check-copies-'));
  try {
    const bin = createRequire(import.meta.url).resolve('jscpd/run-jscpd.js');
    const run = spawnSync(
      process.execPath,
      [
        bin,
        '--absolute',
        '--format',
        'typescript,tsx',
        '--ignore',
        IGNORED.join(','),
        '--reporters',
        'json',
      ].concat(['--output', out, '--no-colors', ...sourceDirs(root).map((dir) => join(root, dir))]),
      { cwd: root, encoding: 'utf8' },
    );
    if (run.status !== 0) return { error: `jscpd exited ${run.status}: ${run.stderr || run.stdout}`.trim() };
    return { report: JSON.parse(readFileSync(join(out, 'jscpd-report.json'), 'utf8')) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const { report, error } = detect(root);
  if (error) {
    console.warn(`Copies: not checked, the copy detector could not run (${error}).`);
  } else {
    const pairs = copyPairs(report, root);
    for (const pair of pairs) console.warn(`Copied code: ${pair}`);
    const total = report.statistics.total;
    console.log(
      `Copies: ${pairs.length} pairs, ${total.duplicatedLines} of ${total.lines} lines (${total.percentage.toFixed(2)}%) in ${total.sources} files; a warning, not a failure.`,
    );
  }
}
