import { readFileSync } from 'node:fs';
import { DEMO, DEMO_PASSWORD, logIn, uniqueEmail } from '../support/accounts';
import { expect, test } from '../support/test';

/*
 * Issue 31, item 15: no page makes a request it knows will fail. The suite's own fixture
 * (support/test.ts) fails any test whose pages log an error or get an answer of 400 or more; these
 * two journeys are where such answers came from on every visit.
 */

test('a signed-in person without an organization opens no live stream (it would answer 403 on every page)', async ({
  page,
}) => {
  const email = uniqueEmail('orgless');
  const password = 'orgless-secure-pass';
  const signup = await page.request.post('/api/v1/users/register', {
    multipart: {
      name: 'Omar Orgless',
      email,
      countryCode: 'IN',
      phone: '9876543210',
      password,
      avatar: {
        name: 'avatar.png',
        mimeType: 'image/png',
        buffer: readFileSync(new URL('../fixtures/avatar.png', import.meta.url)),
      },
    },
  });
  expect(signup.status()).toBe(201);
  const streams: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/stream') streams.push(request.url());
  });

  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/app\/setup$/);
  await page.waitForLoadState('networkidle');
  for (const path of ['/app/profile', '/app/settings/security']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(streams).toEqual([]);
});

test('accepting an invitation asks for its preview once (the spent token would be refused with a 400)', async ({
  page,
  browser,
}) => {
  await logIn(page, DEMO.orgAdmin);
  const roles = (await (await page.request.get('/api/v1/roles')).json()) as {
    data: { id: string; name: string }[];
  };
  const employee = roles.data.find((role) => role.name === 'Employee');
  const email = uniqueEmail('invitee');
  const sent = await page.request.post('/api/v1/invitations', { data: { email, roleId: employee?.id } });
  expect(sent.status()).toBe(201);
  const { inviteUrl } = (await sent.json()) as { inviteUrl: string };

  const inviteePage = await browser.newPage();
  const previews: number[] = [];
  inviteePage.on('response', (response) => {
    if (response.url().includes('/api/v1/invitations/preview')) previews.push(response.status());
  });
  await inviteePage.goto(new URL(inviteUrl).pathname + new URL(inviteUrl).search);
  const accept = inviteePage.getByRole('form', { name: 'Create your account' });
  await accept.getByLabel('Full name').fill('Ines Invitee');
  await accept.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await accept.getByLabel('Confirm password').fill(DEMO_PASSWORD);
  await accept.getByRole('button', { name: 'Create account and join' }).click();
  await expect(inviteePage).toHaveURL(/\/app$/);
  await expect(inviteePage.getByRole('heading', { name: /Welcome, Ines/ })).toBeVisible();
  // Every request the welcome page makes has been answered (half a second with none open).
  await inviteePage.waitForLoadState('networkidle');
  expect(previews).toEqual([200]);
  await inviteePage.context().close();
});
