// Lighthouse on the public pages, desktop and mobile, median of N runs per page and form factor.
//
//   npm run build && npm run bench                 starts the built server on a fresh database
//   BASE=http://localhost:3100 npm run bench       measures a server that is already running
//   RUNS=5 PAGES=/,/pricing CHROME_PATH=/usr/bin/chromium npm run bench
//
// Writes bench/results/lighthouse-<timestamp>.json and prints a Markdown table for docs/performance.md.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '..');
const RUNS = Number(process.env.RUNS ?? 5);
const PAGES = (process.env.PAGES ?? '/,/pricing,/feature,/demo,/contactus').split(',');
const FORM_FACTORS = (process.env.FORM_FACTORS ?? 'desktop,mobile').split(',');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const BUDGET = { desktop: 95, mobile: 90 };
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startServer() {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'taskflow-bench-'));
  const child = spawn(process.execPath, [join(repoRoot, 'apps/api/dist/server.js')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://localhost:${port}`;
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${base}/api/v1/pricing-plans`)).ok)
        return { base, stop: () => child.kill('SIGTERM') };
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error('The server did not start; run "npm run build" first');
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function runOnce(url, formFactor) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    const { categories, audits } = result.lhr;
    return {
      scores: Object.fromEntries(
        CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
      ),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      failing: Object.values(audits)
        .filter(
          (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
        )
        .map((audit) => audit.id),
    };
  } finally {
    await chrome.kill();
  }
}

const server = process.env.BASE
  ? { base: process.env.BASE.replace(/\/$/, ''), stop() {} }
  : await startServer();
const rows = [];
try {
  for (const formFactor of FORM_FACTORS) {
    for (const path of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await runOnce(`${server.base}${path}`, formFactor));
      const row = {
        formFactor,
        path,
        ...Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))])),
        lcpMs: median(runs.map((run) => run.lcpMs)),
        tbtMs: median(runs.map((run) => run.tbtMs)),
        cls: median(runs.map((run) => run.cls)),
        failing: [...new Set(runs.flatMap((run) => run.failing))],
      };
      rows.push(row);
      console.error(`${formFactor} ${path}: ${CATEGORIES.map((id) => `${id} ${row[id]}`).join(', ')}`);
    }
  }
} finally {
  server.stop();
}

const lines = [
  `Lighthouse ${lighthouse.version ?? '12'}, ${RUNS} runs per row (median), Chromium at ${chromePath}.`,
  '',
  '| form factor | page | performance | accessibility | best practices | SEO | LCP (ms) | TBT (ms) | CLS |',
  '|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (row) =>
      `| ${row.formFactor} | \`${row.path}\` | ${row.performance} | ${row.accessibility} | ${row['best-practices']} | ${row.seo} | ${row.lcpMs} | ${row.tbtMs} | ${row.cls} |`,
  ),
];
console.log(lines.join('\n'));
const below = rows.filter((row) => CATEGORIES.some((id) => row[id] < BUDGET[row.formFactor]));
for (const row of below)
  console.error(`Below budget: ${row.formFactor} ${row.path} (audits under 0.9: ${row.failing.join(', ')})`);

await mkdir(join(here, 'results'), { recursive: true });
const stamp = new Date().toISOString().replaceAll(':', '-').slice(0, 19);
await writeFile(
  join(here, 'results', `lighthouse-${stamp}.json`),
  `${JSON.stringify({ runs: RUNS, rows }, null, 2)}\n`,
);
process.exitCode = below.length > 0 ? 1 : 0;
