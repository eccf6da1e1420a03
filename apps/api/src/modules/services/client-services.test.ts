/**
 * A client's services (issue 40, item 4): listed per service and per client, paused (no new jobs),
 * resumed from the current period (the paused periods get none), ended (history; applying again starts
 * anew).
 */
import { CLIENT_NOT_FOUND, CLIENT_SERVICE_ENDED, MEMBER_INVALID } from '@taskflow/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { servicesFixture } from '../../test/service-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let acme: OrganizationFixture;
let other: OrganizationFixture;
let s: ReturnType<typeof servicesFixture>;

beforeAll(async () => {
  t = await createTestApp();
  acme = await newOrganization(t, 'Acme Advisors LLP');
  other = await newOrganization(t, 'Other Firm LLP');
  s = servicesFixture(t, acme);
});
afterAll(() => t.close());

const change = (id: string, body: unknown) =>
  s.api(acme.admin.cookie, 'PATCH', `/services/client-services/${id}`, body);

describe("a client's services", () => {
  it('are listed per service and per client, with their jobs counted and the latest one', async () => {
    const gst = await s.service({ name: 'GSTR-3B' });
    const tds = await s.service({ name: 'TDS', namePattern: 'TDS – {period}', frequency: 'quarterly' });
    const client = await s.client('Sharma Traders');
    await s.apply(gst.id, { clients: { by: 'ids', ids: [client] }, startsOn: '2026-09-01' });
    await s.apply(tds.id, { clients: { by: 'ids', ids: [client] }, startsOn: '2026-09-01' });
    await s.generate('2026-11-28');

    const ofClient = await s.api(acme.admin.cookie, 'GET', `/services/clients/${client}`);
    expect(ofClient.statusCode, ofClient.body).toBe(200);
    expect(
      ofClient
        .json()
        .data.map(
          (row: { service: { name: string }; jobs: number; openJobs: number; latestJob: unknown }) => [
            row.service.name,
            row.jobs,
            row.openJobs,
            row.latestJob,
          ],
        ),
    ).toEqual([
      ['GSTR-3B', 2, 2, { periodLabel: 'Oct 2026', dueDate: '2026-11-20', state: 'not_started' }],
      // Q2 (Jul–Sep) is due 20 Oct.
      ['TDS', 1, 1, { periodLabel: 'Q2 FY 2026-27', dueDate: '2026-10-20', state: 'not_started' }],
    ]);
    const ofService = await s.api(acme.admin.cookie, 'GET', `/services/${gst.id}/clients`);
    expect(ofService.json().data.map((row: { customer: { name: string } }) => row.customer.name)).toEqual([
      'Sharma Traders',
    ]);
    expect((await s.api(other.admin.cookie, 'GET', `/services/clients/${client}`)).json().error.message).toBe(
      CLIENT_NOT_FOUND,
    );
  });

  it('makes no jobs while paused, and resumed starts again at the current period', async () => {
    const service = await s.service({ name: 'Paused GST' });
    const client = await s.client('Paused Traders');
    await s.apply(service.id, { clients: { by: 'ids', ids: [client] }, startsOn: '2026-06-01' });
    await s.generate('2026-07-25');
    expect((await s.jobsOf(service.id)).map((job) => job.periodKey)).toEqual(['2026-06']);
    const [row] = (await s.api(acme.admin.cookie, 'GET', `/services/${service.id}/clients`)).json().data;

    const paused = await change(row.id, { status: 'paused' });
    expect(paused.json().data.status).toBe('paused');
    await s.generate('2026-10-25');
    expect((await s.jobsOf(service.id)).map((job) => job.periodKey)).toEqual(['2026-06']);

    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-10-26T06:00:00Z'));
      const resumed = await change(row.id, { status: 'active' });
      expect(resumed.json().data).toMatchObject({ status: 'active', startsOn: '2026-10-01' });
    } finally {
      vi.useRealTimers();
    }
    // July to September were paused over: October's job (due 20 Nov) comes, and none of theirs.
    await s.generate('2026-11-28');
    expect((await s.jobsOf(service.id)).map((job) => job.periodKey)).toEqual(['2026-06', '2026-10']);
  });

  it('ends as history: no more changes, and the service may be applied again', async () => {
    const service = await s.service({ name: 'Ended GST' });
    const client = await s.client('Ended Traders');
    await s.apply(service.id, { clients: { by: 'ids', ids: [client] }, startsOn: '2026-09-01' });
    const [row] = (await s.api(acme.admin.cookie, 'GET', `/services/${service.id}/clients`)).json().data;
    const ended = await change(row.id, { status: 'ended' });
    expect(ended.json().data).toMatchObject({ status: 'ended' });
    expect(ended.json().data.endedAt).not.toBeNull();
    const again = await change(row.id, { status: 'active' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(CLIENT_SERVICE_ENDED);
    expect(await s.apply(service.id, { clients: { by: 'ids', ids: [client] } })).toMatchObject({
      applied: 1,
    });
    const list = (await s.api(acme.admin.cookie, 'GET', `/services/clients/${client}`)).json().data;
    expect(list.map((entry: { status: string }) => entry.status)).toEqual(['active', 'ended']);
  });

  it("refuses another firm's member as assignee, and another firm's client service", async () => {
    const service = await s.service({ name: 'Assignee GST' });
    const client = await s.client('Assignee Traders');
    await s.apply(service.id, { clients: { by: 'ids', ids: [client] } });
    const [row] = (await s.api(acme.admin.cookie, 'GET', `/services/${service.id}/clients`)).json().data;
    const refused = await change(row.id, { assigneeId: other.admin.id });
    expect(refused.json().error.details.fields).toEqual({ assigneeId: MEMBER_INVALID });
    const foreign = await s.api(other.admin.cookie, 'PATCH', `/services/client-services/${row.id}`, {
      status: 'paused',
    });
    expect(foreign.statusCode).toBe(404);
  });
});
