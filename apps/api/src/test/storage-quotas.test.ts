/**
 * Issue 38, item 5: storage quotas. An organization's uploads (task attachments, leave documents) are
 * counted against its plan's quota (refused at or over it, and racing uploads can never both pass), one
 * person's uploads against a rate shared by every process, and the local folder's disk against a floor.
 * The administrator sees the usage; the platform admin sets the plan.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  DISK_FULL_MESSAGE,
  storageFullMessage,
  storageWouldOverflowMessage,
  uploadRateMessage,
} from '@taskflow/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, pricingPlans, users } from '../db/schema';
import { sessionOf } from './accounts';
import { multipart, TINY_PNG } from './http';
import { type Account, call, newOrganization, type OrganizationFixture, sendForm } from './org-fixture';
import { queryRows } from './sql';
import { createTestApp, secondAppOnSameDatabase, type TestApp } from './test-app';

const KB = 1024;
const MB = 1024 * KB;
/** Low enough to reach in a test, each counted per person (fresh people for each test below). */
const UPLOAD_FILES_PER_MINUTE = 6;
const UPLOAD_BYTES_PER_HOUR = 3 * MB;

let t: TestApp;
let org: OrganizationFixture;
let taskId: string;

beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      uploadFiles: { max: UPLOAD_FILES_PER_MINUTE, timeWindow: 60_000 },
      uploadBytes: { max: UPLOAD_BYTES_PER_HOUR, timeWindow: 3_600_000 },
    },
  });
  org = await newOrganization(t, 'Quota & Co');
  const customerId = await org.customer('Kaveri Foods');
  const task = await call(t, org.admin.cookie, 'POST', '/tasks', {
    customerId,
    assigneeId: org.admin.id,
    title: 'Year-end statements',
    dueDate: '2031-05-20',
  });
  expect(task.statusCode, task.body).toBe(201);
  taskId = task.json().data.id;
});
afterAll(() => t.close());

const text = (bytes: number) => Buffer.alloc(bytes, 'a');

function attach(app: TestApp['app'], cookie: string, data: Buffer, name = 'notes.txt') {
  return sendFormTo(app, cookie, `/tasks/${taskId}/attachments`, {
    fileName: name,
    file: { name, type: 'text/plain', data },
  });
}

/** A leave document: a PNG (the type is read from its first bytes) of about `bytes`. */
function leaveDocument(cookie: string, bytes: number) {
  const data = Buffer.concat([TINY_PNG, Buffer.alloc(Math.max(0, bytes - TINY_PNG.length))]);
  return sendForm(t, cookie, 'POST', '/leave/attachments', {
    fileName: 'certificate.png',
    file: { name: 'certificate.png', type: 'image/png', data },
  });
}

async function sendFormTo(
  app: TestApp['app'],
  cookie: string,
  url: string,
  fields: Parameters<typeof sendForm>[4],
) {
  const form = await multipart(fields);
  return app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { cookie, ...form.headers },
    payload: form.payload,
  });
}

async function usedBytes(orgId = org.orgId) {
  const [row] = await queryRows<{ used: number }>(
    t.db,
    sql`select used_bytes::float8 as used from organization_storage where organization_id = ${orgId}`,
  );
  return row?.used ?? 0;
}

async function storedFiles() {
  const dir = join(t.config.uploadDir, 'task-attachments');
  return (await readdir(dir).catch(() => [])).length;
}

/** Puts the organization on a plan of `quotaMb` megabytes (its own plan, as the platform admin sets). */
async function quotaOf(quotaMb: number, orgId = org.orgId) {
  const [plan] = await t.db
    .insert(pricingPlans)
    .values({ name: `Test ${quotaMb} MB`, price: 1, period: 'one-time', storageQuotaMb: quotaMb })
    .returning({ id: pricingPlans.id });
  await t.db.update(organizations).set({ planId: plan?.id }).where(eq(organizations.id, orgId));
}

/**
 * Runs `uploads` with every file's store held until `count` of them have arrived at it: all have then
 * passed the checks made before reading, none has read or stored its file.
 */
async function withStoresHeldUntil<T>(count: number, uploads: () => Promise<T>): Promise<T> {
  let arrived = 0;
  let releaseAll: () => void = () => {};
  const allArrived = new Promise<void>((resolve) => {
    releaseAll = resolve;
  });
  const storage = t.app.storage;
  const put = storage.put;
  storage.put = async (key, body, mime) => {
    arrived += 1;
    if (arrived === count) releaseAll();
    await allArrived;
    return put(key, body, mime);
  };
  try {
    return await uploads();
  } finally {
    storage.put = put;
    expect(arrived).toBe(count);
  }
}

/** Frees the organization's storage: every attachment removed (the triggers count the deletes). */
async function emptyStorage() {
  await t.db.execute(sql`delete from task_attachments where organization_id = ${org.orgId}`);
  await t.db.execute(sql`delete from leave_attachments where organization_id = ${org.orgId}`);
}

describe('what the administrator sees', () => {
  it('GET /organizations/current/storage: used bytes, quota and plan, with organization.manage only', async () => {
    const initial = await call(t, org.admin.cookie, 'GET', '/organizations/current/storage');
    expect(initial.statusCode, initial.body).toBe(200);
    // No plan and none in the database: 1 GB, no plan name.
    expect(initial.json().data).toEqual({ usedBytes: 0, quotaBytes: 1024 * MB, planName: null });

    const uploaded = await attach(t.app, org.admin.cookie, text(3000));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const after = await call(t, org.admin.cookie, 'GET', '/organizations/current/storage');
    expect(after.json().data.usedBytes).toBe(3000);

    const withoutManage = await org.memberWith(['tasks.view', 'tasks.edit', 'users.view']);
    const refused = await call(t, withoutManage.cookie, 'GET', '/organizations/current/storage');
    expect(refused.statusCode).toBe(403);
    const manager = await org.memberWith(['organization.manage']);
    expect((await call(t, manager.cookie, 'GET', '/organizations/current/storage')).statusCode).toBe(200);
    await emptyStorage();
  });

  it('an organization without a plan has the cheapest plan’s quota and name; its own plan’s otherwise', async () => {
    const other = await newOrganization(t, 'Plan Check LLP');
    const [cheap, dear] = await t.db
      .insert(pricingPlans)
      .values([
        { name: 'Free tier', price: 0, period: 'Free forever', storageQuotaMb: 512 },
        { name: 'Big tier', price: 5000, period: 'per user/month', storageQuotaMb: 200 * 1024 },
      ])
      .returning({ id: pricingPlans.id });
    const read = async () =>
      (await call(t, other.admin.cookie, 'GET', '/organizations/current/storage')).json();
    expect((await read()).data).toMatchObject({ quotaBytes: 512 * MB, planName: 'Free tier' });
    await t.db.update(organizations).set({ planId: dear?.id }).where(eq(organizations.id, other.orgId));
    expect((await read()).data).toMatchObject({ quotaBytes: 200 * 1024 * MB, planName: 'Big tier' });
    // Deleting the plan falls back to the free plan's limits (the foreign key sets null).
    await t.db.delete(pricingPlans).where(eq(pricingPlans.id, dear?.id as string));
    expect((await read()).data).toMatchObject({ quotaBytes: 512 * MB, planName: 'Free tier' });
    await t.db.delete(pricingPlans).where(eq(pricingPlans.id, cheap?.id as string));
  });
});

describe('the organization quota', () => {
  beforeAll(() => quotaOf(1));

  it('usage follows uploads and deletions of task attachments and leave documents', async () => {
    const person = await org.member('Admin');
    const attached = await attach(t.app, person.cookie, text(100 * KB));
    expect(attached.statusCode, attached.body).toBe(201);
    const document = await leaveDocument(person.cookie, 50 * KB);
    expect(document.statusCode, document.body).toBe(201);
    expect(await usedBytes()).toBe(100 * KB + 50 * KB);

    const removed = await call(
      t,
      person.cookie,
      'DELETE',
      `/tasks/${taskId}/attachments/${attached.json().data.id}`,
    );
    expect(removed.statusCode).toBe(204);
    expect(await usedBytes()).toBe(50 * KB);
    await emptyStorage();
    expect(await usedBytes()).toBe(0);
  });

  it('a file that would pass the quota is refused on the field file (409) and nothing stays stored', async () => {
    const person = await org.member('Admin');
    expect((await attach(t.app, person.cookie, text(600 * KB))).statusCode).toBe(201);
    const files = await storedFiles();
    const overflow = await attach(t.app, person.cookie, text(600 * KB));
    expect(overflow.statusCode).toBe(409);
    expect(overflow.json().error.details.fields.file).toBe(storageWouldOverflowMessage(600 * KB, MB));
    expect(overflow.json().error.details.fields.file).toBe(
      'This file would take your organization past its 1 MB of storage (600 KB used). Delete files or ask your administrator to change the plan.',
    );
    expect(await storedFiles()).toBe(files);
    expect(await usedBytes()).toBe(600 * KB);

    // Filling it exactly is allowed; then nothing more, refused before a byte is read, with the figures.
    const fill = await leaveDocument(person.cookie, 424 * KB);
    expect(fill.statusCode, fill.body).toBe(201);
    expect(await usedBytes()).toBe(MB);
    for (const response of [
      await attach(t.app, person.cookie, text(10)),
      await leaveDocument(person.cookie, 100),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().error.details.fields.file).toBe(
        'Your organization has used 1 MB of its 1 MB of storage. Delete files or ask your administrator to change the plan.',
      );
      expect(response.json().error.details.fields.file).toBe(storageFullMessage(MB, MB));
    }
    expect(await storedFiles()).toBe(files);
    await emptyStorage();
  });

  it('concurrent uploads that each fit but not together: exactly one is kept, the others roll back', async () => {
    const people = await Promise.all([1, 2, 3].map(() => org.member('Admin')));
    // Every upload's quota check before reading passes (nothing is stored yet) before any file is
    // stored: only the check in the insert's transaction stands between them and the quota.
    const files = await storedFiles();
    const responses = await withStoresHeldUntil(people.length, () =>
      Promise.all(people.map((person) => attach(t.app, person.cookie, text(700 * KB)))),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(refused.json().error.details.fields.file).toBe(storageWouldOverflowMessage(700 * KB, MB));
    }
    expect(await usedBytes()).toBe(700 * KB);
    const [rows] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from task_attachments where organization_id = ${org.orgId}`,
    );
    expect(rows?.n).toBe(1);
    expect(await storedFiles()).toBe(files + 1);
    await emptyStorage();
  });
});

describe('one person’s upload rate', () => {
  beforeAll(() => quotaOf(1024));

  it(`past ${UPLOAD_FILES_PER_MINUTE} files a minute: 429 with Retry-After, counted across processes`, async () => {
    const person = await org.member('Admin');
    const other = await secondAppOnSameDatabase(t, {
      rateLimits: { uploadFiles: { max: UPLOAD_FILES_PER_MINUTE, timeWindow: 60_000 } },
    });
    try {
      for (let i = 0; i < UPLOAD_FILES_PER_MINUTE; i++) {
        // Alternate processes: each counts in the one window.
        const response = await attach(i % 2 === 0 ? t.app : other.app, person.cookie, text(100));
        expect(response.statusCode, response.body).toBe(201);
      }
      const refused = await attach(other.app, person.cookie, text(100));
      expect(refused.statusCode).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(refused.json().error.details.fields.file).toBe(
        uploadRateMessage(`${UPLOAD_FILES_PER_MINUTE} files a minute`, retryAfter),
      );
      expect((await leaveDocument(person.cookie, 100)).statusCode).toBe(429);
    } finally {
      await other.close();
    }
    // A colleague uploads as before.
    const colleague = await org.member('Admin');
    expect((await attach(t.app, colleague.cookie, text(100))).statusCode).toBe(201);
  });

  it('past 3 MB an hour: the file that crosses it and the next are refused with 429, nothing kept', async () => {
    const person = await org.member('Admin');
    expect((await attach(t.app, person.cookie, text(2 * MB))).statusCode).toBe(201);
    const files = await storedFiles();
    const crossing = await attach(t.app, person.cookie, text(1.5 * MB));
    expect(crossing.statusCode).toBe(429);
    expect(crossing.headers['retry-after']).toBeDefined();
    expect(crossing.json().error.details.fields.file).toMatch(
      /^You have reached the upload limit of 3 MB an hour\. Try again in \d+ minutes?\.$/,
    );
    expect(await storedFiles()).toBe(files);
    // The crossing file's bytes were read (up to the limit) and count: the window is full.
    const next = await leaveDocument(person.cookie, 100);
    expect(next.statusCode).toBe(429);
    // Another person's rate is their own.
    const colleague: Account = await org.member('Admin');
    expect((await attach(t.app, colleague.cookie, text(1.5 * MB))).statusCode).toBe(201);
  });
});

describe('one person’s uploads at once', () => {
  beforeAll(() => quotaOf(1024));

  it('share the byte rate: of four 900 KB uploads at once under 3 MB an hour, three are kept', async () => {
    const person = await org.member('Admin');
    const used = await usedBytes();
    // All four have passed their rate check before any is stored, so none has counted its bytes yet:
    // each reserved what its request declares, and the fourth found too little left.
    const responses = await withStoresHeldUntil(4, () =>
      Promise.all([1, 2, 3, 4].map(() => attach(t.app, person.cookie, text(900 * KB)))),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 201, 201, 429]);
    expect(await usedBytes()).toBe(used + 3 * 900 * KB);
    // What the refused one read counts, what it reserved and did not read was given back.
    expect((await attach(t.app, person.cookie, text(900 * KB))).statusCode).toBe(429);
  });
});

describe('the free-space floor', () => {
  it('below UPLOAD_MIN_FREE_MB, uploads are refused with 507 and the message, nothing stored', async () => {
    // A process whose floor no disk reaches (a petabyte): the real fs.statfs figures are below it.
    const full = await secondAppOnSameDatabase(t, { config: { uploadMinFreeMb: 1024 ** 3 } });
    const person = await org.member('Admin');
    const files = await storedFiles();
    const used = await usedBytes();
    try {
      const leaveForm = await multipart({ file: { name: 'note.png', type: 'image/png', data: TINY_PNG } });
      const responses = [
        await attach(full.app, person.cookie, text(5000)),
        await full.app.inject({
          method: 'POST',
          url: '/api/v1/leave/attachments',
          headers: { cookie: person.cookie, ...leaveForm.headers },
          payload: leaveForm.payload,
        }),
      ];
      for (const response of responses) {
        expect(response.statusCode, response.body).toBe(507);
        expect(response.json().error).toMatchObject({
          code: 'INSUFFICIENT_STORAGE',
          message: DISK_FULL_MESSAGE,
        });
      }
    } finally {
      await full.close();
    }
    expect(await storedFiles()).toBe(files);
    expect(await usedBytes()).toBe(used);
    // The process with room to spare takes the same upload.
    expect((await attach(t.app, person.cookie, text(5000))).statusCode).toBe(201);
  });
});

describe('the platform admin', () => {
  let platform: string;
  beforeAll(async () => {
    const account = await org.member('Employee');
    await t.db.update(users).set({ isPlatformAdmin: true }).where(eq(users.id, account.id));
    platform = await sessionOf(t, account);
  });

  it('sets an organization’s plan (audited); the list shows each organization’s plan and usage', async () => {
    const other = await newOrganization(t, 'Plan Change LLP');
    const [plan] = await t.db
      .insert(pricingPlans)
      .values({ name: 'Practice', price: 700, period: 'per user/month', storageQuotaMb: 50 * 1024 })
      .returning({ id: pricingPlans.id });
    const changed = await call(t, platform, 'PUT', `/admin/organizations/${other.orgId}/plan`, {
      planId: plan?.id,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toEqual({
      plan: { id: plan?.id, name: 'Practice' },
      usedBytes: 0,
      quotaBytes: 50 * 1024 * MB,
      planName: 'Practice',
    });
    const [audit] = await queryRows<{ action: string; before: { planName: string | null }; after: object }>(
      t.db,
      sql`select action, before, after from audit_log where entity_id = ${other.orgId} order by created_at desc limit 1`,
    );
    expect(audit?.action).toBe('organization.plan');
    expect(audit?.before.planName).toBeNull();
    expect(audit?.after).toMatchObject({ planId: plan?.id, planName: 'Practice' });

    const listed = await call(t, platform, 'GET', '/admin/organizations?q=Plan%20Change');
    expect(listed.json().data).toMatchObject([
      { id: other.orgId, plan: { id: plan?.id, name: 'Practice' }, usedBytes: 0, quotaBytes: 50 * 1024 * MB },
    ]);
    const mine = (await call(t, platform, 'GET', '/admin/organizations?q=Quota')).json().data[0];
    expect(mine.usedBytes).toBe(await usedBytes());

    const unknown = await call(t, platform, 'PUT', `/admin/organizations/${other.orgId}/plan`, {
      planId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details.fields.planId).toBe('This plan no longer exists');
    const freed = await call(t, platform, 'PUT', `/admin/organizations/${other.orgId}/plan`, {
      planId: null,
    });
    expect(freed.json().data.plan).toBeNull();
    // The organization's own administrator cannot set a plan.
    const own = await call(t, other.admin.cookie, 'PUT', `/admin/organizations/${other.orgId}/plan`, {
      planId: plan?.id,
    });
    expect(own.statusCode).toBe(403);
  });

  it('pricing plans carry the quota: set on create, kept by an edit that leaves it out, refused out of range', async () => {
    const body = { name: 'Quota plan', price: 100, period: 'one-time', features: [], isPopular: false };
    const created = await call(t, platform, 'POST', '/admin/pricing-plans', {
      ...body,
      storageQuotaMb: 2048,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    expect(created.json().data.storageQuotaMb).toBe(2048);
    const edited = await call(t, platform, 'PUT', `/admin/pricing-plans/${id}`, { ...body, price: 150 });
    expect(edited.json().data.storageQuotaMb).toBe(2048);
    const plain = await call(t, platform, 'POST', '/admin/pricing-plans', { ...body, name: 'Default quota' });
    expect(plain.json().data.storageQuotaMb).toBe(1024);
    const zero = await call(t, platform, 'PUT', `/admin/pricing-plans/${id}`, { ...body, storageQuotaMb: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().error.details.fields.storageQuotaMb).toBe('The storage must be at least 1 MB');
    const listed = (await call(t, platform, 'GET', '/pricing-plans')).json().data;
    expect(listed.find((row: { id: string }) => row.id === id).storageQuotaMb).toBe(2048);
  });
});
