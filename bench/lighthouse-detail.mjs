// One Lighthouse mobile run per page on a server that is already running, signed in as the demo manager,
// with where the time went: the metrics, the LCP element and its phases, the long tasks, the scripts'
// boot-up and the main thread's breakdown (issue 45, item 6). For A/B, start two builds on two ports
// and run this in turns; `lighthouse.mjs` gives the medians of the daily pages.
//
//   BASE=http://localhost:3100 PAGES=/app,/app/my-tasks node lighthouse-detail.mjs
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { logIn } from './support/server.mjs';

const base = (process.env.BASE ?? 'http://localhost:3100').replace(/\/$/, '');
const paths = (process.env.PAGES ?? '/app').split(',');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const cookie = await logIn(base, process.env.EMAIL ?? 'manager@acme.demo');

for (const path of paths) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  let lhr;
  try {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
    lhr = (await lighthouse(`${base}${path}`, { ...flags, extraHeaders: { Cookie: cookie } })).lhr;
  } finally {
    await chrome.kill();
  }
  const { audits } = lhr;
  const ms = (id) => Math.round(audits[id]?.numericValue ?? 0);
  const shortUrl = (url) => String(url).replace(base, '').slice(0, 60);
  console.log(
    `\n## ${path} score ${Math.round(lhr.categories.performance.score * 100)} FCP ${ms('first-contentful-paint')}` +
      ` LCP ${ms('largest-contentful-paint')} TBT ${ms('total-blocking-time')} SI ${ms('speed-index')}` +
      ` CLS ${(audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)}`,
  );
  const [element, phases] = audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = element?.items?.[0]?.node;
  console.log('LCP element:', node?.selector, node?.snippet?.slice(0, 120));
  console.log(
    'LCP phases (ms):',
    (phases?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing)}`).join(', '),
  );
  const tasks = (audits['long-tasks']?.details?.items ?? []).slice(0, 12);
  console.log('long tasks (script, start, duration):');
  for (const task of tasks)
    console.log(`  ${shortUrl(task.url)} ${Math.round(task.startTime)} ${Math.round(task.duration)}`);
  const bootup = (audits['bootup-time']?.details?.items ?? []).slice(0, 8);
  console.log(
    'script boot-up (scripting ms):',
    bootup.map((s) => `${shortUrl(s.url)} ${Math.round(s.scripting)}`).join(', '),
  );
  const breakdown = audits['mainthread-work-breakdown']?.details?.items ?? [];
  console.log('main thread (ms):', breakdown.map((g) => `${g.group} ${Math.round(g.duration)}`).join(', '));
}
