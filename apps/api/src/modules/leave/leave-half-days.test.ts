/**
 * Issue 39, item 7: a one-day half day did not say morning or afternoon (one "Half day" box). A one-day
 * leave is now its morning (the To Date's half) or its afternoon (the From Date's), never both: the API
 * refuses both with the field named, and the calendar says which half. Dates are fixed years ahead.
 */
import { LEAVE_HALF_DAY_WHICH } from '@taskflow/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, call, newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let org: OrganizationFixture;
let asha: Account;
let typeId: string;

/** Mondays far ahead: no lead-time warning, no past date. */
const MONDAY = '2036-03-03';
const TUESDAY = '2036-03-04';

beforeAll(async () => {
  t = await createTestApp();
  org = await newOrganization(t, 'Half Days LLP');
  asha = await org.member('Employee', { name: 'Asha Rao', managerId: org.admin.id });
  const type = await call(t, org.admin.cookie, 'POST', '/leave/types', {
    name: 'Casual',
    yearlyAllocation: 12,
    tracksBalance: false,
    approvalSteps: [{ kind: 'manager' }],
  });
  expect(type.statusCode, type.body).toBe(201);
  typeId = type.json().data.id;
});
afterAll(() => t.close());

const body = (
  fromDate: string,
  toDate: string,
  halves: { fromDateHalf?: boolean; toDateHalf?: boolean },
) => ({
  leaveTypeId: typeId,
  fromDate,
  toDate,
  ...halves,
  reason: 'Bank work',
  addressDuringLeave: '12 MG Road, Mysuru',
  emergencyContact: '+91 98450 12345',
});

describe('a one-day half day says which half', () => {
  it('refuses both halves of one day, in the preview and on applying, naming the field', async () => {
    for (const url of ['/leave/requests/preview', '/leave/requests']) {
      const both = await call(
        t,
        asha.cookie,
        'POST',
        url,
        body(MONDAY, MONDAY, { fromDateHalf: true, toDateHalf: true }),
      );
      expect(both.statusCode, url).toBe(400);
      expect(both.json().error.details.fields).toEqual({ toDateHalf: LEAVE_HALF_DAY_WHICH });
    }
    // Across two days both ends may be halves: the first day's afternoon and the last day's morning.
    const ends = await call(
      t,
      asha.cookie,
      'POST',
      '/leave/requests/preview',
      body(MONDAY, TUESDAY, {
        fromDateHalf: true,
        toDateHalf: true,
      }),
    );
    expect(ends.statusCode, ends.body).toBe(200);
    expect(ends.json().data.totalDays).toBe(1);
  });

  it('keeps the morning or the afternoon asked for, and the calendar names it', async () => {
    const morning = await call(
      t,
      asha.cookie,
      'POST',
      '/leave/requests',
      body(MONDAY, MONDAY, { toDateHalf: true }),
    );
    expect(morning.statusCode, morning.body).toBe(201);
    expect(morning.json().data).toMatchObject({ fromDateHalf: false, toDateHalf: true, totalDays: 0.5 });
    const afternoon = await call(
      t,
      asha.cookie,
      'POST',
      '/leave/requests',
      body(TUESDAY, TUESDAY, {
        fromDateHalf: true,
      }),
    );
    expect(afternoon.statusCode, afternoon.body).toBe(201);
    for (const id of [morning.json().data.id, afternoon.json().data.id])
      expect((await call(t, org.admin.cookie, 'POST', `/leave/requests/${id}/approve`, {})).statusCode).toBe(
        200,
      );

    const calendar = await call(
      t,
      org.admin.cookie,
      'GET',
      `/calendar?from=${MONDAY}T00:00:00Z&to=2036-03-05T00:00:00Z`,
    );
    expect(calendar.statusCode, calendar.body).toBe(200);
    const titles = (calendar.json().data as { type: string; title: string }[])
      .filter((item) => item.type === 'leave')
      .map((item) => item.title)
      .sort();
    expect(titles).toEqual(['Asha Rao: Casual leave (afternoon)', 'Asha Rao: Casual leave (morning)']);
  });
});
