/**
 * What clients owe (issue 42, item 5) on a fixed clock: the ageing buckets at 30/31, 60/61 and 90/91 days
 * since issue, counted in the organization's day (10 past midnight in Kolkata, still yesterday in UTC;
 * 10 to midnight in New York, already tomorrow in UTC); outstanding net of payments and credit notes,
 * voids, drafts and credit notes themselves left out; advances; the list's order, search, pages and totals.
 */
import type { ClientBalance } from '@taskflow/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { invoices, organizations } from '../../db/schema';
import { forgetOrganizationCalendars } from '../../lib/organization-calendar';
import { call, newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertCreditNote, insertIssuedInvoice, insertPayment, voidInvoice } from './payments.matrix';

/** 00:10 on 2 December 2026 in Kolkata: 18:40 on 1 December in UTC. */
const KOLKATA_00_10 = new Date('2026-12-01T18:40:00Z');
/** 23:50 on 2 December 2026 in New York: 04:50 on 3 December in UTC. */
const NEW_YORK_23_50 = new Date('2026-12-03T04:50:00Z');

let t: TestApp;
let kolkata: OrganizationFixture;
let newYork: OrganizationFixture;

/** The sessions are made after every "now" of the tests, so none of them has been idle for long. */
const SESSIONS_MADE = new Date('2026-12-03T06:00:00Z');

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(SESSIONS_MADE);
  t = await createTestApp();
  kolkata = await newOrganization(t, 'Pradhan & Associates');
  newYork = await newOrganization(t, 'Hudson Advisors');
  await t.db
    .update(organizations)
    .set({ timeZone: 'America/New_York' })
    .where(eq(organizations.id, newYork.orgId));
  forgetOrganizationCalendars();
});
beforeEach(() => {
  vi.setSystemTime(KOLKATA_00_10);
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

const at = (now: Date) => vi.setSystemTime(now);

async function balanceOf(org: OrganizationFixture, customerId: string) {
  const response = await call(t, org.admin.cookie, 'GET', `/customers/${customerId}/balance`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as ClientBalance;
}

/**
 * A client with six invoices issued 30, 31, 60, 61, 90 and 91 days before 2 December 2026, each of an
 * amount that tells it apart (1, 10, 100 … rupees).
 */
async function ageingClient(org: OrganizationFixture, name: string) {
  const customerId = await org.customer(name);
  for (const [issueDate, totalMinor] of [
    ['2026-11-02', 100],
    ['2026-11-01', 1_000],
    ['2026-10-03', 10_000],
    ['2026-10-02', 100_000],
    ['2026-09-03', 1_000_000],
    ['2026-09-02', 10_000_000],
  ] as const) {
    await insertIssuedInvoice(t.db, org.orgId, customerId, { totalMinor, issueDate });
  }
  return customerId;
}

const BUCKETS_ON_2_DECEMBER = { '0-30': 100, '31-60': 11_000, '61-90': 1_100_000, '90+': 10_000_000 };

describe('ageing', () => {
  it("counts days in the organization's zone: 00:10 in Kolkata is already 2 December", async () => {
    const customerId = await ageingClient(kolkata, 'Ageing Kolkata');
    at(KOLKATA_00_10);
    expect(await balanceOf(kolkata, customerId)).toMatchObject({
      outstandingMinor: 11_111_100,
      advanceMinor: 0,
      ageing: BUCKETS_ON_2_DECEMBER,
      oldestIssueDate: '2026-09-02',
    });
  });

  it("23:50 in New York is still 2 December, though UTC's day is the 3rd", async () => {
    const customerId = await ageingClient(newYork, 'Ageing New York');
    at(NEW_YORK_23_50);
    expect((await balanceOf(newYork, customerId)).ageing).toEqual(BUCKETS_ON_2_DECEMBER);
  });

  it('an invoice dated after today is in the first bucket', async () => {
    const customerId = await kolkata.customer('Dated Ahead');
    await insertIssuedInvoice(t.db, kolkata.orgId, customerId, {
      totalMinor: 5_000,
      issueDate: '2026-12-10',
    });
    at(KOLKATA_00_10);
    expect((await balanceOf(kolkata, customerId)).ageing['0-30']).toBe(5_000);
  });
});

describe('what is outstanding', () => {
  it('is what is left after payments and credit notes; voids, drafts and the credit notes themselves do not count', async () => {
    const customerId = await kolkata.customer('Netting Traders');
    const paidInPart = await insertIssuedInvoice(t.db, kolkata.orgId, customerId, {
      totalMinor: 100_000,
      issueDate: '2026-11-20',
    });
    const paidInFull = await insertIssuedInvoice(t.db, kolkata.orgId, customerId, {
      totalMinor: 50_000,
      issueDate: '2026-08-01',
    });
    const credited = await insertIssuedInvoice(t.db, kolkata.orgId, customerId, {
      totalMinor: 80_000,
      issueDate: '2026-10-15',
    });
    await insertCreditNote(t.db, kolkata.orgId, credited, { totalMinor: 30_000, issueDate: '2026-11-25' });
    const voided = await insertIssuedInvoice(t.db, kolkata.orgId, customerId, {
      totalMinor: 999_000,
      issueDate: '2026-11-01',
    });
    await voidInvoice(t.db, voided, 'Raised in error');
    await t.db
      .insert(invoices)
      .values({ organizationId: kolkata.orgId, customerId, currency: 'INR', totalMinor: 777_000 });
    await insertPayment(t.db, kolkata.orgId, customerId, {
      amountMinor: 100_000,
      receivedOn: '2026-11-28',
      allocations: [
        { invoiceId: paidInPart, amountMinor: 40_000 },
        { invoiceId: paidInFull, amountMinor: 50_000 },
      ],
    });
    at(KOLKATA_00_10);
    expect(await balanceOf(kolkata, customerId)).toEqual({
      customerId,
      customerName: 'Netting Traders',
      currency: 'INR',
      outstandingMinor: 110_000,
      advanceMinor: 10_000,
      ageing: { '0-30': 60_000, '31-60': 50_000, '61-90': 0, '90+': 0 },
      oldestIssueDate: '2026-10-15',
    });
  });

  it('a client owing nothing reads zeros; another organization’s client is not found', async () => {
    const customerId = await kolkata.customer('Owes Nothing');
    expect(await balanceOf(kolkata, customerId)).toMatchObject({
      outstandingMinor: 0,
      advanceMinor: 0,
      ageing: { '0-30': 0, '31-60': 0, '61-90': 0, '90+': 0 },
      oldestIssueDate: null,
    });
    const response = await call(t, newYork.admin.cookie, 'GET', `/customers/${customerId}/balance`);
    expect(response.statusCode).toBe(404);
  });
});

describe('the balances list', () => {
  let firm: OrganizationFixture;
  beforeAll(async () => {
    vi.setSystemTime(SESSIONS_MADE);
    firm = await newOrganization(t, 'Listing Firm');
    const client = async (name: string, owed: number[], advance = 0) => {
      const customerId = await firm.customer(name);
      for (const totalMinor of owed)
        await insertIssuedInvoice(t.db, firm.orgId, customerId, { totalMinor, issueDate: '2026-11-10' });
      if (advance)
        await insertPayment(t.db, firm.orgId, customerId, { amountMinor: advance, receivedOn: '2026-11-11' });
      return customerId;
    };
    await client('Small Owing', [1_000]);
    await client('Big Owing', [50_000, 25_000]);
    await client('Advance Only', [], 7_000);
    await client('Middle Owing', [20_000], 3_000);
    const settled = await client('Settled', [4_000]);
    const [invoice] = await t.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.customerId, settled));
    await insertPayment(t.db, firm.orgId, settled, {
      amountMinor: 4_000,
      receivedOn: '2026-11-12',
      allocations: [{ invoiceId: invoice?.id as string, amountMinor: 4_000 }],
    });
    await firm.customer('Never Billed');
  });

  it('lists clients owing or holding an advance, biggest outstanding first, with the totals of all', async () => {
    at(KOLKATA_00_10);
    const response = await call(t, firm.admin.cookie, 'GET', '/billing/balances');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(
      body.data.map((row: ClientBalance) => [row.customerName, row.outstandingMinor, row.advanceMinor]),
    ).toEqual([
      ['Big Owing', 75_000, 0],
      ['Middle Owing', 20_000, 3_000],
      ['Small Owing', 1_000, 0],
      ['Advance Only', 0, 7_000],
    ]);
    expect(body.meta).toMatchObject({ total: 4 });
    expect(body.totals).toEqual({
      outstandingMinor: 96_000,
      advanceMinor: 10_000,
      ageing: { '0-30': 96_000, '31-60': 0, '61-90': 0, '90+': 0 },
    });
  });

  it('pages keep the totals of the whole list, even past the last page; q searches the names', async () => {
    const second = await call(t, firm.admin.cookie, 'GET', '/billing/balances?pageSize=1&page=2');
    expect(second.json().data.map((row: ClientBalance) => row.customerName)).toEqual(['Middle Owing']);
    expect(second.json().totals.outstandingMinor).toBe(96_000);
    const beyond = await call(t, firm.admin.cookie, 'GET', '/billing/balances?pageSize=10&page=3');
    expect(beyond.json()).toMatchObject({ data: [], meta: { total: 4 }, totals: { advanceMinor: 10_000 } });
    const found = await call(t, firm.admin.cookie, 'GET', '/billing/balances?q=owing');
    expect(found.json().data).toHaveLength(3);
    expect(found.json().totals.advanceMinor).toBe(3_000);
    const none = await call(t, firm.admin.cookie, 'GET', `/billing/balances?q=${encodeURIComponent('100%')}`);
    expect(none.json()).toMatchObject({ data: [], meta: { total: 0 }, totals: { outstandingMinor: 0 } });
  });

  it("never shows another organization's clients, and needs Rates and Billing", async () => {
    const response = await call(t, kolkata.admin.cookie, 'GET', '/billing/balances?pageSize=200');
    const names = response.json().data.map((row: ClientBalance) => row.customerName);
    expect(names).not.toContain('Big Owing');
    const manager = await firm.member('Manager');
    expect((await call(t, manager.cookie, 'GET', '/billing/balances')).statusCode).toBe(403);
  });
});
