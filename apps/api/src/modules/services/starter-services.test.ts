/**
 * Starter services (issue 40, item 7): an organization created as an accounting firm starts with the
 * Indian statutory calendar as editable services, marked as starter data; other industries get none, and
 * may add them when they ask (each once, however many ask at once). The demo firm has them.
 */
import { STARTER_SERVICE_NOTE, STARTER_SERVICES } from '@taskflow/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import { newAccount, sendForm } from '../../test/org-fixture';
import { queryRows } from '../../test/sql';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An organization set up through the form, with the industry chosen there. */
async function firm(name: string, industry: string) {
  const admin = await newAccount(t);
  const created = await sendForm(t, admin.cookie, 'POST', '/organizations', {
    name,
    industry,
    timeZone: 'Asia/Kolkata',
    workWeek: '1,2,3,4,5',
    currency: 'INR',
  });
  expect(created.statusCode, created.body).toBe(201);
  return { orgId: created.json().data.id as string, cookie: admin.cookie };
}

const servicesOf = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/services', headers: { cookie } }).then((response) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as {
      name: string;
      isStarter: boolean;
      description: string;
      stepCount: number;
    }[];
  });

describe('starter services', () => {
  // First: the demo is seeded into a database without users only.
  it('are in the demo firm (Acme Advisory is an accounting firm)', async () => {
    await seedDemo(t.db);
    const rows = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from services s join organizations o on o.id = s.organization_id
          where o.name = 'Acme Advisory LLP' and s.is_starter`,
    );
    expect(rows[0]?.n).toBe(STARTER_SERVICES.length);
  });

  it('start an accounting firm with the statutory calendar, each marked and saying to check it', async () => {
    const { cookie } = await firm('Iyer & Co Chartered Accountants', 'Accounting & compliance');
    const list = await servicesOf(cookie);
    expect(list.map((service) => service.name).sort()).toEqual(
      STARTER_SERVICES.map((service) => service.name).sort(),
    );
    for (const service of list) {
      expect(service.isStarter).toBe(true);
      expect(service.description).toContain(STARTER_SERVICE_NOTE);
      expect(service.stepCount).toBeGreaterThan(0);
    }
  });

  it('are forced on no other industry, and added when a firm asks, each once however many ask', async () => {
    const { orgId, cookie } = await firm('Lexicon Legal LLP', 'Legal');
    expect(await servicesOf(cookie)).toEqual([]);
    const ask = () => t.app.inject({ method: 'POST', url: '/api/v1/services/starter', headers: { cookie } });
    const answers = await Promise.all([ask(), ask()]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const added = answers.map((answer) => answer.json().data.added.length as number).sort();
    expect(added).toEqual([0, STARTER_SERVICES.length]);
    const [count] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(services)
      .where(eq(services.organizationId, orgId));
    expect(count?.n).toBe(STARTER_SERVICES.length);
  });

  it('are not added again under a name the firm uses, even renamed in another case', async () => {
    const { orgId, cookie } = await firm('Renamed Firm', 'Other');
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/v1/services/starter',
      headers: { cookie },
    });
    expect(first.json().data.skipped).toBe(0);
    await t.db
      .update(services)
      .set({ name: 'gstr-3b (MONTHLY)' })
      .where(sql`${services.organizationId} = ${orgId} and ${services.name} = 'GSTR-3B (monthly)'`);
    await t.db
      .delete(services)
      .where(sql`${services.organizationId} = ${orgId} and ${services.name} = 'TDS payment'`);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/v1/services/starter',
      headers: { cookie },
    });
    expect(second.json().data).toEqual({ added: ['TDS payment'], skipped: STARTER_SERVICES.length - 1 });
  });
});
