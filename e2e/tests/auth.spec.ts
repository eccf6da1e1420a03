import { resolve } from 'node:path';
import { DEMO, logIn, uniqueEmail } from '../support/accounts';
import { newDemoMember } from '../support/members';
import { paintTimeline } from '../support/paint-timeline';
import { expect, expectFailures, test } from '../support/test';

const MEMBER_PASSWORD = 'sessions-pass-2026';

const AVATAR = resolve(import.meta.dirname, '../fixtures/avatar.png');

test('sign up through the header modal, log in, stay signed in, log out', async ({ page }) => {
  const email = uniqueEmail('newcomer');
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await expect(dialog).toBeVisible();

  // Submitting empty shows the spec's messages under the fields.
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  for (const message of [
    'Full name is required',
    'Email is required',
    'Country code is required',
    'Phone number is required',
    'Avatar is required',
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }

  await dialog.getByLabel('Full name').fill('Kavya Nair');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('combobox', { name: 'Country code' }).fill('india');
  await page.getByRole('option', { name: /IN \(\+91\)/ }).click();
  // The combobox takes the focus back after a choice; typing before that would land in it.
  await expect(dialog.getByRole('combobox', { name: 'Country code' })).toHaveValue('IN (+91)');
  await expect(dialog.getByRole('combobox', { name: 'Country code' })).toBeFocused();
  // The phone input keeps digits only, at most 10.
  await dialog.getByLabel('Phone number').fill('98a76-54321099');
  await expect(dialog.getByLabel('Phone number')).toHaveValue('9876543210');
  await dialog.getByLabel('Profile photo').setInputFiles(AVATAR);
  await dialog.getByLabel('Password', { exact: true }).fill('kavya-secure-pass');
  await dialog.getByLabel('Confirm password').fill('kavya-secure-pass');
  await dialog.getByLabel(/I agree to the/).check();
  await dialog.getByRole('button', { name: 'Create Account' }).click();

  await expect(dialog.getByText('Successfully Signed Up!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The address signed up with is carried over; a person with no organization goes to the setup.
  const form = page.getByRole('form', { name: 'Log in' });
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await form.getByLabel('Password', { exact: true }).fill('kavya-secure-pass');
  await form.getByRole('button', { name: 'Login Account' }).click();
  await expect(page.getByText('Login Successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/setup$/);
  await expect(page.getByRole('heading', { name: 'Set up your organization' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Set up your organization' })).toBeVisible();
  // The uploaded avatar is served back and shown in the account menu.
  await expect(page.getByRole('button', { name: 'Account menu' }).locator('img')).toHaveJSProperty(
    'complete',
    true,
  );

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/app');
  await expect(page).toHaveURL(/\/login\?next=%2Fapp$/);
});

test('a wrong password shows the generic error line', async ({ page }) => {
  expectFailures(page, /\/api\/v1\/users\/login$/);
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByRole('button', { name: 'Login Account' }).click();
  await expect(form.getByText('Email is required')).toBeVisible();
  await expect(form.getByText('Password is required')).toBeVisible();
  await form.getByLabel('Email').fill(DEMO.manager);
  await form.getByLabel('Password', { exact: true }).fill('not-the-password');
  await form.getByRole('button', { name: 'Login Account' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
});

test('a signed-out visit to an app page returns there after login', async ({ page }) => {
  await page.goto('/app/settings/security');
  await expect(page).toHaveURL(/\/login\?next=%2Fapp%2Fsettings%2Fsecurity$/);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fdashboard$/);
  await logIn(page, DEMO.orgAdmin, undefined, '/app/settings/security');
  await expect(page).toHaveURL(/\/app\/settings\/security$/);
  await expect(page.getByText('This device')).toBeVisible();
});

test('an app page paints its frame before loading its scripts, then the app replaces it', async ({
  page,
}) => {
  await logIn(page, DEMO.manager);
  await page.goto('/app/my-tasks');
  const { firstPaint, scriptStarts } = await paintTimeline(page);
  expect(firstPaint).toBeGreaterThan(0);
  expect(Math.min(...scriptStarts)).toBeGreaterThanOrEqual(firstPaint as number);
  await expect(page.getByRole('heading', { level: 1, name: 'My tasks' })).toBeVisible();
  await expect(page.getByRole('button', { name: /account menu/ })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
});

test('without its scripts an app page shows its frame loading, not a blank page', async ({ context }) => {
  const page = await context.newPage(); // a bare page: no waiting for an app that never loads
  expectFailures(page, /\/assets\/[^/]+\.js$/);
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/app/tasks');
  await expect(page.getByRole('status')).toHaveText('Loading…');
  await expect(page.getByRole('main')).toBeVisible();
});

test('session history revokes another session', async ({ browser }) => {
  // A person of its own: revoking every other session of a demo account would sign out other tests.
  const member = await newDemoMember(browser, 'Sanjay Sessions', MEMBER_PASSWORD);
  await member.admin.close();
  await member.joiner.close();
  const first = await browser.newContext();
  const second = await browser.newContext();
  const firstPage = await first.newPage();
  const secondPage = await second.newPage();
  await logIn(firstPage, member.email, MEMBER_PASSWORD);
  await logIn(secondPage, member.email, MEMBER_PASSWORD);

  await firstPage.goto('/app/settings/security');
  // The sessions list of the page (the sidebar's groups are lists too).
  const others = firstPage.getByRole('main').getByRole('listitem').filter({ hasNotText: 'This device' });
  await expect(others.first()).toBeVisible();
  const revokeCount = await others.count();
  // The revoked browser's open page may poll (notifications, the live stream) before its next visit: 401.
  expectFailures(secondPage, /\/api\/v1\//);
  for (let i = 0; i < revokeCount; i++) {
    await others.first().getByRole('button', { name: 'Revoke' }).click();
    await expect(firstPage.getByText('Session revoked.').first()).toBeVisible();
  }
  await expect(others).toHaveCount(0);

  // The revoked browser is signed out on its next visit.
  await secondPage.goto('/app');
  await expect(secondPage).toHaveURL(/\/login\?next=%2Fapp$/);
  await first.close();
  await second.close();
});

test('the theme toggle survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);
  await page.getByRole('banner').getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(html).toHaveClass(/dark/);
  await page.reload();
  await expect(html).toHaveClass(/dark/);
  await page.getByRole('banner').getByRole('button', { name: 'Switch to light theme' }).click();
  await page.reload();
  await expect(html).not.toHaveClass(/dark/);
});

test('the theme defaults to the system preference', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('signs in with OpenID Connect against a real provider', async ({ page }) => {
  // The test provider's own sign-in page asks for a web font this machine cannot reach.
  expectFailures(page, /^https:\/\/fonts\.googleapis\.com\//);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Continue with Test SSO' }).click();
  await page.locator('input[name="login"]').fill('olivia');
  await page.locator('input[name="password"]').fill('anything');
  await page.locator('button[type="submit"]').click();
  // The provider asks for consent once per client.
  await page.getByRole('button', { name: 'Continue' }).click();
  // Olivia belongs to no organization yet: the first-run setup is where she lands.
  await expect(page).toHaveURL(/\/app\/setup$/);
  await expect(page.getByRole('heading', { name: 'Set up your organization' })).toBeVisible();
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the full-screen mobile menu navigates and closes', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect(box?.width).toBe(360);
    await menu.getByRole('link', { name: 'Pricing Plan' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(menu).toBeHidden();
    // The modal opens from the menu too and fits the screen.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog).toBeVisible();
    expect((await dialog.boundingBox())?.width).toBeLessThanOrEqual(360);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test('unknown pages show a real 404', async ({ page }) => {
  expectFailures(page, /\/no-such-page$/);
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('a first load of a page the server did not prerender logs no warnings or errors', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (['warning', 'error'].includes(message.type())) messages.push(message.text());
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login Account' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(messages).toEqual([]);
});
