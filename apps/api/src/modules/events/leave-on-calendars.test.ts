/**
 * Leave on the organization calendar and the iCalendar feed (lib/leave-visibility): a colleague reads who
 * is out and when ("On leave"), the type only when the organization shows it; the applicant, an approver
 * of the request and a leave administrator read the type. Nobody reads the reason, address or phone there.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaveRequestSteps, leaveRequests, leaveTypes, organizations } from '../../db/schema';
import { type Account, newOrganization } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { api } from './events.fixtures';

let t: TestApp;
let orgId: string;
let asha: Account;
let ravi: Account;
let meera: Account;
let otherManager: Account;
let leaveAdmin: Account;

const REASON = 'Chemotherapy, second cycle';
const ADDRESS = '12 Hospital Road, Pune';
const PHONE = '+91 98765 43210';
const RANGE = 'from=2031-10-01T00:00:00.000Z&to=2031-11-01T00:00:00.000Z';

beforeAll(async () => {
  t = await createTestApp();
  const org = await newOrganization(t);
  orgId = org.orgId;
  meera = await org.member('Manager', { name: 'Meera Approver' });
  otherManager = await org.member('Manager', { name: 'Omar Manager' });
  asha = await org.member('Employee', { name: 'Asha Applicant', managerId: meera.id });
  ravi = await org.member('Employee', { name: 'Ravi Colleague' });
  leaveAdmin = await org.memberWith(['leave.manage', 'leave.view']);
  // A default type of every organization.
  const [sick] = await t.db
    .select({ id: leaveTypes.id })
    .from(leaveTypes)
    .where(and(eq(leaveTypes.organizationId, orgId), eq(leaveTypes.name, 'Sick')));
  const [request] = await t.db
    .insert(leaveRequests)
    .values({
      organizationId: orgId,
      userId: asha.id,
      leaveTypeId: sick?.id as string,
      fromDate: '2031-10-06',
      toDate: '2031-10-08',
      totalDays: 3,
      status: 'Approved',
      reason: REASON,
      addressDuringLeave: ADDRESS,
      emergencyContact: PHONE,
      decidedAt: new Date('2031-09-30T10:00:00Z'),
    })
    .returning({ id: leaveRequests.id });
  await t.db.insert(leaveRequestSteps).values({
    organizationId: orgId,
    leaveRequestId: request?.id as string,
    position: 1,
    kind: 'manager',
    label: 'Reporting manager',
    approverId: meera.id,
    status: 'approved',
    decidedById: meera.id,
    decidedAt: new Date('2031-09-30T10:00:00Z'),
  });
});
afterAll(() => t.close());

async function calendarOf(account: Account) {
  const response = await api(t, account.cookie).get(`/api/v1/calendar?${RANGE}`);
  expect(response.statusCode, response.body).toBe(200);
  const items = response.json().data as { type: string; title: string; link: string | null }[];
  return { body: response.body, leave: items.filter((item) => item.type === 'leave') };
}

async function feedOf(account: Account) {
  const { url } = (await api(t, account.cookie).get('/api/v1/calendar/feed-url')).json().data;
  const feed = await t.app.inject({ url: new URL(url).pathname });
  expect(feed.statusCode).toBe(200);
  // Unfolded, so a long line cannot hide a word.
  return feed.body.replace(/\r\n[ \t]/g, '');
}

function expectNoDetails(text: string) {
  for (const detail of [REASON, ADDRESS, PHONE, 'Chemotherapy', 'Hospital', '98765']) {
    expect(text).not.toContain(detail);
  }
}

describe('leave on the organization calendar', () => {
  it('shows colleagues who is out and when as "On leave", without the type or any detail', async () => {
    for (const colleague of [ravi, otherManager]) {
      const { body, leave } = await calendarOf(colleague);
      expect(leave.map((item) => item.title)).toEqual(['Asha Applicant: On leave']);
      expect(body).not.toContain('Sick');
      expectNoDetails(body);
    }
  });

  it('shows the type to the applicant, the approver of the request and a leave administrator', async () => {
    for (const reader of [asha, meera, leaveAdmin]) {
      const { body, leave } = await calendarOf(reader);
      expect(leave.map((item) => item.title)).toEqual(['Asha Applicant: Sick leave']);
      expect(leave[0]?.link).toMatch(/^\/app\/leave\/[\w-]+$/);
      expectNoDetails(body);
    }
  });

  it('shows colleagues the type once the organization says so, and still no detail', async () => {
    await t.db
      .update(organizations)
      .set({ showLeaveTypeToColleagues: true })
      .where(eq(organizations.id, orgId));
    try {
      const { body, leave } = await calendarOf(ravi);
      expect(leave.map((item) => item.title)).toEqual(['Asha Applicant: Sick leave']);
      expectNoDetails(body);
    } finally {
      await t.db
        .update(organizations)
        .set({ showLeaveTypeToColleagues: false })
        .where(eq(organizations.id, orgId));
    }
  });
});

describe('leave in the iCalendar feed', () => {
  it("carries the person's own leave with its type, and no colleague's leave or details", async () => {
    const own = await feedOf(asha);
    expect(own).toContain('SUMMARY:On leave: Sick');
    expectNoDetails(own);
    for (const other of [ravi, meera, leaveAdmin]) {
      const feed = await feedOf(other);
      expect(feed).not.toContain('On leave');
      expect(feed).not.toContain('Sick');
      expectNoDetails(feed);
    }
  });
});
