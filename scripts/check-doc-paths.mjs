/**
 * Every file a document names in backticks exists (issue 44, item 6: docs named files that had moved). A
 * name is checked from the repository's root or as the end of a tracked file's path, so `lib/reach.ts` in
 * apps/api's docs passes while `tasks/reach.ts` after the file moved fails. Build output (`dist/…`) and
 * placeholders (`<x>`) are not files of the repository and are left alone. Prints each missing path with
 * its document and exits 1 if there is one.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** A backticked name with a folder and a source or document extension, no spaces, no placeholders. */
const NAMED_PATH = /`([\w.@-]+(?:\/[\w.@-]+)+\.(?:ts|tsx|mjs|cjs|js|md|sql|json|ya?ml|css))`/g;

/** The paths each document names that no tracked file answers to, as "document: path". */
export function missingDocPaths(trackedFiles, readText) {
  const tracked = new Set(trackedFiles);
  const endings = new Set();
  for (const file of trackedFiles) {
    const parts = file.split('/');
    for (let index = 1; index < parts.length; index++) endings.add(parts.slice(index).join('/'));
  }
  const missing = [];
  for (const doc of trackedFiles.filter((file) => file.endsWith('.md'))) {
    for (const [, named] of readText(doc).matchAll(NAMED_PATH)) {
      const path = named.replace(/^\.\//, '');
      if (path.startsWith('dist/') || path.includes('/dist/')) continue;
      if (!tracked.has(path) && !endings.has(path)) missing.push(`${doc}: ${path}`);
    }
  }
  return missing;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(Boolean);
  const missing = missingDocPaths(files, (path) => readFileSync(path, 'utf8'));
  for (const line of missing) console.error(`A document names a file that does not exist: ${line}`);
  console.log(
    `Document paths: ${files.filter((file) => file.endsWith('.md')).length} documents, ${missing.length} missing.`,
  );
  if (missing.length) process.exit(1);
}
