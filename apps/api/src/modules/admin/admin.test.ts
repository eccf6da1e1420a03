import { get as httpGet, type IncomingMessage } from 'node:http';
import { ADMIN_MESSAGES, DEFAULT_LANDING_CONTENT } from '@taskflow/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, features, organizations, pricingPlans, siteContent, users } from '../../db/schema';
import { DEMO_PASSWORD, seedDemo } from '../../db/seed';
import { toHtmlPage } from '../../plugins/prerendered-pages';
import { logIn, me, sessionOf } from '../../test/accounts';
import { queryRows } from '../../test/sql';
import { createTestApp, type TestApp } from '../../test/test-app';
import { patchPage } from '../site-content/public-pages';
import { setPlatformAdmin } from './admin.service';

let t: TestApp;
let platform: string;
let orgAdmin: string;
let employee: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  platform = await sessionOf(t, { email: 'platform@taskflow.demo', password: DEMO_PASSWORD });
  orgAdmin = await sessionOf(t, { email: 'admin@acme.demo', password: DEMO_PASSWORD });
  employee = await sessionOf(t, { email: 'asha@acme.demo', password: DEMO_PASSWORD });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
function call(cookie: string | undefined, method: Method, url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function auditCount() {
  const [row] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from audit_log`);
  return row?.n ?? 0;
}

/** Runs a change and answers the one audit row it wrote. */
async function audited(change: () => ReturnType<typeof call>, status = 200) {
  const before = await auditCount();
  const response = await change();
  expect(response.statusCode, response.body).toBe(status);
  expect(await auditCount()).toBe(before + 1);
  const [entry] = await t.db.select().from(auditLog).orderBy(sql`created_at desc`).limit(1);
  expect(entry?.actorEmail).toBe('platform@taskflow.demo');
  if (!entry) throw new Error('No audit row');
  return { response, entry };
}

describe('access', () => {
  it('every admin route is platform-admin only: 401 signed out, 403 for an organization admin and an employee', async () => {
    const routes = t.app.routeTable.filter(
      (route) =>
        route.url.startsWith('/api/v1/admin') && route.method !== 'HEAD' && route.method !== 'OPTIONS',
    );
    expect(routes.length).toBeGreaterThanOrEqual(15);
    const leaks: string[] = [];
    for (const route of routes) {
      if (!route.config.isPlatformAdminOnly)
        leaks.push(`${route.method} ${route.url} is not platform-admin only`);
      const url = route.url
        .replace('/api/v1', '')
        .replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
      for (const [who, cookie, expected] of [
        ['signed out', undefined, 401],
        ['organization admin', orgAdmin, 403],
        ['employee', employee, 403],
      ] as const) {
        const response = await call(cookie, route.method as Method, url, body);
        if (response.statusCode !== expected)
          leaks.push(`${who} ${route.method} ${url}: ${response.statusCode}`);
      }
    }
    expect(leaks).toEqual([]);
  });
});

describe('dashboard', () => {
  it('counts real rows, and a new inquiry shows this week', async () => {
    const first = (await call(platform, 'GET', '/admin/dashboard')).json().data;
    const [userRow] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from users`);
    expect(first.users).toBe(userRow?.n);
    expect(first.organizations).toBeGreaterThanOrEqual(1);
    expect(first.weekly).toHaveLength(12);
    const demo = await call(undefined, 'POST', '/inquiries/demo', {
      name: 'Dana Demo',
      companyname: 'Demo Co',
      email: 'dana@demo.example',
      countryCode: 'IN',
      mobile: '9876543210',
      isHuman: true,
      website: '',
    });
    expect(demo.statusCode, demo.body).toBe(201);
    const second = (await call(platform, 'GET', '/admin/dashboard')).json().data;
    expect(second.inquiries).toBe(first.inquiries + 1);
    expect(second.newInquiriesThisWeek).toBe(first.newInquiriesThisWeek + 1);
    expect(second.weekly.at(-1).inquiries).toBe(first.weekly.at(-1).inquiries + 1);
  });
});

describe('landing', () => {
  it('answers the default, refuses blank fields by name, saves with one audit row holding before and after', async () => {
    expect((await call(undefined, 'GET', '/site-content/landing')).json().data).toEqual(
      DEFAULT_LANDING_CONTENT,
    );
    const blank = await call(platform, 'PUT', '/admin/site-content/landing', {
      title: ' ',
      description: 'x',
      buttonText: 'y',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.details.fields.title).toBe('Please enter a title');
    const saved = {
      title: 'Plan less, deliver more',
      description: 'A new hero text.',
      buttonText: 'Book a demo',
    };
    const { entry } = await audited(() => call(platform, 'PUT', '/admin/site-content/landing', saved));
    expect(entry.before).toEqual(DEFAULT_LANDING_CONTENT);
    expect(entry.after).toEqual(saved);
    expect((await call(undefined, 'GET', '/site-content/landing')).json().data).toEqual(saved);
  });

  it('writes the saved text, escaped, into the prerendered home page and its data block', () => {
    const html =
      '<html><body><div id="root"><h1 class="x" data-landing="title">Old title</h1><p data-landing="description">Old</p><span data-landing="buttonText">Go</span></div></body></html>';
    const out = patchPage(html, '/', {
      landing: { title: 'Tom & <Jerry>', description: 'New text', buttonText: 'Request' },
      plans: [],
    });
    expect(out).toContain('<h1 class="x" data-landing="title">Tom &amp; &lt;Jerry&gt;</h1>');
    expect(out).toContain('<p data-landing="description">New text</p>');
    expect(out).toContain('<span data-landing="buttonText">Request</span>');
    expect(out).toContain('<script type="application/json" id="site-data">');
    expect(out).not.toContain('<Jerry>');
  });

  it('the public pages show a save at once, and a change made behind the app once their 2 s are up', async () => {
    const home = toHtmlPage('<html><body><h1 data-landing="title">Prerendered</h1></body></html>');
    const pricing = toHtmlPage('<html><body><!--plans--><!--/plans--></body></html>');
    const heroTitle = async () =>
      (await t.app.publicPages.pageFor('/', home)).html.match(/data-landing="title">([^<]*)</)?.[1];
    const pricingHtml = async () => (await t.app.publicPages.pageFor('/pricing', pricing)).html;
    const hero = { description: 'A new hero text.', buttonText: 'Book a demo' };
    // A frozen clock: the pages' 2 s refresh never runs out between two reads unless the test moves it.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await audited(() => call(platform, 'PUT', '/admin/site-content/landing', { ...hero, title: 'First' }));
      expect(await heroTitle()).toBe('First');
      await audited(() => call(platform, 'PUT', '/admin/site-content/landing', { ...hero, title: 'Second' }));
      expect(await heroTitle()).toBe('Second');

      const plan = {
        name: 'Studio Plan',
        price: 799,
        period: 'per user/year',
        features: [],
        isPopular: false,
      };
      const { response } = await audited(() => call(platform, 'POST', '/admin/pricing-plans', plan), 201);
      expect(await pricingHtml()).toContain('Studio Plan');
      await audited(() => call(platform, 'DELETE', `/admin/pricing-plans/${response.json().data.id}`), 204);
      expect(await pricingHtml()).not.toContain('Studio Plan');

      // Another server process's save: this one hears of it only when its 2 s are up.
      await t.db
        .update(siteContent)
        .set({ value: { ...hero, title: 'Third' } })
        .where(eq(siteContent.key, 'landing'));
      expect(await heroTitle()).toBe('Second');
      vi.setSystemTime(Date.now() + 2001);
      expect(await heroTitle()).toBe('Third');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('features', () => {
  it('lists the 11 defaults; refuses a blank or duplicate name and a default deletion with the spec messages', async () => {
    const list = (await call(platform, 'GET', '/admin/features')).json().data;
    // The demo plans list no catalogue feature yet.
    expect(list.every((feature: { planCount: number }) => feature.planCount === 0)).toBe(true);
    expect(list.filter((feature: { isDefault: boolean }) => feature.isDefault)).toHaveLength(11);
    const blank = await call(platform, 'POST', '/admin/features', { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(ADMIN_MESSAGES.featureName);
    expect(blank.json().error.details.fields.name).toBe(ADMIN_MESSAGES.featureName);
    const duplicate = await call(platform, 'POST', '/admin/features', { name: 'customer MANAGEMENT' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(ADMIN_MESSAGES.featureExists);
    const modal = await call(platform, 'POST', '/admin/features/detailed', { title: 'Gantt', slug: '' });
    expect(modal.statusCode).toBe(400);
    expect(modal.json().message).toBe(ADMIN_MESSAGES.titleAndSlug);
    const badSlug = await call(platform, 'POST', '/admin/features/detailed', {
      title: 'Gantt',
      slug: 'Not Safe!',
    });
    expect(badSlug.json().error.details.fields.slug).toBe(ADMIN_MESSAGES.slugInvalid);
    const before = await auditCount();
    const removeDefault = await call(platform, 'DELETE', `/admin/features/${list[0].id}`);
    expect(removeDefault.statusCode).toBe(400);
    expect(removeDefault.json().message).toBe(ADMIN_MESSAGES.defaultFeature);
    expect(await auditCount()).toBe(before);
    expect(await t.db.select().from(features).where(eq(features.id, list[0].id))).toHaveLength(1);
  });

  it('deleting a custom feature removes it from every plan in one transaction, with one audit row', async () => {
    const { response } = await audited(
      () => call(platform, 'POST', '/admin/features', { name: 'Client Portal' }),
      201,
    );
    const feature = response.json().data;
    expect(feature.slug).toBe('client-portal');
    const plans = await t.db.select().from(pricingPlans);
    for (const plan of plans.slice(0, 2)) {
      await t.db
        .update(pricingPlans)
        .set({ features: [...plan.features, 'Client Portal'] })
        .where(eq(pricingPlans.id, plan.id));
    }
    const listed = (await call(platform, 'GET', '/admin/features')).json().data;
    expect(listed.find((row: { id: string }) => row.id === feature.id).planCount).toBe(2);
    const { entry } = await audited(() => call(platform, 'DELETE', `/admin/features/${feature.id}`));
    expect((entry.before as { plans: string[] }).plans).toHaveLength(2);
    const after = await t.db.select().from(pricingPlans);
    expect(after.some((plan) => plan.features.includes('Client Portal'))).toBe(false);
    expect(after.map((plan) => plan.features.length)).toEqual(plans.map((plan) => plan.features.length));
  });

  it('a deletion that fails part way leaves the plans and the feature as they were', async () => {
    const feature = (await call(platform, 'POST', '/admin/features', { name: 'Atomic Check' })).json().data;
    const [plan] = await t.db.select().from(pricingPlans).limit(1);
    if (!plan) throw new Error('No plan');
    await t.db
      .update(pricingPlans)
      .set({ features: [...plan.features, 'Atomic Check'] })
      .where(eq(pricingPlans.id, plan.id));
    // The audit insert is the transaction's last write: make it fail.
    await t.db.execute(
      sql`alter table audit_log add constraint no_feature_delete check (action <> 'feature.delete') not valid`,
    );
    try {
      const response = await call(platform, 'DELETE', `/admin/features/${feature.id}`);
      expect(response.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`alter table audit_log drop constraint no_feature_delete`);
    }
    const [unchanged] = await t.db.select().from(pricingPlans).where(eq(pricingPlans.id, plan.id));
    expect(unchanged?.features).toContain('Atomic Check');
    expect(await t.db.select().from(features).where(eq(features.id, feature.id))).toHaveLength(1);
  });
});

describe('pricing plans', () => {
  it('refuses a plan without name or price with the spec message, on the field', async () => {
    for (const body of [
      { name: '', price: 10, period: 'one-time' },
      { name: 'Team', price: '', period: 'one-time' },
    ]) {
      const response = await call(platform, 'POST', '/admin/pricing-plans', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(ADMIN_MESSAGES.planNameAndPrice);
    }
  });

  it('adds, edits that same plan, reorders and deletes, each with one audit row; /pricing-plans follows', async () => {
    const body = {
      name: 'Team',
      price: 499,
      period: 'per user/year',
      features: ['Add Holiday'],
      isPopular: false,
    };
    const { response } = await audited(() => call(platform, 'POST', '/admin/pricing-plans', body), 201);
    const plan = response.json().data;
    const count = (await call(undefined, 'GET', '/pricing-plans')).json().data.length;
    const { entry } = await audited(() =>
      call(platform, 'PUT', `/admin/pricing-plans/${plan.id}`, { ...body, price: 599 }),
    );
    expect((entry.before as { price: number }).price).toBe(499);
    expect((entry.after as { price: number }).price).toBe(599);
    const publicPlans = (await call(undefined, 'GET', '/pricing-plans')).json().data;
    expect(publicPlans).toHaveLength(count);
    expect(publicPlans.find((row: { id: string }) => row.id === plan.id).price).toBe(599);
    const ids = publicPlans.map((row: { id: string }) => row.id).reverse();
    await audited(() => call(platform, 'PUT', '/admin/pricing-plans/order', { ids }));
    expect(
      (await call(undefined, 'GET', '/pricing-plans')).json().data.map((row: { id: string }) => row.id),
    ).toEqual(ids);
    const partial = await call(platform, 'PUT', '/admin/pricing-plans/order', { ids: ids.slice(1) });
    expect(partial.statusCode).toBe(400);
    await audited(() => call(platform, 'DELETE', `/admin/pricing-plans/${plan.id}`), 204);
    expect((await call(undefined, 'GET', '/pricing-plans')).json().data).toHaveLength(count - 1);
  });
});

describe('inquiries', () => {
  it('filters, marks contacted with notes (audited) and exports the filtered rows as CSV', async () => {
    await call(undefined, 'POST', '/inquiries/contact', {
      firstName: '=cmd',
      lastName: 'Contact',
      email: 'cc@example.com',
      phone: '9876543210',
      message: 'Hello, "there"',
      notRobot: true,
      website: '',
    });
    const demos = (await call(platform, 'GET', '/admin/inquiries?kind=demo')).json();
    expect(demos.data.every((row: { kind: string }) => row.kind === 'demo')).toBe(true);
    const target = demos.data[0];
    expect(target.status).toBe('new');
    const { entry } = await audited(() =>
      call(platform, 'PATCH', `/admin/inquiries/${target.id}`, {
        status: 'contacted',
        notes: 'Called on Monday',
      }),
    );
    expect(entry.before).toEqual({ status: 'new', notes: '' });
    expect(entry.after).toEqual({ status: 'contacted', notes: 'Called on Monday' });
    const contacted = (await call(platform, 'GET', '/admin/inquiries?status=contacted')).json();
    expect(contacted.data.map((row: { id: string }) => row.id)).toEqual([target.id]);
    const bad = await call(platform, 'PATCH', `/admin/inquiries/${target.id}`, { status: 'lost' });
    expect(bad.statusCode).toBe(400);
    const csv = await call(platform, 'GET', '/admin/inquiries/export.csv?kind=contact');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    const lines = csv.body.slice(1).trim().split('\n');
    expect(lines[0]).toMatch(/^id,kind,status,name/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("'=cmd Contact");
    expect(lines[1]).toContain('"Hello, ""there"""');
  });
});

describe('organizations', () => {
  it('lists tenants with their size; suspension signs members out at once and keeps them out, with a reason', async () => {
    const listed = await call(platform, 'GET', '/admin/organizations');
    expect(listed.statusCode, listed.body).toBe(200);
    const list = listed.json().data;
    const acme = list.find((row: { name: string }) => /acme/i.test(row.name));
    expect(acme.people).toBeGreaterThan(3);
    expect(acme.lastActivityAt).not.toBeNull();
    const noReason = await call(platform, 'POST', `/admin/organizations/${acme.id}/suspend`, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.details.fields.reason).toBe(ADMIN_MESSAGES.suspendReason);
    expect((await me(t, employee)).statusCode).toBe(200);
    const { response, entry } = await audited(() =>
      call(platform, 'POST', `/admin/organizations/${acme.id}/suspend`, { reason: 'Unpaid invoices' }),
    );
    expect(response.json().data.sessionsEnded).toBeGreaterThanOrEqual(2);
    expect((entry.after as { suspendedReason: string }).suspendedReason).toBe('Unpaid invoices');
    expect((await me(t, employee)).statusCode).toBe(401);
    expect((await me(t, orgAdmin)).statusCode).toBe(401);
    const login = await logIn(t, { email: 'asha@acme.demo', password: DEMO_PASSWORD });
    expect(login.statusCode).toBe(403);
    // A session that somehow survived is refused too (the session lookup checks the organization).
    const [asha] = await t.db.select().from(users).where(eq(users.email, 'asha@acme.demo'));
    expect(asha).toBeDefined();
    await audited(() => call(platform, 'POST', `/admin/organizations/${acme.id}/reactivate`), 204);
    const [org] = await t.db.select().from(organizations).where(eq(organizations.id, acme.id));
    expect(org?.suspendedAt).toBeNull();
    expect((await logIn(t, { email: 'asha@acme.demo', password: DEMO_PASSWORD })).statusCode).toBe(200);
  });
  it('ends an open live stream of a member at once when the organization is suspended', async () => {
    const asha = await sessionOf(t, { email: 'asha@acme.demo', password: DEMO_PASSWORD });
    const [acme] = await t.db.select().from(organizations).where(sql`name ilike '%acme%'`);
    if (!acme) throw new Error('No demo organization');
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      httpGet(`${address}/api/v1/stream`, { headers: { cookie: asha }, agent: false }, resolve).on(
        'error',
        reject,
      );
    });
    expect(response.statusCode).toBe(200);
    const ended = new Promise<'ended'>((resolve) => {
      response.on('end', () => resolve('ended'));
      response.on('close', () => resolve('ended'));
      response.resume();
    });
    // The stream's first bytes: it is open and registered before the suspension.
    await new Promise((resolve) => response.once('data', resolve));
    const suspended = await call(platform, 'POST', `/admin/organizations/${acme.id}/suspend`, {
      reason: 'Audit',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    // Heartbeats come every 25 s: ending within 5 s means the suspension ended it.
    const timeout = new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), 5000));
    expect(await Promise.race([ended, timeout])).toBe('ended');
    expect((await call(platform, 'POST', `/admin/organizations/${acme.id}/reactivate`)).statusCode).toBe(204);
  });
});

describe('audit log', () => {
  it('is filterable and cannot be edited or deleted, even in SQL', async () => {
    const page = (await call(platform, 'GET', '/admin/audit-log?entityType=feature')).json();
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((row: { entityType: string }) => row.entityType === 'feature')).toBe(true);
    await expect(t.db.execute(sql`update audit_log set action = 'x'`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_log`)).rejects.toThrow();
  });

  it('the command-line grant and revoke change the flag and are audited', async () => {
    const before = await auditCount();
    expect((await setPlatformAdmin(t.db, 'ASHA@acme.demo', true, 'cli:test')).changed).toBe(true);
    expect((await setPlatformAdmin(t.db, 'asha@acme.demo', true, 'cli:test')).changed).toBe(false);
    const [asha] = await t.db.select().from(users).where(eq(users.email, 'asha@acme.demo'));
    expect(asha?.isPlatformAdmin).toBe(true);
    await setPlatformAdmin(t.db, 'asha@acme.demo', false, 'cli:test');
    expect(await auditCount()).toBe(before + 3);
    await expect(setPlatformAdmin(t.db, 'nobody@example.com', true, 'cli:test')).rejects.toThrow(
      /No account/,
    );
  });
});
