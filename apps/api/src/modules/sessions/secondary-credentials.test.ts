/**
 * Issue 5: credentials other than the session cookie (the calendar feed URL) are refused on the same
 * grounds as a session: a deactivated person, a suspended organization.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, users } from '../../db/schema';
import { newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let org: OrganizationFixture;
beforeAll(async () => {
  t = await createTestApp();
  org = await newOrganization(t, 'Feed Keepers');
});
afterAll(() => t.close());

async function feedPathOf(cookie: string): Promise<string> {
  const response = await t.app.inject({ url: '/api/v1/calendar/feed-url', headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return new URL(response.json().data.url).pathname;
}

const suspend = (suspendedAt: Date | null) =>
  t.db.update(organizations).set({ suspendedAt }).where(eq(organizations.id, org.orgId));

describe('the calendar feed URL', () => {
  it('is refused (404, like an unknown URL) while its organization is suspended, as its sessions are', async () => {
    const path = await feedPathOf(org.admin.cookie);
    expect((await t.app.inject({ url: path })).statusCode).toBe(200);

    await suspend(new Date());
    try {
      const refused = await t.app.inject({ url: path });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe('Calendar not found');
      expect(refused.body).not.toContain('BEGIN:VCALENDAR');
    } finally {
      await suspend(null);
    }
    // Lifting the suspension gives the organization its credentials back, sessions and feed alike.
    expect((await t.app.inject({ url: path })).statusCode).toBe(200);
  });

  it('is refused once its person is deactivated', async () => {
    const member = await org.member('Employee', { name: 'Dev Deactivated' });
    const path = await feedPathOf(member.cookie);
    expect((await t.app.inject({ url: path })).statusCode).toBe(200);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, member.id));
    expect((await t.app.inject({ url: path })).statusCode).toBe(404);
  });
});
