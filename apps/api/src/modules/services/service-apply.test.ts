/**
 * Applying a service to many clients at once (issue 40, item 4): by selection, tag or filter, skipping
 * clients that have it, once per client however many applies race (the partial unique index), and the
 * queue making their jobs, whose tasks carry the client into the Task List.
 */
import { APPLY_CLIENT_INVALID, MEMBER_INVALID } from '@taskflow/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientServices } from '../../db/schema';
import { runDueJobs } from '../../lib/jobs';
import { newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { servicesFixture } from '../../test/service-fixture';
import { createTestApp, secondAppOnSameDatabase, type TestApp } from '../../test/test-app';

let t: TestApp;
let acme: OrganizationFixture;
let other: OrganizationFixture;
let s: ReturnType<typeof servicesFixture>;
let preparer: Awaited<ReturnType<OrganizationFixture['member']>>;

beforeAll(async () => {
  t = await createTestApp();
  acme = await newOrganization(t, 'Acme Advisors LLP');
  other = await newOrganization(t, 'Other Firm LLP');
  s = servicesFixture(t, acme);
  preparer = await acme.member('Employee', { name: 'Priya Preparer' });
});
afterAll(() => t.close());

describe('applying a service', () => {
  it('gives it to the clients picked, and skips (and counts) those that have it already', async () => {
    const service = await s.service({ name: 'By ids' });
    const clients = await Promise.all(['A', 'B', 'C', 'D'].map((name) => s.client(`Ids ${name}`)));
    const first = await s.apply(service.id, {
      clients: { by: 'ids', ids: clients.slice(0, 3) },
      startsOn: '2026-10-01',
    });
    expect(first).toEqual({ matched: 3, applied: 3, skipped: 0, startsOn: '2026-10-01' });
    const again = await s.apply(service.id, { clients: { by: 'ids', ids: clients }, startsOn: '2026-10-01' });
    expect(again).toMatchObject({ matched: 4, applied: 1, skipped: 3 });
    expect(await s.clientServiceCount(service.id)).toBe(4);
  });

  it('picks by tag whatever its case, or by responsible member and entity type; a dry run only counts', async () => {
    const service = await s.service({ name: 'By tag' });
    await s.client('Tag one', { tags: ['GST monthly filers'] });
    await s.client('Tag two', { tags: ['gst MONTHLY filers', 'Audit'] });
    await s.client('Tag none', { tags: ['Audit'] });
    const dry = await s.apply(service.id, {
      clients: { by: 'tag', tag: 'GST Monthly Filers' },
      dryRun: true,
    });
    expect(dry).toMatchObject({ matched: 2, applied: 2, skipped: 0 });
    expect(await s.clientServiceCount(service.id)).toBe(0);
    expect(await s.apply(service.id, { clients: { by: 'tag', tag: 'GST Monthly Filers' } })).toMatchObject({
      applied: 2,
    });

    const filtered = await s.service({ name: 'By filter' });
    await s.client('Filter LLP', { responsibleId: preparer.id, entityType: 'llp' });
    await s.client('Filter company', { responsibleId: preparer.id, entityType: 'private_limited' });
    await s.client('Filter other LLP', { entityType: 'llp' });
    const byFilter = await s.apply(filtered.id, {
      clients: { by: 'filter', responsibleId: preparer.id, entityType: 'llp' },
    });
    expect(byFilter).toMatchObject({ matched: 1, applied: 1 });
    const nobody = await s.apply(filtered.id, {
      clients: { by: 'filter', responsibleId: 'none', entityType: 'llp' },
      dryRun: true,
    });
    expect(nobody).toMatchObject({ matched: 1, applied: 1 });
  });

  it("refuses another firm's clients and assignee, naming them", async () => {
    const service = await s.service({ name: 'Refusals' });
    const ours = await s.client('Ours');
    const theirs = await other.customer('Theirs');
    const response = await s.api(acme.admin.cookie, 'POST', `/services/${service.id}/apply`, {
      clients: { by: 'ids', ids: [ours, theirs] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields).toEqual({ 'clients.ids.1': APPLY_CLIENT_INVALID });
    const assignee = await s.api(acme.admin.cookie, 'POST', `/services/${service.id}/apply`, {
      clients: { by: 'ids', ids: [ours] },
      assigneeId: other.admin.id,
    });
    expect(assignee.json().error.details.fields).toEqual({ assigneeId: MEMBER_INVALID });
    expect(await s.clientServiceCount(service.id)).toBe(0);
    // Nor may another firm apply ours.
    const foreign = await s.api(other.admin.cookie, 'POST', `/services/${service.id}/apply`, {
      clients: { by: 'ids', ids: [theirs] },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('gives each client the service once when the same apply runs twice at once, on two processes', async () => {
    const service = await s.service({ name: 'Racing' });
    const clients = await Promise.all(Array.from({ length: 20 }, (_, n) => s.client(`Race ${n}`)));
    const second = await secondAppOnSameDatabase(t);
    try {
      const body = { clients: { by: 'ids', ids: clients }, startsOn: '2026-10-01' };
      const answers = await Promise.all(
        [t.app, second.app, t.app].map((app) =>
          app.inject({
            method: 'POST',
            url: `/api/v1/services/${service.id}/apply`,
            headers: { cookie: acme.admin.cookie },
            payload: body,
          }),
        ),
      );
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      const applied = answers.map((answer) => answer.json().data.applied as number);
      expect(applied.reduce((sum, count) => sum + count, 0)).toBe(20);
      const rows = await t.db
        .select({ customerId: clientServices.customerId })
        .from(clientServices)
        .where(eq(clientServices.serviceId, service.id));
      expect(rows.map((row) => row.customerId).sort()).toEqual([...clients].sort());
    } finally {
      await second.close();
    }
  });

  it('has the queue make the jobs at once, their tasks for the client and in the assignee’s Task List', async () => {
    const service = await s.service({ name: 'Queued', namePattern: 'Queued – {period}' });
    const client = await s.client('Queued Traders', { responsibleId: preparer.id });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // 11:30 on 28 Nov 2026 in Kolkata: from October, October's job (due 20 Nov) has come, November's
      // (its first step on 5 Dec) has not.
      vi.setSystemTime(new Date('2026-11-28T06:00:00Z'));
      await s.apply(service.id, { clients: { by: 'ids', ids: [client] }, startsOn: '2026-10-01' });
      await runDueJobs({ ...t.app, db: t.db });
    } finally {
      vi.useRealTimers();
    }
    const jobs = await s.jobsOf(service.id);
    expect(jobs.map((job) => [job.periodKey, job.title, job.customerId])).toEqual([
      ['2026-10', 'Queued – Oct 2026', client],
    ]);
    const steps = await s.tasksOf(jobs[0]?.id ?? '');
    expect(steps.map((task) => [task.customerId, task.assigneeId, task.estimateHours])).toEqual([
      [client, preparer.id, '1.00'],
      [client, preparer.id, '0.50'],
    ]);
    const mine = await s.api(preparer.cookie, 'GET', '/tasks?scope=mine&pageSize=100');
    const listed = (mine.json().data as { title: string; customer: { name: string } }[]).filter((task) =>
      task.title.startsWith('Queued – Oct 2026'),
    );
    expect(listed.map((task) => task.customer.name)).toEqual(['Queued Traders', 'Queued Traders']);
  });
});
