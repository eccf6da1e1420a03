/**
 * Payments (issue 42, item 5): partial and full payments across invoices with the rest as the client's
 * advance, over-allocation refused with the field named, only the client's own issued invoices taken,
 * concurrent payments never overpaying an invoice (nor deadlocking), and a delete giving the invoices back
 * what they were paid. Issued invoices are written straight to the database (payments.matrix.ts).
 */
import {
  ALLOCATION_DUPLICATE,
  ALLOCATION_EXCEEDS_OWED,
  ALLOCATION_INVOICE_INVALID,
  ALLOCATIONS_EXCEED_PAYMENT,
  CLIENT_REQUIRED,
  type Payment,
} from '@taskflow/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, paymentAllocations, payments } from '../../db/schema';
import { type Account, call, newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertCreditNote, insertIssuedInvoice, voidInvoice } from './payments.matrix';

let t: TestApp;
let org: OrganizationFixture;
let other: OrganizationFixture;
let biller: Account;
let alpha: string;
let beta: string;

beforeAll(async () => {
  t = await createTestApp();
  org = await newOrganization(t, 'Pradhan & Associates');
  other = await newOrganization(t, 'Other Firm LLP');
  biller = await org.memberWith(['time.billing']);
  alpha = await org.customer('Alpha Traders');
  beta = await org.customer('Beta Exports');
});
afterAll(() => t.close());

const issued = (customerId: string, totalMinor: number, issueDate = '2026-11-30') =>
  insertIssuedInvoice(t.db, org.orgId, customerId, { totalMinor, issueDate });

function pay(body: Record<string, unknown>, account: Account = biller) {
  return call(t, account.cookie, 'POST', '/payments', {
    receivedOn: '2026-12-02',
    mode: 'upi',
    ...body,
  });
}

async function owedOn(ids: string[]) {
  const rows = await t.db
    .select({ id: invoices.id, paid: invoices.paidMinor, credited: invoices.creditedMinor })
    .from(invoices)
    .where(inArray(invoices.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, row.paid]));
}

async function paymentsOf(customerId: string) {
  return t.db.select({ id: payments.id }).from(payments).where(eq(payments.customerId, customerId));
}

const fieldsOf = (response: { json(): { error: { details?: { fields?: Record<string, string> } } } }) =>
  response.json().error.details?.fields;

describe('recording a payment', () => {
  it('pays one invoice in full and another in part; the rest is the advance', async () => {
    const customerId = await org.customer('Chitra Foods');
    const first = await issued(customerId, 1_180_000, '2026-11-01');
    const second = await issued(customerId, 590_000, '2026-11-15');
    const response = await pay({
      customerId,
      amountMinor: 1_500_000,
      reference: 'UTR 4471',
      allocations: [
        { invoiceId: first, amountMinor: 1_180_000 },
        { invoiceId: second, amountMinor: 300_000 },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const payment = response.json().data as Payment;
    expect(payment).toMatchObject({
      customerId,
      customerName: 'Chitra Foods',
      receivedOn: '2026-12-02',
      amountMinor: 1_500_000,
      currency: 'INR',
      mode: 'upi',
      reference: 'UTR 4471',
      unallocatedMinor: 20_000,
    });
    expect(payment.allocations.map((allocation) => allocation.amountMinor)).toEqual([1_180_000, 300_000]);
    expect(payment.allocations[0]?.number).toMatch(/^TST\/2026-27\/\d{4}$/);
    expect(await owedOn([first, second])).toEqual({ [first]: 1_180_000, [second]: 300_000 });

    // The second invoice's remaining ₹2,900 pays it in full.
    const rest = await pay({
      customerId,
      amountMinor: 290_000,
      allocations: [{ invoiceId: second, amountMinor: 290_000 }],
    });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(await owedOn([second])).toEqual({ [second]: 590_000 });
    const balance = await call(t, biller.cookie, 'GET', `/customers/${customerId}/balance`);
    expect(balance.json().data).toMatchObject({ outstandingMinor: 0, advanceMinor: 20_000 });
  });

  it('a payment with no allocation is all advance', async () => {
    const response = await pay({ customerId: beta, amountMinor: 50_000, mode: 'cash' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ allocations: [], unallocatedMinor: 50_000, mode: 'cash' });
  });

  it('refuses more than is owed on an invoice, naming the allocation, and writes nothing', async () => {
    const first = await issued(alpha, 100_000);
    const second = await issued(alpha, 200_000);
    await pay({
      customerId: alpha,
      amountMinor: 50_000,
      allocations: [{ invoiceId: second, amountMinor: 50_000 }],
    });
    const before = (await paymentsOf(alpha)).length;
    const response = await pay({
      customerId: alpha,
      amountMinor: 300_000,
      allocations: [
        { invoiceId: first, amountMinor: 100_000 },
        { invoiceId: second, amountMinor: 150_001 },
      ],
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(fieldsOf(response)).toEqual({ 'allocations.1.amountMinor': ALLOCATION_EXCEEDS_OWED });
    expect(await owedOn([first, second])).toEqual({ [first]: 0, [second]: 50_000 });
    expect(await paymentsOf(alpha)).toHaveLength(before);
  });

  it('refuses allocations adding up to more than the payment, and an invoice named twice', async () => {
    const invoiceId = await issued(alpha, 100_000);
    const over = await pay({
      customerId: alpha,
      amountMinor: 10_000,
      allocations: [{ invoiceId, amountMinor: 10_001 }],
    });
    expect(over.statusCode).toBe(400);
    expect(fieldsOf(over)).toEqual({ allocations: ALLOCATIONS_EXCEED_PAYMENT });
    const twice = await pay({
      customerId: alpha,
      amountMinor: 20_000,
      allocations: [
        { invoiceId, amountMinor: 10_000 },
        { invoiceId, amountMinor: 10_000 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(fieldsOf(twice)).toEqual({ 'allocations.1.invoiceId': ALLOCATION_DUPLICATE });
    expect(await owedOn([invoiceId])).toEqual({ [invoiceId]: 0 });
  });

  it("takes only the client's own issued invoices: not another organization's, another client's, a void, a credit note or a draft", async () => {
    const otherClient = await other.customer('Elsewhere Ltd');
    const othersInvoice = await insertIssuedInvoice(t.db, other.orgId, otherClient, {
      totalMinor: 100_000,
      issueDate: '2026-11-30',
    });
    const betasInvoice = await issued(beta, 100_000);
    const voided = await issued(alpha, 100_000);
    await voidInvoice(t.db, voided, 'Raised in error');
    const credited = await issued(alpha, 100_000);
    const creditNote = await insertCreditNote(t.db, org.orgId, credited, {
      totalMinor: 10_000,
      issueDate: '2026-12-01',
    });
    const [draft] = await t.db
      .insert(invoices)
      .values({ organizationId: org.orgId, customerId: alpha, currency: 'INR', totalMinor: 100_000 })
      .returning({ id: invoices.id });
    const ids = [othersInvoice, betasInvoice, voided, creditNote, draft?.id as string];
    const response = await pay({
      customerId: alpha,
      amountMinor: 50_000,
      allocations: ids.map((invoiceId) => ({ invoiceId, amountMinor: 10_000 })),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(fieldsOf(response)).toEqual(
      Object.fromEntries(
        ids.map((_, index) => [`allocations.${index}.invoiceId`, ALLOCATION_INVOICE_INVALID]),
      ),
    );
    expect(await owedOn(ids)).toEqual(Object.fromEntries(ids.map((id) => [id, 0])));
    // Nor is another organization's client a payer here.
    const foreign = await pay({ customerId: otherClient, amountMinor: 10_000 });
    expect(foreign.statusCode).toBe(400);
    expect(fieldsOf(foreign)).toEqual({ customerId: CLIENT_REQUIRED });
    expect(await paymentsOf(otherClient)).toEqual([]);
  });

  it('a credit note leaves less to pay', async () => {
    const invoiceId = await issued(alpha, 100_000);
    await insertCreditNote(t.db, org.orgId, invoiceId, { totalMinor: 30_000, issueDate: '2026-12-01' });
    const over = await pay({
      customerId: alpha,
      amountMinor: 70_001,
      allocations: [{ invoiceId, amountMinor: 70_001 }],
    });
    expect(fieldsOf(over)).toEqual({ 'allocations.0.amountMinor': ALLOCATION_EXCEEDS_OWED });
    const exact = await pay({
      customerId: alpha,
      amountMinor: 70_000,
      allocations: [{ invoiceId, amountMinor: 70_000 }],
    });
    expect(exact.statusCode, exact.body).toBe(201);
  });

  it('is refused without Rates and Billing', async () => {
    const manager = await org.member('Manager');
    const response = await pay({ customerId: alpha, amountMinor: 10_000 }, manager);
    expect(response.statusCode).toBe(403);
    expect((await call(t, manager.cookie, 'GET', '/payments')).statusCode).toBe(403);
  });
});

describe('payments racing on one invoice', () => {
  it('never overpay it: one of six wins, the others are refused (400 or 409, never 500)', async () => {
    const invoiceId = await issued(alpha, 100_000);
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        pay({ customerId: alpha, amountMinor: 60_000, allocations: [{ invoiceId, amountMinor: 60_000 }] }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(
      statuses.filter((status) => status === 201),
      statuses.join(),
    ).toHaveLength(1);
    for (const status of statuses.filter((code) => code !== 201)) expect([400, 409]).toContain(status);
    expect(await owedOn([invoiceId])).toEqual({ [invoiceId]: 60_000 });
    const allocated = await t.db
      .select({ amount: paymentAllocations.amountMinor })
      .from(paymentAllocations)
      .where(eq(paymentAllocations.invoiceId, invoiceId));
    expect(allocated).toEqual([{ amount: 60_000 }]);
  });

  it('naming the same two invoices in opposite orders, all pass without a deadlock', async () => {
    const first = await issued(beta, 1_000_000);
    const second = await issued(beta, 1_000_000);
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) => {
        const pair = index % 2 ? [first, second] : [second, first];
        return pay({
          customerId: beta,
          amountMinor: 2_000,
          allocations: pair.map((invoiceId) => ({ invoiceId, amountMinor: 1_000 })),
        });
      }),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(201));
    expect(await owedOn([first, second])).toEqual({ [first]: 8_000, [second]: 8_000 });
  });
});

describe('deleting a payment', () => {
  it('gives each invoice back what it was paid, in one go; a second delete finds nothing', async () => {
    const customerId = await org.customer('Dhruv Motors');
    const first = await issued(customerId, 100_000);
    const second = await issued(customerId, 100_000);
    const kept = await pay({
      customerId,
      amountMinor: 20_000,
      allocations: [{ invoiceId: first, amountMinor: 20_000 }],
    });
    expect(kept.statusCode, kept.body).toBe(201);
    const recorded = await pay({
      customerId,
      amountMinor: 150_000,
      allocations: [
        { invoiceId: first, amountMinor: 80_000 },
        { invoiceId: second, amountMinor: 50_000 },
      ],
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const id = recorded.json().data.id as string;
    expect(await owedOn([first, second])).toEqual({ [first]: 100_000, [second]: 50_000 });

    // Another organization's admin cannot delete it.
    expect((await call(t, other.admin.cookie, 'DELETE', `/payments/${id}`)).statusCode).toBe(404);
    const deleted = await call(t, biller.cookie, 'DELETE', `/payments/${id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await owedOn([first, second])).toEqual({ [first]: 20_000, [second]: 0 });
    expect(await t.db.select().from(paymentAllocations).where(eq(paymentAllocations.paymentId, id))).toEqual(
      [],
    );
    expect((await call(t, biller.cookie, 'DELETE', `/payments/${id}`)).statusCode).toBe(404);
    expect((await call(t, biller.cookie, 'DELETE', '/payments/not-an-id')).statusCode).toBe(404);
    const balance = await call(t, biller.cookie, 'GET', `/customers/${customerId}/balance`);
    expect(balance.json().data).toMatchObject({ outstandingMinor: 180_000, advanceMinor: 0 });
  });

  it('two deletes of one payment at once give back its allocation once', async () => {
    const invoiceId = await issued(beta, 100_000);
    const recorded = await pay({
      customerId: beta,
      amountMinor: 40_000,
      allocations: [{ invoiceId, amountMinor: 40_000 }],
    });
    const id = recorded.json().data.id as string;
    const statuses = (
      await Promise.all([1, 2].map(() => call(t, biller.cookie, 'DELETE', `/payments/${id}`)))
    ).map((response) => response.statusCode);
    expect(statuses.sort()).toEqual([204, 404]);
    expect(await owedOn([invoiceId])).toEqual({ [invoiceId]: 0 });
  });
});

describe('listing payments', () => {
  it("shows a client's payments, newest received first, with what they paid; never another organization's", async () => {
    const customerId = await org.customer('Esha Jewellers');
    const invoiceId = await issued(customerId, 100_000);
    for (const [receivedOn, amountMinor] of [
      ['2026-11-05', 10_000],
      ['2026-11-20', 30_000],
      ['2026-11-12', 20_000],
    ] as const) {
      const response = await pay({
        customerId,
        receivedOn,
        amountMinor,
        allocations: [{ invoiceId, amountMinor }],
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const list = await call(t, biller.cookie, 'GET', `/payments?customerId=${customerId}&pageSize=2`);
    expect(list.statusCode, list.body).toBe(200);
    const { data, meta } = list.json() as { data: Payment[]; meta: { total: number } };
    expect(meta.total).toBe(3);
    expect(data.map((payment) => payment.receivedOn)).toEqual(['2026-11-20', '2026-11-12']);
    expect(data[0]?.allocations).toEqual([{ invoiceId, number: expect.any(String), amountMinor: 30_000 }]);
    const page2 = await call(t, biller.cookie, 'GET', `/payments?customerId=${customerId}&pageSize=2&page=2`);
    expect(page2.json().data.map((payment: Payment) => payment.amountMinor)).toEqual([10_000]);

    const elsewhere = await call(t, other.admin.cookie, 'GET', `/payments?customerId=${customerId}`);
    expect(elsewhere.json()).toMatchObject({ data: [], meta: { total: 0 } });
    const all = await call(t, other.admin.cookie, 'GET', '/payments');
    expect(all.json().data).toEqual([]);
  });
});
