/**
 * The billing settings (issue 42): made with the country's defaults on first read, replaced by a Rates
 * and Billing holder; a GSTIN sets the firm's state and PAN; the two series' prefixes must differ.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingFixture, gstinFor } from '../../test/billing-fixture';
import { call, newOrganization } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const settings = {
  legalName: 'Kale & Joshi LLP',
  invoicePrefix: 'KJ',
  creditNotePrefix: 'KJCN',
  defaultSac: '998221',
  defaultTaxRateBp: 1800,
  taxName: 'GST',
  paymentTermsDays: 30,
  paymentInstructions: 'UPI kalejoshi@upi',
};

describe('billing settings', () => {
  it('are made with the defaults on first read', async () => {
    const org = await newOrganization(t, 'Fresh Firm LLP');
    const response = await call(t, org.admin.cookie, 'GET', '/billing/settings');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      invoicePrefix: 'INV',
      creditNotePrefix: 'CN',
      defaultSac: '998222',
      defaultTaxRateBp: 1800,
      taxName: 'GST',
      paymentTermsDays: 15,
      isGst: true,
      fyStartMonth: 4,
      currency: 'INR',
      gstin: null,
      gstStateCode: null,
      pan: null,
    });
  });

  it('take the state and PAN from the GSTIN, and refuse one prefix for both series', async () => {
    const f = await billingFixture(t, { name: 'Kale & Joshi' });
    const gstin = gstinFor('29', 'AAKFK1234J');
    const saved = await call(t, f.admin.cookie, 'PUT', '/billing/settings', {
      ...settings,
      gstin: gstin.toLowerCase(),
      gstStateCode: '27',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      legalName: 'Kale & Joshi LLP',
      gstin,
      gstStateCode: '29',
      pan: 'AAKFK1234J',
      invoicePrefix: 'KJ',
      paymentTermsDays: 30,
      isGst: true,
      fyStartMonth: 4,
    });
    // Without a GSTIN the state is the one chosen.
    const unregistered = await call(t, f.admin.cookie, 'PUT', '/billing/settings', {
      ...settings,
      gstStateCode: '27',
    });
    expect(unregistered.json().data).toMatchObject({ gstin: null, gstStateCode: '27', pan: null });
    const same = await call(t, f.admin.cookie, 'PUT', '/billing/settings', {
      ...settings,
      creditNotePrefix: 'kj',
    });
    expect(same.statusCode).toBe(400);
    expect(Object.keys(same.json().error.details.fields)).toEqual(['creditNotePrefix']);
    const badGstin = await call(t, f.admin.cookie, 'PUT', '/billing/settings', {
      ...settings,
      gstin: '29AAKFK1234J1Z0',
    });
    expect(badGstin.statusCode).toBe(400);
    expect(Object.keys(badGstin.json().error.details.fields)).toEqual(['gstin']);
    // A manager without Rates and Billing reads none of it.
    expect((await call(t, f.manager.cookie, 'GET', '/billing/settings')).statusCode).toBe(403);
  });
});
