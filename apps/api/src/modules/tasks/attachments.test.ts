import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { TASK_FILE_TYPE_MESSAGE } from '@taskflow/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema';
import { TINY_PNG } from '../../test/http';
import { call, newOrganization, type OrganizationFixture, sendForm } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let org: OrganizationFixture;
let taskId: string;

const SETTINGS = { name: 'Ledger & Co', timeZone: 'Asia/Kolkata', workWeek: '1,2,3,4,5', currency: 'INR' };

beforeAll(async () => {
  t = await createTestApp();
  org = await newOrganization(t, 'Ledger & Co');
  const [customer] = await t.db
    .insert(customers)
    .values({
      organizationId: org.orgId,
      businessName: 'Kaveri Foods',
      email: 'k@example.com',
      address: '1 Road',
    })
    .returning({ id: customers.id });
  const task = await call(t, org.admin.cookie, 'POST', '/tasks', {
    customerId: customer?.id,
    assigneeId: org.admin.id,
    title: 'Bank reconciliation',
    dueDate: '2031-05-20',
  });
  taskId = task.json().data.id;
});
afterAll(() => t.close());

const attach = (data: Buffer | string, name: string, cookie = org.admin.cookie) =>
  sendForm(t, cookie, 'POST', `/tasks/${taskId}/attachments`, {
    fileName: name,
    file: { name, type: 'application/octet-stream', data: Buffer.from(data) },
  });

describe('task attachments for accounting work', () => {
  it.each([
    ['statement.csv', 'Date,Narration,Debit,Credit\n01/04/2026,NEFT ACME,,1200.00\n', 'text/csv'],
    ['notes.txt', 'Ask the client for the March bank statement.\n', 'text/plain'],
    ['ledger.json', '{"account":"Cash","balance":1200}', 'application/json'],
    ['tally.xml', '<?xml version="1.0"?><ENVELOPE><BODY/></ENVELOPE>', 'application/xml'],
    [
      'logo.svg',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>',
      'image/svg+xml',
    ],
    ['scan.png', TINY_PNG, 'image/png'],
  ])('accepts %s as %s… by its content', async (name, data, mime) => {
    const response = await attach(data, name);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.mime).toBe(mime);
  });

  it.each([
    ['an HTML page renamed .txt', '<!DOCTYPE html><html><body>Hi</body></html>', 'readme.txt'],
    ['HTML without a doctype renamed .csv', 'name\n<script>alert(1)</script>', 'rows.csv'],
    [
      'an SVG with a script',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      'a.svg',
    ],
    ['an SVG with an onload handler', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'b.svg'],
    ['a Windows program renamed .pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]), 'invoice.pdf'],
    [
      'a Linux program renamed .txt',
      Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(200)]),
      'x.txt',
    ],
    ['a shell script renamed .txt', '#!/bin/sh\nrm -rf /\n', 'run.txt'],
  ])('refuses %s', async (_label, data, name) => {
    const response = await attach(data, name);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields.file).toBe(TASK_FILE_TYPE_MESSAGE);
  });

  it('leaves nothing on disk for a refused file', async () => {
    const dir = join(t.config.uploadDir, 'task-attachments');
    const before = (await readdir(dir)).length;
    expect((await attach('<html><body>x</body></html>', 'x.txt')).statusCode).toBe(400);
    expect((await readdir(dir)).length).toBe(before);
  });

  it("takes the size limit from the organization's setting (default 25 MB), editable in its settings", async () => {
    const current = await call(t, org.admin.cookie, 'GET', '/organizations/current');
    expect(current.json().data.attachmentMaxMb).toBe(25);
    const sixMb = Buffer.alloc(6 * 1024 * 1024, 'a');
    expect((await attach(sixMb, 'big.txt')).statusCode).toBe(201);

    const invalid = await sendForm(t, org.admin.cookie, 'PATCH', '/organizations/current', {
      ...SETTINGS,
      attachmentMaxMb: '500',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.details.fields.attachmentMaxMb).toBe('Attachments can be at most 100 MB');
    const saved = await sendForm(t, org.admin.cookie, 'PATCH', '/organizations/current', {
      ...SETTINGS,
      attachmentMaxMb: '5',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.attachmentMaxMb).toBe(5);

    const tooBig = await attach(sixMb, 'big.txt');
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error.details.fields.file).toBe('Attachments must be at most 5 MB');
    expect((await attach(Buffer.alloc(4 * 1024 * 1024, 'b'), 'ok.txt')).statusCode).toBe(201);

    // A form that predates the setting leaves it as it was.
    const untouched = await sendForm(t, org.admin.cookie, 'PATCH', '/organizations/current', SETTINGS);
    expect(untouched.json().data.attachmentMaxMb).toBe(5);
  });

  it('serves every download as an attachment the browser must not sniff', async () => {
    const stored = await attach('<?xml version="1.0"?><a/>', 'books "FY26".xml');
    const download = await t.app.inject({
      url: stored.json().data.url,
      headers: { cookie: org.admin.cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="books _FY26_.xml"');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-type']).toMatch(/^application\/xml/);
    expect(download.body).toBe('<?xml version="1.0"?><a/>');
  });
});
