/**
 * Field-level permission matrix of leave (issue: leave details per field). One sick-leave application with
 * a medical certificate, read by six readers and leave administration: who reads the reason, address,
 * phone, type, steps and document (detail, lists, CSV, who is out, on-leave), who downloads the document,
 * who reads the applicant's balances and ledger; then the same after the applicant cancels.
 * Dates are fixed years ahead and delegations are fixed ranges, so the test does not depend on today.
 */
import { ON_LEAVE_LABEL } from '@taskflow/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaveDelegations, notifications, organizations } from '../../db/schema';
import { TINY_PNG } from '../../test/http';
import {
  type Account,
  call,
  newOrganization,
  type OrganizationFixture,
  sendForm,
} from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let org: OrganizationFixture;
/** Applies for the leave; Audit, reports to the manager. */
let applicant: Account;
/** The request's one step names this person (an HR role with Accept Leave). */
let approver: Account;
/** The approver's delegate, whose delegation has ended. */
let delegate: Account;
/** Audit, same manager as the applicant. */
let colleague: Account;
/** Tax. */
let otherDepartment: Account;
/** The applicant's reporting manager (Manager role), not on this request's chain. */
let manager: Account;
let typeId: string;
let requestId: string;

const REASON = 'Fracture, plaster for two weeks';
const ADDRESS = '4 Hospital Road, Pune';
const PHONE = '+91 98450 11111';
const FROM = '2035-03-05';
const TO = '2035-03-06';

async function setDelegation(awayFrom: string, awayTo: string) {
  await t.db
    .insert(leaveDelegations)
    .values({ userId: approver.id, organizationId: org.orgId, awayFrom, awayTo, delegateId: delegate.id })
    .onConflictDoUpdate({ target: leaveDelegations.userId, set: { awayFrom, awayTo } });
}

beforeAll(async () => {
  t = await createTestApp();
  org = await newOrganization(t, 'Leave Privacy LLP');
  const audit = await org.department('Audit');
  const tax = await org.department('Tax');
  manager = await org.member('Manager', {
    name: 'Meera Manager',
    departmentId: audit,
    managerId: org.admin.id,
  });
  applicant = await org.member('Employee', {
    name: 'Kiran Shah',
    departmentId: audit,
    managerId: manager.id,
  });
  colleague = await org.member('Employee', { name: 'Asha Rao', departmentId: audit, managerId: manager.id });
  otherDepartment = await org.member('Employee', { name: 'Tara Tax', departmentId: tax });
  delegate = await org.member('Manager', { name: 'Dev Delegate', departmentId: tax });
  const role = await call(t, org.admin.cookie, 'POST', '/roles', {
    name: 'HR',
    description: 'People team',
    permissions: ['leave.accept', 'leave.view', 'leave.apply'],
  });
  expect(role.statusCode, role.body).toBe(201);
  approver = await org.member(role.json().data.id, { name: 'Hema HR', departmentId: tax });

  const type = await call(t, org.admin.cookie, 'POST', '/leave/types', {
    name: 'Medical',
    yearlyAllocation: 10,
    tracksBalance: false,
    approvalSteps: [{ kind: 'person', userId: approver.id }],
  });
  expect(type.statusCode, type.body).toBe(201);
  typeId = type.json().data.id;
  const upload = await sendForm(t, applicant.cookie, 'POST', '/leave/attachments', {
    fileName: 'certificate.png',
    file: { name: 'certificate.png', type: 'image/png', data: TINY_PNG },
  });
  expect(upload.statusCode, upload.body).toBe(201);
  const applied = await call(t, applicant.cookie, 'POST', '/leave/requests', {
    leaveTypeId: typeId,
    fromDate: FROM,
    toDate: TO,
    reason: REASON,
    addressDuringLeave: ADDRESS,
    emergencyContact: PHONE,
    workAssigneeId: colleague.id,
    attachmentId: upload.json().data.id,
  });
  expect(applied.statusCode, applied.body).toBe(201);
  requestId = applied.json().data.id;
  // The delegate stood in for the approver long ago; that delegation is over.
  await setDelegation('2020-01-06', '2020-01-10');
  const adjusted = await call(t, org.admin.cookie, 'POST', '/leave/balances/adjustments', {
    userId: applicant.id,
    leaveTypeId: typeId,
    year: 2035,
    days: 2,
    reason: 'Hospital stay last year',
  });
  expect(adjusted.statusCode, adjusted.body).toBe(201);
});
afterAll(() => t.close());

type Reader = 'applicant' | 'approver' | 'delegate' | 'colleague' | 'otherDepartment' | 'manager' | 'admin';
const cookieOf = (reader: Reader) =>
  ({ applicant, approver, delegate, colleague, otherDepartment, manager, admin: org.admin })[reader].cookie;

/**
 * Who is shown the pending request at all (within their reach: issue 38; the colleague covers its work,
 * the manager has the applicant in their tree), who reads its details, and who reads the applicant's
 * balances and ledger.
 */
const MATRIX: { reader: Reader; shown: boolean; details: boolean; balances: boolean }[] = [
  { reader: 'applicant', shown: true, details: true, balances: true },
  { reader: 'approver', shown: true, details: true, balances: false },
  { reader: 'delegate', shown: false, details: false, balances: false },
  { reader: 'colleague', shown: true, details: false, balances: false },
  { reader: 'otherDepartment', shown: false, details: false, balances: false },
  { reader: 'manager', shown: true, details: false, balances: true },
  { reader: 'admin', shown: true, details: true, balances: true },
];

function expectHidden(request: Record<string, unknown>) {
  expect(request).toMatchObject({
    detailsVisible: false,
    leaveType: { id: null, name: ON_LEAVE_LABEL, isPaid: null },
    reason: null,
    addressDuringLeave: null,
    emergencyContact: null,
    hasAttachment: null,
    awaiting: null,
    fromDate: FROM,
    toDate: TO,
    employee: expect.objectContaining({ name: 'Kiran Shah' }),
  });
}
function expectFull(request: Record<string, unknown>) {
  expect(request).toMatchObject({
    detailsVisible: true,
    leaveType: { id: typeId, name: 'Medical' },
    reason: REASON,
    addressDuringLeave: ADDRESS,
    emergencyContact: PHONE,
    hasAttachment: true,
  });
}

describe('leave fields per reader (pending request)', () => {
  it.each(MATRIX.filter((entry) => !entry.shown))(
    '$reader: outside their reach, the pending request is nowhere (issue 38)',
    async ({ reader }) => {
      const cookie = cookieOf(reader);
      expect((await call(t, cookie, 'GET', `/leave/requests/${requestId}`)).statusCode).toBe(404);
      expect((await call(t, cookie, 'GET', `/leave/requests/${requestId}/attachment`)).statusCode).toBe(404);
      const list = await call(t, cookie, 'GET', `/leave/requests?userId=${applicant.id}`);
      expect(list.json().data).toEqual([]);
      const csv = await call(t, cookie, 'GET', `/leave/requests.csv?userId=${applicant.id}`);
      expect(csv.body).not.toContain('Kiran Shah');
      const out = await call(
        t,
        cookie,
        'GET',
        `/leave/availability?from=${FROM}&to=${TO}&includePending=true`,
      );
      expect(out.json().data.some((item: { requestId: string }) => item.requestId === requestId)).toBe(false);
      const onLeave = await call(t, cookie, 'GET', `/leave/on-leave?userId=${applicant.id}&date=${FROM}`);
      expect(onLeave.json().data).toEqual({ isOnLeave: false, leave: null });
    },
  );

  it.each(MATRIX.filter((entry) => entry.shown))(
    '$reader: detail, list, CSV and document follow details=$details',
    async ({ reader, details }) => {
      const cookie = cookieOf(reader);
      const detail = await call(t, cookie, 'GET', `/leave/requests/${requestId}`);
      expect(detail.statusCode, detail.body).toBe(200);
      const body = detail.json().data;
      if (details) {
        expectFull(body);
        expect(body.steps).toHaveLength(1);
      } else {
        expectHidden(body);
        expect(body.steps).toEqual([]);
        expect(body.tasksDuringLeave).toEqual([]);
      }

      const document = await call(t, cookie, 'GET', `/leave/requests/${requestId}/attachment`);
      expect(document.statusCode, document.body).toBe(details ? 200 : 404);

      // Every reader here holds leave.view and has the request within reach: the list and CSV show it.
      const list = await call(t, cookie, 'GET', `/leave/requests?userId=${applicant.id}`);
      expect(list.statusCode, list.body).toBe(200);
      const row = list.json().data.find((entry: { id: string }) => entry.id === requestId);
      if (details) expectFull(row);
      else expectHidden(row);
      const csv = await call(t, cookie, 'GET', `/leave/requests.csv?userId=${applicant.id}`);
      expect(csv.statusCode).toBe(200);
      expect(csv.body.includes(REASON)).toBe(details);
      expect(csv.body.includes('Medical')).toBe(details);
      if (!details) expect(csv.body).toContain(ON_LEAVE_LABEL);

      // Filtering by the type must not single out who took it.
      const byType = await call(t, cookie, 'GET', `/leave/requests?leaveTypeId=${typeId}`);
      expect(byType.json().data.some((entry: { id: string }) => entry.id === requestId)).toBe(details);

      const out = await call(
        t,
        cookie,
        'GET',
        `/leave/availability?from=${FROM}&to=${TO}&includePending=true`,
      );
      expect(out.statusCode, out.body).toBe(200);
      const entry = out.json().data.find((item: { requestId: string }) => item.requestId === requestId);
      expect(entry?.leaveType).toBe(details ? 'Medical' : ON_LEAVE_LABEL);
      const onLeave = await call(t, cookie, 'GET', `/leave/on-leave?userId=${applicant.id}&date=${FROM}`);
      expect(onLeave.json().data.leave.leaveType).toBe(details ? 'Medical' : ON_LEAVE_LABEL);
    },
  );

  it.each(MATRIX)(
    '$reader: balances and ledger of the applicant follow balances=$balances',
    async ({ reader, balances }) => {
      const cookie = cookieOf(reader);
      const read = await call(t, cookie, 'GET', `/leave/balances?userId=${applicant.id}&year=2035`);
      expect(read.statusCode, read.body).toBe(balances ? 200 : 403);
      const ledger = await call(
        t,
        cookie,
        'GET',
        `/leave/balances/ledger?userId=${applicant.id}&year=2035&leaveTypeId=${typeId}`,
      );
      expect(ledger.statusCode, ledger.body).toBe(balances ? 200 : 403);
      if (balances)
        expect(ledger.json().data.map((row: { reason: string | null }) => row.reason)).toContain(
          'Hospital stay last year',
        );
      else expect(ledger.body).not.toContain('Hospital stay');
    },
  );

  it('a delegate reads the details only while the delegation runs', async () => {
    await setDelegation('2020-01-06', '2999-12-31');
    try {
      const detail = await call(t, delegate.cookie, 'GET', `/leave/requests/${requestId}`);
      expectFull(detail.json().data);
      const document = await call(t, delegate.cookie, 'GET', `/leave/requests/${requestId}/attachment`);
      expect(document.statusCode).toBe(200);
    } finally {
      await setDelegation('2020-01-06', '2020-01-10');
    }
    const after = await call(t, delegate.cookie, 'GET', `/leave/requests/${requestId}/attachment`);
    expect(after.statusCode).toBe(404);
  });

  it('colleagues see the type only when the organization shows it, and never the reason', async () => {
    await t.db
      .update(organizations)
      .set({ showLeaveTypeToColleagues: true })
      .where(eq(organizations.id, org.orgId));
    try {
      const detail = await call(t, colleague.cookie, 'GET', `/leave/requests/${requestId}`);
      expect(detail.json().data).toMatchObject({
        detailsVisible: false,
        leaveType: { id: null, name: 'Medical' },
        reason: null,
      });
      const document = await call(t, colleague.cookie, 'GET', `/leave/requests/${requestId}/attachment`);
      expect(document.statusCode).toBe(404);
    } finally {
      await t.db
        .update(organizations)
        .set({ showLeaveTypeToColleagues: false })
        .where(eq(organizations.id, org.orgId));
    }
  });

  it('the colleague who covers is told when, not which leave', async () => {
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, colleague.id), eq(notifications.kind, 'leave_cover')));
    expect(notice?.body).toContain(ON_LEAVE_LABEL);
    expect(notice?.body).not.toContain('Medical');
    const [toApprover] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, approver.id), eq(notifications.kind, 'leave_requested')));
    expect(toApprover?.body).toContain('Medical');
  });
});

describe('after the applicant cancels', () => {
  beforeAll(async () => {
    const cancelled = await call(t, applicant.cookie, 'POST', `/leave/requests/${requestId}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  });

  it.each([
    { reader: 'applicant' as const, reads: true },
    { reader: 'admin' as const, reads: true },
    { reader: 'approver' as const, reads: false },
    { reader: 'manager' as const, reads: false },
    { reader: 'colleague' as const, reads: false },
  ])(
    '$reader: the certificate downloads only for the applicant and leave administration',
    async ({ reader, reads }) => {
      const cookie = cookieOf(reader);
      const document = await call(t, cookie, 'GET', `/leave/requests/${requestId}/attachment`);
      expect(document.statusCode, document.body).toBe(reads ? 200 : 404);
      const detail = await call(t, cookie, 'GET', `/leave/requests/${requestId}`);
      expect(detail.json().data.reason).toBe(reads ? REASON : null);
    },
  );
});
