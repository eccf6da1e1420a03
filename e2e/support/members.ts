import type { Browser } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, uniqueEmail } from './accounts';
import { expect, test } from './test';

/** A browser context signed in through the API (no page): for calls made as that person. */
export async function signedInContext(browser: Browser, email: string, password = DEMO_PASSWORD) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const login = await context.request.post('/api/v1/users/login', { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  return context;
}

/**
 * A new Employee of the demo organization (invited and joined), for a test that changes its person
 * (profile, sessions) while other tests run as the demo accounts. Answers both contexts still open.
 */
export async function newDemoMember(browser: Browser, name: string, password: string) {
  const admin = await signedInContext(browser, DEMO.orgAdmin);
  const roles = (await (await admin.request.get('/api/v1/roles?q=Employee')).json()).data as {
    id: string;
    name: string;
  }[];
  const email = uniqueEmail('member');
  const invited = await admin.request.post('/api/v1/invitations', {
    data: { email, roleId: roles.find((role) => role.name === 'Employee')?.id },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = new URL((await invited.json()).inviteUrl).searchParams.get('token');
  const joiner = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const joined = await joiner.request.post('/api/v1/invitations/accept', {
    data: { token, name, password },
  });
  expect(joined.status(), await joined.text()).toBe(200);
  const id = (await (await joiner.request.get('/api/v1/users/me')).json()).data.id as string;
  return { email, id, admin, joiner };
}
