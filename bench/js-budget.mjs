// Initial JavaScript of each public page (gzip): the entry chunk and the module preloads that the
// prerendered HTML names in its <template id="app-scripts">. Chunks a page loads later on demand
// (form validation, the country dropdown, dialogs) are not initial. Budget: 170 KB (DESIGN.md).
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const BUDGET_KB = 170;
const pages = JSON.parse(await readFile(join(dist, 'prerendered/manifest.json'), 'utf8')).pages;

let failed = false;
const rows = [];
for (const [path, file] of Object.entries(pages)) {
  const html = await readFile(join(dist, 'prerendered', file), 'utf8');
  const scripts = new Set(
    [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]),
  );
  let bytes = 0;
  for (const script of scripts) bytes += gzipSync(await readFile(join(dist, script))).length;
  const kb = bytes / 1024;
  failed ||= kb > BUDGET_KB;
  rows.push(`| \`${path}\` | ${scripts.size} | ${kb.toFixed(1)} | ${kb > BUDGET_KB ? 'over' : 'ok'} |`);
}
console.log(
  ['| page | scripts | initial JS (KB gzip) | ≤ 170 KB |', '|---|---|---|---|', ...rows].join('\n'),
);
process.exitCode = failed ? 1 : 0;
