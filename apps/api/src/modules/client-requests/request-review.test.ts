/** Reviewing what a client sent (issue 41): accept (files to the job's task), return, one receipt, one winner. */
import {
  REQUEST_ITEM_NOTHING_SENT,
  REQUEST_ITEM_REVIEWED,
  REQUEST_RETURN_REASON_REQUIRED,
} from '@taskflow/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientJobs,
  clientRequestFiles,
  clientRequests,
  taskAttachments,
  taskHistory,
} from '../../db/schema';
import { multipart } from '../../test/http';
import { call, newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { PDF_BYTES, type RequestFixture, requestFixture, tokenInMail } from '../../test/request-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { openClientLink } from './client-links';

let t: TestApp;
let org: OrganizationFixture;
let fx: RequestFixture;

beforeAll(async () => {
  t = await createTestApp();
  org = await newOrganization(t, 'Review & Co');
  fx = requestFixture(t, org);
});
afterAll(() => t.close());

const post = (url: string, body: unknown = {}) => call(t, org.admin.cookie, 'POST', url, body);

/** A sent request on a job, its client's one contact at `email`. */
async function sentRequest(email: string, items = ['Sales register', 'Bank statement']) {
  const { customerId } = await fx.client(undefined, [{ name: 'Priya', email }]);
  const job = await fx.job(customerId);
  const request = await fx.request(customerId, { jobId: job.jobId, items });
  const sent = await post(`/requests/${request.requestId}/send`);
  expect(sent.statusCode, sent.body).toBe(200);
  return { ...job, ...request, customerId };
}

describe('accepting', () => {
  it("copies the item's files to the job's first open task, final for the client; then one receipt", async () => {
    const { requestId, itemIds, taskIds, jobId } = await sentRequest('priya@review.test');
    const [sales, bank] = itemIds as [string, string];
    await fx.submit(requestId, sales, [
      { name: 'sales-sept.pdf', bytes: Buffer.from('%PDF-1.4 sales') },
      { name: 'sales-2.pdf' },
    ]);
    expect((await t.db.select().from(clientJobs).where(eq(clientJobs.id, jobId)))[0]?.state).toBe(
      'waiting_on_client',
    );

    const early = await post(`/requests/${requestId}/items/${bank}/accept`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(REQUEST_ITEM_NOTHING_SENT);

    const accepted = await post(`/requests/${requestId}/items/${sales}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.items[0].status).toBe('accepted');
    const attachments = await t.db
      .select()
      .from(taskAttachments)
      .where(eq(taskAttachments.taskId, taskIds[0] as string));
    expect(attachments.map((row) => [row.fileName, row.uploadedById])).toEqual([
      ['sales-sept.pdf', null],
      ['sales-2.pdf', null],
    ]);
    const copied = await t.app.storage.read(attachments[0]?.file as string);
    expect(copied.toString()).toBe('%PDF-1.4 sales');
    const files = await t.db.select().from(clientRequestFiles).where(eq(clientRequestFiles.itemId, sales));
    expect(files.map((file) => file.taskAttachmentId).sort()).toEqual(
      attachments.map((row) => row.id).sort(),
    );
    // The copy is its own file: the client's stays where it was.
    expect(attachments[0]?.file).not.toBe(files[0]?.file);
    const history = await t.db
      .select()
      .from(taskHistory)
      .where(and(eq(taskHistory.taskId, taskIds[0] as string), eq(taskHistory.action, 'attachment_added')));
    expect(history).toHaveLength(2);
    // Not all in yet: no receipt.
    expect((await fx.mailsTo('priya@review.test')).map((mail) => mail.subject)).toEqual([
      'Your accounting firm has asked you for documents',
    ]);

    await fx.submit(requestId, bank, [{ name: 'statement.pdf' }]);
    const last = await post(`/requests/${requestId}/items/${bank}/accept`);
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().data).toMatchObject({ status: 'complete', openCount: 0, toReviewCount: 0 });
    expect(last.json().data.events.map((event: { kind: string }) => event.kind)).toEqual([
      'sent',
      'accepted',
      'accepted',
      'acknowledged',
    ]);
    const receipts = (await fx.mailsTo('priya@review.test')).filter(
      (mail) => mail.subject === 'Your accounting firm has received your documents',
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain('1. "Sales register"\n     - "sales-sept.pdf"\n     - "sales-2.pdf"');
    expect(receipts[0]?.text).toContain('2. "Bank statement"\n     - "statement.pdf"');

    // Accepted is final: a second accept is refused, and no second receipt goes.
    const again = await post(`/requests/${requestId}/items/${bank}/accept`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REQUEST_ITEM_REVIEWED);
    const [row] = await t.db.select().from(clientRequests).where(eq(clientRequests.id, requestId));
    expect(row?.acknowledgedAt).toBeInstanceOf(Date);
  });

  it('accepts on a request with no job without copying anything', async () => {
    const { customerId } = await fx.client(undefined, [{ name: 'Dev', email: 'dev@review.test' }]);
    const { requestId, itemIds } = await fx.request(customerId, { items: ['PAN card'] });
    await fx.submit(requestId, itemIds[0] as string, [{ name: 'pan.pdf' }]);
    const accepted = await post(`/requests/${requestId}/items/${itemIds[0]}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [file] = await t.db
      .select()
      .from(clientRequestFiles)
      .where(eq(clientRequestFiles.requestId, requestId));
    expect(file?.taskAttachmentId).toBeNull();
  });
});

describe('returning', () => {
  it('mails the reason with a fresh link and opens the request again', async () => {
    const { requestId, itemIds, jobId } = await sentRequest('ira@review.test', ['Bank statement']);
    const item = itemIds[0] as string;
    await fx.submit(requestId, item, [{ name: 'statement.pdf' }]);
    expect((await t.db.select().from(clientJobs).where(eq(clientJobs.id, jobId)))[0]?.state).not.toBe(
      'waiting_on_client',
    );

    const blank = await post(`/requests/${requestId}/items/${item}/return`, { reason: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.details.fields).toEqual({ reason: REQUEST_RETURN_REASON_REQUIRED });

    const returned = await post(`/requests/${requestId}/items/${item}/return`, {
      reason: 'Page 3 is missing: please send all pages.',
    });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json().data).toMatchObject({ status: 'open', completedAt: null, openCount: 1 });
    expect(returned.json().data.items[0]).toMatchObject({
      status: 'returned',
      returnReason: 'Page 3 is missing: please send all pages.',
    });
    expect((await t.db.select().from(clientJobs).where(eq(clientJobs.id, jobId)))[0]?.state).toBe(
      'waiting_on_client',
    );
    const mail = (await fx.mailsTo('ira@review.test')).at(-1);
    expect(mail?.subject).toBe('Your accounting firm needs something again');
    expect(mail?.text).toContain('"Bank statement"');
    expect(mail?.text).toContain('  > Page 3 is missing: please send all pages.');
    expect(await openClientLink(t.db, tokenInMail(mail?.text ?? ''))).not.toBeNull();
  });
});

describe('two reviewers at once', () => {
  it('lets one decide an item; the other gets a clear 409', async () => {
    for (let round = 0; round < 3; round++) {
      const { requestId, itemIds } = await sentRequest(`race${round}@review.test`, ['Form 16']);
      const item = itemIds[0] as string;
      await fx.submit(requestId, item, [{ name: 'form16.pdf' }]);
      const answers = await Promise.all([
        post(`/requests/${requestId}/items/${item}/accept`),
        post(`/requests/${requestId}/items/${item}/accept`),
        post(`/requests/${requestId}/items/${item}/return`, { reason: 'Blurred' }),
      ]);
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes, answers.map((answer) => answer.body).join('\n')).toEqual([200, 409, 409]);
      for (const answer of answers.filter((one) => one.statusCode === 409)) {
        expect(answer.json().message).toBe(REQUEST_ITEM_REVIEWED);
      }
      const winner = answers.find((answer) => answer.statusCode === 200)?.json().data.items[0].status;
      // Accepted once: at most one set of copies, at most one receipt.
      const attachments = await t.db
        .select()
        .from(clientRequestFiles)
        .where(eq(clientRequestFiles.requestId, requestId));
      expect(attachments.filter((file) => file.taskAttachmentId)).toHaveLength(winner === 'accepted' ? 1 : 0);
      const receipts = (await fx.mailsTo(`race${round}@review.test`)).filter(
        (mail) => mail.subject === 'Your accounting firm has received your documents',
      );
      expect(receipts).toHaveLength(winner === 'accepted' ? 1 : 0);
    }
  });

  it("accepts one item while the client uploads to another: both pass (the locks' one order)", async () => {
    for (let round = 0; round < 4; round++) {
      const { customerId } = await fx.client(undefined, [
        { name: 'Priya', email: `both${round}@review.test` },
      ]);
      const job = await fx.job(customerId);
      const request = await fx.request(customerId, {
        jobId: job.jobId,
        items: ['Sales register', 'Bank statement'],
      });
      const sent = await post(`/requests/${request.requestId}/send`);
      const token = new URL(sent.json().sent.linkUrl).hash.slice(1);
      const [sales, bank] = request.itemIds as [string, string];
      await fx.submit(request.requestId, sales, [{ name: 'sales.pdf' }]);
      const form = await multipart({ file: { name: 'bank.pdf', type: 'application/pdf', data: PDF_BYTES } });
      const answers = await Promise.all([
        post(`/requests/${request.requestId}/items/${sales}/accept`),
        t.app.inject({
          method: 'POST',
          url: `/api/v1/client-link/items/${bank}/files`,
          headers: { 'x-client-link': token, ...form.headers },
          payload: form.payload,
        }),
      ]);
      expect(
        answers.map((answer) => answer.statusCode),
        answers.map((answer) => answer.body).join('\n'),
      ).toEqual([200, 201]);
    }
  });

  it('sends one receipt when the last two items are accepted at the same moment', async () => {
    const { requestId, itemIds } = await sentRequest('pair@review.test', ['One', 'Two']);
    for (const item of itemIds) await fx.submit(requestId, item, [{ name: 'file.pdf' }]);
    const answers = await Promise.all(
      itemIds.map((item) => post(`/requests/${requestId}/items/${item}/accept`)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const receipts = (await fx.mailsTo('pair@review.test')).filter(
      (mail) => mail.subject === 'Your accounting firm has received your documents',
    );
    expect(receipts).toHaveLength(1);
  });
});
