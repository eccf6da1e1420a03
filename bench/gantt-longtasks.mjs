#!/usr/bin/env node
/**
 * Gantt smoothness: the built server on a seeded database (the large seed's 2,000-task project P1,
 * with its finish-to-start links), the project's Gantt opened in Chromium through playwright-core,
 * and every Long Tasks API entry (main-thread work over 50 ms) recorded while it loads and while the
 * chart is scrolled down, up and sideways. Prints the count and the longest of each phase against
 * the budget (none over 200 ms) and writes them to bench/results/.
 *
 *   npm run build && node bench/gantt-longtasks.mjs
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/gantt-longtasks.mjs
 *
 * Settings: SEED_SCALE (default 0.1: P1 keeps its 2,000 tasks, the organization is smaller),
 * SCROLL_STEPS (default 40), CHROME_PATH (default /usr/bin/chromium), GANTT_SCREENSHOTS (a folder: the chart
 * after load and after scrolling down, as PNG), GANTT_PROFILE (a file name: the
 * load's main-thread CPU profile is written there, to open in Chrome DevTools' Performance panel).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import {
  builtServerEntry,
  createDatabase,
  PASSWORD,
  seedLarge,
  startServer,
  stopProcess,
  writeResult,
} from './support/server.mjs';

const BUDGET_MS = 200;
const seedScale = process.env.SEED_SCALE ?? '0.1';
const scrollSteps = Number(process.env.SCROLL_STEPS ?? 40);
const entry = builtServerEntry();

/** Registered before any script of the page runs, so entries of the first render are kept too. */
function observeLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__longTasks.push({ start: Math.round(entry.startTime), duration: Math.round(entry.duration) });
    }
  }).observe({ type: 'longtask', buffered: true });
}

const takeLongTasks = (page) =>
  page.evaluate(() => {
    const entries = window.__longTasks;
    window.__longTasks = [];
    return entries;
  });

const summary = (entries) => ({
  count: entries.length,
  longestMs: entries.reduce((longest, entry) => Math.max(longest, entry.duration), 0),
  overBudget: entries.filter((entry) => entry.duration > BUDGET_MS).length,
});

/**
 * Scrolls the chart by wheel steps over its bars, letting each frame paint before the next. The chart
 * is brought into view first and the pointer put inside its visible part: below the fold, the wheel
 * scrolled the page instead of the chart.
 */
async function scrollChart(page, deltaX, deltaY) {
  const chart = page.locator('.wx-chart').first();
  await chart.scrollIntoViewIfNeeded();
  const box = await chart.boundingBox();
  if (!box) throw new Error('The chart has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height / 2, 200));
  for (let step = 0; step < scrollSteps; step++) {
    await page.mouse.wheel(deltaX, deltaY);
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
  }
}

async function main() {
  const database = await createDatabase();
  let server;
  let browser;
  try {
    await seedLarge(database, seedScale);
    const app = await startServer(entry, database.env);
    const { base } = app;
    server = app.child;

    browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    const context = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 } });
    const login = await context.request.post('/api/v1/users/login', {
      data: { email: 'admin@globex.bench', password: PASSWORD },
    });
    if (!login.ok()) throw new Error(`Login failed: ${login.status()}`);
    const projects = await (await context.request.get('/api/v1/projects?q=P1&pageSize=100')).json();
    const project = projects.data.find((entry) => entry.key === 'P1');
    if (!project) throw new Error('The large seed has no project P1');
    const firstWindow = await (await context.request.get(`/api/v1/projects/${project.id}/gantt`)).body();
    const gantt = JSON.parse(firstWindow.toString()).data;

    const page = await context.newPage();
    await page.addInitScript(observeLongTasks);
    // The chart's windows of rows (issue 27): how many it asked for, on load and as it scrolled.
    const windowsAsked = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/gantt')) windowsAsked.push(Number(url.searchParams.get('offset') ?? 0));
    });
    const shots = process.env.GANTT_SCREENSHOTS;
    const shoot = async (name) => {
      if (!shots) return;
      mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: join(shots, `gantt-${name}.png`) });
    };
    const profiler = process.env.GANTT_PROFILE ? await context.newCDPSession(page) : null;
    if (profiler) {
      await profiler.send('Profiler.enable');
      await profiler.send('Profiler.setSamplingInterval', { interval: 200 });
      await profiler.send('Profiler.start');
    }
    const started = performance.now();
    await page.goto(`/app/projects/${project.id}/gantt`);
    await page.locator('.wx-bar').first().waitFor({ state: 'visible', timeout: 60_000 });
    const firstBarMs = Math.round(performance.now() - started);
    // Whatever the first render scheduled (arrows, the holiday layer) settles within a second.
    await page.waitForTimeout(1000);
    const load = await takeLongTasks(page);
    const windowsOnLoad = windowsAsked.length;
    await shoot('load');
    if (profiler) {
      const { profile } = await profiler.send('Profiler.stop');
      writeFileSync(process.env.GANTT_PROFILE, JSON.stringify(profile));
      console.log(`Load profile written to ${process.env.GANTT_PROFILE}`);
    }

    // How far the rows (SVAR's .wx-gantt) and the days (.wx-chart) were scrolled: proof the wheel reached them.
    const scrolled = () =>
      page.evaluate(() => ({
        rowsPx: document.querySelector('.wx-gantt')?.scrollTop ?? 0,
        daysPx: document.querySelector('.wx-chart')?.scrollLeft ?? 0,
      }));
    await scrollChart(page, 0, 400);
    const down = await scrolled();
    await page.waitForTimeout(1000);
    await shoot('scrolled');
    await scrollChart(page, 0, -400);
    await scrollChart(page, 300, 0);
    const sideways = await scrolled();
    const scrolling = await takeLongTasks(page);
    if (!down.rowsPx || !sideways.daysPx) {
      console.warn(`The wheel did not scroll the chart (rows ${down.rowsPx} px, days ${sideways.daysPx} px)`);
    }

    const report = {
      date: new Date().toISOString(),
      database: database.label,
      // The chart loads its rows a window at a time (issue 27): all its rows, and the first window's links.
      tasks: gantt.window.total,
      firstWindowDependencies: gantt.dependencies.length,
      firstWindowBytes: firstWindow.length,
      firstBarMs,
      windows: { onLoad: windowsOnLoad, afterScrolling: windowsAsked.length, offsets: windowsAsked },
      budgetMs: BUDGET_MS,
      load: { ...summary(load), entries: load },
      scrolling: {
        ...summary(scrolling),
        rowsScrolledPx: down.rowsPx,
        daysScrolledPx: sideways.daysPx,
        entries: scrolling,
      },
    };
    console.log(
      `${report.tasks} tasks (the first window ${Math.round(firstWindow.length / 1024)} KB with ${report.firstWindowDependencies} links) on ${report.database}; first bar after ${firstBarMs} ms`,
    );
    console.log(`  scrolled ${down.rowsPx} px down the rows, ${sideways.daysPx} px along the days`);
    console.log(
      `  windows of rows asked for: ${windowsOnLoad} on load, ${windowsAsked.length} after scrolling`,
    );
    for (const phase of ['load', 'scrolling']) {
      const { count, longestMs, overBudget } = report[phase];
      console.log(
        `  ${phase}: ${count} long tasks, longest ${longestMs} ms, ${overBudget} over ${BUDGET_MS} ms ${overBudget ? '(over budget)' : '(within budget)'}`,
      );
    }
    writeResult('gantt-longtasks', report);
  } finally {
    await browser?.close();
    if (server) await stopProcess(server);
    await database.drop();
  }
}

await main();
