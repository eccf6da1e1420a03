/**
 * Two API instances on one database, as two server processes (or machines) behind a load balancer would
 * be (issue 26): what one does, the other knows at once. On PostgreSQL each instance has its own pool and
 * LISTEN connection; on PGlite they share the embedded database. Other cross-process cases live with
 * their features: kept answers (read-cache.test.ts), live streams and revocation (notifications.test.ts),
 * jobs run once (leave.test.ts, tasks.test.ts), access (access-next-request.test.ts), the window counter
 * (window-counter.test.ts) and kill -9 of a real process (kill-process.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, sessionOf, signUp } from './accounts';
import { multipart } from './http';
import { call, newOrganization, type OrganizationFixture } from './org-fixture';
import { createTestApp, secondAppOnSameDatabase, type TestApp } from './test-app';

/** Three sign-ups per address in a minute, on both instances alike (as one configuration would be). */
const REGISTER_LIMIT = { register: { max: 3, timeWindow: 60_000 } };

let t: TestApp;
let other: Awaited<ReturnType<typeof secondAppOnSameDatabase>>;
let org: OrganizationFixture;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: REGISTER_LIMIT });
  other = await secondAppOnSameDatabase(t, { rateLimits: REGISTER_LIMIT });
  org = await newOrganization(t, 'Acme Advisory LLP');
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const on = (instance: { app: TestApp['app'] }) => ({ ...t, app: instance.app }) as TestApp;

describe('two instances on one database', () => {
  it('a session made on one works on the other, and a logout on the other ends it on both', async () => {
    const me = await call(on(other), org.admin.cookie, 'GET', '/users/me');
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().data.id).toBe(org.admin.id);

    const account = await signUp(t);
    const cookie = await sessionOf(t, account);
    expect((await call(on(other), cookie, 'GET', '/users/me')).statusCode).toBe(200);
    expect((await call(on(other), cookie, 'POST', '/users/logout')).statusCode).toBeLessThan(300);
    expect((await call(t, cookie, 'GET', '/users/me')).statusCode).toBe(401);
  });

  it('the sign-up limit counts requests to both', async () => {
    const statuses: number[] = [];
    for (const instance of [t, other, t, other]) {
      const form = await multipart({ name: 'Someone' });
      const response = await instance.app.inject({
        method: 'POST',
        url: '/api/v1/users/register',
        remoteAddress: '10.8.0.1',
        ...form,
      });
      statuses.push(response.statusCode);
    }
    // Three incomplete forms (400) are three sign-ups tried; the fourth is refused, whichever instance.
    expect(statuses).toEqual([400, 400, 400, 429]);
  });

  it('the login throttle counts failures made through both', async () => {
    const account = await signUp(t);
    for (const instance of [t, other, t, other, t]) {
      const failed = await logIn(
        on(instance),
        { email: account.email, password: 'not the password' },
        { remoteAddress: '10.8.1.1' },
      );
      expect(failed.statusCode).toBe(401);
    }
    expect((await logIn(on(other), account, { remoteAddress: '10.8.1.1' })).statusCode).toBe(429);
    expect((await logIn(t, account, { remoteAddress: '10.8.1.1' })).statusCode).toBe(429);
  });

  it('a task changed through one is fresh on the other’s list and board at once', async () => {
    const customerId = await org.customer('Sahyadri Textiles');
    const created = await call(t, org.admin.cookie, 'POST', '/tasks', {
      customerId,
      assigneeId: org.admin.id,
      title: 'Bank reconciliation',
      dueDate: '2031-05-20',
    });
    expect(created.statusCode, created.body).toBe(201);
    const taskId = created.json().data.id as string;
    const statusOn = async (url: string, pick: (body: unknown) => string | undefined) => {
      await other.app.live.awaitEvents();
      const response = await call(on(other), org.admin.cookie, 'GET', url);
      expect(response.statusCode, response.body).toBe(200);
      return pick(response.json());
    };
    const inList = (body: unknown) =>
      (body as { data: { id: string; status: string }[] }).data.find((task) => task.id === taskId)?.status;
    const onBoard = (body: unknown) =>
      (body as { data: { columns: { status: string; tasks: { id: string }[] }[] } }).data.columns.find(
        (column) => column.tasks.some((task) => task.id === taskId),
      )?.status;

    // Read twice on the other instance: the second answer is the kept one.
    for (let read = 0; read < 2; read++) {
      expect(await statusOn('/tasks', inList)).toBe('Pending');
      expect(await statusOn('/tasks/board', onBoard)).toBe('Pending');
    }
    const changed = await call(t, org.admin.cookie, 'PATCH', `/tasks/${taskId}`, { status: 'In Progress' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await statusOn('/tasks', inList)).toBe('In Progress');
    expect(await statusOn('/tasks/board', onBoard)).toBe('In Progress');
  });
});
