/**
 * The client page (issue 41): what a client link shows and what the client may do there: send files per
 * item with the attachment rules, remove them, write a note, mark an item done; never touch what the firm
 * accepted, nor anything of another client or another firm.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  CLIENT_DONE_NEEDS_NOTE,
  CLIENT_FILE_NOT_FOUND,
  REQUEST_ITEM_ACCEPTED,
  REQUEST_ITEM_FILES_FULL,
  REQUEST_ITEM_FILES_MAX,
  REQUEST_ITEM_NOT_FOUND,
  REQUEST_NOT_OPEN,
  TASK_FILE_TYPE_MESSAGE,
  taskFileSizeMessage,
} from '@taskflow/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  clientLinks,
  clientRequestEvents,
  clientRequestFiles,
  clientRequestItems,
  clientRequests,
  customers,
  notifications,
  organizations,
  pricingPlans,
} from '../../db/schema';
import { multipart, TINY_PNG } from '../../test/http';
import { newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { queryRows } from '../../test/sql';
import { createTestApp, type TestApp } from '../../test/test-app';
import { issueClientLink } from './client-links';

let t: TestApp;
let org: OrganizationFixture;
let customerId: string;
let token: string;

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300, 0x20), Buffer.from('\n%%EOF\n')]);

beforeAll(async () => {
  t = await createTestApp();
  org = await newOrganization(t, 'Mehta & Associates');
  customerId = await org.customer('Kaveri Foods');
  token = (await linkFor(org.orgId, customerId)).token;
});
afterAll(() => t.close());

async function linkFor(orgId: string, forCustomer: string) {
  return issueClientLink(t.db, {
    orgId,
    customerId: forCustomer,
    requestId: null,
    sentTo: 'Ravi <ravi@kaveri.test>',
    createdById: null,
  });
}

/** A sent request to a client with its items (as the staff API stores one), answering its and their ids. */
async function newRequest(
  input: {
    orgId?: string;
    customer?: string;
    title?: string;
    status?: 'open' | 'complete' | 'cancelled';
    sent?: boolean;
    createdById?: string | null;
    items?: { name: string; wantsFile?: boolean; status?: string; returnReason?: string }[];
  } = {},
) {
  const orgId = input.orgId ?? org.orgId;
  const [request] = await t.db
    .insert(clientRequests)
    .values({
      organizationId: orgId,
      customerId: input.customer ?? customerId,
      title: input.title ?? 'GST documents for March',
      message: 'Please send these by the 10th.',
      dueOn: '2031-04-10',
      status: input.status ?? 'open',
      sentAt: input.sent === false ? null : sql`now()`,
      completedAt: input.status === 'complete' ? sql`now()` : null,
      createdById: input.createdById === undefined ? org.admin.id : input.createdById,
    })
    .returning({ id: clientRequests.id });
  if (!request) throw new Error('No request');
  const items = await t.db
    .insert(clientRequestItems)
    .values(
      (input.items ?? [{ name: 'Sales register' }, { name: 'Bank statement' }]).map((item, position) => ({
        organizationId: orgId,
        requestId: request.id,
        position,
        name: item.name,
        note: position === 0 ? 'From Tally, as Excel' : null,
        wantsFile: item.wantsFile ?? true,
        status: item.status ?? 'pending',
        returnReason: item.returnReason ?? null,
      })),
    )
    .returning({ id: clientRequestItems.id });
  return { id: request.id, itemIds: items.map((item) => item.id) };
}

function client(method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object, linkToken = token) {
  return t.app.inject({
    method,
    url: `/api/v1/client-link${url}`,
    headers: { 'x-client-link': linkToken },
    ...(payload ? { payload } : {}),
  });
}

async function upload(itemId: string, name: string, data: Buffer | string, linkToken = token) {
  const form = await multipart({
    file: { name, type: 'application/octet-stream', data: Buffer.from(data) },
  });
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/client-link/items/${itemId}/files`,
    headers: { 'x-client-link': linkToken, ...form.headers },
    payload: form.payload,
  });
}

const storedFiles = async () =>
  (await readdir(join(t.config.uploadDir, 'client-request-files')).catch(() => [])).length;

async function itemRow(itemId: string) {
  const [row] = await t.db.select().from(clientRequestItems).where(eq(clientRequestItems.id, itemId));
  return row;
}

async function requestRow(requestId: string) {
  const [row] = await t.db.select().from(clientRequests).where(eq(clientRequests.id, requestId));
  return row;
}

async function usedBytes() {
  const [row] = await queryRows<{ used: number }>(
    t.db,
    sql`select used_bytes::float8 as used from organization_storage where organization_id = ${org.orgId}`,
  );
  return row?.used ?? 0;
}

// Each test starts with no requests of the client: what the page shows is what the test made.
beforeEach(async () => {
  await t.db.delete(clientRequests).where(eq(clientRequests.organizationId, org.orgId));
});

describe('GET /client-link: the client sees their own requests', () => {
  it('shows the firm, the client and their open requests with items, and nothing of anyone else', async () => {
    const open = await newRequest({ items: [{ name: 'Sales register' }, { name: 'Form 16' }] });
    const done = await newRequest({ title: 'TDS papers', status: 'complete', items: [{ name: 'Challan' }] });
    await newRequest({ title: 'Not sent yet', sent: false });
    await newRequest({ title: 'Cancelled', status: 'cancelled' });
    const longDone = await newRequest({ title: 'Old', status: 'complete' });
    await t.db
      .update(clientRequests)
      .set({ completedAt: sql`now() - interval '31 days'` })
      .where(eq(clientRequests.id, longDone.id));
    const otherClient = await org.customer('Ganga Textiles');
    await newRequest({ customer: otherClient, title: 'Another client’s' });

    const response = await client('GET', '');
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json().data;
    expect(page.firm).toEqual({ name: 'Mehta & Associates', hasLogo: false });
    expect(page.client).toEqual({ name: 'Kaveri Foods' });
    expect(page.requests.map((request: { title: string }) => request.title)).toEqual([
      'GST documents for March',
      'TDS papers',
    ]);
    expect(page.requests[0]).toEqual({
      id: open.id,
      title: 'GST documents for March',
      message: 'Please send these by the 10th.',
      dueOn: '2031-04-10',
      status: 'open',
      items: [
        {
          id: open.itemIds[0],
          name: 'Sales register',
          note: 'From Tally, as Excel',
          wantsFile: true,
          status: 'pending',
          clientNote: null,
          returnReason: null,
          submittedAt: null,
          files: [],
        },
        expect.objectContaining({ id: open.itemIds[1], name: 'Form 16' }),
      ],
    });
    expect(page.requests[1].id).toBe(done.id);
    // Nothing of the staff: no creator, no reviewer, no link ids.
    expect(response.body).not.toContain(org.admin.id);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('shows a returned item with its reason, and an accepted one as accepted', async () => {
    await newRequest({
      items: [
        { name: 'Bank statement', status: 'returned', returnReason: 'Page 3 is missing' },
        { name: 'Sales register', status: 'accepted', returnReason: 'An old reason' },
      ],
    });
    const items = (await client('GET', '')).json().data.requests[0].items;
    expect(items[0]).toMatchObject({ status: 'returned', returnReason: 'Page 3 is missing' });
    expect(items[1]).toMatchObject({ status: 'accepted', returnReason: null });
  });

  it('records when the link was used, at most once a minute', async () => {
    const link = await linkFor(org.orgId, customerId);
    const lastUsed = async () =>
      (await t.db.select().from(clientLinks).where(eq(clientLinks.id, link.id)))[0]?.lastUsedAt;
    expect(await lastUsed()).toBeNull();
    await client('GET', '', undefined, link.token);
    const first = await lastUsed();
    expect(first).toBeInstanceOf(Date);
    await client('GET', '', undefined, link.token);
    expect(await lastUsed()).toEqual(first);
    await t.db
      .update(clientLinks)
      .set({ lastUsedAt: sql`now() - interval '2 minutes'` })
      .where(eq(clientLinks.id, link.id));
    await client('GET', '', undefined, link.token);
    expect((await lastUsed())?.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("serves the firm's logo to the link, kept out of caches", async () => {
    expect((await client('GET', '/logo')).statusCode).toBe(404);
    await t.app.storage.put('logos/mehta.png', TINY_PNG, 'image/png');
    await t.db
      .update(organizations)
      .set({ logoFile: 'logos/mehta.png', logoMime: 'image/png' })
      .where(eq(organizations.id, org.orgId));
    const logo = await client('GET', '/logo');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['cache-control']).toBe('no-store');
    expect(logo.rawPayload.equals(TINY_PNG)).toBe(true);
    expect((await client('GET', '')).json().data.firm.hasLogo).toBe(true);
  });
});

describe('POST /client-link/items/:itemId/files: the attachment rules', () => {
  it('takes a PNG and a PDF: the item is submitted, the request complete once every item is in, the staff told once', async () => {
    const responsible = await org.member('Manager', { name: 'Rhea Responsible' });
    await t.db.update(customers).set({ responsibleId: responsible.id }).where(eq(customers.id, customerId));
    const request = await newRequest();
    const [sales, bank] = request.itemIds as [string, string];
    const before = await usedBytes();

    const first = await upload(sales, 'sales-march.png', TINY_PNG);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({
      id: sales,
      status: 'submitted',
      files: [{ fileName: 'sales-march.png', mime: 'image/png', sizeBytes: TINY_PNG.length }],
    });
    expect(first.body).not.toContain('client-request-files/');
    expect((await requestRow(request.id))?.status).toBe('open');
    expect(await usedBytes()).toBe(before + TINY_PNG.length);

    const second = await upload(bank, 'statement.pdf', PDF);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().data.files[0].mime).toBe('application/pdf');
    const complete = await requestRow(request.id);
    expect(complete?.status).toBe('complete');
    expect(complete?.completedAt).toBeInstanceOf(Date);
    expect(await usedBytes()).toBe(before + TINY_PNG.length + PDF.length);

    const events = await t.db
      .select({ kind: clientRequestEvents.kind, detail: clientRequestEvents.detail })
      .from(clientRequestEvents)
      .where(eq(clientRequestEvents.requestId, request.id));
    expect(events).toEqual([
      { kind: 'uploaded', detail: 'sales-march.png' },
      { kind: 'uploaded', detail: 'statement.pdf' },
    ]);
    // One notice each to the request's creator and the client's responsible member for the burst.
    const notices = await t.db
      .select({ userId: notifications.userId, title: notifications.title, link: notifications.link })
      .from(notifications)
      .where(and(eq(notifications.organizationId, org.orgId), eq(notifications.kind, 'client_uploaded')));
    expect(notices.map((notice) => notice.userId).sort()).toEqual([org.admin.id, responsible.id].sort());
    expect(notices[0]).toMatchObject({
      title: 'Kaveri Foods sent documents for “GST documents for March”',
      link: `/app/requests/${request.id}`,
    });
    await t.db.update(customers).set({ responsibleId: null }).where(eq(customers.id, customerId));
  });

  it.each([
    ['an HTML page', '<!DOCTYPE html><html><body><script>alert(1)</script></body></html>', 'page.html'],
    ['an SVG with a script', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'logo.svg'],
    ['a Windows program', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]), 'setup.exe'],
    ['a program renamed .pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]), 'invoice.pdf'],
    ['an HTML page renamed .pdf', '<html><body onload="steal()">Invoice</body></html>', 'invoice.pdf'],
  ])('refuses %s by its content, and keeps nothing of it', async (_label, data, name) => {
    const { itemIds } = await newRequest();
    const files = await storedFiles();
    const bytes = await usedBytes();
    const response = await upload(itemIds[0] as string, name, data);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields.file).toBe(TASK_FILE_TYPE_MESSAGE);
    expect(await storedFiles()).toBe(files);
    expect(await usedBytes()).toBe(bytes);
    expect((await itemRow(itemIds[0] as string))?.status).toBe('pending');
  });

  it("refuses a file past the firm's size limit while it streams, storing none of it", async () => {
    await t.db.update(organizations).set({ attachmentMaxMb: 1 }).where(eq(organizations.id, org.orgId));
    const { itemIds } = await newRequest();
    const files = await storedFiles();
    const response = await upload(itemIds[0] as string, 'big.txt', Buffer.alloc(2 * 1024 * 1024, 'a'));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields.file).toBe(taskFileSizeMessage(1));
    expect(await storedFiles()).toBe(files);
    await t.db.update(organizations).set({ attachmentMaxMb: 25 }).where(eq(organizations.id, org.orgId));
  });

  it("answers 409 past the organization's storage quota", async () => {
    const [plan] = await t.db
      .insert(pricingPlans)
      .values({ name: 'Tiny', price: 1, period: 'one-time', storageQuotaMb: 1 })
      .returning({ id: pricingPlans.id });
    await t.db.update(organizations).set({ planId: plan?.id }).where(eq(organizations.id, org.orgId));
    const { itemIds } = await newRequest();
    const files = await storedFiles();
    const full = await upload(itemIds[0] as string, 'big.txt', Buffer.alloc(1024 * 1024 + 10, 'a'));
    expect(full.statusCode).toBe(409);
    expect(full.json().error.details.fields.file).toMatch(/storage/i);
    expect(await storedFiles()).toBe(files);
    await t.db.update(organizations).set({ planId: null }).where(eq(organizations.id, org.orgId));
  });

  it(`holds at most ${REQUEST_ITEM_FILES_MAX} files an item`, async () => {
    const { id, itemIds } = await newRequest();
    const itemId = itemIds[0] as string;
    await t.db.insert(clientRequestFiles).values(
      Array.from({ length: REQUEST_ITEM_FILES_MAX }, (_, n) => ({
        organizationId: org.orgId,
        requestId: id,
        itemId,
        fileName: `page-${n}.png`,
        file: `client-request-files/none-${n}`,
        mime: 'image/png',
        sizeBytes: 1,
      })),
    );
    const response = await upload(itemId, 'one-more.png', TINY_PNG);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields.file).toBe(REQUEST_ITEM_FILES_FULL);
  });
});

describe('what the firm accepted, and what is not this client’s', () => {
  it('refuses every change to an accepted item: no upload, no removal, no note, no done', async () => {
    const { id, itemIds } = await newRequest({ items: [{ name: 'Form 16', status: 'accepted' }] });
    const itemId = itemIds[0] as string;
    const [file] = await t.db
      .insert(clientRequestFiles)
      .values({
        organizationId: org.orgId,
        requestId: id,
        itemId,
        fileName: 'form16.pdf',
        file: 'client-request-files/accepted',
        mime: 'application/pdf',
        sizeBytes: 10,
      })
      .returning({ id: clientRequestFiles.id });
    for (const response of [
      await upload(itemId, 'new.png', TINY_PNG),
      await client('DELETE', `/items/${itemId}/files/${file?.id}`),
      await client('PATCH', `/items/${itemId}`, { note: 'changed' }),
      await client('PATCH', `/items/${itemId}`, { done: true }),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe(REQUEST_ITEM_ACCEPTED);
    }
    expect(
      await t.db.select().from(clientRequestFiles).where(eq(clientRequestFiles.itemId, itemId)),
    ).toHaveLength(1);
  });

  it("answers 404 for another client's item, another firm's, and a file of another item", async () => {
    const otherClient = await org.customer('Yamuna Traders');
    const theirs = await newRequest({ customer: otherClient });
    const elsewhere = await newOrganization(t, 'Another Firm LLP');
    const elsewhereCustomer = await elsewhere.customer('Kaveri Foods');
    const foreign = await newRequest({
      orgId: elsewhere.orgId,
      customer: elsewhereCustomer,
      createdById: elsewhere.admin.id,
    });
    for (const itemId of [theirs.itemIds[0], foreign.itemIds[0], 'not-a-uuid']) {
      for (const response of [
        await upload(itemId as string, 'a.png', TINY_PNG),
        await client('PATCH', `/items/${itemId}`, { done: true }),
        await client('DELETE', `/items/${itemId}/files/${crypto.randomUUID()}`),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().error.message).toBe(REQUEST_ITEM_NOT_FOUND);
      }
    }
    // A file of another client's item cannot be removed through one's own item.
    const mine = await newRequest();
    const [theirFile] = await t.db
      .insert(clientRequestFiles)
      .values({
        organizationId: org.orgId,
        requestId: theirs.id,
        itemId: theirs.itemIds[0] as string,
        fileName: 'theirs.pdf',
        file: 'client-request-files/theirs',
        mime: 'application/pdf',
        sizeBytes: 10,
      })
      .returning({ id: clientRequestFiles.id });
    const removal = await client('DELETE', `/items/${mine.itemIds[0]}/files/${theirFile?.id}`);
    expect(removal.statusCode).toBe(404);
    expect(removal.json().error.message).toBe(CLIENT_FILE_NOT_FOUND);
    expect(
      await t.db
        .select()
        .from(clientRequestFiles)
        .where(eq(clientRequestFiles.id, theirFile?.id as string)),
    ).toHaveLength(1);
  });

  it('refuses changes to a cancelled request with its own message', async () => {
    const { itemIds } = await newRequest({ status: 'cancelled' });
    const response = await client('PATCH', `/items/${itemIds[0]}`, { note: 'here it is' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(REQUEST_NOT_OPEN);
  });
});

describe('removing a file, a note, done', () => {
  it('a removed file leaves storage; the item with no file left is pending again, and its request open', async () => {
    const { id, itemIds } = await newRequest({ items: [{ name: 'Bank statement' }] });
    const itemId = itemIds[0] as string;
    const bytes = await usedBytes();
    const sent = await upload(itemId, 'statement.pdf', PDF);
    expect((await requestRow(id))?.status).toBe('complete');
    const fileId = sent.json().data.files[0].id;
    const removed = await client('DELETE', `/items/${itemId}/files/${fileId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data).toMatchObject({ status: 'pending', files: [], submittedAt: null });
    expect(await usedBytes()).toBe(bytes);
    const reopened = await requestRow(id);
    expect(reopened?.status).toBe('open');
    expect(reopened?.completedAt).toBeNull();
    // The firm's record keeps what was sent and what was taken back.
    const events = await t.db
      .select({ kind: clientRequestEvents.kind, detail: clientRequestEvents.detail })
      .from(clientRequestEvents)
      .where(eq(clientRequestEvents.requestId, id))
      .orderBy(clientRequestEvents.createdAt);
    expect(events.filter((event) => event.kind !== 'sent')).toEqual([
      { kind: 'uploaded', detail: 'statement.pdf' },
      { kind: 'file_removed', detail: 'statement.pdf' },
    ]);
  });

  it('keeps an item marked done submitted when its last file goes', async () => {
    const { itemIds } = await newRequest({ items: [{ name: 'Rent receipts' }] });
    const itemId = itemIds[0] as string;
    const sent = await upload(itemId, 'rent.png', TINY_PNG);
    expect((await client('PATCH', `/items/${itemId}`, { done: true })).statusCode).toBe(200);
    const removed = await client('DELETE', `/items/${itemId}/files/${sent.json().data.files[0].id}`);
    expect(removed.json().data.status).toBe('submitted');
  });

  it('saves a note without submitting; done needs a file or a note where a file was asked', async () => {
    const { id, itemIds } = await newRequest({
      items: [{ name: 'Form 16' }, { name: 'Confirm no new loans', wantsFile: false }],
    });
    const [form16, confirm] = itemIds as [string, string];

    const noted = await client('PATCH', `/items/${form16}`, { note: '  Employer sends it next week  ' });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json().data).toMatchObject({ status: 'pending', clientNote: 'Employer sends it next week' });

    const cleared = await client('PATCH', `/items/${form16}`, { note: null });
    expect(cleared.json().data.clientNote).toBeNull();
    const bare = await client('PATCH', `/items/${form16}`, { done: true });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.details.fields.note).toBe(CLIENT_DONE_NEEDS_NOTE);
    const tooLong = await client('PATCH', `/items/${form16}`, { note: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.details.fields.note).toMatch(/at most 2000/);

    const none = await client('PATCH', `/items/${form16}`, { note: 'No Form 16 this year', done: true });
    expect(none.json().data).toMatchObject({ status: 'submitted', clientNote: 'No Form 16 this year' });
    expect((await requestRow(id))?.status).toBe('open');

    const done = await client('PATCH', `/items/${confirm}`, { done: true });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.status).toBe('submitted');
    expect((await requestRow(id))?.status).toBe('complete');
    const kinds = await t.db
      .select({ kind: clientRequestEvents.kind, detail: clientRequestEvents.detail })
      .from(clientRequestEvents)
      .where(eq(clientRequestEvents.requestId, id));
    expect(kinds).toEqual([
      { kind: 'submitted', detail: 'No Form 16 this year' },
      { kind: 'submitted', detail: null },
    ]);
  });

  it('a returned item sent again is submitted, and no longer shows the reason', async () => {
    const { itemIds } = await newRequest({
      items: [{ name: 'Bank statement', status: 'returned', returnReason: 'Page 3 is missing' }],
    });
    const response = await upload(itemIds[0] as string, 'all-pages.pdf', PDF);
    expect(response.json().data).toMatchObject({ status: 'submitted', returnReason: null });
  });
});
