// Lighthouse on the public pages, desktop and mobile, median of N runs per page and form factor; with
// AREA=app, on the daily pages of a signed-in manager on a phone (issue 45, item 6: Home, My tasks, the Task
// List, a task, the timesheet and the client page; performance at least 90, LCP under 2.5 s, TBT under 200 ms).
//
//   npm run build && npm run bench                 starts the built server on a fresh database
//   BASE=http://localhost:3100 npm run bench       measures a server that is already running
//   RUNS=5 PAGES=/,/pricing CHROME_PATH=/usr/bin/chromium npm run bench
//   npm run build && AREA=app npm run bench        the daily pages, mobile, as the demo manager
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
import { serverNodeFlags } from '../apps/api/scripts/server-flags.mjs';
import { getJson, logIn } from './support/server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '..');
const RUNS = Number(process.env.RUNS ?? 5);
const APP = process.env.AREA === 'app';
const PUBLIC_PAGES = ['/', '/pricing', '/feature', '/demo', '/contactus'];
const FORM_FACTORS = (process.env.FORM_FACTORS ?? (APP ? 'mobile' : 'desktop,mobile')).split(',');
// The app's pages are for signed-in people and kept out of search engines: no SEO score for them.
const CATEGORIES = ['performance', 'accessibility', 'best-practices', ...(APP ? [] : ['seo'])];
const BUDGET = { desktop: 95, mobile: 90 };
/** Issue 45's limits for the daily pages on a phone, besides the score. */
const APP_LIMITS = { lcpMs: 2_500, tbtMs: 200 };
const DEMO_MANAGER = 'manager@acme.demo';
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
  const child = spawn(process.execPath, [...serverNodeFlags(), join(repoRoot, 'apps/api/dist/server.js')], {
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

/** The manager's session cookie, and the daily pages with a task and a client of theirs in the address. */
async function appPages(base) {
  const cookie = await logIn(base, DEMO_MANAGER);
  const [task] = (await getJson(base, '/api/v1/tasks?pageSize=1', cookie)).data;
  const [customer] = (await getJson(base, '/api/v1/customers?pageSize=1', cookie)).data;
  const pages = ['/app', '/app/my-tasks', '/app/tasks', `/app/tasks/${task.displayId}`, '/app/time'];
  return { cookie, pages: [...pages, `/app/customers/${customer.id}`] };
}

async function runOnce(url, formFactor, cookie) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
    if (cookie) flags.extraHeaders = { Cookie: cookie };
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
  const { cookie, pages: appDefaults } = APP ? await appPages(server.base) : {};
  const pages = process.env.PAGES?.split(',') ?? appDefaults ?? PUBLIC_PAGES;
  for (const formFactor of FORM_FACTORS) {
    for (const path of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await runOnce(`${server.base}${path}`, formFactor, cookie));
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
      `| ${row.formFactor} | \`${row.path}\` | ${row.performance} | ${row.accessibility} | ${row['best-practices']} | ${row.seo ?? '–'} | ${row.lcpMs} | ${row.tbtMs} | ${row.cls} |`,
  ),
];
console.log(lines.join('\n'));
const below = rows.filter(
  (row) =>
    CATEGORIES.some((id) => row[id] < BUDGET[row.formFactor]) ||
    (APP && (row.lcpMs >= APP_LIMITS.lcpMs || row.tbtMs >= APP_LIMITS.tbtMs)),
);
for (const row of below)
  console.error(`Below budget: ${row.formFactor} ${row.path} (audits under 0.9: ${row.failing.join(', ')})`);

await mkdir(join(here, 'results'), { recursive: true });
const stamp = new Date().toISOString().replaceAll(':', '-').slice(0, 19);
await writeFile(
  join(here, 'results', `lighthouse${APP ? '-app' : ''}-${stamp}.json`),
  `${JSON.stringify({ runs: RUNS, rows }, null, 2)}\n`,
);
process.exitCode = below.length > 0 ? 1 : 0;
