/**
 * The firm's view in numbers (issue 41, item 6) on a fixed clock: outstanding, overdue in the
 * organization's zone, items to review, the median days from sent to complete over 90 days, the clients
 * with the most open requests, a client's open requests by job; requests.view only, one organization only,
 * and the static paths answered beside the requests' `/:id`.
 */
import { REQUEST_CLIENT_REQUIRED } from '@taskflow/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientRequestItems, clientRequests } from '../../db/schema';
import { call, newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { servicesFixture } from '../../test/service-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertRequest } from './request-commands.service';

/** 00:30 on 15 October in Kolkata, still the 14th in UTC: a request due the 14th is overdue there. */
const NOW = new Date('2026-10-14T19:00:00Z');
const DAY = 86_400_000;

let t: TestApp;
let acme: OrganizationFixture;
let other: OrganizationFixture;
let alpha: string;
let beta: string;
let alphaJob: string;

beforeAll(async () => {
  t = await createTestApp();
  acme = await newOrganization(t, 'Acme Advisors LLP');
  other = await newOrganization(t, 'Other Firm LLP');
  alpha = await acme.customer('Alpha Traders');
  beta = await acme.customer('Beta Exports');
  const gamma = await acme.customer('Gamma Garments');
  const s = servicesFixture(t, acme);
  const service = await s.service({ name: 'GSTR-3B' });
  await s.apply(service.id, { clients: { by: 'ids', ids: [alpha] }, startsOn: '2026-09-01' });
  await s.generate('2026-10-05');
  const [job] = await s.jobsOf(service.id);
  alphaJob = job?.id ?? '';

  // Alpha: three open, two of them overdue in Kolkata (one item of the second already in), two on its job.
  await request(acme, alpha, { dueOn: '2026-10-10', jobId: alphaJob });
  await request(acme, alpha, { dueOn: '2026-10-14', jobId: alphaJob, items: ['submitted', 'pending'] });
  await request(acme, alpha, { dueOn: '2026-10-20' });
  // Beta: one open due today; four completed within 90 days in 2, 4, 3.5 and 10 days (median 3.75 → 3.8).
  await request(acme, beta, { dueOn: '2026-10-15' });
  await request(acme, beta, { status: 'complete', took: 2, items: ['submitted', 'submitted'] });
  await request(acme, beta, { status: 'complete', took: 4 });
  await request(acme, beta, { status: 'complete', took: 3.5 });
  await request(acme, beta, { status: 'complete', took: 10 });
  // Gamma: completed 100 days ago (out of the window), and a cancelled request with an item sent.
  await request(acme, gamma, { status: 'complete', took: 1, completedDaysAgo: 100 });
  await request(acme, gamma, { status: 'cancelled', dueOn: '2026-10-01', items: ['submitted'] });
  // Another firm's open, overdue request counts for it alone.
  await request(other, await other.customer('Elsewhere Ltd'), { dueOn: '2026-10-01' });
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => t.close());

/**
 * A request of `customerId` with its items' statuses; a completed one was sent `took` days before it
 * completed, `completedDaysAgo` (default 5) before NOW.
 */
async function request(
  org: OrganizationFixture,
  customerId: string,
  fields: {
    dueOn?: string;
    jobId?: string;
    status?: 'open' | 'complete' | 'cancelled';
    items?: string[];
    took?: number;
    completedDaysAgo?: number;
  },
) {
  const status = fields.status ?? 'open';
  const items = fields.items ?? (status === 'complete' ? ['accepted'] : ['pending']);
  const { id } = await t.db.transaction((tx) =>
    insertRequest(
      tx,
      org.orgId,
      {
        customerId,
        jobId: fields.jobId,
        title: 'Documents',
        dueOn: fields.dueOn ?? '2026-10-01',
        items: items.map((_, index) => ({ name: `Item ${index + 1}`, wantsFile: true })),
        send: true,
      },
      org.admin.id,
    ),
  );
  const completedAt = new Date(NOW.getTime() - (fields.completedDaysAgo ?? 5) * DAY);
  await t.db
    .update(clientRequests)
    .set({
      status,
      sentAt:
        fields.took === undefined
          ? new Date('2026-10-01T04:00:00Z')
          : new Date(completedAt.getTime() - fields.took * DAY),
      completedAt: status === 'complete' ? completedAt : null,
    })
    .where(eq(clientRequests.id, id));
  const rows = await t.db
    .select({ id: clientRequestItems.id })
    .from(clientRequestItems)
    .where(eq(clientRequestItems.requestId, id))
    .orderBy(clientRequestItems.position);
  for (const [index, row] of rows.entries())
    await t.db
      .update(clientRequestItems)
      .set({ status: items[index] })
      .where(inArray(clientRequestItems.id, [row.id]));
  return id;
}

describe('GET /requests/insights', () => {
  it('counts what is outstanding, overdue in the zone and to review, with the median days to complete', async () => {
    const response = await call(t, acme.admin.cookie, 'GET', '/requests/insights');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      outstanding: 4,
      itemsToReview: 3,
      overdue: 2,
      medianDaysToComplete: 3.8,
      completedCount: 4,
      byClient: [
        { customerId: alpha, name: 'Alpha Traders', open: 3, overdue: 2, oldestDueOn: '2026-10-10' },
        { customerId: beta, name: 'Beta Exports', open: 1, overdue: 0, oldestDueOn: '2026-10-15' },
      ],
    });
  });

  it('answers another firm with its own numbers only, and a firm with nothing done with no median', async () => {
    const response = await call(t, other.admin.cookie, 'GET', '/requests/insights');
    expect(response.json().data).toMatchObject({
      outstanding: 1,
      overdue: 1,
      itemsToReview: 0,
      medianDaysToComplete: null,
      completedCount: 0,
    });
  });

  it('needs View Client Requests', async () => {
    const employee = await acme.member('Employee');
    expect((await call(t, employee.cookie, 'GET', '/requests/insights')).statusCode).toBe(403);
    const viewer = await acme.memberWith(['requests.view']);
    expect((await call(t, viewer.cookie, 'GET', '/requests/insights')).statusCode).toBe(200);
  });
});

describe('GET /requests/outstanding-by-job', () => {
  it("lists a client's jobs with open requests, and names a bad client", async () => {
    const response = await call(
      t,
      acme.admin.cookie,
      'GET',
      `/requests/outstanding-by-job?customerId=${alpha}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual([{ jobId: alphaJob, title: 'GSTR-3B – Sep 2026', open: 2 }]);
    const none = await call(t, acme.admin.cookie, 'GET', `/requests/outstanding-by-job?customerId=${beta}`);
    expect(none.json().data).toEqual([]);

    const invalid = await call(t, acme.admin.cookie, 'GET', '/requests/outstanding-by-job?customerId=nope');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.details.fields).toEqual({ customerId: REQUEST_CLIENT_REQUIRED });
    const foreign = await call(
      t,
      other.admin.cookie,
      'GET',
      `/requests/outstanding-by-job?customerId=${alpha}`,
    );
    expect(foreign.statusCode).toBe(404);
    const employee = await acme.member('Employee');
    expect(
      (await call(t, employee.cookie, 'GET', `/requests/outstanding-by-job?customerId=${alpha}`)).statusCode,
    ).toBe(403);
  });
});
