import { AVATAR_TYPE_MESSAGE } from '@taskflow/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema';
import { me } from '../../test/accounts';
import { multipart, TINY_PNG } from '../../test/http';
import { call, newAccount, newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let org: OrganizationFixture;
beforeAll(async () => {
  t = await createTestApp();
  org = await newOrganization(t, 'Profile Partners LLP');
});
afterAll(() => t.close());

const patchMe = (cookie: string, body: unknown) => call(t, cookie, 'PATCH', '/users/me', body);

async function putAvatar(cookie: string, file: { name: string; type: string; data: Buffer }) {
  const form = await multipart({ avatar: file });
  return t.app.inject({
    method: 'PUT',
    url: '/api/v1/users/me/avatar',
    headers: { cookie, ...form.headers },
    payload: form.payload,
  });
}

describe('PATCH /api/v1/users/me', () => {
  it('saves name, phone, job title and time zone, and /users/me shows them at once', async () => {
    const member = await org.member('Employee');
    const response = await patchMe(member.cookie, {
      name: '  Meera Iyer ',
      countryCode: 'IN',
      phone: '9123456780',
      jobTitle: 'Senior Associate',
      timeZone: 'Europe/London',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Your profile has been saved');
    const expected = {
      name: 'Meera Iyer',
      countryCode: 'IN',
      phone: '9123456780',
      jobTitle: 'Senior Associate',
      timeZone: 'Europe/London',
    };
    expect(response.json().data).toMatchObject(expected);
    expect((await me(t, member.cookie)).json().data).toMatchObject(expected);
  });

  it('leaves out what is not sent, and clears what is sent empty (no zone: the organization zone)', async () => {
    const member = await org.member('Employee');
    await patchMe(member.cookie, {
      jobTitle: 'Associate',
      timeZone: 'Asia/Tokyo',
      countryCode: 'IN',
      phone: '9123456780',
    });
    const renamed = await patchMe(member.cookie, { name: 'Only The Name' });
    expect(renamed.json().data).toMatchObject({
      name: 'Only The Name',
      jobTitle: 'Associate',
      timeZone: 'Asia/Tokyo',
    });
    const cleared = await patchMe(member.cookie, { jobTitle: '', timeZone: '', phone: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data).toMatchObject({
      jobTitle: null,
      timeZone: null,
      phone: null,
      countryCode: null,
    });
  });

  it.each([
    [{ name: '   ' }, { name: 'Full name is required' }],
    [{ countryCode: 'IN', phone: 'abc' }, { phone: 'Phone number must be 10 digits' }],
    [{ countryCode: 'IN', phone: '12345' }, { phone: 'Phone number must be 10 digits' }],
    [{ phone: '9123456780', countryCode: '' }, { countryCode: 'Country code is required' }],
    [{ countryCode: 'ZZ', phone: '9123456780' }, { countryCode: 'Select a valid country code' }],
    [{ timeZone: 'Mars/Olympus_Mons' }, { timeZone: 'Choose a valid time zone' }],
    [{ jobTitle: 'x'.repeat(101) }, { jobTitle: 'Job title must be at most 100 characters' }],
    [{ name: 'Bad\u0000Name' }, { name: 'Remove control characters and invalid symbols from this text' }],
  ])('refuses %j with the field named', async (body, fields) => {
    const member = await org.member('Employee');
    const before = (await me(t, member.cookie)).json().data;
    const response = await patchMe(member.cookie, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.details.fields).toEqual(fields);
    expect((await me(t, member.cookie)).json().data).toEqual(before);
  });

  it('changes only the caller: email, role, organization and admin flags in the body are ignored', async () => {
    const member = await org.member('Employee');
    const other = await org.member('Employee');
    const response = await patchMe(member.cookie, {
      name: 'Still An Employee',
      email: 'taken-over@example.com',
      roleId: org.roleId('Admin'),
      organizationId: null,
      isPlatformAdmin: true,
      id: other.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({
      name: 'Still An Employee',
      email: member.email,
      roleId: org.roleId('Employee'),
      organizationId: org.orgId,
      isPlatformAdmin: false,
    });
    const [untouched] = await t.db.select().from(users).where(eq(users.id, other.id));
    expect(untouched?.name).toBe(other.name);
  });

  it('needs no permission (a role with none may edit its own profile), but needs a session', async () => {
    const bare = await org.memberWith([]);
    expect((await patchMe(bare.cookie, { jobTitle: 'Intern' })).statusCode).toBe(200);
    const noOrganization = await newAccount(t);
    expect((await patchMe(noOrganization.cookie, { timeZone: 'Asia/Dubai' })).statusCode).toBe(200);
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me',
      payload: { name: 'X' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('PUT /api/v1/users/me/avatar', () => {
  it('replaces the photo with a real image and refuses text named .png', async () => {
    const member = await org.member('Employee');
    const refused = await putAvatar(member.cookie, {
      name: 'notes.png',
      type: 'image/png',
      data: Buffer.from('plain text, not a picture'),
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error.details.fields).toEqual({ avatar: AVATAR_TYPE_MESSAGE });

    const [before] = await t.db.select().from(users).where(eq(users.id, member.id));
    const replaced = await putAvatar(member.cookie, { name: 'new.png', type: 'image/png', data: TINY_PNG });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const [after] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(after?.avatarFile).toBeTruthy();
    expect(after?.avatarFile).not.toBe(before?.avatarFile);
    const photo = await call(t, member.cookie, 'GET', `/users/${member.id}/avatar`);
    expect(photo.statusCode).toBe(200);
    expect(photo.rawPayload.equals(TINY_PNG)).toBe(true);
  });
});

describe('one time rule with a personal zone', () => {
  it("an invitee whose profile zone differs from the organization's is told the time in their own zone", async () => {
    const inNewYork = await org.member('Employee');
    const inOrgZone = await org.member('Employee');
    await patchMe(inNewYork.cookie, { timeZone: 'America/New_York' });
    const created = await call(t, org.admin.cookie, 'POST', '/events', {
      title: 'Zone check',
      type: 'Meeting',
      // 15:00 in Asia/Kolkata (the organization), 04:30 in New York.
      startsAt: '2030-12-17T09:30:00.000Z',
      durationMinutes: 60,
      attendeeIds: [inNewYork.id, inOrgZone.id],
      reminders: [],
    });
    expect(created.statusCode, created.body).toBe(201);
    const bodyOf = async (userId: string) =>
      (await t.db.select().from(notifications).where(eq(notifications.userId, userId)))[0]?.body;
    expect(await bodyOf(inNewYork.id)).toBe('Tue, 17 Dec 2030, 04:30 GMT-5');
    expect(await bodyOf(inOrgZone.id)).toBe('Tue, 17 Dec 2030, 15:00 GMT+5:30');
    const ics = await call(t, inNewYork.cookie, 'GET', `/events/${created.json().data.id}/ics`);
    expect(ics.body).toContain('DTSTART:20301217T093000Z');
  });
});
