/**
 * Two API instances on one database, both with their files in one S3-compatible bucket (issue 26,
 * "shared files"): what is uploaded through one downloads through the other, byte for byte and with the
 * same headers; a row that fails to be written leaves no object behind; a replaced logo's old object
 * goes once the new one is committed; nothing is written to the local upload folder.
 */
import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, users } from '../db/schema';
import { multipart, TINY_PNG } from './http';
import { call, newOrganization, type OrganizationFixture, sendForm } from './org-fixture';
import { type S3Server, startS3Server } from './s3-server';
import { createTestApp, secondAppOnSameDatabase, type TestApp } from './test-app';

let s3: S3Server;
let t: TestApp;
let other: Awaited<ReturnType<typeof secondAppOnSameDatabase>>;
let org: OrganizationFixture;
let taskId: string;

beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({ config: { storage: s3.config } });
  other = await secondAppOnSameDatabase(t);
  org = await newOrganization(t, 'Bucket & Co');
  const task = await call(t, org.admin.cookie, 'POST', '/tasks', {
    customerId: await org.customer('Kaveri Foods'),
    assigneeId: org.admin.id,
    title: 'File the returns',
    dueDate: '2031-05-20',
  });
  expect(task.statusCode, task.body).toBe(201);
  taskId = task.json().data.id;
});
afterAll(async () => {
  await other?.close();
  await t?.close();
  await s3?.close();
});

const on = (instance: { app: TestApp['app'] }) => ({ ...t, app: instance.app }) as TestApp;

const attach = (data: Buffer, name: string) =>
  sendForm(t, org.admin.cookie, 'POST', `/tasks/${taskId}/attachments`, {
    fileName: name,
    file: { name, type: 'application/octet-stream', data },
  });

describe('files in a bucket shared by two instances', () => {
  it('a task attachment uploaded through one downloads through the other, the same', async () => {
    const csv = Buffer.from('Date,Narration,Debit,Credit\n01/04/2026,NEFT ACME,,1200.00\n');
    // Past one 5 MB part: the upload goes to the bucket in parts, streamed from the request.
    const large = Buffer.concat([csv, Buffer.alloc(6 * 1024 * 1024, 'a')]);
    for (const [name, bytes] of [
      ['statement.csv', csv],
      ['ledger.csv', large],
    ] as const) {
      const added = await attach(bytes, name);
      expect(added.statusCode, added.body).toBe(201);
      const url = added.json().data.url.replace('/api/v1', '');
      const [here, there] = [
        await call(t, org.admin.cookie, 'GET', url),
        await call(on(other), org.admin.cookie, 'GET', url),
      ];
      expect(there.statusCode).toBe(200);
      expect(there.rawPayload.equals(bytes)).toBe(true);
      for (const header of [
        'content-type',
        'content-disposition',
        'x-content-type-options',
        'content-length',
      ]) {
        expect(there.headers[header], header).toBe(here.headers[header]);
      }
      expect(there.headers['content-type']).toBe('text/csv');
      expect(there.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
      expect(there.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('an avatar and a logo uploaded through one are read through the other', async () => {
    const form = await multipart({ avatar: { name: 'me.png', type: 'image/png', data: TINY_PNG } });
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me/avatar',
      headers: { cookie: org.admin.cookie, ...form.headers },
      payload: form.payload,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const avatar = await call(on(other), org.admin.cookie, 'GET', `/users/${org.admin.id}/avatar`);
    expect(avatar.statusCode).toBe(200);
    expect(avatar.rawPayload.equals(TINY_PNG)).toBe(true);
    expect(avatar.headers['content-type']).toBe('image/png');
    expect(avatar.headers['content-disposition']).toBe('inline; filename="avatar"');

    const settings = {
      name: 'Bucket & Co',
      timeZone: 'Asia/Kolkata',
      workWeek: '1,2,3,4,5',
      currency: 'INR',
    };
    const logo = { name: 'logo.png', type: 'image/png', data: TINY_PNG };
    for (let round = 0; round < 2; round++) {
      const updated = await sendForm(t, org.admin.cookie, 'PATCH', '/organizations/current', {
        ...settings,
        logo,
      });
      expect(updated.statusCode, updated.body).toBe(200);
    }
    const read = await call(on(other), org.admin.cookie, 'GET', '/organizations/current/logo');
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(TINY_PNG)).toBe(true);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.headers['content-disposition']).toBe('inline; filename="logo"');

    // The replaced photo and logo went once their replacements were committed: each row's key is all
    // that is left of it in the bucket.
    const [row] = await t.db
      .select({ logoFile: organizations.logoFile })
      .from(organizations)
      .where(sql`${organizations.id} = ${org.orgId}`);
    expect(await s3.keys('logos/')).toEqual([row?.logoFile]);
    const avatars = await t.db.select({ file: users.avatarFile }).from(users);
    expect(await s3.keys('avatars/')).toEqual(avatars.map((user) => user.file).sort());
  });

  it('a failed row write removes the object just stored', async () => {
    const before = await s3.keys('task-attachments/');
    // The attachment's insert fails inside its transaction, after the file went to the bucket.
    await t.db.execute(sql`
      create function refuse_attachment() returns trigger language plpgsql as $$
      begin raise exception 'attachment refused by the test'; end $$`);
    await t.db.execute(sql`
      create trigger refuse_attachment before insert on task_attachments
      for each row execute function refuse_attachment()`);
    try {
      const refused = await attach(Buffer.from('Date,Amount\n01/04/2026,10\n'), 'refused.csv');
      expect(refused.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger refuse_attachment on task_attachments`);
      await t.db.execute(sql`drop function refuse_attachment()`);
    }
    expect(await s3.keys('task-attachments/')).toEqual(before);
  });

  it('writes nothing to the local upload folder', () => {
    expect(existsSync(t.config.uploadDir)).toBe(false);
  });
});
