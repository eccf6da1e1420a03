/**
 * Issue 39, item 7: the task's History showed raw stored forms (a comment's `@[Name](id)`, which the page
 * now shows as a name; a watcher's id). History answers each person by name: a watcher added or removed
 * reads as who it was, and one who has since left the organization as "A former member".
 */
import { LIST_COUNT_CAP, PAGE_BEYOND_COUNT_CAP_MESSAGE } from '@taskflow/shared';
import { eq, sql } from 'drizzle-orm';
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

/**
 * Issue 44, item 6: History counted every line of a task (uncapped, in its own query) and paged at any
 * depth. It pages like every other list now: a total bounded by LIST_COUNT_CAP, pages within it.
 */
describe('task History pages like the other lists', () => {
  let taskId: string;
  const history = (query: string) => call(t, org.admin.cookie, 'GET', `/tasks/${taskId}/history?${query}`);

  beforeAll(async () => {
    const customerId = await org.customer('Godavari Traders');
    const created = await call(t, org.admin.cookie, 'POST', '/tasks', {
      customerId,
      // Ravi: Asha has left the organization in the test above.
      assigneeId: ravi.id,
      title: 'Audit file',
      dueDate: '2031-05-20',
    });
    expect(created.statusCode, created.body).toBe(201);
    taskId = created.json().data.id as string;
    // Fixed instants after the task's own "created" line, one second apart: line 1 is the newest.
    await t.db.execute(sql`
      insert into task_history (organization_id, task_id, action, new_value, created_at)
      select ${org.orgId}, ${taskId}, 'commented', to_jsonb('Line ' || n),
        timestamptz '2040-01-01T00:00:00Z' - n * interval '1 second'
      from generate_series(1, ${LIST_COUNT_CAP + 5}) as n`);
  });

  it('answers the capped total and says it is capped', async () => {
    const response = await history('pageSize=50');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().meta).toEqual({
      page: 1,
      pageSize: 50,
      total: LIST_COUNT_CAP,
      isTotalCapped: true,
    });
    expect(response.json().data[0].newValue).toBe('Line 1');
  });

  it('serves the last page within the cap, in order', async () => {
    const response = await history(`page=${LIST_COUNT_CAP / 50}&pageSize=50`);
    expect(response.statusCode, response.body).toBe(200);
    const lines = response.json().data.map((entry: { newValue: unknown }) => entry.newValue);
    expect(lines).toHaveLength(50);
    expect(lines[0]).toBe(`Line ${LIST_COUNT_CAP - 49}`);
  });

  it("refuses a page beyond the cap, and a page size over the lists' limit", async () => {
    const deep = await history(`page=${LIST_COUNT_CAP / 50 + 1}&pageSize=50`);
    expect(deep.statusCode).toBe(400);
    expect(deep.json().error.details.fields).toEqual({ page: PAGE_BEYOND_COUNT_CAP_MESSAGE });
    expect((await history('pageSize=101')).statusCode).toBe(400);
  });

  it('counts exactly below the cap, also on an empty page past the last', async () => {
    await t.db.execute(sql`delete from task_history where task_id = ${taskId} and action = 'commented'`);
    const first = await history('pageSize=50');
    // Only the task's "created" line is left.
    expect(first.json().meta).toEqual({ page: 1, pageSize: 50, total: 1 });
    expect(await history('page=3&pageSize=50').then((response) => response.json())).toEqual({
      data: [],
      meta: { page: 3, pageSize: 50, total: 1 },
    });
  });
});
