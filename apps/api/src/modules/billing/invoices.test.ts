/**
 * Invoices from unbilled work (issue 42, items 1 and 2): a client's unbilled work, a draft taking it
 * (fee lines, time lines per person and rate, reservations), the draft's edit and delete giving work back,
 * the issue (number, copies of the parties, the time billed and locked), the void (number kept, work back),
 * credit notes, and the reads. PGlite and PostgreSQL, with a fixed clock.
 */
import type { Invoice } from '@taskflow/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditLog, billingBatches } from '../../db/schema';
import { BILLING_NOW, type BillingFixture, billingFixture } from '../../test/billing-fixture';
import { call } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let f: BillingFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await billingFixture(t);
});
afterAll(() => t.close());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(BILLING_NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  call(t, f.admin.cookie, method, url, body);

async function draftFor(customerId: string, upTo = '2026-11-30'): Promise<Invoice> {
  const response = await api('POST', '/invoices', { customerId, upTo });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const linesOf = (invoice: Invoice) =>
  invoice.lines.map(({ id, description, sacCode, quantityMilli, unitPriceMinor, taxRateBp }) => ({
    id,
    description,
    sacCode,
    quantityMilli,
    unitPriceMinor,
    taxRateBp,
  }));

describe("a client's unbilled work", () => {
  it('is the done fixed fees and the approved billable time at rates, and names the time awaiting approval', async () => {
    const client = await f.client('Unbilled Reader Pvt Ltd');
    const { jobId } = await f.doneFixedJob(client, 500_000, { serviceName: 'Reader GST', sacCode: '998231' });
    const task = await f.task(client, 'Ledger review');
    await f.time(task, { minutes: 750 });
    await f.time(task, { minutes: 30, userId: f.senior.id });
    // Not invoiceable: awaiting approval, not billable, after the day, and on the fixed-fee job.
    await f.time(task, { minutes: 45, day: '2026-11-16', status: 'submitted' });
    await f.time(task, { minutes: 60, billable: false, day: '2026-11-10' });
    await f.time(task, { minutes: 60, day: '2026-12-01' });
    await f.time(await f.task(client, 'GST filing', { jobId }), { minutes: 120, day: '2026-11-11' });

    const response = await api('GET', `/customers/${client}/unbilled?upTo=2026-11-30`);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.fees).toEqual([
      expect.objectContaining({ clientJobId: jobId, feeMinor: 500_000, serviceName: 'Reader GST' }),
    ]);
    expect(data.time).toEqual([
      expect.objectContaining({
        userName: 'Asha Rao',
        minutes: 750,
        hourlyRateMinor: 200_000,
        valueMinor: 2_500_000,
      }),
      expect.objectContaining({
        userName: 'Vikram Iyer',
        minutes: 30,
        hourlyRateMinor: 300_000,
        valueMinor: 150_000,
      }),
    ]);
    expect(data.awaitingApprovalMinutes).toBe(45);
    expect(data.totalMinor).toBe(500_000 + 2_500_000 + 150_000);

    const list = await api('GET', '/billing/unbilled?upTo=2026-11-30&q=Unbilled%20Reader');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toEqual([
      expect.objectContaining({
        customerId: client,
        feeCount: 1,
        feesMinor: 500_000,
        timeMinutes: 780,
        timeMinor: 2_650_000,
        totalMinor: 3_150_000,
        oldestDate: '2026-11-09',
      }),
    ]);
  });
});

describe('a draft from unbilled work', () => {
  it('has a fee line per job and a time line per person and rate, and reserves them', async () => {
    const client = await f.client('Draft Maker LLP');
    const { jobId } = await f.doneFixedJob(client, 750_000, { serviceName: 'Draft GST', sacCode: '998231' });
    const task = await f.task(client, 'Advice');
    const entry = await f.time(task, { minutes: 50 });
    const draft = await draftFor(client);
    expect(draft).toMatchObject({
      status: 'draft',
      number: null,
      placeOfSupply: '27',
      taxRegime: 'gst_intra',
    });
    expect(draft.lines).toEqual([
      expect.objectContaining({ kind: 'fee', clientJobId: jobId, sacCode: '998231', amountMinor: 750_000 }),
      expect.objectContaining({
        kind: 'time',
        description: 'Professional services — Asha Rao, 0:50 h at ₹2,000.00/h',
        sacCode: '998222',
        quantityMilli: 833,
        unitPriceMinor: 200_000,
        // 50 minutes at ₹2,000/h, from the minutes: ₹1,666.67 (0.833 h would make ₹1,666.00).
        amountMinor: 166_667,
        minutes: 50,
      }),
    ]);
    expect((await f.entryState(entry))?.invoiceLineId).toBe(draft.lines[1]?.id);
    // Reserved: a second draft finds nothing.
    const again = await api('POST', '/invoices', { customerId: client, upTo: '2026-11-30' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/no unbilled work/);
  });

  it('keeps its reservations through an edit, gives back the lines left out, and gives everything back when deleted', async () => {
    const client = await f.client('Draft Editor LLP');
    await f.doneFixedJob(client, 100_000, { serviceName: 'Edit GST' });
    const task = await f.task(client, 'Books');
    const asha = await f.time(task, { minutes: 60 });
    const vikram = await f.time(task, { minutes: 60, userId: f.senior.id });
    const draft = await draftFor(client);
    const [fee, ashaLine] = linesOf(draft);
    const edited = await api('PUT', `/invoices/${draft.id}`, {
      lines: [
        { ...ashaLine, description: 'Bookkeeping — Asha Rao' },
        { ...fee, unitPriceMinor: 90_000 },
        {
          description: 'Filing fee paid for the client',
          quantityMilli: 2000,
          unitPriceMinor: 25_050,
          taxRateBp: 0,
        },
      ],
      notes: 'Thank you',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = edited.json().data as Invoice;
    expect(after.lines.map((line) => [line.kind, line.description, line.amountMinor])).toEqual([
      ['time', 'Bookkeeping — Asha Rao', 200_000],
      ['fee', 'Edit GST – Oct 2026', 90_000],
      ['item', 'Filing fee paid for the client', 50_100],
    ]);
    expect(after.subtotalMinor).toBe(340_100);
    expect(after.cgstMinor).toBe(18_000 + 8100);
    expect(after.totalMinor).toBe(340_100 + 2 * 26_100);
    expect(after.notes).toBe('Thank you');
    expect((await f.entryState(asha))?.invoiceLineId).toBe(ashaLine?.id);
    // Vikram's line was left out: his time is unbilled again.
    expect((await f.entryState(vikram))?.invoiceLineId).toBeNull();
    const unbilled = (await api('GET', `/customers/${client}/unbilled?upTo=2026-11-30`)).json().data;
    expect(unbilled.time).toEqual([expect.objectContaining({ userName: 'Vikram Iyer', minutes: 60 })]);
    expect(unbilled.fees).toEqual([]);

    // A line of another invoice is not this one's.
    const other = await draftFor(client);
    const refused = await api('PUT', `/invoices/${draft.id}`, { lines: [{ ...linesOf(other)[0] }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details.fields).toEqual({ 'lines.0.id': 'This line is not on the invoice' });

    expect((await api('DELETE', `/invoices/${draft.id}`)).statusCode).toBe(204);
    expect((await f.entryState(asha))?.invoiceLineId).toBeNull();
    expect((await api('GET', `/customers/${client}/unbilled?upTo=2026-11-30`)).json().data.fees).toHaveLength(
      1,
    );
  });

  it('is empty when asked, and answers 409 for a client with nothing to bill', async () => {
    const client = await f.client('Nothing Yet LLP');
    const empty = await api('POST', '/invoices', { customerId: client, fromUnbilled: false });
    expect(empty.statusCode, empty.body).toBe(201);
    expect(empty.json().data).toMatchObject({ lines: [], totalMinor: 0, status: 'draft' });
    const none = await api('POST', '/invoices', { customerId: client });
    expect(none.statusCode).toBe(409);
    // An empty draft cannot be issued.
    const issued = await api('POST', `/invoices/${empty.json().data.id}/issue`, {});
    expect(issued.statusCode).toBe(409);
  });
});

describe('issuing', () => {
  it('numbers the invoice, copies the parties, bills its time and locks it', async () => {
    const client = await f.client('Issue Check Pvt Ltd');
    const task = await f.task(client, 'Audit support');
    const entry = await f.time(task, { minutes: 90 });
    const draft = await draftFor(client);
    const response = await api('POST', `/invoices/${draft.id}/issue`, { issueDate: '2026-11-30' });
    expect(response.statusCode, response.body).toBe(200);
    const invoice = response.json().data as Invoice;
    expect(invoice.number).toMatch(/^PRA\/2026-27\/\d{4}$/);
    expect(invoice).toMatchObject({
      status: 'issued',
      viewStatus: 'issued',
      issueDate: '2026-11-30',
      dueDate: '2026-12-15',
      supplier: { name: 'Pradhan & Associates LLP', stateCode: '27', stateName: 'Maharashtra' },
      recipient: { name: 'Issue Check Pvt Ltd' },
      outstandingMinor: invoice.totalMinor,
      totalInWords: 'Three Thousand Five Hundred Forty Rupees Only',
    });
    const state = await f.entryState(entry);
    expect(state?.billingBatchId).not.toBeNull();
    expect(state?.billedRate).toBe('2000.00');
    const [batch] = await t.db.select().from(billingBatches).where(eq(billingBatches.invoiceId, invoice.id));
    expect(batch).toMatchObject({ entryCount: 1, minutes: 90, amount: '3000.00', fromDate: '2026-11-09' });
    // The entry is billed: the time routes refuse to change it with their locked error.
    await t.db.execute(sql`update timesheets set status = 'reopened' where user_id = ${f.staff.id}`);
    const edit = await call(t, f.staff.cookie, 'PATCH', `/time/entries/${entry}`, {
      taskId: task,
      date: '2026-11-09',
      durationMinutes: 90,
      note: 'changed',
    });
    expect(edit.statusCode, edit.body).toBe(409);
    expect(edit.json().message).toBe('This entry has been billed and can no longer change');
    await t.db.execute(sql`update timesheets set status = 'approved' where user_id = ${f.staff.id}`);

    const put = await api('PUT', `/invoices/${invoice.id}`, { lines: linesOf(invoice) });
    expect(put.statusCode).toBe(409);
    expect((await api('DELETE', `/invoices/${invoice.id}`)).statusCode).toBe(409);
    expect((await api('POST', `/invoices/${invoice.id}/issue`, {})).statusCode).toBe(409);
    // The database refuses it too, whoever asks.
    await expect(
      t.db.execute(sql`update invoices set total_minor = 1 where id = ${invoice.id}`),
    ).rejects.toThrow();
    await expect(
      t.db.execute(sql`update invoice_lines set amount_minor = 1 where invoice_id = ${invoice.id}`),
    ).rejects.toThrow();
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, invoice.id));
    expect(audit).toMatchObject({ action: 'invoice.issue', entityType: 'invoice' });
  });

  it('refuses to change a reserved entry with a clear conflict, not an error', async () => {
    const client = await f.client('Reserved Entry LLP');
    const task = await f.task(client, 'Returns');
    const entry = await f.time(task, { minutes: 30, day: '2026-11-17' });
    await draftFor(client);
    await f.setWeek(f.staff.id, '2026-11-17', 'reopened');
    const edit = await call(t, f.staff.cookie, 'PATCH', `/time/entries/${entry}`, {
      taskId: task,
      date: '2026-11-17',
      durationMinutes: 45,
      note: 'changed',
    });
    expect(edit.statusCode, edit.body).toBe(409);
    expect(edit.json().message).toMatch(/on an invoice/);
    const removed = await call(t, f.staff.cookie, 'DELETE', `/time/entries/${entry}`);
    expect(removed.statusCode).toBe(409);
    await f.setWeek(f.staff.id, '2026-11-17', 'approved');
  });
});

describe('void', () => {
  it('keeps the number used, gives the time and fees back, and the next issue takes the next number', async () => {
    const client = await f.client('Void Check LLP');
    const { jobId } = await f.doneFixedJob(client, 200_000, { serviceName: 'Void GST' });
    const entry = await f.time(await f.task(client, 'Work'), { minutes: 60 });
    const first = await f.issuedInvoice(client);
    const draft = await draftFor(client);
    const issued = (await api('POST', `/invoices/${draft.id}/issue`, { issueDate: '2026-11-30' })).json()
      .data;
    const voided = await api('POST', `/invoices/${issued.id}/void`, { reason: 'Raised on the wrong client' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().data).toMatchObject({
      status: 'void',
      viewStatus: 'void',
      number: issued.number,
      voidReason: 'Raised on the wrong client',
      outstandingMinor: 0,
    });
    expect(await f.entryState(entry)).toEqual({
      invoiceLineId: null,
      billingBatchId: null,
      billedRate: null,
    });
    expect(await t.db.select().from(billingBatches).where(eq(billingBatches.invoiceId, issued.id))).toEqual(
      [],
    );
    const unbilled = (await api('GET', `/customers/${client}/unbilled?upTo=2026-11-30`)).json().data;
    expect(unbilled.fees.map((fee: { clientJobId: string }) => fee.clientJobId)).toEqual([jobId]);
    expect(unbilled.time).toHaveLength(1);
    // Voided again: refused; the next issue takes the next number, the void's stays its own.
    expect((await api('POST', `/invoices/${issued.id}/void`, { reason: 'again' })).statusCode).toBe(409);
    const next = await f.issuedInvoice(client);
    const sequence = (number: string | null) => Number(number?.split('/')[2]);
    expect(sequence(issued.number)).toBe(sequence(first.number) + 1);
    expect(sequence(next.number)).toBe(sequence(issued.number) + 1);
    // The void's time went onto a new draft again.
    const redraft = await draftFor(client);
    expect(redraft.lines.map((line) => line.kind)).toEqual(['fee', 'time']);
  });

  it('is refused once a credit note exists, and a credit note never exceeds what is owed', async () => {
    const client = await f.client('Credit Check LLP');
    const invoice = await f.issuedInvoice(client);
    expect(invoice.totalMinor).toBe(1_180_000);
    const partial = await api('POST', `/invoices/${invoice.id}/credit-notes`, {
      reason: 'Discount agreed',
      lines: [{ description: 'Discount', quantityMilli: 1000, unitPriceMinor: 100_005, taxRateBp: 1800 }],
    });
    expect(partial.statusCode, partial.body).toBe(201);
    const credit = partial.json().data as Invoice;
    expect(credit).toMatchObject({
      kind: 'credit_note',
      status: 'issued',
      creditNoteOf: { id: invoice.id, number: invoice.number },
      placeOfSupply: invoice.placeOfSupply,
      taxRegime: 'gst_intra',
      // ₹1,000.05 at 9% + 9%: each half ₹90.00 (90.0045 rounds down), as on an invoice.
      subtotalMinor: 100_005,
      cgstMinor: 9000,
      sgstMinor: 9000,
      totalMinor: 118_005,
    });
    expect(credit.number).toMatch(/^PRACN\/2026-27\/\d{4}$/);
    const after = (await api('GET', `/invoices/${invoice.id}`)).json().data as Invoice;
    expect(after).toMatchObject({ creditedMinor: 118_005, outstandingMinor: 1_180_000 - 118_005 });
    expect(after.creditNotes).toEqual([
      { id: credit.id, number: credit.number, totalMinor: 118_005, status: 'issued' },
    ]);
    // The whole invoice is more than is left.
    const whole = await api('POST', `/invoices/${invoice.id}/credit-notes`, { reason: 'Cancelled' });
    expect(whole.statusCode).toBe(409);
    expect(whole.json().message).toMatch(/more than is still owed/);
    const voided = await api('POST', `/invoices/${invoice.id}/void`, { reason: 'Cancelled' });
    expect(voided.statusCode).toBe(409);
    expect(voided.json().message).toMatch(/credit note/);
    // A credit note is not voided nor credited.
    expect((await api('POST', `/invoices/${credit.id}/void`, { reason: 'x' })).statusCode).toBe(409);
    expect((await api('POST', `/invoices/${credit.id}/credit-notes`, { reason: 'x' })).statusCode).toBe(409);
  });

  it('a whole credit note credits the invoice to the paisa, without giving its time back', async () => {
    const client = await f.client('Whole Credit LLP');
    const entry = await f.time(await f.task(client, 'Review'), { minutes: 50 });
    const draft = await draftFor(client);
    const invoice = (await api('POST', `/invoices/${draft.id}/issue`, {})).json().data as Invoice;
    const response = await api('POST', `/invoices/${invoice.id}/credit-notes`, { reason: 'Work redone' });
    expect(response.statusCode, response.body).toBe(201);
    const credit = response.json().data as Invoice;
    expect(credit.totalMinor).toBe(invoice.totalMinor);
    expect(credit.lines.map((line) => line.amountMinor)).toEqual(
      invoice.lines.map((line) => line.amountMinor),
    );
    const after = (await api('GET', `/invoices/${invoice.id}`)).json().data as Invoice;
    expect(after.outstandingMinor).toBe(0);
    expect((await f.entryState(entry))?.billingBatchId).not.toBeNull();
  });
});

describe('the list', () => {
  it('filters by client, kind, status as shown and number, and shows overdue by the organization’s day', async () => {
    const client = await f.client('Listed Client LLP');
    const old = await f.issuedInvoice(client, { issueDate: '2026-10-01' });
    const recent = await f.issuedInvoice(client, { issueDate: '2026-11-20' });
    const draft = (await api('POST', '/invoices', { customerId: client, fromUnbilled: false })).json().data;
    const list = await api('GET', `/invoices?customerId=${client}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((row: Invoice) => [row.id, row.viewStatus])).toEqual([
      [draft.id, 'draft'],
      [recent.id, 'issued'],
      [old.id, 'overdue'],
    ]);
    expect(list.json().meta.total).toBe(3);
    const overdue = await api('GET', `/invoices?customerId=${client}&status=overdue`);
    expect(overdue.json().data.map((row: Invoice) => row.id)).toEqual([old.id]);
    const byNumber = await api('GET', `/invoices?q=${encodeURIComponent(recent.number ?? '')}`);
    expect(byNumber.json().data.map((row: Invoice) => row.id)).toEqual([recent.id]);
  });
});

describe('deleting a client', () => {
  it('answers a clear 409 when it has invoices', async () => {
    const client = await f.client('Invoiced Client LLP');
    await f.issuedInvoice(client);
    const response = await api('DELETE', `/customers/${client}`);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().message).toMatch(/invoices/);
  });
});
