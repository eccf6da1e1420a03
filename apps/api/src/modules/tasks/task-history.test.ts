/**
 * Issue 39, item 7: the task's History showed raw stored forms (a comment's `@[Name](id)`, which the page
 * now shows as a name; a watcher's id). History answers each person by name: a watcher added or removed
 * reads as who it was, and one who has since left the organization as "A former member".
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { type Account, call, newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let org: OrganizationFixture;
let asha: Account;
let ravi: Account;

beforeAll(async () => {
  t = await createTestApp();
  org = await newOrganization(t, 'History Names LLP');
  asha = await org.member('Employee', { name: 'Asha Rao' });
  ravi = await org.member('Employee', { name: 'Ravi Kumar' });
});
afterAll(() => t.close());

describe('task History names people', () => {
  it('a watcher added and removed reads as the person; one who left as a former member', async () => {
    const customerId = await org.customer('Kaveri Software');
    const created = await call(t, org.admin.cookie, 'POST', '/tasks', {
      customerId,
      assigneeId: asha.id,
      title: 'GST return',
      dueDate: '2031-05-20',
    });
    expect(created.statusCode, created.body).toBe(201);
    const taskId = created.json().data.id as string;
    for (const userId of [ravi.id, asha.id])
      expect(
        (await call(t, org.admin.cookie, 'POST', `/tasks/${taskId}/watchers`, { userId })).statusCode,
      ).toBe(200);
    expect(
      (await call(t, org.admin.cookie, 'DELETE', `/tasks/${taskId}/watchers/${ravi.id}`)).statusCode,
    ).toBe(204);
    const comment = `Ready @[Ravi Kumar](${ravi.id}) please check`;
    expect(
      (await call(t, asha.cookie, 'POST', `/tasks/${taskId}/comments`, { body: comment })).statusCode,
    ).toBe(201);
    // Asha leaves the organization; her line stays, without naming an account that is no longer here.
    await t.db.update(users).set({ organizationId: null }).where(eq(users.id, asha.id));

    const history = await call(t, org.admin.cookie, 'GET', `/tasks/${taskId}/history`);
    expect(history.statusCode, history.body).toBe(200);
    const lines = (history.json().data as { action: string; oldValue: unknown; newValue: unknown }[]).map(
      (entry) => [entry.action, entry.oldValue, entry.newValue],
    );
    expect(lines).toEqual(
      expect.arrayContaining([
        ['watcher_added', null, 'Ravi Kumar'],
        ['watcher_added', null, 'A former member'],
        ['watcher_removed', 'Ravi Kumar', null],
        // The comment keeps its mention as written: pages show it as "@Ravi Kumar" (mentionParts).
        ['commented', null, comment],
      ]),
    );
    expect(history.body).not.toContain(`"${ravi.id}"`);
  });
});
