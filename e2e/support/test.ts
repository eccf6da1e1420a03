import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { suiteNow } from './clock';

export { expect } from '@playwright/test';

/**
 * Prerendered public pages are visible before they are interactive: their scripts load after the
 * first paint (decision 006). After `goto` and `reload` the page waits for the app to mark itself
 * live, so a test never clicks a button React has not hydrated yet.
 */
async function waitForApp(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Failures a test provokes on purpose, by the context its pages share. */
const expectedFailures = new WeakMap<BrowserContext, RegExp[]>();

/**
 * Declares requests this test makes fail on purpose (a refused form, a forbidden page): a response
 * of 400 or more, or a failed request, whose URL matches `url`, and the console error the browser
 * logs for it, no longer fail the test.
 */
export function expectFailures(page: Page, url: RegExp) {
  const context = page.context();
  expectedFailures.set(context, [...(expectedFailures.get(context) ?? []), url]);
}

const isExpected = (context: BrowserContext, url: string) =>
  (expectedFailures.get(context) ?? []).some((pattern) => pattern.test(url));

/**
 * The browser's clock: every page of the context reads the suite clock (support/clock.ts), the server's
 * time, from its first script on. It runs on at the real pace, so timers (toasts, debounce, polling) fire
 * as usual; a test may still move it (`page.clock.runFor`).
 */
const installSuiteClock = (context: BrowserContext) => context.clock.install({ time: suiteNow() });

export const test = base.extend<{ cleanConsole: undefined }>({
  context: async ({ context }, use) => {
    await installSuiteClock(context);
    await use(context);
  },
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForApp(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForApp(page);
      return response;
    };
    await use(page);
  },
  /**
   * Every page of the test's context keeps a clean console: a console error, an uncaught exception,
   * an answer of 400 or more, or a request that failed fails the test, unless the test declared it
   * with `expectFailures`. A page should not make a request it knows will fail.
   */
  cleanConsole: [
    async ({ context, browser }, use) => {
      const problems: string[] = [];
      const watch = (watched: BrowserContext) => {
        watched.on('console', (message) => {
          if (message.type() !== 'error') return;
          // The browser logs every failed answer as a console error too: judged once, by its request.
          if (message.text().startsWith('Failed to load resource')) return;
          problems.push(`console error on ${message.page()?.url()}: ${message.text()}`);
        });
        watched.on('weberror', (error) =>
          problems.push(`uncaught on ${error.page()?.url()}: ${error.error()}`),
        );
        watched.on('response', (response) => {
          if (response.status() >= 400 && !isExpected(watched, response.url())) {
            problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
          }
        });
        watched.on('requestfailed', (request) => {
          const reason = request.failure()?.errorText ?? '';
          // ERR_ABORTED: the page itself dropped the request (it navigated, or closed a stream it no
          // longer needs), which is not a failure of the request.
          if (reason === 'net::ERR_ABORTED' || isExpected(watched, request.url())) return;
          problems.push(`failed ${request.method()} ${request.url()}: ${reason}`);
        });
      };
      watch(context);
      // A second person's browser (browser.newContext or newPage) is watched alike while the test runs,
      // on the same clock.
      const newContext = browser.newContext;
      browser.newContext = async (...args) => {
        const created = await newContext.apply(browser, args);
        await installSuiteClock(created);
        watch(created);
        return created;
      };
      await use(undefined);
      browser.newContext = newContext;
      expect(problems, 'console errors and failed requests on the pages this test visited').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * How long a step may wait for heavy work's answer (an import's preview, a report read afresh): it takes
 * a heavy-work slot and parses or sums on the server, so on a loaded two-core machine it can take a page
 * load's time, past the 7 s a step waits for the page itself.
 */
export const HEAVY_ANSWER = { timeout: 30_000 };
