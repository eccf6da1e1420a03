/**
 * Tax done right (issue 42, item 3): the cases that usually go wrong, through the API on both databases.
 * A line is rounded once to the paisa; CGST and SGST are each half the rate rounded on their own; the place
 * of supply is the client's GST state, else the firm's, and decides CGST + SGST or IGST; time is valued from
 * its minutes at the project's rate else the person's, each entry rounded up to the organization's step;
 * another country's organization has one tax of its own name.
 */
import type { Invoice } from '@taskflow/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { organizations } from '../../db/schema';
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

/** An empty draft of the client given these lines; answers it as read. */
async function draftWith(
  fixture: BillingFixture,
  customerId: string,
  lines: { description: string; quantityMilli: number; unitPriceMinor: number; taxRateBp: number }[],
  extra: Record<string, unknown> = {},
): Promise<Invoice> {
  const cookie = fixture.admin.cookie;
  const draft = await call(t, cookie, 'POST', '/invoices', { customerId, fromUnbilled: false });
  expect(draft.statusCode, draft.body).toBe(201);
  const edited = await call(t, cookie, 'PUT', `/invoices/${draft.json().data.id}`, { lines, ...extra });
  expect(edited.statusCode, edited.body).toBe(200);
  return edited.json().data;
}

const taxes = (invoice: Invoice) =>
  invoice.lines.map(({ amountMinor, cgstMinor, sgstMinor, igstMinor, otherTaxMinor }) => ({
    amountMinor,
    cgstMinor,
    sgstMinor,
    igstMinor,
    otherTaxMinor,
  }));

describe('GST inside the firm’s state', () => {
  it('rounds each line once and each half of the tax on its own, and totals the rounded lines', async () => {
    const invoice = await draftWith(f, f.gstClient, [
      // ₹1,000.05 at 18%: 9% is 90.0045 → 90.00 each (the whole 18% would be 180.01).
      { description: 'Return filing', quantityMilli: 1000, unitPriceMinor: 100_005, taxRateBp: 1800 },
      // 1.5 × ₹1,999.99 = 2,999.985 → 2,999.99; 9% of it 269.9991 → 270.00 each.
      { description: 'Consultation', quantityMilli: 1500, unitPriceMinor: 199_999, taxRateBp: 1800 },
      // ₹0.25 at 18%: 9% is 0.0225 → 0.02 each; at 5%: 2.5% of ₹0.50 is 0.0125 → 0.01.
      { description: 'Stamp', quantityMilli: 1000, unitPriceMinor: 25, taxRateBp: 1800 },
      { description: 'Copy', quantityMilli: 2000, unitPriceMinor: 25, taxRateBp: 500 },
    ]);
    expect(invoice).toMatchObject({
      placeOfSupply: '27',
      placeOfSupplyName: 'Maharashtra',
      taxRegime: 'gst_intra',
    });
    expect(taxes(invoice)).toEqual([
      { amountMinor: 100_005, cgstMinor: 9000, sgstMinor: 9000, igstMinor: 0, otherTaxMinor: 0 },
      { amountMinor: 299_999, cgstMinor: 27_000, sgstMinor: 27_000, igstMinor: 0, otherTaxMinor: 0 },
      { amountMinor: 25, cgstMinor: 2, sgstMinor: 2, igstMinor: 0, otherTaxMinor: 0 },
      { amountMinor: 50, cgstMinor: 1, sgstMinor: 1, igstMinor: 0, otherTaxMinor: 0 },
    ]);
    expect(invoice).toMatchObject({
      subtotalMinor: 400_079,
      cgstMinor: 36_003,
      sgstMinor: 36_003,
      igstMinor: 0,
      totalMinor: 472_085,
      totalInWords: 'Four Thousand Seven Hundred Twenty Rupees And Eighty Five Paise Only',
    });
  });

  it('values time from its minutes, not from the rounded hours, at the project’s rate before the person’s', async () => {
    const client = await f.client('Minutes Value LLP');
    const project = await f.ratedProject('Minutes audit', client, '1000.00');
    await f.time(await f.task(client, 'On the project', { projectId: project }), { minutes: 50 });
    await f.time(await f.task(client, 'Outside it'), { minutes: 10, userId: f.senior.id });
    const response = await call(t, f.admin.cookie, 'POST', '/invoices', {
      customerId: client,
      upTo: '2026-11-30',
    });
    expect(response.statusCode, response.body).toBe(201);
    const invoice = response.json().data as Invoice;
    expect(
      invoice.lines.map(({ description, quantityMilli, unitPriceMinor, amountMinor, cgstMinor }) => ({
        description,
        quantityMilli,
        unitPriceMinor,
        amountMinor,
        cgstMinor,
      })),
    ).toEqual([
      {
        description: 'Professional services — Asha Rao, 0:50 h at ₹1,000.00/h',
        quantityMilli: 833,
        unitPriceMinor: 100_000,
        // 50/60 × ₹1,000 = ₹833.33 (the quantity 0.833 would make ₹833.00); 9% = 74.9997 → 75.00.
        amountMinor: 83_333,
        cgstMinor: 7500,
      },
      {
        description: 'Professional services — Vikram Iyer, 0:10 h at ₹3,000.00/h',
        quantityMilli: 167,
        unitPriceMinor: 300_000,
        amountMinor: 50_000,
        cgstMinor: 4500,
      },
    ]);
  });

  it('rounds each entry up to the organization’s step, as the time reports count it', async () => {
    const client = await f.client('Rounded Time LLP');
    const task = await f.task(client, 'Calls');
    await f.time(task, { minutes: 10 });
    await f.time(task, { minutes: 20, day: '2026-11-10' });
    await t.db
      .update(organizations)
      .set({ timeRoundingMinutes: 15 })
      .where(eq(organizations.id, f.org.orgId));
    try {
      const unbilled = (
        await call(t, f.admin.cookie, 'GET', `/customers/${client}/unbilled?upTo=2026-11-30`)
      ).json().data;
      expect(unbilled.time).toEqual([expect.objectContaining({ minutes: 45, valueMinor: 150_000 })]);
      const response = await call(t, f.admin.cookie, 'POST', '/invoices', {
        customerId: client,
        upTo: '2026-11-30',
      });
      expect(response.json().data.lines).toEqual([
        expect.objectContaining({ minutes: 45, quantityMilli: 750, amountMinor: 150_000 }),
      ]);
    } finally {
      await t.db
        .update(organizations)
        .set({ timeRoundingMinutes: 0 })
        .where(eq(organizations.id, f.org.orgId));
    }
  });
});

describe('the place of supply', () => {
  const line = {
    description: 'Return filing',
    quantityMilli: 1000,
    unitPriceMinor: 100_005,
    taxRateBp: 1800,
  };

  it('another state’s client pays IGST of the whole rate, rounded once', async () => {
    const invoice = await draftWith(f, f.interStateClient, [line]);
    expect(invoice).toMatchObject({
      placeOfSupply: '29',
      placeOfSupplyName: 'Karnataka',
      taxRegime: 'gst_inter',
    });
    expect(taxes(invoice)).toEqual([
      { amountMinor: 100_005, cgstMinor: 0, sgstMinor: 0, igstMinor: 18_001, otherTaxMinor: 0 },
    ]);
    expect(invoice.totalMinor).toBe(118_006);
  });

  it('a client without a GSTIN is supplied in its own state, else in the firm’s', async () => {
    const inKarnataka = await draftWith(f, f.noGstinClient, [line]);
    expect(inKarnataka).toMatchObject({ placeOfSupply: '29', taxRegime: 'gst_inter', igstMinor: 18_001 });
    expect(inKarnataka.recipient).toMatchObject({ gstin: null, stateCode: '29', stateName: 'Karnataka' });
    const nowhere = await draftWith(f, f.plainClient, [line]);
    expect(nowhere).toMatchObject({
      placeOfSupply: '27',
      taxRegime: 'gst_intra',
      cgstMinor: 9000,
      sgstMinor: 9000,
    });
  });

  it('a draft’s place of supply may be set, and the lines are taxed again; an unknown state is refused', async () => {
    const invoice = await draftWith(f, f.gstClient, [line], { placeOfSupply: '07' });
    expect(invoice).toMatchObject({
      placeOfSupply: '07',
      placeOfSupplyName: 'Delhi',
      taxRegime: 'gst_inter',
      igstMinor: 18_001,
    });
    const refused = await call(t, f.admin.cookie, 'PUT', `/invoices/${invoice.id}`, {
      lines: [line],
      placeOfSupply: '25',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details.fields).toEqual({ placeOfSupply: 'Choose a state' });
  });

  it('issuing keeps the regime of the place of supply and the parties as they stood', async () => {
    const invoice = await f.issuedInvoice(f.interStateClient, {
      lines: [{ description: 'Audit', quantityMilli: 1000, unitPriceMinor: 1_000_000, taxRateBp: 1800 }],
    });
    expect(invoice).toMatchObject({
      taxRegime: 'gst_inter',
      igstMinor: 180_000,
      totalMinor: 1_180_000,
      supplier: { gstin: expect.stringMatching(/^27/), stateCode: '27', pan: 'AAAFP1234C' },
      recipient: { name: 'Kaveri Foods LLP', stateCode: '29', gstin: expect.stringMatching(/^29AAKFK5678Q/) },
      totalInWords: 'Eleven Thousand Eight Hundred Rupees Only',
    });
    expect(invoice.lines[0]?.sacCode).toBe('998222');
  });
});

describe('another country', () => {
  it('charges one tax of its own name at the line’s rate, with no SAC or place of supply', async () => {
    const uk = await billingFixture(t, { currency: 'GBP', name: 'Holmes & Watson LLP' });
    const settings = await call(t, uk.admin.cookie, 'GET', '/billing/settings');
    expect(settings.json().data).toMatchObject({ isGst: false, currency: 'GBP', taxName: 'VAT' });
    const invoice = await draftWith(uk, uk.plainClient, [
      { description: 'Advice', quantityMilli: 1000, unitPriceMinor: 12_345, taxRateBp: 2000 },
    ]);
    expect(invoice).toMatchObject({
      currency: 'GBP',
      placeOfSupply: null,
      taxRegime: 'other',
      taxName: 'VAT',
      subtotalMinor: 12_345,
      otherTaxMinor: 2469,
      cgstMinor: 0,
      igstMinor: 0,
      totalMinor: 14_814,
    });
    expect(invoice.lines[0]).toMatchObject({ sacCode: null, otherTaxMinor: 2469 });
  });
});
