import { CONTACT_MESSAGES, DEMO_MESSAGES, SPAM_REJECTED_MESSAGE } from '@taskflow/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiries } from '../../db/schema';
import { DEMO_PASSWORD, seedDemo } from '../../db/seed';
import { logIn } from '../../test/accounts';
import { sessionCookieOf } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

const validDemo = () => ({
  name: 'Kavya Nair',
  companyname: 'Nair & Co Chartered Accountants',
  email: `kavya.${Math.random().toString(36).slice(2, 8)}@example.com`,
  countryCode: 'IN',
  mobile: '9876543210',
  isHuman: true,
  website: '',
});

const validContact = () => ({
  firstName: 'Rohan',
  lastName: 'Das',
  email: `rohan.${Math.random().toString(36).slice(2, 8)}@example.com`,
  phone: '9876543210',
  industry: 'finance',
  subject: 'Annual billing',
  message: 'Do you offer annual billing for 40 people?',
  notRobot: true,
  website: '',
});

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  const login = await logIn(t, { email: 'platform@taskflow.demo', password: DEMO_PASSWORD });
  adminCookie = sessionCookieOf(login);
});
afterAll(() => t.close());

const post = (kind: 'demo' | 'contact', payload: unknown, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/inquiries/${kind}`,
    payload: payload as Record<string, unknown>,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

describe('POST /inquiries/demo', () => {
  it('stores a valid demo request as a demo inquiry', async () => {
    const body = validDemo();
    const response = await post('demo', { ...body, email: body.email.toUpperCase() });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe('Demo form submitted successfully!');
    const [row] = await t.db.select().from(inquiries).where(eq(inquiries.id, response.json().data.id));
    expect(row).toMatchObject({
      kind: 'demo',
      name: 'Kavya Nair',
      company: 'Nair & Co Chartered Accountants',
      email: body.email,
      countryCode: 'IN',
      phone: '9876543210',
    });
  });

  it.each([
    ['name', '', DEMO_MESSAGES.name],
    ['companyname', '  ', DEMO_MESSAGES.companyname],
    ['email', 'kavya@example', DEMO_MESSAGES.email],
    ['countryCode', '', DEMO_MESSAGES.countryCode],
    ['countryCode', 'ZZ', DEMO_MESSAGES.countryCode],
    ['mobile', '', DEMO_MESSAGES.mobileRequired],
    ['mobile', '123456', DEMO_MESSAGES.mobileInvalid],
    ['mobile', '1234567890123456', DEMO_MESSAGES.mobileInvalid],
    ['isHuman', false, DEMO_MESSAGES.isHuman],
  ])('answers %s=%j with its message', async (field, value, message) => {
    const response = await post('demo', { ...validDemo(), [field]: value });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.details.fields[field]).toBe(message);
    expect(body.message).toBe(message);
  });

  it('answers every message for an empty body', async () => {
    const response = await post('demo', { website: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields).toEqual({
      name: DEMO_MESSAGES.name,
      companyname: DEMO_MESSAGES.companyname,
      email: DEMO_MESSAGES.email,
      countryCode: DEMO_MESSAGES.countryCode,
      mobile: DEMO_MESSAGES.mobileRequired,
      isHuman: DEMO_MESSAGES.isHuman,
    });
  });

  it('refuses a filled honeypot and stores nothing', async () => {
    const body = { ...validDemo(), website: 'https://spam.example' };
    const response = await post('demo', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(SPAM_REJECTED_MESSAGE);
    expect(await t.db.select().from(inquiries).where(eq(inquiries.email, body.email))).toHaveLength(0);
  });

  it('refuses a body without the honeypot field', async () => {
    const { website: _, ...body } = validDemo();
    const response = await post('demo', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields.website).toBe(SPAM_REJECTED_MESSAGE);
  });
});

describe('POST /inquiries/contact', () => {
  it('stores a valid contact message as a contact inquiry', async () => {
    const body = validContact();
    const response = await post('contact', body);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe('Message sent!');
    const [row] = await t.db.select().from(inquiries).where(eq(inquiries.id, response.json().data.id));
    expect(row).toMatchObject({
      kind: 'contact',
      name: 'Rohan Das',
      email: body.email,
      phone: '9876543210',
      industry: 'finance',
      subject: 'Annual billing',
      message: 'Do you offer annual billing for 40 people?',
    });
  });

  it('accepts a message without industry or subject', async () => {
    const response = await post('contact', { ...validContact(), industry: '', subject: undefined });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ industry: null, subject: null });
  });

  it.each([
    ['firstName', '', CONTACT_MESSAGES.firstName],
    ['lastName', ' ', CONTACT_MESSAGES.lastName],
    ['email', 'rohan.example.com', CONTACT_MESSAGES.email],
    ['phone', '', CONTACT_MESSAGES.phone],
    ['phone', '987654321', CONTACT_MESSAGES.phone],
    ['phone', '98765432101', CONTACT_MESSAGES.phone],
    ['message', '', CONTACT_MESSAGES.message],
    ['notRobot', false, CONTACT_MESSAGES.notRobot],
  ])('answers %s=%j with its message', async (field, value, message) => {
    const response = await post('contact', { ...validContact(), [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields[field]).toBe(message);
  });

  it('refuses an industry outside the list', async () => {
    const response = await post('contact', { ...validContact(), industry: 'farming' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.details.fields)).toEqual(['industry']);
  });

  it('refuses a filled honeypot', async () => {
    const response = await post('contact', { ...validContact(), website: 'buy now' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(SPAM_REJECTED_MESSAGE);
  });
});

describe('per-IP rate limit', () => {
  it('refuses the sixth submission from one address in the window', async () => {
    const limited = await createTestApp({ rateLimits: { publicForm: { max: 5, timeWindow: 60_000 } } });
    try {
      const send = (remoteAddress: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/v1/inquiries/demo',
          payload: validDemo(),
          remoteAddress,
        });
      for (let i = 0; i < 5; i++) expect((await send('203.0.113.7')).statusCode).toBe(201);
      const refused = await send('203.0.113.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('RATE_LIMITED');
      expect((await send('203.0.113.8')).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /inquiries', () => {
  it('lists stored inquiries newest first for a platform admin, filtered by kind', async () => {
    const demo = await post('demo', validDemo());
    const contact = await post('contact', validContact());
    const all = await t.app.inject({
      url: '/api/v1/inquiries?pageSize=100',
      headers: { cookie: adminCookie },
    });
    expect(all.statusCode, all.body).toBe(200);
    const ids = all.json().data.map((inquiry: { id: string }) => inquiry.id);
    expect(ids.indexOf(contact.json().data.id)).toBeLessThan(ids.indexOf(demo.json().data.id));
    const demos = await t.app.inject({
      url: '/api/v1/inquiries?kind=demo',
      headers: { cookie: adminCookie },
    });
    expect(demos.json().data.every((inquiry: { kind: string }) => inquiry.kind === 'demo')).toBe(true);
    expect(demos.json().total).toBeGreaterThan(0);
    expect(demos.json().data[0]).not.toHaveProperty('ip');
  });

  it('is refused without a session and for an organization user', async () => {
    expect((await t.app.inject({ url: '/api/v1/inquiries' })).statusCode).toBe(401);
    const login = await logIn(t, { email: 'admin@acme.demo', password: DEMO_PASSWORD });
    const response = await t.app.inject({
      url: '/api/v1/inquiries',
      headers: { cookie: sessionCookieOf(login) },
    });
    expect(response.statusCode).toBe(403);
  });
});
