/**
 * The first-load JavaScript of the daily pages, budgeted in the build (issue 45, item 6): what a phone
 * downloads before the page can draw, gzipped. A page's first load is the entry chunk, the app layout's
 * chunk and the page's own, each with the chunks it imports statically (dynamic imports load later, on
 * use). Read from the build's manifest; fails the build when a page is over its budget, and prints every
 * page's size so a growing one is seen before it fails.
 *
 * The budgets sit about 10 % above the sizes of 2026-11-30 (214 KB for My tasks to 384 KB for a task, once
 * the invoice's amount-in-words library left every page and a page evaluated only the schemas it uses;
 * docs/performance.md). A budget is lowered when a
 * page is made lighter and raised only on purpose, in review, never to let a build pass. Run by the web
 * build (apps/web/package.json) after `vite build --manifest`.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Budgets in KB (gzip) of the pages people open every day: Home, My tasks, the Task List, a task, the
 * timesheet and the client page. */
export const BUDGETS_KB = {
  'src/app/routes/app/home-page.tsx': 280,
  'src/app/routes/app/tasks/my-tasks-page.tsx': 235,
  'src/app/routes/app/tasks/tasks-page.tsx': 370,
  'src/app/routes/app/tasks/task-page.tsx': 420,
  'src/app/routes/app/time/time-page.tsx': 340,
  'src/app/routes/app/clients/customer-page.tsx': 400,
};
const LAYOUT = 'src/app/routes/app/app-layout.tsx';

/** The files a manifest entry loads at once: itself and its static imports, transitively. */
export function staticClosure(manifest, key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/** The first-load files of a page: the entry's, the app layout's and the page's closures, each file once. */
export function firstLoadFiles(manifest, page) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const files = new Set();
  for (const key of [entry, LAYOUT, page]) {
    if (!manifest[key]) throw new Error(`The build's manifest has no ${key}: is the budget's path right?`);
    staticClosure(manifest, key, files);
  }
  return [...files].filter((file) => file.endsWith('.js'));
}

/** Each budgeted page's first load in KB (gzip) beside its budget, and whether it is over. */
export function measure(manifest, readFile, budgets = BUDGETS_KB) {
  return Object.entries(budgets).map(([page, budgetKb]) => {
    const bytes = firstLoadFiles(manifest, page).reduce(
      (sum, file) => sum + gzipSync(readFile(file)).length,
      0,
    );
    const kb = Math.round(bytes / 102.4) / 10;
    return { page, kb, budgetKb, over: kb > budgetKb };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = new URL('../apps/web/dist/', import.meta.url);
  const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));
  const rows = measure(manifest, (file) => readFileSync(new URL(file, dist)));
  for (const row of rows) {
    console.log(
      `${row.over ? 'OVER  ' : 'ok    '} ${row.page}: ${row.kb} KB of ${row.budgetKb} KB (gzip, first load)`,
    );
  }
  const over = rows.filter((row) => row.over);
  if (over.length) {
    console.error(
      `First-load JavaScript over budget on ${over.length} page(s): split what the page does not need at once.`,
    );
    process.exitCode = 1;
  }
}
