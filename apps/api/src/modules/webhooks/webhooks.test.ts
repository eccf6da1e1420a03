/**
 * Webhooks (issue 43 items 2, 3 and 5; decision 049), on PGlite and on PostgreSQL with TEST_DATABASE_URL:
 * a delivery to a local receiver verifies with the `standardwebhooks` package; a 500 is retried and
 * delivered once after recovery; two apps on one database deliver each event once; private targets are
 * refused without the development setting; both signatures verify during a rotation's overlap; an
 * endpoint failing for a day is disabled and its admins mailed; a payload stops when its owner loses the
 * permission. Events are recorded with `recordEvent` here (their sources have their own tests).
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_STRINGS, type WebhookEventType } from '@taskflow/shared';
import { and, eq, like, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import {
  jobs,
  organizations,
  outbox,
  roles,
  users,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '../../db/schema';
import { runDueJobs } from '../../lib/jobs';
import { sealSecret } from '../../lib/secret-box';
import { recordEvent } from '../../lib/webhook-outbox';
import { type Account, call, newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { createTestApp, secondAppOnSameDatabase, type TestApp } from '../../test/test-app';

interface Hit {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let t: TestApp;
let org: OrganizationFixture;
let server: Server;
let base: string;
let answerStatus = 200;
let hits: Hit[] = [];
let customerId: string;
let taskId: string;
let counter = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      hits.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(answerStatus).end(answerStatus === 200 ? 'ok' : 'receiver down');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({ config: { allowPrivateWebhookTargets: true } });
  org = await newOrganization(t);
  customerId = await org.customer('Hook Traders');
  const task = await call(t, org.admin.cookie, 'POST', '/tasks', {
    customerId,
    assigneeId: org.admin.id,
    title: 'Prepare GSTR-3B',
    dueDate: '2031-04-01',
  });
  expect(task.statusCode, task.body).toBe(201);
  taskId = task.json().data.id;
});
afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(async () => {
  // Each test starts with no endpoint and no pending delivery: earlier tests' retries stay out of it.
  await t.db.delete(webhookEndpoints).where(eq(webhookEndpoints.organizationId, org.orgId));
  await t.db.delete(jobs).where(like(jobs.key, 'webhook:%'));
  answerStatus = 200;
  hits = [];
});

async function register(
  cookie: string,
  events: WebhookEventType[] = ['task.completed'],
  kind: 'standard' | 'slack' | 'teams' = 'standard',
) {
  const path = `/hook-${++counter}`;
  const response = await call(t, cookie, 'POST', '/webhooks', { url: `${base}${path}`, kind, events });
  expect(response.statusCode, response.body).toBe(201);
  const data = response.json().data as { id: string; secret: string };
  return { ...data, path };
}

async function record(type: WebhookEventType = 'task.completed', subjectId = taskId) {
  await t.db.transaction((tx) =>
    recordEvent(tx as unknown as Db, { orgId: org.orgId, type, subjectId, actorId: org.admin.id }),
  );
}

const hitsOf = (path: string) => hits.filter((hit) => hit.path === path);
const signed = (hit: Hit) => ({
  'webhook-id': String(hit.headers['webhook-id']),
  'webhook-timestamp': String(hit.headers['webhook-timestamp']),
  'webhook-signature': String(hit.headers['webhook-signature']),
});

/** Makes the pending retries due now (the schedule's waits are not waited out in a test). */
async function retriesDueNow() {
  await t.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(and(like(jobs.key, 'webhook:%'), sql`${jobs.completedAt} is null`));
}

async function deliveriesOf(cookie: string, endpointId: string) {
  const response = await call(t, cookie, 'GET', `/webhooks/${endpointId}/deliveries`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    status: string;
    eventId: string;
    attempts: {
      httpStatus: number | null;
      error: string | null;
      excerpt: string | null;
      succeeded: boolean;
    }[];
  }[];
}

describe('registering', () => {
  it('answers the whsec_ secret once, keeps it sealed, and lists the endpoint without it', async () => {
    const endpoint = await register(org.admin.cookie);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row?.secretEncrypted).not.toContain(endpoint.secret.slice(6));
    const listed = await call(t, org.admin.cookie, 'GET', '/webhooks');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.body).not.toContain(endpoint.secret);
    expect(listed.json().data).toEqual([
      expect.objectContaining({
        id: endpoint.id,
        kind: 'standard',
        events: ['task.completed'],
        enabled: true,
      }),
    ]);
  });

  it('refuses private targets in the url field without the development setting', async () => {
    t.config.allowPrivateWebhookTargets = false;
    try {
      for (const url of [
        'https://127.0.0.1/hook',
        'https://10.0.0.8/hook',
        'https://169.254.169.254/latest/meta-data/',
        'https://[::1]/hook',
      ]) {
        const response = await call(t, org.admin.cookie, 'POST', '/webhooks', {
          url,
          events: ['task.created'],
        });
        expect(response.statusCode, url).toBe(400);
        expect(response.json().error.details.fields.url).toBe(WEBHOOK_STRINGS.urlPrivate);
      }
      const plain = await call(t, org.admin.cookie, 'POST', '/webhooks', {
        url: 'http://93.184.215.14/hook',
        events: ['task.created'],
      });
      expect(plain.json().error.details.fields.url).toBe(WEBHOOK_STRINGS.urlNotHttps);
      // Registered while allowed, then delivered while not: the guard refuses at delivery too.
      t.config.allowPrivateWebhookTargets = true;
      const endpoint = await register(org.admin.cookie);
      t.config.allowPrivateWebhookTargets = false;
      await record();
      await runDueJobs(t.app);
      expect(hitsOf(endpoint.path)).toHaveLength(0);
      const [delivery] = await deliveriesOf(org.admin.cookie, endpoint.id);
      expect(delivery?.attempts[0]?.error).toMatch(/^Refused:/);
    } finally {
      t.config.allowPrivateWebhookTargets = true;
    }
  });

  it('holds at most 10 endpoints per organization', async () => {
    for (let index = 0; index < 10; index++) await register(org.admin.cookie);
    const eleventh = await call(t, org.admin.cookie, 'POST', '/webhooks', {
      url: `${base}/eleventh`,
      events: ['task.created'],
    });
    expect(eleventh.statusCode, eleventh.body).toBe(409);
    expect(eleventh.json().error.message).toBe(WEBHOOK_STRINGS.tooMany);
  });

  it('holds the cap of 10 when 12 registrations arrive at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        call(t, org.admin.cookie, 'POST', '/webhooks', {
          url: `${base}/parallel-${index}`,
          events: ['task.created'],
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(10).fill(201), 409, 409]);
    const [row] = await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.organizationId, org.orgId));
    expect(row?.count).toBe(10);
  });

  it('cannot be reached with a personal access token', async () => {
    const created = await call(t, org.admin.cookie, 'POST', '/access-tokens', {
      name: 'Hooks',
      scopes: ['tasks:write'],
      expiresInDays: '7',
    });
    const token = created.json().data.token as string;
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/webhooks',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode, response.body).toBe(403);
  });
});

describe('delivering', () => {
  it('signs with Standard Webhooks: the standardwebhooks package verifies the body read as the owner', async () => {
    const endpoint = await register(org.admin.cookie);
    await record();
    await runDueJobs(t.app);
    const [hit] = hitsOf(endpoint.path);
    if (!hit) throw new Error('Nothing delivered');
    const verified = new Webhook(endpoint.secret).verify(hit.body, signed(hit)) as {
      type: string;
      data: { id: string; title: string };
    };
    expect(verified.type).toBe('task.completed');
    expect(verified.data).toMatchObject({ id: taskId, title: 'Prepare GSTR-3B' });
    const [delivery] = await deliveriesOf(org.admin.cookie, endpoint.id);
    expect(delivery).toMatchObject({ status: 'delivered' });
    expect(delivery?.attempts).toEqual([
      expect.objectContaining({ httpStatus: 200, excerpt: 'ok', succeeded: true }),
    ]);
  });

  it('records nothing when the organization has no subscribed endpoint, or the change rolls back', async () => {
    await register(org.admin.cookie, ['invoice.paid']);
    const before = await t.db.select().from(webhookEvents).where(eq(webhookEvents.organizationId, org.orgId));
    await record('task.completed');
    await expect(
      t.db.transaction(async (tx) => {
        await recordEvent(tx as unknown as Db, {
          orgId: org.orgId,
          type: 'invoice.paid',
          subjectId: taskId,
          actorId: null,
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const after = await t.db.select().from(webhookEvents).where(eq(webhookEvents.organizationId, org.orgId));
    expect(after).toHaveLength(before.length);
  });

  it('retries after a 500 and is delivered once after the receiver recovers', async () => {
    const endpoint = await register(org.admin.cookie);
    answerStatus = 500;
    await record();
    await runDueJobs(t.app);
    expect(hitsOf(endpoint.path)).toHaveLength(1);
    let [delivery] = await deliveriesOf(org.admin.cookie, endpoint.id);
    expect(delivery).toMatchObject({ status: 'pending' });
    expect(delivery?.attempts[0]).toMatchObject({
      httpStatus: 500,
      excerpt: 'receiver down',
      succeeded: false,
    });

    answerStatus = 200;
    await retriesDueNow();
    await runDueJobs(t.app);
    await retriesDueNow();
    await runDueJobs(t.app);
    const received = hitsOf(endpoint.path);
    expect(received).toHaveLength(2);
    // The same webhook-id on the retry: a receiver can tell a repeat.
    expect(received[1]?.headers['webhook-id']).toBe(received[0]?.headers['webhook-id']);
    [delivery] = await deliveriesOf(org.admin.cookie, endpoint.id);
    expect(delivery?.status).toBe('delivered');
    expect(delivery?.attempts.map((attempt) => attempt.httpStatus)).toEqual([200, 500]);
  });

  it('two apps on one database deliver each event once', async () => {
    const first = await register(org.admin.cookie);
    const second = await register(org.admin.cookie);
    for (let index = 0; index < 4; index++) await record();
    const other = await secondAppOnSameDatabase(t);
    try {
      await Promise.all([runDueJobs(t.app, { batchSize: 2 }), runDueJobs(other.app, { batchSize: 2 })]);
    } finally {
      await other.close();
    }
    for (const endpoint of [first, second]) {
      const ids = hitsOf(endpoint.path).map((hit) => hit.headers['webhook-id']);
      expect(ids).toHaveLength(4);
      expect(new Set(ids).size).toBe(4);
    }
  });

  it('signs with both secrets during a rotation overlap, each verifying', async () => {
    const endpoint = await register(org.admin.cookie);
    const rotated = await call(t, org.admin.cookie, 'POST', `/webhooks/${endpoint.id}/rotate-secret`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const newSecret = rotated.json().data.secret as string;
    expect(newSecret).not.toBe(endpoint.secret);
    await record();
    await runDueJobs(t.app);
    const [hit] = hitsOf(endpoint.path);
    if (!hit) throw new Error('Nothing delivered');
    expect(String(hit.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(() => new Webhook(endpoint.secret).verify(hit.body, signed(hit))).not.toThrow();
    expect(() => new Webhook(newSecret).verify(hit.body, signed(hit))).not.toThrow();
    // After the overlap only the new secret signs.
    await t.db
      .update(webhookEndpoints)
      .set({ previousSecretExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await record();
    await runDueJobs(t.app);
    const later = hitsOf(endpoint.path)[1];
    if (!later) throw new Error('Nothing delivered');
    expect(() => new Webhook(endpoint.secret).verify(later.body, signed(later))).toThrow();
    expect(() => new Webhook(newSecret).verify(later.body, signed(later))).not.toThrow();
  });

  it('a secret sealed under another server key is skipped with the reason, and a rotation mends it', async () => {
    const endpoint = await register(org.admin.cookie);
    const otherKey = createHash('sha256').update('another server key').digest();
    await t.db
      .update(webhookEndpoints)
      .set({ secretEncrypted: sealSecret(otherKey, endpoint.secret) })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await record();
    await runDueJobs(t.app);
    expect(hitsOf(endpoint.path)).toHaveLength(0);
    const [skipped] = await deliveriesOf(org.admin.cookie, endpoint.id);
    expect(skipped?.status).toBe('skipped');
    expect(skipped?.attempts[0]?.error).toMatch(/rotate the secret/);
    const rotated = await call(t, org.admin.cookie, 'POST', `/webhooks/${endpoint.id}/rotate-secret`);
    await record();
    await runDueJobs(t.app);
    const [hit] = hitsOf(endpoint.path);
    if (!hit) throw new Error('Nothing delivered');
    expect(String(hit.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(() => new Webhook(rotated.json().data.secret).verify(hit.body, signed(hit))).not.toThrow();
  });

  it('posts a Slack message with a link, unsigned', async () => {
    const endpoint = await register(org.admin.cookie, ['task.completed'], 'slack');
    await record();
    await runDueJobs(t.app);
    const [hit] = hitsOf(endpoint.path);
    expect(hit?.headers['webhook-signature']).toBeUndefined();
    const body = JSON.parse(hit?.body ?? '{}') as { text: string };
    expect(body.text).toContain('Task completed');
    expect(body.text).toContain(`${t.config.publicUrl}/app/tasks/${taskId}|Open in TaskFlow>`);
  });

  it('posts a Teams card with the summary and an Open action, unsigned', async () => {
    const endpoint = await register(org.admin.cookie, ['task.completed'], 'teams');
    await record();
    await runDueJobs(t.app);
    const [hit] = hitsOf(endpoint.path);
    expect(hit?.headers['webhook-signature']).toBeUndefined();
    const body = JSON.parse(hit?.body ?? '{}');
    expect(body).toMatchObject({ '@type': 'MessageCard', text: expect.stringContaining('Task completed') });
    expect(body.potentialAction[0].targets[0].uri).toBe(`${t.config.publicUrl}/app/tasks/${taskId}`);
  });

  it('disables an endpoint that has failed for a day, and mails its owner and the admins', async () => {
    const endpoint = await register(org.admin.cookie);
    answerStatus = 500;
    await t.db
      .update(webhookEndpoints)
      .set({ failingSince: sql`now() - interval '25 hours'` })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await record();
    await runDueJobs(t.app);
    const listed = await call(t, org.admin.cookie, 'GET', `/webhooks/${endpoint.id}`);
    expect(listed.json().data).toMatchObject({ enabled: false, disabledReason: 'failing' });
    const mails = await t.db.select().from(outbox).where(eq(outbox.subject, WEBHOOK_STRINGS.mailSubject));
    expect(mails.map((mail) => mail.to)).toContain(org.admin.email);
    expect(mails.find((mail) => mail.to === org.admin.email)?.text).toContain(endpoint.path);
    // Disabled: the pending retry is skipped, nothing more is sent.
    await retriesDueNow();
    await runDueJobs(t.app);
    expect(hitsOf(endpoint.path)).toHaveLength(1);
  });

  it('a test ping is sent at once, and a redelivery repeats the same webhook-id', async () => {
    const endpoint = await register(org.admin.cookie);
    const ping = await call(t, org.admin.cookie, 'POST', `/webhooks/${endpoint.id}/test`);
    expect(ping.statusCode, ping.body).toBe(200);
    expect(ping.json().data).toMatchObject({ eventType: 'webhook.test', status: 'delivered' });
    const again = await call(
      t,
      org.admin.cookie,
      'POST',
      `/webhooks/deliveries/${ping.json().data.id}/redeliver`,
    );
    expect(again.statusCode, again.body).toBe(200);
    await runDueJobs(t.app);
    const received = hitsOf(endpoint.path);
    expect(received).toHaveLength(2);
    expect(received[1]?.headers['webhook-id']).toBe(received[0]?.headers['webhook-id']);
  });
});

describe("the owner's permissions at delivery", () => {
  let owner: Account;
  let ownerRoleId: string;

  beforeEach(async () => {
    owner = await org.memberWith(['organization.manage', 'tasks.view', 'tasks.view_all']);
    const [row] = await t.db.select({ roleId: users.roleId }).from(users).where(eq(users.id, owner.id));
    ownerRoleId = row?.roleId as string;
  });

  it('an owner who lost organization.manage: skipped, and the endpoint paused with the reason', async () => {
    const endpoint = await register(owner.cookie);
    await t.db
      .update(roles)
      .set({ permissions: ['tasks.view', 'tasks.view_all'] })
      .where(eq(roles.id, ownerRoleId));
    await record();
    await runDueJobs(t.app);
    expect(hitsOf(endpoint.path)).toHaveLength(0);
    const [delivery] = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(delivery?.status).toBe('skipped');
    const shown = await call(t, org.admin.cookie, 'GET', `/webhooks/${endpoint.id}`);
    expect(shown.json().data).toMatchObject({ enabled: false, disabledReason: 'owner_lost_access' });
    // Enabled again by another administrator, who becomes its owner.
    const enabled = await call(t, org.admin.cookie, 'PATCH', `/webhooks/${endpoint.id}`, { enabled: true });
    expect(enabled.json().data).toMatchObject({
      enabled: true,
      disabledReason: null,
      owner: { id: org.admin.id },
    });
  });

  it("an owner who cannot see the event's subject: skipped, the endpoint stays enabled", async () => {
    const endpoint = await register(owner.cookie);
    await t.db
      .update(roles)
      .set({ permissions: ['organization.manage'] })
      .where(eq(roles.id, ownerRoleId));
    await record();
    await runDueJobs(t.app);
    expect(hitsOf(endpoint.path)).toHaveLength(0);
    const [delivery] = await deliveriesOf(org.admin.cookie, endpoint.id);
    expect(delivery?.status).toBe('skipped');
    const shown = await call(t, org.admin.cookie, 'GET', `/webhooks/${endpoint.id}`);
    expect(shown.json().data.enabled).toBe(true);
  });

  it("a suspended organization's events are skipped", async () => {
    const endpoint = await register(org.admin.cookie);
    await record();
    await t.db.update(organizations).set({ suspendedAt: sql`now()` }).where(eq(organizations.id, org.orgId));
    try {
      await runDueJobs(t.app);
    } finally {
      await t.db.update(organizations).set({ suspendedAt: null }).where(eq(organizations.id, org.orgId));
    }
    expect(hitsOf(endpoint.path)).toHaveLength(0);
    const [delivery] = await deliveriesOf(org.admin.cookie, endpoint.id);
    expect(delivery?.status).toBe('skipped');
  });
});
