/**
 * A client's statement of account (issue 42, item 5): the opening balance from everything before the
 * range, invoices as debits, credit notes and payments as credits, a void listed with no effect, the
 * running and closing balances, and the closing balance on today equal to outstanding less advance.
 */
import type { ClientBalance, Statement } from '@taskflow/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { invoices } from '../../db/schema';
import { call, newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertCreditNote, insertIssuedInvoice, insertPayment, voidInvoice } from './payments.matrix';
import { readStatement } from './statements.service';

let t: TestApp;
let org: OrganizationFixture;
let other: OrganizationFixture;
let customerId: string;
const numbers: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  org = await newOrganization(t, 'Pradhan & Associates');
  other = await newOrganization(t, 'Other Firm LLP');
  customerId = await org.customer('Sahyadri Textiles');
  const invoice = (totalMinor: number, issueDate: string, periodLabel?: string) =>
    insertIssuedInvoice(t.db, org.orgId, customerId, { totalMinor, issueDate, periodLabel });
  // Before October: ₹1,000 invoiced, ₹400 paid → ₹600 opening.
  const a = await invoice(100_000, '2026-09-15');
  await insertPayment(t.db, org.orgId, customerId, {
    amountMinor: 40_000,
    receivedOn: '2026-09-20',
    allocations: [{ invoiceId: a, amountMinor: 40_000 }],
  });
  // October: ₹2,000 invoiced, ₹500 credited, ₹300 invoiced and voided, ₹1,800 received (₹200 of it advance).
  const b = await invoice(200_000, '2026-10-05', 'September 2026');
  await insertCreditNote(t.db, org.orgId, b, { totalMinor: 50_000, issueDate: '2026-10-10' });
  const c = await invoice(30_000, '2026-10-12');
  await voidInvoice(t.db, c, 'Billed to the wrong client');
  await insertPayment(t.db, org.orgId, customerId, {
    amountMinor: 180_000,
    receivedOn: '2026-10-20',
    mode: 'cheque',
    reference: 'Cheque 000123',
    allocations: [
      { invoiceId: a, amountMinor: 60_000 },
      { invoiceId: b, amountMinor: 100_000 },
    ],
  });
  // On the last day a payment and an invoice: the invoice is listed first.
  await insertPayment(t.db, org.orgId, customerId, {
    amountMinor: 5_000,
    receivedOn: '2026-10-31',
    mode: 'upi',
  });
  const d = await invoice(15_000, '2026-10-31');
  // November, after the range.
  await invoice(70_000, '2026-11-05');
  const rows = await t.db.select({ id: invoices.id, number: invoices.number }).from(invoices);
  const numberOf = (id: string) => rows.find((row) => row.id === id)?.number ?? '';
  Object.assign(numbers, { a: numberOf(a), b: numberOf(b), c: numberOf(c), d: numberOf(d) });
});
afterAll(() => t.close());

/** The organization's admin as a service sees them (readStatement is called without a request). */
const billingAuth = () =>
  ({
    userId: org.admin.id,
    orgId: org.orgId,
    permissions: new Set(['time.billing']),
  }) as unknown as Parameters<typeof readStatement>[1];

async function statement(from: string, to: string) {
  const response = await call(
    t,
    org.admin.cookie,
    'GET',
    `/customers/${customerId}/statement?from=${from}&to=${to}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Statement;
}

describe('statement of account', () => {
  it('opens with the balance before the range and runs through debits, credits and a void', async () => {
    const data = await statement('2026-10-01', '2026-10-31');
    expect(data).toMatchObject({
      customerName: 'Sahyadri Textiles',
      currency: 'INR',
      from: '2026-10-01',
      to: '2026-10-31',
      openingMinor: 60_000,
      closingMinor: 40_000,
    });
    expect(data.lines).toEqual([
      {
        date: '2026-10-05',
        kind: 'invoice',
        reference: numbers.b,
        description: 'Invoice for September 2026',
        debitMinor: 200_000,
        creditMinor: 0,
        balanceMinor: 260_000,
      },
      {
        date: '2026-10-10',
        kind: 'credit_note',
        reference: expect.stringMatching(/^TSTCN\//),
        description: `Credit note against ${numbers.b}`,
        debitMinor: 0,
        creditMinor: 50_000,
        balanceMinor: 210_000,
      },
      {
        date: '2026-10-12',
        kind: 'void',
        reference: numbers.c,
        description: 'Invoice, void: Billed to the wrong client (no effect on the balance)',
        debitMinor: 0,
        creditMinor: 0,
        balanceMinor: 210_000,
      },
      {
        date: '2026-10-20',
        kind: 'payment',
        reference: 'Cheque 000123',
        description: `Payment by Cheque against ${numbers.a}, ${numbers.b}, the rest as advance`,
        debitMinor: 0,
        creditMinor: 180_000,
        balanceMinor: 30_000,
      },
      {
        date: '2026-10-31',
        kind: 'invoice',
        reference: numbers.d,
        description: 'Invoice',
        debitMinor: 15_000,
        creditMinor: 0,
        balanceMinor: 45_000,
      },
      {
        date: '2026-10-31',
        kind: 'payment',
        reference: '',
        description: 'Payment by UPI, as advance',
        debitMinor: 0,
        creditMinor: 5_000,
        balanceMinor: 40_000,
      },
    ]);
  });

  it('a range after everything is its opening balance alone; the void never counts in one', async () => {
    const data = await statement('2026-12-01', '2026-12-31');
    expect(data).toMatchObject({ openingMinor: 110_000, lines: [], closingMinor: 110_000 });
  });

  it("closes, over everything, at the client's outstanding less its advance", async () => {
    const data = await statement('2026-01-01', '2026-12-31');
    const response = await call(t, org.admin.cookie, 'GET', `/customers/${customerId}/balance`);
    const balance = response.json().data as ClientBalance;
    expect(balance).toMatchObject({ outstandingMinor: 135_000, advanceMinor: 25_000 });
    expect(data.openingMinor).toBe(0);
    expect(data.closingMinor).toBe(balance.outstandingMinor - balance.advanceMinor);
  });

  it('answers the documents the same as the route (readStatement)', async () => {
    expect(
      await readStatement(t.db, billingAuth(), customerId, { from: '2026-10-01', to: '2026-10-31' }),
    ).toEqual(await statement('2026-10-01', '2026-10-31'));
  });

  it("runs by default from the start of the financial year to today in the organization's zone", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // 00:10 on 1 April 2027 in Kolkata, still 31 March in UTC: the new financial year has begun.
      vi.setSystemTime(new Date('2027-03-31T18:40:00Z'));
      expect(await readStatement(t.db, billingAuth(), customerId, {})).toMatchObject({
        from: '2027-04-01',
        to: '2027-04-01',
        openingMinor: 110_000,
        lines: [],
      });
      vi.setSystemTime(new Date('2026-12-02T05:30:00Z'));
      const year = await readStatement(t.db, billingAuth(), customerId, {});
      expect(year).toMatchObject({
        from: '2026-04-01',
        to: '2026-12-02',
        openingMinor: 0,
        closingMinor: 110_000,
      });
      expect(await readStatement(t.db, billingAuth(), customerId, { to: '2026-10-31' })).toMatchObject({
        from: '2026-04-01',
        closingMinor: 40_000,
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a range ending before it starts, and a client of another organization', async () => {
    const backwards = await call(
      t,
      org.admin.cookie,
      'GET',
      `/customers/${customerId}/statement?from=2026-10-31&to=2026-10-01`,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.details.fields).toEqual({ to: 'To cannot be before From' });
    const foreign = await call(
      t,
      other.admin.cookie,
      'GET',
      `/customers/${customerId}/statement?from=2026-10-01&to=2026-10-31`,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Sahyadri');
  });
});
