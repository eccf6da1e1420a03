/**
 * Issue 38, item 11: leave of other departments. Outside a reader's reach (not the applicant, an approver,
 * the colleague named to cover, their reporting tree or Leave Administration) only who is out is shown:
 * approved leave, with the name and dates and no type or details; never a pending, rejected or cancelled
 * application, in the all-leave list (with or without a status filter), its CSV, one request by id, the
 * leave calendar with pending leave, or the on-leave check. The applicant's manager sees all of their
 * tree's, and an administrator all. Dates are fixed years ahead, so the test does not depend on today.
 */
import { ON_LEAVE_LABEL } from '@taskflow/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, call, newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let org: OrganizationFixture;
/** Audit; applies four times. */
let applicant: Account;
/** The applicant's manager (Manager role: Accept Leave and View, not Leave Administration). */
let manager: Account;
/** Tax: an employee of another department. */
let outsider: Account;
/** Audit, same manager: a peer, outside the applicant's reach too. */
let peer: Account;

/** One application of each status, on its own dates. */
const DATES = {
  Approved: { fromDate: '2036-03-03', toDate: '2036-03-04' },
  Pending: { fromDate: '2036-04-07', toDate: '2036-04-08' },
  Rejected: { fromDate: '2036-05-05', toDate: '2036-05-06' },
  Cancelled: { fromDate: '2036-06-02', toDate: '2036-06-03' },
} as const;
type Status = keyof typeof DATES;
const STATUSES = Object.keys(DATES) as Status[];
const ids = {} as Record<Status, string>;
const REASON = 'Knee surgery';

beforeAll(async () => {
  t = await createTestApp();
  org = await newOrganization(t, 'Leave Reach LLP');
  const audit = await org.department('Audit');
  const tax = await org.department('Tax');
  manager = await org.member('Manager', { name: 'Meera Manager', departmentId: audit });
  applicant = await org.member('Employee', {
    name: 'Kiran Shah',
    departmentId: audit,
    managerId: manager.id,
  });
  peer = await org.member('Employee', { name: 'Pia Peer', departmentId: audit, managerId: manager.id });
  outsider = await org.member('Employee', { name: 'Tara Tax', departmentId: tax });
  const type = await call(t, org.admin.cookie, 'POST', '/leave/types', {
    name: 'Medical',
    yearlyAllocation: 10,
    tracksBalance: false,
    approvalSteps: [{ kind: 'manager' }],
  });
  expect(type.statusCode, type.body).toBe(201);
  for (const status of STATUSES) {
    const applied = await call(t, applicant.cookie, 'POST', '/leave/requests', {
      leaveTypeId: type.json().data.id,
      ...DATES[status],
      reason: REASON,
      addressDuringLeave: '4 Hospital Road, Pune',
      emergencyContact: '+91 98450 11111',
    });
    expect(applied.statusCode, applied.body).toBe(201);
    ids[status] = applied.json().data.id;
  }
  const steps = [
    await call(t, manager.cookie, 'POST', `/leave/requests/${ids.Approved}/approve`, {}),
    await call(t, manager.cookie, 'POST', `/leave/requests/${ids.Rejected}/reject`, {
      comment: 'Audit week',
    }),
    await call(t, applicant.cookie, 'POST', `/leave/requests/${ids.Cancelled}/cancel`, {}),
  ];
  for (const step of steps) expect(step.statusCode, step.body).toBe(200);
});
afterAll(() => t.close());

type Reader = 'outsider' | 'peer' | 'manager' | 'admin';
const cookieOf = (reader: Reader) => ({ outsider, peer, manager, admin: org.admin })[reader].cookie;

/** Which of the applicant's applications each reader is shown. */
const SHOWN: Record<Reader, Status[]> = {
  outsider: ['Approved'],
  peer: ['Approved'],
  manager: STATUSES,
  admin: STATUSES,
};

async function listed(reader: Reader, filter = '') {
  const response = await call(t, cookieOf(reader), 'GET', `/leave/requests?userId=${applicant.id}${filter}`);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  return { rows: body.data as Array<Record<string, unknown>>, total: body.meta.total as number };
}

describe('leave outside the reader’s reach', () => {
  it.each(Object.entries(SHOWN) as Array<[Reader, Status[]]>)(
    '%s: the all-leave list and each status filter show %j',
    async (reader, shown) => {
      const all = await listed(reader);
      expect(all.rows.map((row) => row.id).sort()).toEqual(shown.map((status) => ids[status]).sort());
      expect(all.total).toBe(shown.length);
      for (const status of STATUSES) {
        const filtered = await listed(reader, `&status=${status}`);
        expect(filtered.rows.map((row) => row.id)).toEqual(shown.includes(status) ? [ids[status]] : []);
        expect(filtered.total).toBe(shown.includes(status) ? 1 : 0);
      }
    },
  );

  it('an employee of another department sees who is out: the name and dates, no type or details', async () => {
    const [row] = (await listed('outsider')).rows;
    expect(row).toMatchObject({
      id: ids.Approved,
      status: 'Approved',
      employee: expect.objectContaining({ name: 'Kiran Shah' }),
      ...DATES.Approved,
      leaveType: { id: null, name: ON_LEAVE_LABEL, isPaid: null },
      detailsVisible: false,
      reason: null,
      addressDuringLeave: null,
      emergencyContact: null,
      awaiting: null,
    });
    const detail = await call(t, outsider.cookie, 'GET', `/leave/requests/${ids.Approved}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data).toMatchObject({
      leaveType: { name: ON_LEAVE_LABEL },
      reason: null,
      steps: [],
    });
  });

  it.each(['outsider', 'peer'] as const)(
    '%s: no pending, rejected or cancelled application by id, in the CSV, the calendar or the on-leave check',
    async (reader) => {
      const cookie = cookieOf(reader);
      for (const status of ['Pending', 'Rejected', 'Cancelled'] as const) {
        const detail = await call(t, cookie, 'GET', `/leave/requests/${ids[status]}`);
        expect(detail.statusCode, `${status}: ${detail.body}`).toBe(404);
      }
      const csv = await call(t, cookie, 'GET', `/leave/requests.csv?userId=${applicant.id}`);
      expect(csv.statusCode).toBe(200);
      expect(csv.body).toContain(DATES.Approved.fromDate);
      for (const status of ['Pending', 'Rejected', 'Cancelled'] as const)
        expect(csv.body).not.toContain(DATES[status].fromDate);
      expect(csv.body).not.toContain(REASON);
      expect(csv.body).not.toContain('Medical');

      const calendar = await call(
        t,
        cookie,
        'GET',
        '/leave/availability?from=2036-01-01&to=2036-12-31&includePending=true',
      );
      expect(calendar.statusCode, calendar.body).toBe(200);
      const entries = calendar
        .json()
        .data.filter((entry: { user: { id: string } }) => entry.user.id === applicant.id);
      expect(entries.map((entry: { requestId: string }) => entry.requestId)).toEqual([ids.Approved]);

      const pendingDay = await call(
        t,
        cookie,
        'GET',
        `/leave/on-leave?userId=${applicant.id}&date=${DATES.Pending.fromDate}`,
      );
      expect(pendingDay.json().data).toEqual({ isOnLeave: false, leave: null });
      const approvedDay = await call(
        t,
        cookie,
        'GET',
        `/leave/on-leave?userId=${applicant.id}&date=${DATES.Approved.fromDate}`,
      );
      expect(approvedDay.json().data.leave).toMatchObject({
        requestId: ids.Approved,
        leaveType: ON_LEAVE_LABEL,
      });
    },
  );

  it('the manager sees their tree’s pending leave on the calendar and the on-leave check', async () => {
    const calendar = await call(
      t,
      manager.cookie,
      'GET',
      '/leave/availability?from=2036-01-01&to=2036-12-31&includePending=true',
    );
    const entries = calendar
      .json()
      .data.filter((entry: { user: { id: string } }) => entry.user.id === applicant.id);
    expect(entries.map((entry: { requestId: string }) => entry.requestId).sort()).toEqual(
      [ids.Approved, ids.Pending].sort(),
    );
    const pendingDay = await call(
      t,
      manager.cookie,
      'GET',
      `/leave/on-leave?userId=${applicant.id}&date=${DATES.Pending.fromDate}`,
    );
    expect(pendingDay.json().data.leave).toMatchObject({ requestId: ids.Pending, status: 'Pending' });
    const rejected = await call(t, manager.cookie, 'GET', `/leave/requests/${ids.Rejected}`);
    expect(rejected.statusCode, rejected.body).toBe(200);
  });
});
