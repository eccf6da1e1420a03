/** The staff's requests API (issue 41): making, reading, editing, sending, nudging, links and settings. */
import {
  CLIENT_LINK_DAYS_INVALID,
  REQUEST_CONTACTS_INVALID,
  REQUEST_ITEM_KEPT,
  REQUEST_ITEMS_REQUIRED,
  REQUEST_JOB_INVALID,
  REQUEST_NO_RECIPIENT,
  REQUEST_NOT_OPEN,
  REQUEST_NOT_SENT,
  REQUEST_NOTHING_OWED,
  REQUEST_TITLE_REQUIRED,
} from '@taskflow/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientLinks, clientRequests, customers } from '../../db/schema';
import { call, newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { type RequestFixture, requestFixture, tokenInMail } from '../../test/request-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { openClientLink } from './client-links';

let t: TestApp;
let org: OrganizationFixture;
let fx: RequestFixture;

beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: 'https://taskflow.example' } });
  org = await newOrganization(t, 'Mehta & Co Chartered Accountants');
  fx = requestFixture(t, org);
});
afterAll(() => t.close());

const as = (cookie: string) => ({
  get: (url: string) => call(t, cookie, 'GET', url),
  post: (url: string, body?: unknown) => call(t, cookie, 'POST', url, body ?? {}),
  patch: (url: string, body: unknown) => call(t, cookie, 'PATCH', url, body),
});
const admin = () => as(org.admin.cookie);

const body = (customerId: string, extra: Record<string, unknown> = {}) => ({
  customerId,
  title: 'September GST documents',
  message: 'Please send these before the 10th.\nThank you.',
  dueOn: '2026-10-10',
  items: [{ name: 'Sales register', note: 'Excel or PDF' }, { name: 'Bank statement' }],
  ...extra,
});

describe('making and sending a request', () => {
  it('mails the chosen contact a link that opens the client, answers the link and WhatsApp once, and lists it', async () => {
    const { customerId, contactIds } = await fx.client('Sharma Textiles', [
      { name: 'Ravi Mehta', email: 'ravi@sharma.test', whatsapp: '+91 98230 55667' },
      { name: 'Asha Rao', email: 'asha@sharma.test', receivesRequests: false },
    ]);
    const { jobId } = await fx.job(customerId);
    const created = await admin().post('/requests', body(customerId, { jobId }));
    expect(created.statusCode, created.body).toBe(201);
    const { data, sent } = created.json();
    expect(data).toMatchObject({
      customer: { id: customerId, name: 'Sharma Textiles' },
      job: { id: jobId },
      status: 'open',
      itemCount: 2,
      openCount: 2,
      toReviewCount: 0,
      contactIds: [contactIds[0]],
      remindDaysBefore: [7, 3, 1],
      remindEveryDaysAfter: 3,
    });
    expect(data.sentAt).not.toBeNull();
    expect(data.items.map((item: { name: string; status: string }) => [item.name, item.status])).toEqual([
      ['Sales register', 'pending'],
      ['Bank statement', 'pending'],
    ]);
    expect(
      data.events.map((event: { kind: string; actorName: string }) => [event.kind, event.actorName]),
    ).toEqual([['sent', 'Ada Admin']]);
    expect(sent.sentTo).toEqual(['Ravi Mehta <ravi@sharma.test>']);
    // Only the chosen contact (receivesRequests) is mailed; the other contact gets nothing.
    expect(await fx.mailsTo('asha@sharma.test')).toEqual([]);
    const [mail] = await fx.mailsTo('ravi@sharma.test');
    expect(mail?.subject).toBe('Your accounting firm has asked you for documents');
    expect(mail?.text).toContain('"Mehta & Co Chartered Accountants"');
    expect(mail?.text).toContain('"Sharma Textiles"');
    expect(mail?.text).toContain('by 10 Oct 2026');
    expect(mail?.text).toContain('"Excel or PDF"');
    expect(mail?.text).toContain("You don't need an account or password.");
    expect(mail?.text).toContain('  > Please send these before the 10th.\n  > Thank you.');
    const token = tokenInMail(mail?.text ?? '');
    expect(sent.linkUrl).toBe(`https://taskflow.example/client#${token}`);
    expect(await openClientLink(t.db, token)).toMatchObject({ orgId: org.orgId, customerId });
    // The link itself is stored nowhere (its hash only), and the WhatsApp message carries it.
    const links = await t.db.select().from(clientLinks).where(eq(clientLinks.customerId, customerId));
    expect(JSON.stringify(links)).not.toContain(token);
    expect(sent.whatsapp).toEqual([
      {
        contactName: 'Ravi Mehta',
        phone: '+91 98230 55667',
        url: expect.stringMatching(/^https:\/\/wa\.me\/919823055667\?text=/),
      },
    ]);
    expect(decodeURIComponent(sent.whatsapp[0].url.split('?text=')[1])).toContain(sent.linkUrl);
    // The detail read later carries no link.
    const read = await admin().get(`/requests/${data.id}`);
    expect(read.body).not.toContain(token);

    const listed = await admin().get('/requests?q=sharma');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.map((row: { id: string }) => row.id)).toEqual([data.id]);
    expect(listed.json().meta).toEqual({ page: 1, pageSize: 25, total: 1 });
    const byJob = await admin().get(`/requests?jobId=${jobId}&status=all`);
    expect(byJob.json().data).toHaveLength(1);
    const none = await admin().get('/requests?status=complete&q=sharma');
    expect(none.json().data).toEqual([]);
  });

  it("falls back to the client's own email, and keeps an unsent request unsent", async () => {
    const { customerId } = await fx.client('No Contacts Ltd', []);
    const created = await admin().post('/requests', body(customerId, { send: false }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().sent).toBeNull();
    expect(created.json().data).toMatchObject({ sentAt: null, contactIds: [] });
    const sent = await admin().post(`/requests/${created.json().data.id}/send`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().sent.sentTo).toEqual(['No Contacts Ltd <accounts@customer.test>']);
    expect(sent.json().sent.whatsapp).toEqual([]);
  });

  it('refuses bad fields, another client’s job and contacts, another firm’s client, and a client it cannot reach', async () => {
    const { customerId } = await fx.client('Kulkarni Foods');
    const other = await fx.client('Nair Traders');
    const { jobId: othersJob } = await fx.job(other.customerId);

    const empty = await admin().post('/requests', { customerId, title: ' ', dueOn: '', items: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details.fields).toMatchObject({
      title: REQUEST_TITLE_REQUIRED,
      items: REQUEST_ITEMS_REQUIRED,
    });

    const crossJob = await admin().post('/requests', body(customerId, { jobId: othersJob }));
    expect(crossJob.statusCode).toBe(400);
    expect(crossJob.json().error.details.fields).toEqual({ jobId: REQUEST_JOB_INVALID });

    const crossContact = await admin().post('/requests', body(customerId, { contactIds: other.contactIds }));
    expect(crossContact.statusCode).toBe(400);
    expect(crossContact.json().error.details.fields).toEqual({ contactIds: REQUEST_CONTACTS_INVALID });

    const rival = await newOrganization(t, 'Rival LLP');
    const foreign = await as(rival.admin.cookie).post('/requests', body(customerId));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.details.fields).toHaveProperty('customerId');

    const mine = await admin().post('/requests', body(customerId, { send: false }));
    const id = mine.json().data.id;
    for (const [method, url] of [
      ['get', `/requests/${id}`],
      ['post', `/requests/${id}/send`],
      ['post', `/requests/${id}/cancel`],
    ] as const) {
      const response = await as(rival.admin.cookie)[method](url);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }

    const unreachable = await fx.client('Silent Ltd', [{ name: 'No one' }]);
    await t.db.update(customers).set({ email: '' }).where(eq(customers.id, unreachable.customerId));
    const before = await t.db
      .select()
      .from(clientRequests)
      .where(eq(clientRequests.customerId, unreachable.customerId));
    const refused = await admin().post('/requests', body(unreachable.customerId));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details.fields).toEqual({ contactIds: REQUEST_NO_RECIPIENT });
    // Nothing is left behind by a request that could not be sent.
    const after = await t.db
      .select()
      .from(clientRequests)
      .where(eq(clientRequests.customerId, unreachable.customerId));
    expect(after).toEqual(before);
  });
});

describe('client links', () => {
  it('makes a new link per send, the old one live until revoked; lists them without the token', async () => {
    const { customerId } = await fx.client('Link Test Pvt Ltd', [
      { name: 'Meera', email: 'meera@link.test' },
    ]);
    const created = await admin().post('/requests', body(customerId));
    const id = created.json().data.id;
    const again = await admin().post(`/requests/${id}/send`);
    expect(again.statusCode, again.body).toBe(200);
    const [first, second] = (await fx.mailsTo('meera@link.test')).map((mail) => tokenInMail(mail.text));
    expect(first).not.toBe(second);
    expect(await openClientLink(t.db, first)).not.toBeNull();
    expect(await openClientLink(t.db, second)).not.toBeNull();

    const listed = await admin().get(`/customers/${customerId}/client-links`);
    expect(listed.statusCode, listed.body).toBe(200);
    const links = listed.json().data;
    expect(links).toHaveLength(2);
    expect(links[0]).toMatchObject({
      requestId: id,
      sentTo: 'Meera <meera@link.test>',
      isLive: true,
      revokedAt: null,
    });
    expect(Object.keys(links[0]).sort()).toEqual(
      ['createdAt', 'expiresAt', 'id', 'isLive', 'lastUsedAt', 'requestId', 'revokedAt', 'sentTo'].sort(),
    );
    expect(listed.body).not.toContain(first);

    const oldest = links[1].id;
    const revoked = await admin().post(`/customers/${customerId}/client-links/${oldest}/revoke`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().data).toMatchObject({ id: oldest, isLive: false });
    expect(await openClientLink(t.db, first)).toBeNull();
    expect(await openClientLink(t.db, second)).not.toBeNull();
    // Revoking again changes nothing and records nothing more.
    await admin().post(`/customers/${customerId}/client-links/${oldest}/revoke`);
    const detail = await admin().get(`/requests/${id}`);
    expect(detail.json().data.events.map((event: { kind: string }) => event.kind)).toEqual([
      'sent',
      'sent',
      'link_revoked',
    ]);

    const rival = await newOrganization(t, 'Another Firm');
    const foreignList = await as(rival.admin.cookie).get(`/customers/${customerId}/client-links`);
    expect(foreignList.statusCode).toBe(404);
    const foreignRevoke = await as(rival.admin.cookie).post(
      `/customers/${customerId}/client-links/${links[0].id}/revoke`,
    );
    expect(foreignRevoke.statusCode).toBe(404);
    expect(await openClientLink(t.db, second)).not.toBeNull();
  });

  it('reads and sets how long new links work', async () => {
    expect((await admin().get('/requests/settings')).json()).toEqual({ data: { clientLinkDays: 30 } });
    const bad = await admin().patch('/requests/settings', { clientLinkDays: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fields).toEqual({ clientLinkDays: CLIENT_LINK_DAYS_INVALID });
    const set = await admin().patch('/requests/settings', { clientLinkDays: 7 });
    expect(set.json()).toEqual({ data: { clientLinkDays: 7 } });
    const { customerId } = await fx.client('Seven Days Ltd');
    const created = await admin().post('/requests', body(customerId));
    const days = (Date.parse(created.json().sent.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    await admin().patch('/requests/settings', { clientLinkDays: 30 });
  });
});

describe('editing, cancelling, nudging and pausing', () => {
  it('replaces items by id, keeps an item with files, and refuses changes once cancelled', async () => {
    const { customerId } = await fx.client('Edit Me LLP');
    const { requestId, itemIds } = await fx.request(customerId, {
      items: ['Sales register', 'Bank statement', 'Form 16'],
    });
    await fx.submit(requestId, itemIds[1] as string, [{ name: 'statement.pdf' }]);

    const dropped = await admin().patch(`/requests/${requestId}`, {
      items: [{ id: itemIds[0], name: 'Sales register' }],
    });
    expect(dropped.statusCode, dropped.body).toBe(400);
    expect(dropped.json().error.details.fields).toEqual({ items: REQUEST_ITEM_KEPT });

    const edited = await admin().patch(`/requests/${requestId}`, {
      title: 'Q2 documents',
      dueOn: '2026-10-15',
      remindDaysBefore: [1, 5, 5],
      items: [
        { id: itemIds[1], name: 'Bank statement (all accounts)' },
        { id: itemIds[0], name: 'Sales register', note: 'Excel please' },
        { name: 'Purchase register', wantsFile: true },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const data = edited.json().data;
    expect(data).toMatchObject({ title: 'Q2 documents', dueOn: '2026-10-15', remindDaysBefore: [5, 1] });
    expect(
      data.items.map((item: { id: string; name: string; status: string }) => [item.name, item.status]),
    ).toEqual([
      ['Bank statement (all accounts)', 'submitted'],
      ['Sales register', 'pending'],
      ['Purchase register', 'pending'],
    ]);
    expect(data.items[0].id).toBe(itemIds[1]);
    expect(data.items[0].files.map((file: { fileName: string }) => file.fileName)).toEqual(['statement.pdf']);

    // Only the submitted item left: everything is in.
    const onlyIn = await admin().patch(`/requests/${requestId}`, {
      items: [{ id: itemIds[1], name: 'Bank statement' }],
    });
    expect(onlyIn.json().data).toMatchObject({ status: 'complete', openCount: 0, toReviewCount: 1 });
    expect(onlyIn.json().data.completedAt).not.toBeNull();

    const cancelled = await admin().post(`/requests/${requestId}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.status).toBe('cancelled');
    for (const response of [
      await admin().patch(`/requests/${requestId}`, { title: 'Late' }),
      await admin().post(`/requests/${requestId}/send`),
      await admin().post(`/requests/${requestId}/cancel`),
      await admin().post(`/requests/${requestId}/nudge`),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(REQUEST_NOT_OPEN);
    }
  });

  it('nudges only a sent request that owes something, and pauses and resumes reminders', async () => {
    const { customerId } = await fx.client('Nudge Co', [{ name: 'Kiran', email: 'kiran@nudge.test' }]);
    const { requestId, itemIds } = await fx.request(customerId, { items: ['Form 16'] });
    const unsent = await admin().post(`/requests/${requestId}/nudge`);
    expect(unsent.statusCode).toBe(409);
    expect(unsent.json().message).toBe(REQUEST_NOT_SENT);

    await admin().post(`/requests/${requestId}/send`);
    const nudged = await admin().post(`/requests/${requestId}/nudge`);
    expect(nudged.statusCode, nudged.body).toBe(200);
    expect(nudged.json().data.remindersSent).toBe(1);
    const mails = await fx.mailsTo('kiran@nudge.test');
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Your accounting firm has asked you for documents',
      'Reminder: documents your accounting firm is waiting for',
    ]);
    expect(mails[1]?.text).toContain('"Form 16"');
    expect(await openClientLink(t.db, tokenInMail(mails[1]?.text ?? ''))).not.toBeNull();
    // A nudge goes even on a day already reminded.
    expect((await admin().post(`/requests/${requestId}/nudge`)).statusCode).toBe(200);

    const paused = await admin().post(`/requests/${requestId}/reminders`, { paused: true });
    expect(paused.json().data.remindersPaused).toBe(true);
    const resumed = await admin().post(`/requests/${requestId}/reminders`, { paused: false });
    expect(resumed.json().data.events.map((event: { kind: string }) => event.kind)).toEqual([
      'sent',
      'nudged',
      'nudged',
      'paused',
      'resumed',
    ]);
    const bad = await admin().post(`/requests/${requestId}/reminders`, { paused: 'yes' });
    expect(bad.statusCode).toBe(400);

    await fx.submit(requestId, itemIds[0] as string, [{ name: 'form16.pdf' }]);
    const owed = await admin().post(`/requests/${requestId}/nudge`);
    expect(owed.statusCode).toBe(409);
    expect(owed.json().message).toBe(REQUEST_NOTHING_OWED);
  });

  it('downloads a client’s file as an attachment that is never sniffed', async () => {
    const { customerId } = await fx.client('Download Ltd');
    const { requestId, itemIds } = await fx.request(customerId);
    await fx.submit(requestId, itemIds[0] as string, [{ name: 'sales "Sept".pdf' }]);
    const detail = await admin().get(`/requests/${requestId}`);
    const fileId = detail.json().data.items[0].files[0].id;
    const file = await admin().get(`/requests/${requestId}/files/${fileId}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="sales Sept.pdf"');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.body).toContain('%PDF-1.4');
    const rival = await newOrganization(t, 'Third Firm');
    expect((await as(rival.admin.cookie).get(`/requests/${requestId}/files/${fileId}`)).statusCode).toBe(404);
  });

  it('lets an Employee do nothing with requests', async () => {
    const employee = await org.member('Employee');
    expect((await as(employee.cookie).get('/requests')).statusCode).toBe(403);
  });
});
