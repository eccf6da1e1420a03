import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema';
import { TINY_PNG } from '../../test/http';
import { call, newOrganization, sendForm } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CUSTOMER_HAS_WORK_MESSAGE } from './customers.service';

let t: TestApp;
let org: Awaited<ReturnType<typeof newOrganization>>;
beforeAll(async () => {
  t = await createTestApp();
  org = await newOrganization(t);
});
afterAll(() => t.close());

const CUSTOMER = {
  businessName: 'Sahyadri Textiles Pvt Ltd',
  email: 'Accounts@Sahyadri.example',
  address: 'Plot 12, MIDC Bhosari, Pune 411026',
  phone: '+91 98450 12345',
  industry: 'Manufacturing',
  anniversaryDate: '2011-11-14',
};

const png = (data = TINY_PNG) => ({ name: 'logo.png', type: 'image/png', data });
// The smallest GIF: the guide allows JPG, PNG and GIF.
const TINY_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

async function addCustomer(fields: Record<string, string> = {}, cookie = org.admin.cookie) {
  const response = await sendForm(t, cookie, 'POST', '/customers', { ...CUSTOMER, ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; businessName: string; logoUrl: string | null };
}

describe('Add Customer', () => {
  it('saves a customer with a logo and lists it', async () => {
    const response = await sendForm(t, org.admin.cookie, 'POST', '/customers', { ...CUSTOMER, logo: png() });
    expect(response.statusCode, response.body).toBe(201);
    const customer = response.json().data;
    expect(customer).toMatchObject({
      businessName: 'Sahyadri Textiles Pvt Ltd',
      email: 'accounts@sahyadri.example',
      phone: '+91 98450 12345',
      industry: 'Manufacturing',
      address: 'Plot 12, MIDC Bhosari, Pune 411026',
      anniversaryDate: '2011-11-14',
    });
    expect(customer.logoUrl).toMatch(new RegExp(`^/api/v1/customers/${customer.id}/logo\\?v=\\d+$`));

    const logo = await t.app.inject({ url: customer.logoUrl, headers: { cookie: org.admin.cookie } });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['content-disposition']).toBe('inline; filename="logo"');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(logo.rawPayload.equals(TINY_PNG)).toBe(true);

    const one = await call(t, org.admin.cookie, 'GET', `/customers/${customer.id}`);
    expect(one.json().data).toEqual(customer);
    const [row] = await t.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row?.organizationId).toBe(org.orgId);
    expect(row?.createdById).toBe(org.admin.id);
  });

  it('accepts only the three required fields and a GIF logo', async () => {
    const response = await sendForm(t, org.admin.cookie, 'POST', '/customers', {
      businessName: 'Ganga Retail Mart',
      email: 'owner@ganga.example',
      address: 'Hazratganj, Lucknow',
      phone: '',
      industry: '',
      anniversaryDate: '',
      logo: { name: 'logo.gif', type: 'image/gif', data: TINY_GIF },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ phone: null, industry: null, anniversaryDate: null });
    expect(response.json().data.logoUrl).not.toBeNull();
  });

  it('names every missing required field and saves nothing', async () => {
    const before = await t.db.select().from(customers).where(eq(customers.organizationId, org.orgId));
    const response = await sendForm(t, org.admin.cookie, 'POST', '/customers', {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: {
        code: 'VALIDATION_FAILED',
        details: {
          fields: {
            businessName: 'Business Name is required',
            email: 'Email is required',
            address: 'Address is required',
          },
        },
      },
      message: 'Business Name is required',
    });
    const after = await t.db.select().from(customers).where(eq(customers.organizationId, org.orgId));
    expect(after.length).toBe(before.length);
  });

  it('refuses too-long fields, an invalid email, phone and date, and a logo that is not an image', async () => {
    const response = await sendForm(t, org.admin.cookie, 'POST', '/customers', {
      businessName: 'B'.repeat(121),
      email: 'accounts at sahyadri',
      address: 'A'.repeat(301),
      phone: '12-34',
      industry: 'I'.repeat(81),
      anniversaryDate: '2026-02-30',
      logo: { name: 'logo.png', type: 'image/png', data: Buffer.from('<svg onload="alert(1)"></svg>') },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields).toEqual({
      businessName: 'Business Name must be at most 120 characters',
      email: 'Enter a valid email address',
      address: 'Address must be at most 300 characters',
      phone: 'Enter a valid phone number',
      industry: 'Industry must be at most 80 characters',
      anniversaryDate: 'Enter a valid date',
      logo: 'Logo must be a JPG, PNG or GIF image',
    });
  });

  it('judges the logo by its content and its size, not its name', async () => {
    // A real PNG named .txt is fine; a PDF named .png is not; nothing over 2MB is.
    const renamed = await sendForm(t, org.admin.cookie, 'POST', '/customers', {
      ...CUSTOMER,
      logo: { name: 'logo.txt', type: 'text/plain', data: TINY_PNG },
    });
    expect(renamed.statusCode, renamed.body).toBe(201);
    const pdf = await sendForm(t, org.admin.cookie, 'POST', '/customers', {
      ...CUSTOMER,
      logo: png(Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n')),
    });
    expect(pdf.json().error.details.fields).toEqual({ logo: 'Logo must be a JPG, PNG or GIF image' });
    const big = await sendForm(t, org.admin.cookie, 'POST', '/customers', {
      ...CUSTOMER,
      logo: png(Buffer.concat([TINY_PNG, Buffer.alloc(2 * 1024 * 1024)])),
    });
    expect(big.statusCode).toBe(400);
    expect(big.json().error.details.fields).toEqual({ logo: 'Logo must be at most 2MB' });
  });
});

describe('Customer List', () => {
  it('sorts by business name, searches name and email in any case, and paginates', async () => {
    const other = await newOrganization(t, 'Other Firm LLP');
    const names = ['zeta Works', 'Alpha Traders', 'Mango Foods', 'beta Systems', '100% Pure_Oils'];
    for (const [index, businessName] of names.entries()) {
      await addCustomer({ businessName, email: `contact${index}@list-${index}.example` }, other.admin.cookie);
    }
    const page1 = await call(t, other.admin.cookie, 'GET', '/customers?page=1&pageSize=2');
    expect(page1.statusCode).toBe(200);
    expect(page1.json().meta).toEqual({ page: 1, pageSize: 2, total: 5 });
    expect(page1.json().data.map((c: { businessName: string }) => c.businessName)).toEqual([
      '100% Pure_Oils',
      'Alpha Traders',
    ]);
    const page3 = await call(t, other.admin.cookie, 'GET', '/customers?page=3&pageSize=2');
    expect(page3.json().data.map((c: { businessName: string }) => c.businessName)).toEqual(['zeta Works']);

    const byName = await call(t, other.admin.cookie, 'GET', '/customers?q=ALPHA');
    expect(byName.json().data.map((c: { businessName: string }) => c.businessName)).toEqual([
      'Alpha Traders',
    ]);
    const byEmail = await call(t, other.admin.cookie, 'GET', '/customers?q=list-2.example');
    expect(byEmail.json().data.map((c: { businessName: string }) => c.businessName)).toEqual(['Mango Foods']);
    // LIKE wildcards are searched literally.
    const literal = await call(t, other.admin.cookie, 'GET', `/customers?q=${encodeURIComponent('0% P')}`);
    expect(literal.json().meta.total).toBe(1);
    const underscore = await call(t, other.admin.cookie, 'GET', '/customers?q=_');
    expect(underscore.json().data.map((c: { businessName: string }) => c.businessName)).toEqual([
      '100% Pure_Oils',
    ]);
    const none = await call(t, other.admin.cookie, 'GET', '/customers?q=nothing-like-this');
    expect(none.json()).toEqual({ data: [], meta: { page: 1, pageSize: 20, total: 0 } });

    // Only the caller's organization is listed.
    const mine = await call(t, org.admin.cookie, 'GET', '/customers?q=Alpha');
    expect(mine.json().meta.total).toBe(0);

    const bad = await call(t, other.admin.cookie, 'GET', '/customers?pageSize=500');
    expect(bad.statusCode).toBe(400);
  });
});

describe('editing and deleting', () => {
  it('replaces the fields, keeps, replaces or removes the logo, and deletes the customer and its logo', async () => {
    const created = await sendForm(t, org.admin.cookie, 'POST', '/customers', { ...CUSTOMER, logo: png() });
    const customer = created.json().data;

    const edited = await sendForm(t, org.admin.cookie, 'PATCH', `/customers/${customer.id}`, {
      ...CUSTOMER,
      businessName: 'Sahyadri Textiles Limited',
      phone: '',
      anniversaryDate: '',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      businessName: 'Sahyadri Textiles Limited',
      phone: null,
      anniversaryDate: null,
    });
    expect(edited.json().data.logoUrl).not.toBeNull();

    const invalid = await sendForm(t, org.admin.cookie, 'PATCH', `/customers/${customer.id}`, {
      ...CUSTOMER,
      email: '',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.details.fields).toEqual({ email: 'Email is required' });

    const removed = await sendForm(t, org.admin.cookie, 'PATCH', `/customers/${customer.id}`, {
      ...CUSTOMER,
      removeLogo: 'true',
    });
    expect(removed.json().data.logoUrl).toBeNull();
    const noLogo = await call(t, org.admin.cookie, 'GET', `/customers/${customer.id}/logo`);
    expect(noLogo.statusCode).toBe(404);

    const deleted = await call(t, org.admin.cookie, 'DELETE', `/customers/${customer.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await call(t, org.admin.cookie, 'GET', `/customers/${customer.id}`)).statusCode).toBe(404);
    expect((await call(t, org.admin.cookie, 'DELETE', `/customers/${customer.id}`)).statusCode).toBe(404);
  });

  it('a customer with work (a project) is kept: the deletion answers 409 and says why', async () => {
    const customer = (await sendForm(t, org.admin.cookie, 'POST', '/customers', CUSTOMER)).json().data;
    const project = await call(t, org.admin.cookie, 'POST', '/projects', {
      name: 'Annual audit',
      customerId: customer.id,
      leadId: org.admin.id,
      startDate: '2031-01-01',
      targetEndDate: '2031-06-30',
    });
    expect(project.statusCode, project.body).toBe(201);
    const refused = await call(t, org.admin.cookie, 'DELETE', `/customers/${customer.id}`);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.message).toBe(CUSTOMER_HAS_WORK_MESSAGE);
    expect((await call(t, org.admin.cookie, 'GET', `/customers/${customer.id}`)).statusCode).toBe(200);
  });
});

describe('permissions and tenancy', () => {
  it('answers 403 without each permission', async () => {
    const customer = await addCustomer();
    const nothing = await org.memberWith([]);
    const viewer = await org.memberWith(['customers.view']);
    const form = (cookie: string, method: 'POST' | 'PATCH', url: string) =>
      sendForm(t, cookie, method, url, CUSTOMER);

    expect((await call(t, nothing.cookie, 'GET', '/customers')).statusCode).toBe(403);
    expect((await call(t, nothing.cookie, 'GET', `/customers/${customer.id}`)).statusCode).toBe(403);
    expect((await call(t, nothing.cookie, 'GET', `/customers/${customer.id}/logo`)).statusCode).toBe(403);
    expect((await call(t, viewer.cookie, 'GET', '/customers')).statusCode).toBe(200);
    expect((await call(t, viewer.cookie, 'GET', `/customers/${customer.id}`)).statusCode).toBe(200);

    const createDenied = await form(viewer.cookie, 'POST', '/customers');
    expect(createDenied.statusCode).toBe(403);
    expect(createDenied.json().message).toBe('You do not have permission to do this');
    expect((await form(viewer.cookie, 'PATCH', `/customers/${customer.id}`)).statusCode).toBe(403);
    expect((await call(t, viewer.cookie, 'DELETE', `/customers/${customer.id}`)).statusCode).toBe(403);

    const creator = await org.memberWith(['customers.create']);
    expect((await form(creator.cookie, 'POST', '/customers')).statusCode).toBe(201);
    const editor = await org.memberWith(['customers.edit']);
    expect((await form(editor.cookie, 'PATCH', `/customers/${customer.id}`)).statusCode).toBe(200);
    const deleter = await org.memberWith(['customers.delete']);
    expect((await call(t, deleter.cookie, 'DELETE', `/customers/${customer.id}`)).statusCode).toBe(204);
  });

  it("answers 404 for another organization's customer, and for ids that are not ids", async () => {
    const customer = (
      await sendForm(t, org.admin.cookie, 'POST', '/customers', { ...CUSTOMER, logo: png() })
    ).json().data;
    const outsider = await newOrganization(t, 'Outsider LLP');
    const cookie = outsider.admin.cookie;
    for (const url of [`/customers/${customer.id}`, `/customers/${customer.id}/logo`]) {
      const response = await call(t, cookie, 'GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toMatch(/not found|no logo/);
    }
    expect((await sendForm(t, cookie, 'PATCH', `/customers/${customer.id}`, CUSTOMER)).statusCode).toBe(404);
    expect((await call(t, cookie, 'DELETE', `/customers/${customer.id}`)).statusCode).toBe(404);
    expect((await call(t, cookie, 'GET', '/customers/not-a-uuid')).statusCode).toBe(404);
    // Still there, unchanged.
    const still = await call(t, org.admin.cookie, 'GET', `/customers/${customer.id}`);
    expect(still.json().data).toEqual(customer);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ url: '/api/v1/customers' })).statusCode).toBe(401);
  });
});
