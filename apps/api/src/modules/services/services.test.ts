/**
 * Services (issue 40, item 3): the template's CRUD with its steps, the preview of its next periods in the
 * organization's calendar, archiving, and who may do what.
 */
import {
  MEMBER_INVALID,
  SERVICE_ARCHIVED,
  SERVICE_FREQUENCY_LOCKED,
  SERVICE_NAME_TAKEN,
  SERVICE_PATTERN_NEEDS_PERIOD,
  SERVICE_STEP_NOT_OURS,
} from '@taskflow/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holidays } from '../../db/schema';
import { newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { GSTR3B, servicesFixture } from '../../test/service-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';

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

describe('a service and its steps', () => {
  it('is created with its steps in order, read back whole, and listed with its clients counted', async () => {
    const created = await s.service({
      name: 'GSTR-1',
      namePattern: 'GSTR-1 – {period}',
      steps: [
        { title: 'Collect invoices', startOffset: -10, dueOffset: -5, workType: 'GST Return' },
        { title: 'Review', assigneeRule: 'member', assigneeId: preparer.id, startOffset: -4, dueOffset: -2 },
        {
          title: 'File',
          assigneeRule: 'member_manager',
          assigneeId: preparer.id,
          startOffset: 0,
          dueOffset: 0,
        },
      ],
    });
    const read = await s.api(acme.admin.cookie, 'GET', `/services/${created.id}`);
    expect(read.statusCode, read.body).toBe(200);
    const detail = read.json().data;
    expect(detail).toMatchObject({ name: 'GSTR-1', frequency: 'monthly', isStarter: false, hasJobs: false });
    expect(
      detail.steps.map((step: { title: string; assigneeRule: string; assignee: { name: string } | null }) => [
        step.title,
        step.assigneeRule,
        step.assignee?.name ?? null,
      ]),
    ).toEqual([
      ['Collect invoices', 'responsible', null],
      ['Review', 'member', 'Priya Preparer'],
      ['File', 'member_manager', 'Priya Preparer'],
    ]);
    const client = await s.client('Sharma Traders');
    await s.apply(created.id, { clients: { by: 'ids', ids: [client] }, startsOn: '2026-11-01' });
    const list = await s.api(acme.admin.cookie, 'GET', '/services');
    const listed = list.json().data.find((service: { id: string }) => service.id === created.id);
    expect(listed).toMatchObject({ stepCount: 3, activeClients: 1, pausedClients: 0 });
  });

  it('names each problem: a name taken in another case, a pattern without its period, a member of another firm', async () => {
    await s.service({ name: 'TDS payment', namePattern: 'TDS – {period}' });
    const taken = await s.api(acme.admin.cookie, 'POST', '/services', { ...GSTR3B, name: 'tds PAYMENT' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.details.fields).toEqual({ name: SERVICE_NAME_TAKEN });

    const unnamed = await s.api(acme.admin.cookie, 'POST', '/services', {
      ...GSTR3B,
      namePattern: 'GSTR-3B',
    });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().error.details.fields).toEqual({ namePattern: SERVICE_PATTERN_NEEDS_PERIOD });

    const foreign = await s.api(acme.admin.cookie, 'POST', '/services', {
      ...GSTR3B,
      name: 'Foreign member',
      steps: [
        { title: 'File', assigneeRule: 'member', assigneeId: other.admin.id, startOffset: 0, dueOffset: 0 },
      ],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.details.fields).toEqual({ 'steps.0.assigneeId': MEMBER_INVALID });
  });

  it('is edited with its steps replaced as a list: kept by id, added, removed, reordered', async () => {
    const created = await s.service({ name: 'Payroll', namePattern: 'Payroll – {period}' });
    const [collect, file] = created.steps;
    const edited = await s.api(acme.admin.cookie, 'PATCH', `/services/${created.id}`, {
      ...GSTR3B,
      name: 'Payroll processing',
      namePattern: 'Payroll – {period}',
      steps: [
        { id: file?.id, title: 'File returns', startOffset: 0, dueOffset: 1 },
        { title: 'Pay salaries', startOffset: 0, dueOffset: 2 },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const steps = edited.json().data.steps as { id: string; title: string; position: number }[];
    expect(steps.map((step) => [step.title, step.position])).toEqual([
      ['File returns', 0],
      ['Pay salaries', 1],
    ]);
    expect(steps[0]?.id).toBe(file?.id);
    expect(steps.map((step) => step.id)).not.toContain(collect?.id);

    // A step id of another service is not this service's.
    const otherService = await s.service({ name: 'Other', namePattern: 'Other – {period}' });
    const stolen = await s.api(acme.admin.cookie, 'PATCH', `/services/${created.id}`, {
      ...GSTR3B,
      name: 'Payroll processing',
      steps: [{ id: otherService.steps[0]?.id, title: 'Stolen', startOffset: 0, dueOffset: 0 }],
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error.details.fields).toEqual({ 'steps.0.id': SERVICE_STEP_NOT_OURS });
  });

  it('keeps its frequency once jobs exist, and is archived out of the list and applying, then restored', async () => {
    const created = await s.service({ name: 'Bookkeeping', namePattern: 'Books – {period}' });
    await s.apply(created.id, {
      clients: { by: 'ids', ids: [await s.client('Gupta Stores')] },
      startsOn: '2026-09-01',
    });
    await s.generate('2026-11-28');
    const quarterly = await s.api(acme.admin.cookie, 'PATCH', `/services/${created.id}`, {
      ...GSTR3B,
      name: 'Bookkeeping',
      namePattern: 'Books – {period}',
      frequency: 'quarterly',
    });
    expect(quarterly.statusCode).toBe(409);
    expect(quarterly.json().error.details.fields).toEqual({ frequency: SERVICE_FREQUENCY_LOCKED });

    const archived = await s.api(acme.admin.cookie, 'POST', `/services/${created.id}/archive`);
    expect(archived.json().data.isArchived).toBe(true);
    const listed = async (query = '') =>
      (await s.api(acme.admin.cookie, 'GET', `/services${query}`))
        .json()
        .data.map((row: { id: string }) => row.id);
    expect(await listed()).not.toContain(created.id);
    expect(await listed('?includeArchived=true')).toContain(created.id);
    const refused = await s.api(acme.admin.cookie, 'POST', `/services/${created.id}/apply`, {
      clients: { by: 'ids', ids: [await s.client('Late Client')] },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(SERVICE_ARCHIVED);
    await s.api(acme.admin.cookie, 'POST', `/services/${created.id}/restore`);
    expect(await listed()).toContain(created.id);
  });
});

describe('the preview of a draft', () => {
  it("shows the next periods' jobs and step dates in the organization's working calendar", async () => {
    // Friday 18 December 2026 is a holiday of Acme's.
    await t.db.insert(holidays).values({ organizationId: acme.orgId, date: '2026-12-18', name: 'Firm day' });
    const response = await s.api(acme.admin.cookie, 'POST', '/services/preview', {
      ...GSTR3B,
      name: '',
      from: '2026-11-28',
      count: 2,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [november, december] = response.json().data;
    expect(november).toMatchObject({
      title: 'GSTR-3B – Nov 2026',
      jobDate: '2026-12-20',
      appearsOn: '2026-12-05',
    });
    // Sunday 20 Dec: two working days before is Wednesday 16th (the holiday skipped), three Tuesday 15th.
    expect(november.steps[1]).toEqual({
      title: 'GSTR-3B – Nov 2026: File',
      startDate: '2026-12-15',
      dueDate: '2026-12-16',
    });
    expect(december.periodLabel).toBe('Dec 2026');
  });
});

describe('who may', () => {
  it('read with View Services and change with Manage Services; another firm sees none of it', async () => {
    const created = await s.service({ name: 'ROC', namePattern: 'ROC – {period}' });
    const viewer = await acme.memberWith(['services.view']);
    const nobody = await acme.memberWith([]);
    expect((await s.api(viewer.cookie, 'GET', `/services/${created.id}`)).statusCode).toBe(200);
    expect((await s.api(viewer.cookie, 'POST', `/services/${created.id}/archive`)).statusCode).toBe(403);
    expect((await s.api(nobody.cookie, 'GET', '/services')).statusCode).toBe(403);
    expect((await s.api(other.admin.cookie, 'GET', `/services/${created.id}`)).statusCode).toBe(404);
    expect((await s.api(other.admin.cookie, 'GET', '/services')).json().data).toEqual([]);
    expect((await s.api(acme.admin.cookie, 'GET', '/services/not-an-id')).statusCode).toBe(404);
  });
});
