import type { SearchHit } from '@taskflow/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTrackingLogger } from '../db/read-tracking';
import { projects, users } from '../db/schema';
import { type Account, call, newOrganization, type OrganizationFixture } from '../test/org-fixture';
import { createTestApp, secondAppOnSameDatabase, type TestApp } from '../test/test-app';
import type { AccessListener, RowsChangedEvent, RowsListener } from './live-events';
import { createReachMemo } from './reach-memo';
import { markArrival, runInRequest } from './request-context';

/** A live hub whose events the test sends by hand. */
function fakeLive() {
  const rows = new Set<RowsListener>();
  const lost = new Set<() => void>();
  const subscribe =
    <T>(set: Set<T>) =>
    (listener: T) => {
      set.add(listener);
      return () => set.delete(listener);
    };
  return {
    onRowsChanged: subscribe(rows),
    onAccessChanged: subscribe(new Set<AccessListener>()),
    onEventsLost: subscribe(lost),
    awaitEventsSince: async () => true,
    changed: (table: string, orgs: string[] | null) => {
      for (const listener of rows) listener({ type: 'rows_changed', table, orgs } as RowsChangedEvent);
    },
    lose: () => {
      for (const listener of lost) listener();
    },
  };
}

/** Runs `work` as a request would (its arrival noted), and answers what it gave. */
function inRead<T>(work: () => Promise<T>): Promise<T> {
  return new Promise((resolve, reject) =>
    runInRequest('test', () => {
      markArrival(0);
      work().then(resolve, reject);
    }),
  );
}

describe('the reach memo', () => {
  it('keeps a value for reads until users or projects change in its organization', async () => {
    const live = fakeLive();
    const memo = createReachMemo(live);
    let reads = 0;
    const read = async () => [`read ${++reads}`];
    const get = () => inRead(() => memo.get('org-a', 'users', 'tree\nada', read));

    expect(await get()).toEqual(['read 1']);
    expect(await get()).toEqual(['read 1']);
    live.changed('tasks', ['org-a']);
    live.changed('users', ['org-b']);
    expect(await get()).toEqual(['read 1']);
    live.changed('users', ['org-a']);
    expect(await get()).toEqual(['read 2']);
    // The projects a tree does not read: kept; every organization's users: read again.
    live.changed('projects', null);
    expect(await get()).toEqual(['read 2']);
    live.changed('users', null);
    expect(await get()).toEqual(['read 3']);
    live.lose();
    expect(await get()).toEqual(['read 4']);
    expect(memo.hits).toBe(3);
  });

  it('reads afresh outside a read (a write, a job), and keeps nothing read while a change was heard', async () => {
    const live = fakeLive();
    const memo = createReachMemo(live);
    let reads = 0;
    expect(await memo.get('org-a', 'users', 'k', async () => [`read ${++reads}`])).toEqual(['read 1']);
    expect(await memo.get('org-a', 'users', 'k', async () => [`read ${++reads}`])).toEqual(['read 2']);
    expect(memo.size).toBe(0);

    const racing = async () => {
      live.changed('users', ['org-a']);
      return [`read ${++reads}`];
    };
    expect(await inRead(() => memo.get('org-a', 'users', 'k', racing))).toEqual(['read 3']);
    expect(await inRead(() => memo.get('org-a', 'users', 'k', async () => [`read ${++reads}`]))).toEqual([
      'read 4',
    ]);
    expect(await inRead(() => memo.get('org-a', 'users', 'k', async () => [`read ${++reads}`]))).toEqual([
      'read 4',
    ]);
  });
});

describe('a listener of the live events', () => {
  it('is given what is kept as of the events heard, outside any request, sharing entries with reads', async () => {
    const live = fakeLive();
    const memo = createReachMemo(live);
    let reads = 0;
    const read = async () => [`read ${++reads}`];
    // A stream deciding what its receiver is told: no request context, and no wait for events.
    const heard = () => memo.getAsHeard('org-a', 'users', 'tree\nada', read);
    expect(await heard()).toEqual(['read 1']);
    expect(await heard()).toEqual(['read 1']);
    expect(await inRead(() => memo.get('org-a', 'users', 'tree\nada', read))).toEqual(['read 1']);
    live.changed('users', ['org-a']);
    expect(await heard()).toEqual(['read 2']);
    live.lose();
    expect(await heard()).toEqual(['read 3']);
  });
});

describe('a request that has changed rows', () => {
  it('reads afresh once it has sent a statement that may change rows, not before', async () => {
    const live = fakeLive();
    const memo = createReachMemo(live);
    let reads = 0;
    const read = async () => [`read ${++reads}`];
    expect(await inRead(() => memo.get('org-a', 'users', 'k', read))).toEqual(['read 1']);
    // A write's request keeps using the memo until its first change (its reach is read before it).
    const log = (query: string) => readTrackingLogger.logQuery(query, []);
    const seen = await inRead(async () => {
      log('select "id", "updated_at" from "tasks" where "id" = $1');
      const before = await memo.get('org-a', 'users', 'k', read);
      log('update "users" set "manager_id" = $1 where "id" = $2');
      return [before, await memo.get('org-a', 'users', 'k', read)];
    });
    expect(seen).toEqual([['read 1'], ['read 2']]);
    for (const statement of [
      'insert into "task_comments" ("body") values ($1)',
      'delete from "task_watchers" where "task_id" = $1',
      'select "id" from "tasks" where "id" = $1 for update of "tasks"',
    ]) {
      const after = await inRead(async () => {
        log(statement);
        return memo.get('org-a', 'users', 'k', read);
      });
      expect(after, statement).not.toEqual(['read 1']);
    }
  });
});

describe('kept reaches through two instances on one database', () => {
  let t: TestApp;
  let other: Awaited<ReturnType<typeof secondAppOnSameDatabase>>;
  let org: OrganizationFixture;
  let manager: Account;
  let report: Account;
  beforeAll(async () => {
    t = await createTestApp();
    other = await secondAppOnSameDatabase(t);
    org = await newOrganization(t, 'Acme Advisory LLP');
    // The Employee role (no View All Tasks): Mira reaches her reports' tasks through the tree alone.
    manager = await org.member('Employee', { name: 'Mira Manager' });
    report = await org.member('Employee', { name: 'Esha Employee', managerId: manager.id });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const searchOnOther = async (q: string) => {
    const response = await other.app.inject({
      method: 'GET',
      url: `/api/v1/search?q=${encodeURIComponent(q)}`,
      headers: { cookie: manager.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as SearchHit[]).filter((hit) => hit.kind === 'task').map((hit) => hit.title);
  };

  it('a manager’s search follows a change of manager or of a project’s lead made through the other', async () => {
    const customerId = await org.customer('Sahyadri Textiles');
    const projectId = await org.project('Sahyadri statutory audit', customerId);
    for (const [title, body] of [
      ['Bank reconciliation', { assigneeId: report.id }],
      ['Bank guarantee renewal', { assigneeId: org.admin.id, projectId }],
    ] as const) {
      const created = await call(t, org.admin.cookie, 'POST', '/tasks', {
        customerId,
        dueDate: '2031-05-20',
        title,
        ...body,
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    expect(await searchOnOther('bank')).toEqual(['Bank reconciliation']);
    expect(await searchOnOther('bank')).toEqual(['Bank reconciliation']);

    // Esha moves to the admin's team (a write through the first instance): not Mira's to find any more.
    const moved = await call(t, org.admin.cookie, 'PATCH', `/people/${report.id}`, {
      managerId: org.admin.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await searchOnOther('bank')).toEqual([]);

    // Mira now leads the project: its task is hers to find.
    await t.db.update(projects).set({ leadId: manager.id }).where(eq(projects.id, projectId));
    expect(await searchOnOther('bank')).toEqual(['Bank guarantee renewal']);

    // And back under Mira: both.
    await t.db.update(users).set({ managerId: manager.id }).where(eq(users.id, report.id));
    expect((await searchOnOther('bank')).sort()).toEqual(['Bank guarantee renewal', 'Bank reconciliation']);
  });

  it('a kept Task List made from a kept tree is dropped when the tree changes', async () => {
    const listOnOther = async () => {
      const response = await other.app.inject({
        method: 'GET',
        url: '/api/v1/tasks?scope=team&pageSize=50',
        headers: { cookie: manager.cookie },
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as { title: string }[]).map((task) => task.title).sort();
    };
    // The tree is kept by the searches above; the list is read with it, then kept itself.
    await searchOnOther('bank');
    const hits = other.app.readCache.hits;
    expect(await listOnOther()).toContain('Bank reconciliation');
    expect(await listOnOther()).toContain('Bank reconciliation');
    expect(other.app.readCache.hits).toBe(hits + 1);

    await t.db.update(users).set({ managerId: org.admin.id }).where(eq(users.id, report.id));
    expect(await listOnOther()).not.toContain('Bank reconciliation');
  });
});
