import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Prerendered public pages are visible before they are interactive: their scripts load after the
 * first paint (decision 006). After `goto` and `reload` the page waits for the app to mark itself
 * live, so a test never clicks a button React has not hydrated yet.
 */
async function waitForApp(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

export const test = base.extend({
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
});
