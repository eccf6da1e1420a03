// Where a phone's main thread goes while an app page loads: a CPU profile at 4× slowdown, 390 px wide,
// signed in as the demo manager, on a server that is already running; each sample's self time is
// summed by the source it maps back to through the build's source maps (a package, or one of our files).
// DETAIL=<part of a source path> lists that source's functions by line instead (issue 45, item 6).
//
//   npm run build && BASE=http://localhost:3100 node app-profile.mjs /app
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { logIn, root } from './support/server.mjs';

const base = (process.env.BASE ?? 'http://localhost:3100').replace(/\/$/, '');
const path = process.argv[2] ?? '/app';
const assetsDir = join(root, 'apps/web/dist/assets');
const cookie = await logIn(base, process.env.EMAIL ?? 'manager@acme.demo');

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
const [name, value] = cookie.split('=');
await context.addCookies([{ name, value, url: base }]);
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
await cdp.send('Profiler.start');
await page.goto(`${base}${path}`);
await page.waitForLoadState('networkidle');
await page.waitForTimeout(2_000);
const { profile } = await cdp.send('Profiler.stop');
await browser.close();

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMicros = new Map();
for (const [index, id] of profile.samples.entries()) {
  selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
}

const maps = new Map();
function sourceMapOf(file) {
  if (!maps.has(file)) {
    const mapFile = join(assetsDir, `${file}.map`);
    maps.set(
      file,
      existsSync(mapFile) ? new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8'))) : null,
    );
  }
  return maps.get(file);
}
/** A package's name, or our source file's path from its `src/`. */
const shortSource = (source) =>
  source
    .replace(/.*node_modules\//, 'package ')
    .replace(/^(package (@[^/]+\/)?[^/]+).*/, '$1')
    .replace(/.*\/src\//, 'src/');

const totals = new Map();
for (const [id, micros] of selfMicros) {
  const { callFrame } = nodes.get(id);
  let key = callFrame.url ? callFrame.url.replace(base, '') : `(${callFrame.functionName || 'native'})`;
  const asset = /\/assets\/([^/]+\.js)$/.exec(callFrame.url)?.[1];
  const map = asset && callFrame.lineNumber >= 0 ? sourceMapOf(asset) : null;
  if (map) {
    const original = map.originalPositionFor({
      line: callFrame.lineNumber + 1,
      column: callFrame.columnNumber,
    });
    if (original.source) {
      key =
        process.env.DETAIL && original.source.includes(process.env.DETAIL)
          ? `${shortSource(original.source)}:${original.line} ${callFrame.functionName}`
          : shortSource(original.source);
    }
  }
  totals.set(key, (totals.get(key) ?? 0) + micros);
}
const all = [...totals.values()].reduce((sum, micros) => sum + micros, 0);
console.log(`${path}: ${Math.round(all / 1000)} ms profiled at 4× slowdown`);
for (const [key, micros] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
  console.log(`${String(Math.round(micros / 1000)).padStart(7)} ms  ${key}`);
}
