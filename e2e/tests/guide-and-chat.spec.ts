import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Page, Request } from '@playwright/test';
import { todayIn } from '@taskflow/shared';
import { DEMO, logIn } from '../support/accounts';
import { E2E_NOW } from '../support/clock';
import { APP_URL } from '../support/ports';
import { expect, test } from '../support/test';

/*
 * Issue 24: the guide, its search and the help assistant, as a visitor and as a signed-in person.
 * The e2e server has no LLM key: the offline assistant answers, from the guide and the person's data.
 */

/** The floating help assistant: opens it and asks, returning the panel. */
async function ask(page: Page, question: string) {
  const panel = page.getByRole('region', { name: 'Help assistant' });
  if (!(await panel.isVisible())) {
    await page.getByRole('button', { name: 'Open the help assistant' }).click();
  }
  const input = panel.getByRole('textbox', { name: 'Your question' });
  await expect(input).toBeFocused();
  const answered = page.waitForResponse(
    (response) => response.url() === `${APP_URL}/api/v1/chat` && response.request().method() === 'POST',
  );
  await input.fill(question);
  await input.press('Enter');
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/event-stream');
  await expect(panel.getByText('You said:', { exact: true }).last()).toBeAttached();
  // The answer has ended (nothing streaming any more) and is not the failure message.
  await expect(panel.locator('[aria-busy="false"]')).toBeAttached({ timeout: 15_000 });
  await expect(panel.getByText('Sorry, something went wrong')).toHaveCount(0);
  return panel;
}

/** Every request the page makes while `run` runs: the assistant must talk to this site only. */
async function requestsDuring(page: Page, run: () => Promise<void>): Promise<Request[]> {
  const seen: Request[] = [];
  const record = (request: Request) => seen.push(request);
  page.on('request', record);
  try {
    await run();
  } finally {
    page.off('request', record);
  }
  return seen;
}

function expectOnlyOwnApi(requests: Request[]) {
  const chat = requests.filter((request) => request.url().endsWith('/api/v1/chat'));
  expect(chat.length).toBeGreaterThan(0);
  for (const request of chat) {
    expect(request.url()).toBe(`${APP_URL}/api/v1/chat`);
    expect(request.headers().authorization).toBeUndefined();
  }
  const elsewhere = requests.map((request) => request.url()).filter((url) => !url.startsWith(APP_URL));
  expect(elsewhere).toEqual([]);
}

test('a visitor asks how to apply for leave on the home page and follows the answer to the guide', async ({
  page,
}) => {
  await page.goto('/');
  let panel = page.getByRole('region', { name: 'Help assistant' });
  const requests = await requestsDuring(page, async () => {
    panel = await ask(page, 'how do I apply for leave');
  });
  expectOnlyOwnApi(requests);
  const reply = panel.getByText('Assistant:', { exact: true }).last().locator('..');
  await expect(reply).toContainText('Here is what the guide says');
  await expect(reply).toContainText('Apply for Leave');
  await expect(reply.getByRole('link', { name: 'Leave Management' }).first()).toBeVisible();

  await reply.getByRole('link', { name: 'Read Leave Management' }).first().click();
  await expect(page).toHaveURL(/\/leave-management(#[\w-]+)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Leave Management' })).toBeVisible();
  await expect(page).toHaveTitle(/^Leave Management \|/);
});

test('the answer streams as server-sent events, piece by piece', async ({ page }) => {
  await page.goto('/');
  const response = await page.request.post('/api/v1/chat', {
    data: { messages: [{ role: 'user', content: 'how do I apply for leave' }] },
    headers: { origin: APP_URL },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/event-stream');
  const body = await response.text();
  expect(body.match(/^event: sources$/m)).not.toBeNull();
  expect((body.match(/^event: delta$/gm) ?? []).length).toBeGreaterThan(10);
  expect(body.trimEnd()).toMatch(/event: done\ndata: \{\}$/);
});

test('signed in, the assistant answers in the app: how to apply for leave, and who is off next week', async ({
  page,
}) => {
  await logIn(page, DEMO.employee);
  await page.goto('/app');

  let panel = page.getByRole('region', { name: 'Help assistant' });
  const requests = await requestsDuring(page, async () => {
    panel = await ask(page, 'how do I apply for leave');
  });
  expectOnlyOwnApi(requests);
  await expect(panel.getByRole('link', { name: 'Read Leave Management' }).first()).toBeVisible();

  panel = await ask(page, 'who is off next week');
  const reply = panel.getByText('Assistant:', { exact: true }).last().locator('..');
  // From the organization's data (approved leave only), not from the guide nor a request to log in.
  await expect(reply).toContainText(
    /(On approved leave|Nobody has approved leave) next week \(\d{4}-\d{2}-\d{2} to/,
  );
  await expect(reply).not.toContainText('log in');
  const allLeave = reply.getByRole('link', { name: /^All leave, approved, / });
  await expect(allLeave).toHaveAttribute(
    'href',
    /^\/app\/leave\/all\?status=Approved&from=\d{4}-\d{2}-\d{2}&to=/,
  );
  await allLeave.click();
  await expect(page).toHaveURL(/\/app\/leave\/all\?status=Approved&from=/);
});

test('a visitor asking who is off is asked to log in', async ({ page }) => {
  await page.goto('/guide');
  const panel = await ask(page, 'who is off next week');
  const reply = panel.getByText('Assistant:', { exact: true }).last().locator('..');
  await expect(reply.getByRole('link', { name: 'log in', exact: true })).toHaveAttribute('href', '/login');
});

test('the chat panel: Esc closes it and focus returns to its button', async ({ page }) => {
  await page.goto('/quickstart');
  const open = page.getByRole('button', { name: 'Open the help assistant' });
  await open.click();
  const panel = page.getByRole('region', { name: 'Help assistant' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('textbox', { name: 'Your question' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(open).toBeFocused();
  await expect(open).toHaveAttribute('aria-expanded', 'false');
});

test('the guide search: arrows move through the suggestions and Enter opens the page', async ({ page }) => {
  await page.goto('/guide');
  const box = page.getByRole('combobox', { name: 'Search the guide' });
  await box.click();
  await box.pressSequentially('setup');
  const options = page.getByRole('listbox', { name: 'Guide pages' }).getByRole('option');
  await expect(options.first()).toBeVisible();
  const titles = (await options.locator('.font-medium').allInnerTexts()).map((text) => text.trim());
  expect(titles.length).toBeGreaterThanOrEqual(3);
  expect(titles).toContain('Customer Setup');
  const target = titles.indexOf('Customer Setup');

  // Down past the target, then up back to it: the active option follows, announced to the box.
  for (let step = 0; step <= target + 1; step++) await box.press('ArrowDown');
  await box.press('ArrowUp');
  const chosen = options.nth(target);
  await expect(chosen).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await chosen.getAttribute('id')) as string);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/customersetup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Setup' })).toBeVisible();
  // The page's screenshot, a file of this site, with its description.
  const shot = page.getByRole('img', { name: /^The Customer Management page/ });
  await shot.scrollIntoViewIfNeeded();
  await expect(shot).toBeVisible();
  expect(new URL((await shot.getAttribute('src')) as string, APP_URL).origin).toBe(APP_URL);
  await expect
    .poll(() => shot.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)))
    .toBe(1280);

  // View all results leads to the full-text results.
  await box.click();
  await box.pressSequentially('leave');
  await page.getByRole('link', { name: /View all results for “leave”/ }).click();
  await expect(page).toHaveURL(/\/search\?q=leave$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “leave”' })).toBeVisible();
});

test('the guide search suggests the page whose text answers a mistyped word, and opens its section (issue 39)', async ({
  page,
}) => {
  await page.goto('/guide');
  const box = page.getByRole('combobox', { name: 'Search the guide' });
  await box.click();
  await box.pressSequentially('carryforward');
  const option = page
    .getByRole('listbox', { name: 'Guide pages' })
    .getByRole('option', { name: /Leave rules and balances/ });
  await expect(option).toBeVisible();
  await expect(option).toContainText('Carry forward and expiry');
  await expect(page.getByText('No results found')).toHaveCount(0);
  await option.click();
  await expect(page).toHaveURL(/\/guide\/leave-rules#carry-forward-and-expiry$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Carry forward and expiry' })).toBeVisible();
});

test('the assistant answers the question asked: a named month, approvals waiting, a how-to, and what it does not know (issue 39)', async ({
  page,
}) => {
  await logIn(page, DEMO.manager);
  await page.goto('/app');
  // The server runs on the suite's clock; December is this year's until it is over.
  const year = Number(todayIn('Asia/Kolkata', new Date(E2E_NOW)).slice(0, 4));

  let panel = await ask(page, 'Who is on leave in December?');
  let reply = panel.getByText('Assistant:', { exact: true }).last().locator('..');
  await expect(reply).toContainText(
    new RegExp(
      `(On approved leave|Nobody has approved leave) in December ${year} \\(${year}-12-01 to ${year}-12-31\\)`,
    ),
  );
  await expect(reply.getByRole('link', { name: /^All leave, approved, / })).toHaveAttribute(
    'href',
    `/app/leave/all?status=Approved&from=${year}-12-01&to=${year}-12-31`,
  );

  panel = await ask(page, 'What are my pending approvals?');
  reply = panel.getByText('Assistant:', { exact: true }).last().locator('..');
  await expect(reply).toContainText(
    /Leave applications waiting for your decision|No leave applications are waiting for you/,
  );
  await expect(reply.getByRole('link', { name: 'Pending Leave Applications' })).toBeVisible();
  await expect(reply.getByRole('link', { name: 'Team timesheets' })).toBeVisible();

  panel = await ask(page, 'How do I import tasks from Asana?');
  reply = panel.getByText('Assistant:', { exact: true }).last().locator('..');
  await expect(reply.getByRole('link', { name: 'Read Importing your data' })).toBeVisible();

  panel = await ask(page, 'How do I connect TaskFlow to Slack?');
  reply = panel.getByText('Assistant:', { exact: true }).last().locator('..');
  await expect(reply).toContainText("I don't know");
  await expect(reply).not.toContainText('Here is what the guide says');
});

test("/reports lands on /report, titled 'Report Generation Process'", async ({ page }) => {
  await page.goto('/reports');
  await expect(page).toHaveURL(/\/report$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Report Generation Process' })).toBeVisible();
  await expect(page).toHaveTitle(/^Report Generation Process \|/);
});

test('the guide shows the screenshot of the current theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/leave-management');
  const shot = page.getByRole('img', { name: /^The Apply for Leave form/ });
  await expect(shot).toHaveAttribute('src', /apply-for-leave-dark[^/]*\.png$/);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await expect(shot).toHaveAttribute('src', /apply-for-leave-light[^/]*\.png$/);
});

/*
 * Decision 016: a model's key stays on the server. The built front end (`npm run build`, which the e2e
 * run does first) must hold no key, no Authorization header of its own and no model provider's address;
 * the assistant is reached only through this site's relative /api/v1/chat.
 */
test('the built front end holds no model key and calls only /api/v1/chat', () => {
  const dist = resolve(import.meta.dirname, '../../apps/web/dist');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(m?js|html|css|json|map|txt|webmanifest)$/.test(name)) files.push(path);
    }
  };
  walk(dist);
  const scripts = files.filter((path) => /\.m?js$/.test(path));
  expect(scripts.length).toBeGreaterThan(10);

  const canaries = [process.env.LLM_API_KEY, process.env.OPENAI_API_KEY].filter(
    (value): value is string => typeof value === 'string' && value.length >= 8,
  );
  const findings: string[] = [];
  let callsChat = false;
  for (const path of files) {
    const text = readFileSync(path, 'utf8');
    const where = relative(dist, path);
    const check = (pattern: RegExp, what: string) => {
      const match = pattern.exec(text);
      if (match) findings.push(`${where}: ${what} (${match[0].slice(0, 40)})`);
    };
    check(/LLM_API_KEY|OPENAI_API_KEY|LLM_BASE_URL/, 'the name of a server-only setting');
    check(
      /(?<![A-Za-z0-9])sk-(?:proj-|live-|ant-|e2e-)?[A-Za-z0-9_-]{16,}/,
      'a token that looks like a model key',
    );
    check(/Bearer\s+[A-Za-z0-9._~+/=-]{12,}/, 'an Authorization header with a literal token');
    check(
      /api\.openai\.com|\/chat\/completions|generativelanguage\.googleapis|api\.anthropic\.com/,
      "a model provider's address",
    );
    for (const canary of canaries)
      if (text.includes(canary)) findings.push(`${where}: the LLM_API_KEY value`);
    if (/\.m?js$/.test(path) && /["'`]\/chat["'`]|\/api\/v1\/chat\b|\}\/chat`/.test(text)) callsChat = true;
  }
  expect(findings).toEqual([]);
  // The assistant's code is in the bundle and reaches it through the relative API path.
  expect(callsChat).toBe(true);
});
