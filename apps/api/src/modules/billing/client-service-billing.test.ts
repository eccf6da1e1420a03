/**
 * How a client's service is billed (issue 42, item 1): applying or editing a client service sets a fixed
 * fee per period, hourly or not billed; a service carries its SAC code. The fee is money: only Rates and
 * Billing holders set the mode or the fee (others get a 403 naming the field) or read the fee.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BillingFixture, billingFixture } from '../../test/billing-fixture';
import { call } from '../../test/org-fixture';
import { servicesFixture } from '../../test/service-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let f: BillingFixture;
let svc: ReturnType<typeof servicesFixture>;

beforeAll(async () => {
  t = await createTestApp();
  f = await billingFixture(t);
  svc = servicesFixture(t, f.org);
});
afterAll(() => t.close());

async function clientServiceOf(cookie: string, customerId: string, serviceId: string) {
  const response = await call(t, cookie, 'GET', `/services/clients/${customerId}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { id: string; service: { id: string } }[]).find(
    (row) => row.service.id === serviceId,
  ) as Record<string, unknown> & { id: string };
}

describe('applying a service with its billing', () => {
  it('sets a fixed fee for a billing holder, shown to them and hidden from the others', async () => {
    const service = await svc.service({ name: 'Billed GSTR-3B', sacCode: '998231' });
    const client = await f.client('Fee Client LLP');
    await svc.apply(service.id, {
      clients: { by: 'ids', ids: [client] },
      billingMode: 'fixed',
      feeMinor: 250_000,
    });
    expect(await clientServiceOf(f.admin.cookie, client, service.id)).toMatchObject({
      billingMode: 'fixed',
      feeMinor: 250_000,
    });
    const seen = await clientServiceOf(f.manager.cookie, client, service.id);
    expect(seen.billingMode).toBe('fixed');
    expect(seen).not.toHaveProperty('feeMinor');
    const detail = await call(t, f.manager.cookie, 'GET', `/services/${service.id}`);
    expect(detail.json().data.sacCode).toBe('998231');
  });

  it('refuses the mode or the fee from a services manager without Rates and Billing, naming the field', async () => {
    const service = await svc.service({ name: 'Manager GSTR-3B' });
    const client = await f.client('Manager Client LLP');
    const body = { clients: { by: 'ids', ids: [client] } };
    const mode = await call(t, f.manager.cookie, 'POST', `/services/${service.id}/apply`, {
      ...body,
      billingMode: 'hourly',
    });
    expect(mode.statusCode).toBe(403);
    expect(mode.json().error.details.fields).toEqual({
      billingMode: 'Only people with Rates and Billing set how a client service is billed',
    });
    const fee = await call(t, f.manager.cookie, 'POST', `/services/${service.id}/apply`, {
      ...body,
      billingMode: 'none',
      feeMinor: 100,
    });
    expect(fee.statusCode).toBe(403);
    expect(Object.keys(fee.json().error.details.fields)).toEqual(['feeMinor']);
    // Not billed, as every new client service is by default: theirs to apply.
    await svc.apply(service.id, { ...body, billingMode: 'none' }, f.manager.cookie);
    expect(await clientServiceOf(f.admin.cookie, client, service.id)).toMatchObject({
      billingMode: 'none',
      feeMinor: null,
    });
  });

  it('needs the fee of a fixed fee, and an SAC code of six digits', async () => {
    const service = await svc.service({ name: 'Fee Needed' });
    const client = await f.client('No Fee LLP');
    const response = await call(t, f.admin.cookie, 'POST', `/services/${service.id}/apply`, {
      clients: { by: 'ids', ids: [client] },
      billingMode: 'fixed',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields).toEqual({ feeMinor: 'Enter the fee of one period' });
    const sac = await call(t, f.admin.cookie, 'POST', '/services', {
      ...svcFields('Bad SAC'),
      sacCode: '9982',
    });
    expect(sac.statusCode).toBe(400);
    expect(sac.json().error.details.fields).toEqual({
      sacCode: 'Enter a SAC code of 6 digits, such as 998222',
    });
  });
});

function svcFields(name: string) {
  return {
    name,
    namePattern: `${name} – {period}`,
    frequency: 'monthly',
    jobDateRule: { kind: 'day_after_period', day: 20, monthsAfter: 1 },
    steps: [{ title: 'File', startOffset: -2, dueOffset: 0 }],
  };
}

describe('editing a client service’s billing', () => {
  it('a billing holder changes it; anyone else may change the rest and send the mode back as it is', async () => {
    const service = await svc.service({ name: 'Edited GSTR-3B' });
    const client = await f.client('Edited Client LLP');
    await svc.apply(service.id, { clients: { by: 'ids', ids: [client] } });
    const { id } = await clientServiceOf(f.admin.cookie, client, service.id);
    const url = `/services/client-services/${id}`;

    const fixed = await call(t, f.admin.cookie, 'PATCH', url, { billingMode: 'fixed', feeMinor: 300_000 });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().data).toMatchObject({ billingMode: 'fixed', feeMinor: 300_000 });

    const paused = await call(t, f.manager.cookie, 'PATCH', url, { status: 'paused', billingMode: 'fixed' });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().data).toMatchObject({ status: 'paused', billingMode: 'fixed' });
    expect(paused.json().data).not.toHaveProperty('feeMinor');

    const refused = await call(t, f.manager.cookie, 'PATCH', url, { feeMinor: 1 });
    expect(refused.statusCode).toBe(403);
    expect(Object.keys(refused.json().error.details.fields)).toEqual(['feeMinor']);
    expect((await call(t, f.manager.cookie, 'PATCH', url, { billingMode: 'none' })).statusCode).toBe(403);

    // The fee stays with the fixed mode; another mode drops it.
    const newFee = await call(t, f.admin.cookie, 'PATCH', url, { feeMinor: 350_000 });
    expect(newFee.json().data).toMatchObject({ billingMode: 'fixed', feeMinor: 350_000 });
    const hourly = await call(t, f.admin.cookie, 'PATCH', url, { billingMode: 'hourly' });
    expect(hourly.json().data).toMatchObject({ billingMode: 'hourly', feeMinor: null });
    const noFee = await call(t, f.admin.cookie, 'PATCH', url, { billingMode: 'fixed' });
    expect(noFee.statusCode).toBe(400);
    expect(noFee.json().error.details.fields).toEqual({ feeMinor: 'Enter the fee of one period' });
  });
});
