import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newOrganization, sendForm } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SETTINGS = {
  name: 'Lexicon Legal LLP',
  timeZone: 'Asia/Kolkata',
  workWeek: '1,2,3,4,5',
  currency: 'INR',
};

describe('the organization setting "show the leave type to colleagues"', () => {
  it('is off for a new organization; only organization.manage turns it on; a form without it keeps it', async () => {
    const org = await newOrganization(t);
    const read = async (cookie: string) =>
      (await call(t, cookie, 'GET', '/organizations/current')).json().data.showLeaveTypeToColleagues;
    expect(await read(org.admin.cookie)).toBe(false);

    // leave.manage administers leave, not the organization's settings.
    const leaveAdmin = await org.memberWith(['leave.manage', 'leave.view']);
    const refused = await sendForm(t, leaveAdmin.cookie, 'PATCH', '/organizations/current', {
      ...SETTINGS,
      showLeaveTypeToColleagues: 'true',
    });
    expect(refused.statusCode).toBe(403);
    expect(await read(org.admin.cookie)).toBe(false);

    const on = await sendForm(t, org.admin.cookie, 'PATCH', '/organizations/current', {
      ...SETTINGS,
      showLeaveTypeToColleagues: 'true',
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data.showLeaveTypeToColleagues).toBe(true);
    // Every member reads it: the screens that show colleagues' leave follow it.
    expect(await read(leaveAdmin.cookie)).toBe(true);

    const untouched = await sendForm(t, org.admin.cookie, 'PATCH', '/organizations/current', SETTINGS);
    expect(untouched.json().data.showLeaveTypeToColleagues).toBe(true);

    const off = await sendForm(t, org.admin.cookie, 'PATCH', '/organizations/current', {
      ...SETTINGS,
      showLeaveTypeToColleagues: 'false',
    });
    expect(off.json().data.showLeaveTypeToColleagues).toBe(false);
  });

  it('refuses anything but true or false', async () => {
    const org = await newOrganization(t);
    const invalid = await sendForm(t, org.admin.cookie, 'PATCH', '/organizations/current', {
      ...SETTINGS,
      showLeaveTypeToColleagues: 'yes',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.details.fields).toEqual({ showLeaveTypeToColleagues: 'Use true or false' });
  });
});
