import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { LISTENER_NAME } from '../../db/pg-listener';
import { notifications, outbox, roles, users } from '../../db/schema';
import { DEFAULT_STREAM_LIMITS } from '../../lib/live-events';
import { sessionOf } from '../../test/accounts';
import { openStream as openEventStream, type StreamOptions } from '../../test/event-stream';
import { call as callApi, newOrganization as createOrganization } from '../../test/org-fixture';
import { createTestApp, secondAppOnSameDatabase, type TestApp } from '../../test/test-app';
import { notifyUsers } from './notifications.service';
import { STREAM_RETRY_AFTER_SECONDS, streamRoutes } from './stream.routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newOrganization = (name: string) => createOrganization(t, name);
const call = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  callApi(t, cookie, method, url, payload);

/** Mails to a member other than the welcome mail their sign-up sent. */
async function mailsTo(email: string) {
  return t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), ne(outbox.subject, 'Your TaskFlow account')));
}

async function notificationsOf(userId: string) {
  return t.db.select().from(notifications).where(eq(notifications.userId, userId));
}

type Org = Awaited<ReturnType<typeof newOrganization>>;
let acme: Org;
let other: Org;
beforeAll(async () => {
  acme = await newOrganization('Acme Advisory LLP');
  other = await newOrganization('Other Firm LLP');
});

describe('notifyUsers', () => {
  it('notifies only active members of the organization, and emails by each kind’s default', async () => {
    const asha = await acme.member();
    const gone = await acme.member();
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, gone.id));
    const outsider = await other.member();

    const count = await notifyUsers(t.app, {
      organizationId: acme.orgId,
      userIds: [asha.id, asha.id, gone.id, outsider.id],
      kind: 'task_assigned',
      title: 'Task assigned: File GST return',
      body: 'Due Friday',
      link: '/app/tasks/1',
      senderId: acme.admin.id,
    });
    expect(count).toBe(1);
    const [row] = await notificationsOf(asha.id);
    expect(row).toMatchObject({
      organizationId: acme.orgId,
      kind: 'task_assigned',
      title: 'Task assigned: File GST return',
      body: 'Due Friday',
      link: '/app/tasks/1',
      senderId: acme.admin.id,
      readAt: null,
    });
    expect(await notificationsOf(gone.id)).toHaveLength(0);
    expect(await notificationsOf(outsider.id)).toHaveLength(0);

    const [mail] = await mailsTo(asha.email);
    expect(mail?.subject).toBe('Task assigned: File GST return');
    expect(mail?.text).toContain('Due Friday');
    expect(mail?.text).toContain(`${t.config.publicUrl}/app/tasks/1`);
    expect(await mailsTo(gone.email)).toHaveLength(0);
    expect(await mailsTo(outsider.email)).toHaveLength(0);

    // task_updated is off by email unless the user turns it on.
    await notifyUsers(t.app, {
      organizationId: acme.orgId,
      userIds: [asha.id],
      kind: 'task_updated',
      title: 'Moved',
    });
    expect(await notificationsOf(asha.id)).toHaveLength(2);
    expect(await mailsTo(asha.email)).toHaveLength(1);
  });

  it('does nothing for an empty list', async () => {
    expect(
      await notifyUsers(t.app, { organizationId: acme.orgId, userIds: [], kind: 'announcement', title: 'x' }),
    ).toBe(0);
  });
});

describe('preferences decide the emails', () => {
  it('answers the defaults, saves changes, and mails only the kinds kept on', async () => {
    const ravi = await acme.member();
    const initial = await call(ravi.cookie, 'GET', '/notifications/preferences');
    expect(initial.statusCode, initial.body).toBe(200);
    const byKind = Object.fromEntries(
      initial
        .json()
        .data.map((entry: { kind: string; isEmailEnabled: boolean }) => [entry.kind, entry.isEmailEnabled]),
    );
    expect(byKind).toMatchObject({ announcement: true, event_reminder: true, task_updated: false });

    const saved = await call(ravi.cookie, 'PUT', '/notifications/preferences', {
      preferences: [
        { kind: 'announcement', isEmailEnabled: false },
        { kind: 'task_updated', isEmailEnabled: true },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = Object.fromEntries(
      saved
        .json()
        .data.map((entry: { kind: string; isEmailEnabled: boolean }) => [entry.kind, entry.isEmailEnabled]),
    );
    expect(after).toMatchObject({ announcement: false, task_updated: true, event_reminder: true });

    await notifyUsers(t.app, {
      organizationId: acme.orgId,
      userIds: [ravi.id],
      kind: 'announcement',
      title: 'Hello',
    });
    await notifyUsers(t.app, {
      organizationId: acme.orgId,
      userIds: [ravi.id],
      kind: 'task_updated',
      title: 'Task moved',
    });
    const mails = await mailsTo(ravi.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Task moved']);
    expect(await notificationsOf(ravi.id)).toHaveLength(2);

    // Turning it back on is an update of the same row.
    await call(ravi.cookie, 'PUT', '/notifications/preferences', {
      preferences: [{ kind: 'announcement', isEmailEnabled: true }],
    });
    await notifyUsers(t.app, {
      organizationId: acme.orgId,
      userIds: [ravi.id],
      kind: 'announcement',
      title: 'Again',
    });
    expect((await mailsTo(ravi.email)).map((mail) => mail.subject).sort()).toEqual(['Again', 'Task moved']);
  });

  it('refuses an unknown kind', async () => {
    const member = await acme.member();
    const response = await call(member.cookie, 'PUT', '/notifications/preferences', {
      preferences: [{ kind: 'gossip', isEmailEnabled: true }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('a user’s own notifications', () => {
  it('lists newest first, filters unread, counts, marks read and deletes, only their own', async () => {
    const asha = await acme.member();
    const ravi = await acme.member();
    for (const title of ['First', 'Second', 'Third']) {
      await notifyUsers(t.app, {
        organizationId: acme.orgId,
        userIds: [asha.id, ravi.id],
        kind: 'announcement',
        title,
      });
    }

    const list = await call(asha.cookie, 'GET', '/notifications?pageSize=2');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().meta).toEqual({ page: 1, pageSize: 2, total: 3 });
    expect(list.json().data.map((entry: { title: string }) => entry.title)).toEqual(['Third', 'Second']);
    const [third, second] = list.json().data;

    expect((await call(asha.cookie, 'GET', '/notifications/unread-count')).json().data).toEqual({ count: 3 });
    const read = await call(asha.cookie, 'POST', `/notifications/${third.id}/read`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toMatchObject({ id: third.id, isRead: true });
    expect((await call(asha.cookie, 'GET', '/notifications/unread-count')).json().data).toEqual({ count: 2 });
    const unread = await call(asha.cookie, 'GET', '/notifications?unread=true');
    expect(unread.json().data.map((entry: { title: string }) => entry.title)).toEqual(['Second', 'First']);

    // Ravi cannot see, read or delete Asha's notification: it does not exist for him.
    expect((await call(ravi.cookie, 'POST', `/notifications/${second.id}/read`)).statusCode).toBe(404);
    expect((await call(ravi.cookie, 'DELETE', `/notifications/${second.id}`)).statusCode).toBe(404);
    expect((await call(other.admin.cookie, 'DELETE', `/notifications/${second.id}`)).statusCode).toBe(404);
    const [still] = await t.db.select().from(notifications).where(eq(notifications.id, second.id));
    expect(still?.readAt).toBeNull();
    expect((await call(ravi.cookie, 'GET', '/notifications')).json().meta.total).toBe(3);
    expect((await call(ravi.cookie, 'GET', '/notifications/unread-count')).json().data).toEqual({ count: 3 });

    const deleted = await call(asha.cookie, 'DELETE', `/notifications/${second.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await call(asha.cookie, 'DELETE', `/notifications/${second.id}`)).statusCode).toBe(404);

    const all = await call(asha.cookie, 'POST', '/notifications/read-all');
    expect(all.json().data).toEqual({ updated: 1 });
    expect((await call(asha.cookie, 'GET', '/notifications/unread-count')).json().data).toEqual({ count: 0 });
    expect((await call(ravi.cookie, 'GET', '/notifications/unread-count')).json().data).toEqual({ count: 3 });
  });

  it('searches titles and filters by kind', async () => {
    const member = await acme.member();
    await notifyUsers(t.app, {
      organizationId: acme.orgId,
      userIds: [member.id],
      kind: 'announcement',
      title: 'Diwali 50% bonus',
    });
    await notifyUsers(t.app, {
      organizationId: acme.orgId,
      userIds: [member.id],
      kind: 'event_invite',
      title: 'Offsite',
    });
    const searched = await call(member.cookie, 'GET', '/notifications?q=50%25');
    expect(searched.json().data.map((entry: { title: string }) => entry.title)).toEqual(['Diwali 50% bonus']);
    const invites = await call(member.cookie, 'GET', '/notifications?kind=event_invite');
    expect(invites.json().data.map((entry: { title: string }) => entry.title)).toEqual(['Offsite']);
  });

  it('needs notifications.view to read and notifications.delete to delete', async () => {
    const member = await acme.member();
    await notifyUsers(t.app, {
      organizationId: acme.orgId,
      userIds: [member.id],
      kind: 'announcement',
      title: 'Hi',
    });
    const [row] = await notificationsOf(member.id);
    const [limited] = await t.db
      .insert(roles)
      .values({
        organizationId: acme.orgId,
        name: 'Read only',
        description: 'Reads notifications',
        permissions: ['notifications.view'],
      })
      .returning({ id: roles.id });
    await t.db.update(users).set({ roleId: limited?.id }).where(eq(users.id, member.id));
    expect((await call(member.cookie, 'GET', '/notifications')).statusCode).toBe(200);
    const refused = await call(member.cookie, 'DELETE', `/notifications/${row?.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');

    await t.db
      .update(roles)
      .set({ permissions: [] })
      .where(eq(roles.id, limited?.id ?? ''));
    expect((await call(member.cookie, 'GET', '/notifications')).statusCode).toBe(403);
    expect((await call(member.cookie, 'GET', '/notifications/unread-count')).statusCode).toBe(403);
  });

  it('requires a session', async () => {
    const response = await t.app.inject({ url: '/api/v1/notifications' });
    expect(response.statusCode).toBe(401);
  });
});

describe('Send Notification', () => {
  it('sends an announcement to everyone of the organization only', async () => {
    const org = await newOrganization('Everyone LLP');
    const a = await org.member();
    const b = await org.member('Manager');
    const outsider = await other.member();
    const response = await call(org.admin.cookie, 'POST', '/notifications/send', {
      title: 'Office closed Friday',
      message: 'Maintenance work on the building.',
      audience: { type: 'everyone' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toEqual({ recipients: 3 });
    for (const member of [org.admin, a, b]) {
      const rows = await notificationsOf(member.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        kind: 'announcement',
        title: 'Office closed Friday',
        body: 'Maintenance work on the building.',
        senderId: org.admin.id,
      });
      expect(await mailsTo(member.email)).toHaveLength(1);
    }
    expect(await notificationsOf(outsider.id)).toHaveLength(0);
    const listed = await call(a.cookie, 'GET', '/notifications');
    expect(listed.json().data[0].sender).toMatchObject({ id: org.admin.id });
  });

  it('reaches only the chosen department or people', async () => {
    const org = await newOrganization('Targets LLP');
    const tax = await org.department('Tax');
    const audit = await org.department('Audit');
    const inTax = await org.member('Employee', { departmentId: tax });
    const inAudit = await org.member('Employee', { departmentId: audit });
    const loose = await org.member();

    const toTax = await call(org.admin.cookie, 'POST', '/notifications/send', {
      title: 'Tax team lunch',
      message: 'Noon',
      audience: { type: 'department', departmentId: tax },
    });
    expect(toTax.statusCode, toTax.body).toBe(201);
    expect(toTax.json().data).toEqual({ recipients: 1 });
    expect(await notificationsOf(inTax.id)).toHaveLength(1);
    expect(await notificationsOf(inAudit.id)).toHaveLength(0);
    expect(await notificationsOf(loose.id)).toHaveLength(0);

    const toPeople = await call(org.admin.cookie, 'POST', '/notifications/send', {
      title: 'Review',
      message: 'Please review the draft',
      audience: { type: 'people', userIds: [inAudit.id, loose.id] },
    });
    expect(toPeople.json().data).toEqual({ recipients: 2 });
    const reached = await t.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(
        and(
          eq(notifications.title, 'Review'),
          inArray(notifications.userId, [inTax.id, inAudit.id, loose.id]),
        ),
      );
    expect(reached.map((row) => row.userId).sort()).toEqual([inAudit.id, loose.id].sort());
  });

  it('refuses ids of another organization and sends nothing', async () => {
    const org = await newOrganization('Careful LLP');
    const mine = await org.member();
    const foreignDepartment = await other.department('Foreign');
    const foreigner = await other.member();

    const department = await call(org.admin.cookie, 'POST', '/notifications/send', {
      title: 'Hello',
      message: 'There',
      audience: { type: 'department', departmentId: foreignDepartment },
    });
    expect(department.statusCode).toBe(400);
    expect(department.json().error.details.fields).toHaveProperty(['audience.departmentId']);

    const people = await call(org.admin.cookie, 'POST', '/notifications/send', {
      title: 'Hello',
      message: 'There',
      audience: { type: 'people', userIds: [mine.id, foreigner.id] },
    });
    expect(people.statusCode).toBe(400);
    expect(people.json().error.details.fields).toHaveProperty(['audience.userIds']);
    expect(await notificationsOf(mine.id)).toHaveLength(0);
    expect(await notificationsOf(foreigner.id)).toHaveLength(0);
  });

  it('validates title and message with the form’s messages', async () => {
    const response = await call(acme.admin.cookie, 'POST', '/notifications/send', {
      title: ' ',
      message: '',
      audience: { type: 'everyone' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields).toMatchObject({
      title: 'Title is required',
      message: 'Message is required',
    });
  });

  it('is refused without notifications.send', async () => {
    const employee = await acme.member('Employee');
    const response = await call(employee.cookie, 'POST', '/notifications/send', {
      title: 'Hello',
      message: 'Everyone',
      audience: { type: 'everyone' },
    });
    expect(response.statusCode).toBe(403);
    expect(await notificationsOf(acme.admin.id)).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ title: 'Hello' })]),
    );
  });
});

interface StreamData {
  notification: { title: string; body: string | null } | null;
  unreadCount: number;
}

/** Reads server-sent events from a real socket, as EventSource would (`tab`: the page's id). */
const openStream = (app: App, cookie: string, options?: StreamOptions) =>
  openEventStream<StreamData>(app, cookie, options);

describe('the live stream', () => {
  it('needs a session', async () => {
    const response = await t.app.inject({ url: '/api/v1/stream' });
    expect(response.statusCode).toBe(401);
  });

  it('sends the unread count at once, then each new notification for that user only, uncompressed', async () => {
    const asha = await acme.member();
    const ravi = await acme.member();
    await notifyUsers(t.app, {
      organizationId: acme.orgId,
      userIds: [asha.id],
      kind: 'announcement',
      title: 'Old',
    });

    const stream = await openStream(t.app, asha.cookie);
    const raviStream = await openStream(t.app, ravi.cookie);
    try {
      expect(stream.response.statusCode).toBe(200);
      expect(stream.response.headers['content-type']).toContain('text/event-stream');
      expect(stream.response.headers['content-encoding']).toBeUndefined();
      expect(stream.response.headers['content-security-policy']).toContain("default-src 'self'");
      const first = await stream.next(() => true);
      expect(first).toEqual({ event: 'notification', data: { notification: null, unreadCount: 1 } });

      await notifyUsers(t.app, {
        organizationId: acme.orgId,
        userIds: [asha.id],
        kind: 'announcement',
        title: 'Live one',
        senderId: acme.admin.id,
      });
      const live = await stream.next((data) => data.notification?.title === 'Live one');
      expect(live.data).toMatchObject({
        notification: { title: 'Live one', kind: 'announcement', isRead: false },
        unreadCount: 2,
      });

      const [row] = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, asha.id), eq(notifications.title, 'Live one')));
      await call(asha.cookie, 'POST', `/notifications/${row?.id}/read`);
      await stream.next((data) => data.notification === null && data.unreadCount === 1);

      await raviStream.next(() => true);
      expect(raviStream.events.some((entry) => JSON.stringify(entry.data).includes('Live one'))).toBe(false);
    } finally {
      await stream.close();
      await raviStream.close();
    }
    await expect.poll(() => t.app.live.connectionCount).toBe(0);
  });

  it('carries a notification created through one app instance to a stream opened on another', async () => {
    const second = await secondAppOnSameDatabase(t);
    try {
      const asha = await acme.member();
      const stream = await openStream(second.app, asha.cookie);
      try {
        await stream.next(() => true);
        const sent = await call(acme.admin.cookie, 'POST', '/notifications/send', {
          title: 'Across processes',
          message: 'Hello from app A',
          audience: { type: 'people', userIds: [asha.id] },
        });
        expect(sent.statusCode, sent.body).toBe(201);
        const live = await stream.next((data) => data.notification?.title === 'Across processes');
        expect(live.data).toMatchObject({ notification: { body: 'Hello from app A' }, unreadCount: 1 });
      } finally {
        await stream.close();
      }
    } finally {
      await second.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)('listens again after its PostgreSQL connection drops', async () => {
    const listeners = async () => {
      const result = await t.db.execute(
        sql`select pid from pg_stat_activity where datname = current_database() and application_name = ${LISTENER_NAME}`,
      );
      return (result as unknown as { rows: { pid: number }[] }).rows.map((row) => row.pid);
    };
    const [before] = await listeners();
    expect(before).toBeDefined();
    await t.db.execute(sql`select pg_terminate_backend(${before})`);
    await expect
      .poll(async () => (await listeners()).some((pid) => pid !== before), { timeout: 10_000 })
      .toBe(true);

    const asha = await acme.member();
    const stream = await openStream(t.app, asha.cookie);
    try {
      await stream.next(() => true);
      await notifyUsers(t.app, {
        organizationId: acme.orgId,
        userIds: [asha.id],
        kind: 'announcement',
        title: 'After reconnect',
      });
      await stream.next((data) => data.notification?.title === 'After reconnect');
    } finally {
      await stream.close();
    }
  });

  /** Waits until the server ends `stream`; heartbeats come every 25 s, so this proves it was at once. */
  async function expectEndedSoon(stream: Awaited<ReturnType<typeof openStream>>) {
    const timeout = new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), 5000));
    expect(await Promise.race([stream.ended.then(() => 'ended' as const), timeout])).toBe('ended');
  }

  it('ends a stream at once when its session is revoked, from another app instance', async () => {
    const second = await secondAppOnSameDatabase(t);
    try {
      const asha = await acme.member();
      const stream = await openStream(t.app, asha.cookie);
      try {
        await stream.next(() => true);
        const otherDevice = await sessionOf(t, asha);
        const list = await second.app.inject({ url: '/api/v1/sessions', headers: { cookie: otherDevice } });
        const streamSession = list.json().data.find((session: { isCurrent: boolean }) => !session.isCurrent);
        const revoked = await second.app.inject({
          method: 'DELETE',
          url: `/api/v1/sessions/${streamSession.id}`,
          headers: { cookie: otherDevice },
        });
        expect(revoked.statusCode, revoked.body).toBe(204);
        await expectEndedSoon(stream);
      } finally {
        await stream.close();
      }
    } finally {
      await second.close();
    }
  });

  it('ends a stream at once when its person is deactivated', async () => {
    const ravi = await acme.member();
    const stream = await openStream(t.app, ravi.cookie);
    try {
      await stream.next(() => true);
      const response = await call(acme.admin.cookie, 'POST', `/people/${ravi.id}/deactivate`);
      expect(response.statusCode, response.body).toBeLessThan(300);
      await expectEndedSoon(stream);
    } finally {
      await stream.close();
    }
  });

  it("tells an open page when its role's permissions change, and keeps the stream", async () => {
    const member = await acme.memberWith(['notifications.view', 'customers.view']);
    const stream = await openStream(t.app, member.cookie);
    try {
      await stream.next(() => true);
      const [person] = await t.db.select({ roleId: users.roleId }).from(users).where(eq(users.id, member.id));
      await t.db
        .update(roles)
        .set({ permissions: ['notifications.view'] })
        .where(eq(roles.id, person?.roleId ?? ''));
      await expect.poll(() => stream.events.some((entry) => entry.event === 'access')).toBe(true);
      expect(stream.response.readableEnded).toBe(false);
    } finally {
      await stream.close();
    }
  });

  it('stops sending notifications the moment the role loses notifications.view, and resumes when it is given back', async () => {
    const member = await acme.memberWith(['notifications.view']);
    const [person] = await t.db.select({ roleId: users.roleId }).from(users).where(eq(users.id, member.id));
    const setPermissions = (permissions: Array<'notifications.view' | 'customers.view'>) =>
      t.db
        .update(roles)
        .set({ permissions })
        .where(eq(roles.id, person?.roleId ?? ''));
    const accessEvents = () => stream.events.filter((entry) => entry.event === 'access').length;
    const stream = await openStream(t.app, member.cookie);
    try {
      await stream.next(() => true);
      await setPermissions(['customers.view']);
      await expect.poll(accessEvents).toBe(1);
      // The REST route refuses her now; the open stream must not deliver the notification either.
      expect((await call(member.cookie, 'GET', '/notifications')).statusCode).toBe(403);
      await notifyUsers(t.app, {
        organizationId: acme.orgId,
        userIds: [member.id],
        kind: 'announcement',
        title: 'Hidden',
      });

      await setPermissions(['notifications.view']);
      await expect.poll(accessEvents).toBe(2);
      await notifyUsers(t.app, {
        organizationId: acme.orgId,
        userIds: [member.id],
        kind: 'announcement',
        title: 'Visible',
      });
      // Events are sent in the order they were heard: once "Visible" is here, "Hidden" was dealt with.
      const visible = await stream.next((data) => data.notification?.title === 'Visible');
      expect(visible.data.unreadCount).toBe(2);
      expect(JSON.stringify(stream.events)).not.toContain('Hidden');
      const counts = stream.events.filter((entry) => entry.event === 'notification');
      expect(counts.map((entry) => entry.data.notification?.title ?? null)).toEqual([null, 'Visible']);
    } finally {
      await stream.close();
    }
  });

  it('lets a new stream of the same tab replace the old one, and refuses a malformed tab id', async () => {
    const asha = await acme.member();
    const first = await openStream(t.app, asha.cookie, { tab: 'tab-1' });
    const second = await openStream(t.app, asha.cookie, { tab: 'tab-1' });
    try {
      await second.next(() => true);
      await expectEndedSoon(first);
      expect(second.response.readableEnded).toBe(false);
      const bad = await t.app.inject({ url: '/api/v1/stream?tab=../x', headers: { cookie: asha.cookie } });
      expect(bad.statusCode).toBe(400);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('holds a few streams per session and per person, answers 429 past them, and serves everyone else', async () => {
    const asha = await acme.member();
    const ravi = await acme.member();
    const open: Array<Awaited<ReturnType<typeof openStream>>> = [];
    const refusedWith429 = async (cookie: string) => {
      const refused = await openStream(t.app, cookie, { tab: 'one-too-many' });
      expect(refused.response.statusCode).toBe(429);
      expect(refused.response.headers['retry-after']).toBe(String(STREAM_RETRY_AFTER_SECONDS));
      await refused.ended;
      return refused;
    };
    try {
      for (let tab = 0; tab < DEFAULT_STREAM_LIMITS.perSession; tab++)
        open.push(await openStream(t.app, asha.cookie, { tab: `a${tab}` }));
      await refusedWith429(asha.cookie);

      // Her other requests, another person's stream and the login page are served meanwhile.
      expect((await call(asha.cookie, 'GET', '/users/me')).statusCode).toBe(200);
      const raviStream = await openStream(t.app, ravi.cookie);
      open.push(raviStream);
      await raviStream.next(() => true);
      expect((await t.app.inject({ url: '/api/v1/users/session' })).statusCode).toBe(200);

      // Her second device has its own session, within what one person may hold.
      const laptop = await sessionOf(t, asha);
      for (let tab = DEFAULT_STREAM_LIMITS.perSession; tab < DEFAULT_STREAM_LIMITS.perPerson; tab++)
        open.push(await openStream(t.app, laptop, { tab: `b${tab}` }));
      expect(open.every((stream) => stream.response.statusCode === 200)).toBe(true);
      await refusedWith429(await sessionOf(t, asha));

      // A closed tab gives its place back.
      const before = t.app.live.connectionCount;
      await open.shift()?.close();
      await expect.poll(() => t.app.live.connectionCount).toBe(before - 1);
      const again = await openStream(t.app, asha.cookie, { tab: 'again' });
      open.push(again);
      expect(again.response.statusCode).toBe(200);
    } finally {
      for (const stream of open) await stream.close();
    }
  });

  it('ends open streams when the app closes', async () => {
    const second = await secondAppOnSameDatabase(t);
    const asha = await acme.member();
    const stream = await openStream(second.app, asha.cookie);
    await stream.next(() => true);
    await second.close();
    await stream.close();
    expect(second.app.live.connectionCount).toBe(0);
  });
});

describe('live streams of a busy process', () => {
  const MAX_STREAMS = 3;
  let busy: TestApp;
  let firm: Awaited<ReturnType<typeof createOrganization>>;
  beforeAll(async () => {
    busy = await createTestApp({
      maxRequestsInProgress: 2,
      config: { maxLiveStreams: MAX_STREAMS },
      async beforeReady(app) {
        await app.register(streamRoutes, { prefix: '/api/v1/test-only/fast-stream', heartbeatMs: 50 });
      },
    });
    firm = await createOrganization(busy, 'Busy Firm LLP');
  });
  afterAll(() => busy.close());

  it('refuses streams past its bound with 429, and still answers every other request', async () => {
    const people = [firm.admin, await firm.member(), await firm.member(), await firm.member()];
    const open: Array<Awaited<ReturnType<typeof openStream>>> = [];
    try {
      // More streams than requests may be in progress: an open stream no longer counts as one.
      for (const person of people.slice(0, MAX_STREAMS)) {
        const stream = await openStream(busy.app, person.cookie);
        open.push(stream);
        expect(stream.response.statusCode).toBe(200);
      }
      const refused = await openStream(busy.app, people[MAX_STREAMS]?.cookie ?? '');
      open.push(refused);
      expect(refused.response.statusCode).toBe(429);
      expect(refused.response.headers['retry-after']).toBe(String(STREAM_RETRY_AFTER_SECONDS));

      const me = await callApi(busy, people[MAX_STREAMS]?.cookie ?? '', 'GET', '/users/me');
      expect(me.statusCode).toBe(200);
      const login = await busy.app.inject({
        method: 'POST',
        url: '/api/v1/users/login',
        payload: { email: firm.admin.email, password: firm.admin.password },
      });
      expect(login.statusCode, login.body).toBe(200);
    } finally {
      for (const stream of open) await stream.close();
    }
  });

  it('re-checks its session through the session cache, not a database read per heartbeat', async () => {
    const person = await firm.member();
    const stream = await openStream(busy.app, person.cookie, { path: '/api/v1/test-only/fast-stream' });
    try {
      // From the first heartbeat on: by then the changes of her moving in have been heard (on
      // PostgreSQL one may arrive after her stream opened, and drop her entry once).
      await expect.poll(() => stream.comments).toBeGreaterThanOrEqual(1);
      const hitsBefore = busy.app.sessionCache.hits;
      const commentsBefore = stream.comments;
      // Four heartbeats, at least three answered from the cache: a change of access heard late from an
      // earlier test (on a busy machine) may empty the cache once.
      await expect.poll(() => stream.comments).toBeGreaterThanOrEqual(commentsBefore + 4);
      expect(busy.app.sessionCache.hits - hitsBefore).toBeGreaterThanOrEqual(3);
    } finally {
      await stream.close();
    }
  });
});
