import type { Locator, Page } from '@playwright/test';
import { paintTimeline } from '../../support/paint-timeline';
import { expect, expectFailures, test } from '../../support/test';

/** Each public route and a text that proves its page, not a fallback, rendered. */
const ROUTES: [path: string, heading: RegExp | string, more: string[]][] = [
  [
    '/',
    'Tasks, projects and leave, in one place',
    ['Explore All Features', 'Assign, Track, Achieve', 'Request Demo'],
  ],
  [
    '/feature',
    'Six parts, one place for your firm’s work',
    ['Task Management', 'Leave Management', 'Collaboration'],
  ],
  ['/features/task-management', 'Every task has an owner, a client and a due date', ['Explore in Detail']],
  [
    '/features/project-management',
    'Plan client projects from kickoff to final delivery',
    ['Explore in Detail'],
  ],
  ['/features/task-tracker', 'Know where every task stands and how long it took', ['Explore in Detail']],
  ['/features/reports', 'Reports that answer “are we on track?”', ['Explore in Detail']],
  ['/features/leave-management', 'Leave requests without email threads', ['Explore in Detail']],
  ['/features/collaboration', 'The right people, with the right access', ['Explore in Detail']],
  [
    '/pricing',
    'Simple pricing that grows with your team',
    ['30-day money-back guarantee', 'No setup fees', 'Cancel anytime'],
  ],
  ['/solutions', 'TaskFlow for the way you work', ['For Project Managers', 'For Freelancers']],
  ['/solution/project-manager', /Deliver client projects/, ['Book a Demo']],
  ['/solution/hr-admin', /People, leave and roles/, ['Book a Demo']],
  ['/solution/remote-teams', /One place for work/, ['Book a Demo']],
  ['/solution/freelancers', /Clients, tasks and hours/, ['Book a Demo']],
  [
    '/demo',
    'See TaskFlow with your own work',
    ["What You'll See", "What's Included", 'Demo Impact', 'View Features First'],
  ],
  ['/contactus', 'Talk to the people who build TaskFlow', ['Business hours', 'Send us a message']],
  ['/chatbot', 'Help assistant', []],
  ['/privacy', 'Privacy policy', []],
  ['/terms', 'Terms of service', []],
];

function collectConsoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const [path, heading, more] of ROUTES) {
  test(`${path} renders its content with no console errors`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    for (const text of more) await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // The page was prerendered: its title and description are specific, its canonical URL absolute.
    await expect(page).toHaveTitle(/\| TaskFlow$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /TaskFlow/);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
}

test('the header Handbook link reaches the guide, and every guide path its own page', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Handbook' }).click();
  await expect(page).toHaveURL(/\/guide$/);
  await expect(page.getByRole('heading', { level: 1, name: 'TaskFlow Guide' })).toBeVisible();
  await expect(page).toHaveTitle(/^TaskFlow Guide \|/);
  for (const [path, heading] of [
    ['/quickstart', 'Quick start'],
    ['/signupprocess', 'Sign up process'],
    ['/orgsetup', 'Organization setup'],
    ['/customersetup', 'Customer Setup'],
    ['/role', 'Role Management'],
    ['/addevent', 'Add Event'],
    ['/department', 'Department Setup'],
    ['/project', 'Project Setup'],
    ['/taskmange', 'Task Management'],
    ['/leave-management', 'Leave Management'],
    ['/report', 'Report Generation Process'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('each solution page shows a screenshot of the part of the app its role uses', async ({ page }) => {
  for (const [slug, alt] of [
    ['project-manager', /calendar/],
    ['hr-admin', /organization tree/],
    ['remote-teams', /people directory/],
    ['freelancers', /customer list/],
  ] as const) {
    await page.goto(`/solution/${slug}`);
    const screenshot = page.getByRole('img', { name: alt });
    await screenshot.scrollIntoViewIfNeeded();
    await expect
      .poll(() => screenshot.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
  }
});

test('the prerendered HTML holds the page before any script runs', async ({ request }) => {
  const html = await (await request.get('/features/reports')).text();
  expect(html).toContain('Reports that answer');
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/features\/reports"/);
});

test('unknown slugs say so and offer a way back', async ({ page }) => {
  expectFailures(page, /\/(features\/time-travel|solution\/astronauts)$/);
  const errors = collectConsoleErrors(page);
  // The server answers 404 for unknown slugs (search engines must not index them); Chromium logs that.
  const featureResponse = await page.goto('/features/time-travel');
  expect(featureResponse?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Feature not found' })).toBeVisible();
  await page.getByRole('link', { name: 'See all features' }).click();
  await expect(page).toHaveURL(/\/feature$/);

  const solutionResponse = await page.goto('/solution/astronauts');
  expect(solutionResponse?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Solution not found' })).toBeVisible();
  await page.getByRole('link', { name: 'See all solutions' }).click();
  await expect(page).toHaveURL(/\/solutions$/);
  expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
});

test('/contact redirects to /contactus', async ({ page }) => {
  await page.goto('/contact');
  await expect(page).toHaveURL(/\/contactus$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Talk to the people who build TaskFlow' }),
  ).toBeVisible();
});

test('robots.txt and sitemap.xml list the public pages', async ({ request, baseURL }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of [
    '/',
    '/pricing',
    '/feature',
    '/demo',
    '/contactus',
    '/features/reports',
    '/solution/freelancers',
  ]) {
    expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`);
  }
});

test('pricing shows the plans from the API in rupees', async ({ page }) => {
  await page.goto('/pricing');
  const personal = page.getByRole('article', { name: 'Personal' });
  await expect(personal).toContainText('₹0');
  await expect(personal).toContainText('Free forever');
  await expect(personal).toContainText('Up to 10 teammates');
  await expect(personal).toContainText('100MB per file');
  const starter = page.getByRole('article', { name: 'Starter' });
  await expect(starter).toContainText('₹899');
  await expect(starter).toContainText('per user/month');
  await expect(starter).toContainText('Most popular');
  await expect(starter).toContainText('250 AI actions/month');
  const advanced = page.getByRole('article', { name: 'Advanced' });
  await expect(advanced).toContainText('₹2,049');
  await expect(advanced).toContainText('100 portfolios');
  await expect(advanced).toContainText('25,000 automation actions/month');
});

test('home: steps reveal, the walkthrough plays real screenshots, industries and benefits are tabs', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('heading', { name: 'Assign, Track, Achieve' }).scrollIntoViewIfNeeded();
  for (const step of ['Assign', 'Track', 'Achieve']) {
    await expect(page.getByRole('heading', { level: 3, name: step, exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Play the product walkthrough' }).click();
  const dialog = page.getByRole('dialog', { name: 'TaskFlow product walkthrough' });
  await expect(dialog.getByText(/Step 1 of \d/)).toBeVisible();
  await expect(dialog.getByRole('img')).toHaveJSProperty('complete', true);
  await dialog.getByRole('button', { name: 'Next step' }).click();
  await expect(dialog.getByText(/Step 2 of \d/)).toBeVisible();
  await page.keyboard.press('Escape');

  const industries = page.getByRole('tablist', { name: 'Industries' });
  await expect(industries.getByRole('tab')).toHaveCount(7);
  await industries.getByRole('tab', { name: 'Law firms' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Law firms' })).toContainText('Matters become projects');
  await page.getByRole('tablist', { name: 'Benefits' }).getByRole('tab', { name: 'Insight' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Insight' })).toContainText('Decide with numbers');
  await expect(page.getByText('98%', { exact: true })).toBeAttached();
});

test('home sections below the fold hydrate when they come into view, and navigating never waits for them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/');
  const isHydrated = (locator: Locator) =>
    locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await expect.poll(() => isHydrated(menuButton)).toBe(true);
  const industries = page.getByRole('tablist', { name: 'Industries' });
  expect(await isHydrated(industries)).toBe(false);
  await industries.scrollIntoViewIfNeeded();
  await expect.poll(() => isHydrated(industries)).toBe(true);
  await industries.getByRole('tab', { name: 'Law firms' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Law firms' })).toContainText('Matters become projects');

  // The footer and the call to action at the bottom are still waiting; a navigation goes through.
  await page.evaluate(() => window.scrollTo(0, 0));
  await menuButton.click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Simple pricing');
});

test('a prerendered page paints before it loads its scripts, then hydrates', async ({ page }) => {
  await page.goto('/pricing');
  const { firstPaint, scriptStarts } = await paintTimeline(page);
  expect(firstPaint).toBeGreaterThan(0);
  expect(scriptStarts.length).toBeGreaterThan(0);
  expect(Math.min(...scriptStarts)).toBeGreaterThanOrEqual(firstPaint as number);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('without its scripts a prerendered page is readable and its form cannot submit', async ({ context }) => {
  const page = await context.newPage(); // a bare page: no waiting for an app that never loads
  // The scripts are blocked on purpose: their failed loads are this test's premise.
  expectFailures(page, /\/assets\/[^/]+\.js$/);
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/demo');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('See TaskFlow with your own work');
  await expect(page.getByRole('link', { name: 'View Features First' })).toHaveAttribute('href', '/feature');
  // A native submit would put the visitor's details in the URL.
  await expect(page.getByRole('button', { name: 'Book my free demo' })).toBeDisabled();
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
});

test('feature detail: Start Free Trial opens sign-up, Schedule Demo goes to /demo, FAQ discloses', async ({
  page,
}) => {
  await page.goto('/features/leave-management');
  await page.getByRole('button', { name: 'Start Free Trial' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Security' })).toContainText('Accept Leave');
  const question = page.getByText('Who approves leave?');
  await question.click();
  await expect(page.getByText('A manager whose role includes the Accept Leave permission.')).toBeVisible();
  await page.getByRole('link', { name: 'Schedule Demo' }).first().click();
  await expect(page).toHaveURL(/\/demo$/);
});

test('every page has a light and a dark theme', async ({ page }) => {
  await page.goto('/pricing');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await background()).not.toBe(light);
  await page.goto('/demo');
  await expect(page.locator('html')).toHaveClass(/dark/);
});
