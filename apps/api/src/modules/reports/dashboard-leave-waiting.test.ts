/**
 * Issue 39, item 7: the manager's home counted the timesheets waiting for her and not the leave waiting for
 * her. The dashboard counts the applications Pending Leave Applications lists for its reader, the same
 * number as that list's total, and the count follows a decision. Dates are fixed years ahead.
 */
import type { Dashboard } from '@taskflow/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, call, newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let org: OrganizationFixture;
let maya: Account;
let esha: Account;
let kiran: Account;
let farid: Account;
const ids: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  org = await newOrganization(t, 'Waiting Leave LLP');
  maya = await org.member('Manager', { name: 'Maya Manager', managerId: org.admin.id });
  esha = await org.member('Employee', { name: 'Esha One', managerId: maya.id });
  kiran = await org.member('Employee', { name: 'Kiran Two', managerId: maya.id });
  farid = await org.member('Employee', { name: 'Farid Three', managerId: org.admin.id });
  const type = await call(t, org.admin.cookie, 'POST', '/leave/types', {
    name: 'Casual',
    yearlyAllocation: 12,
    tracksBalance: false,
    approvalSteps: [{ kind: 'manager' }],
  });
  expect(type.statusCode, type.body).toBe(201);
  const apply = async (who: Account, fromDate: string) => {
    const applied = await call(t, who.cookie, 'POST', '/leave/requests', {
      leaveTypeId: type.json().data.id,
      fromDate,
      toDate: fromDate,
      reason: 'Family function',
      addressDuringLeave: '12 MG Road, Mysuru',
      emergencyContact: '+91 98450 12345',
    });
    expect(applied.statusCode, applied.body).toBe(201);
    ids.push(applied.json().data.id);
  };
  await apply(esha, '2036-03-03');
  await apply(esha, '2036-03-10');
  await apply(kiran, '2036-03-04');
  await apply(farid, '2036-03-05');
});
afterAll(() => t.close());

async function waiting(cookie: string) {
  const response = await call(t, cookie, 'GET', '/reports/dashboard');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as Dashboard).team?.leaveWaiting;
}
async function pendingTotal(cookie: string) {
  const response = await call(t, cookie, 'GET', '/leave/requests/pending');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().meta.total as number;
}

describe('leave waiting on the home', () => {
  it('counts what waits for the manager’s decision, as her pending list does, and follows a decision', async () => {
    expect(await waiting(maya.cookie)).toBe(3);
    expect(await pendingTotal(maya.cookie)).toBe(3);
    expect(await waiting(org.admin.cookie)).toBe(await pendingTotal(org.admin.cookie));

    expect((await call(t, maya.cookie, 'POST', `/leave/requests/${ids[0]}/approve`, {})).statusCode).toBe(
      200,
    );
    expect(await waiting(maya.cookie)).toBe(2);
  });

  it('is absent for someone who accepts no leave', async () => {
    const response = await call(t, esha.cookie, 'GET', '/reports/dashboard');
    expect(response.statusCode).toBe(200);
    expect((response.json().data as Dashboard).team?.leaveWaiting ?? null).toBeNull();
  });
});
