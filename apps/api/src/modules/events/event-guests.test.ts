import { EVENT_GUEST_DUPLICATE, RSVP_LINK_NOT_FOUND } from '@taskflow/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventGuests, outbox } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { type Account, newOrganization } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { api } from './events.fixtures';

let t: TestApp;
let admin: Account;
let manager: Account;
let employee: Account;
let outsider: Account;

beforeAll(async () => {
  t = await createTestApp();
  const org = await newOrganization(t);
  admin = org.admin;
  manager = await org.member('Manager', { name: 'Meera Manager' });
  employee = await org.member('Employee', { name: 'Asha Employee' });
  outsider = (await newOrganization(t, 'Other Firm LLP')).admin;
});
afterAll(() => t.close());

/** A fixed instant: the mail names it in the organization's zone. */
const STARTS_AT = '2031-03-04T09:30:00.000Z';

async function createEvent(body: Record<string, unknown>, as: Account = manager) {
  const response = await api(t, as.cookie).post('/api/v1/events', {
    title: 'Year-end planning',
    type: 'Meeting',
    startsAt: STARTS_AT,
    location: 'Board room',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; guests: GuestView[] | null };
}

type GuestView = { id: string; email: string; name: string | null; rsvp: string; respondedAt: string | null };

/** The RSVP link mailed to an address, read from the outbox as the guest's mail client would. */
async function mailTo(email: string) {
  const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.createdAt));
  if (!mail) throw new Error(`No mail to ${email}`);
  const link = mail.text.match(/\/events\/rsvp\/([\w-]+)/);
  return { mail, token: link?.[1] as string };
}

const publicCall = (method: 'GET' | 'POST', token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/events/rsvp/${token}`, payload });

describe('event guests', () => {
  it('invites guests by email: each gets a mail with the event and a personal link, stored hashed', async () => {
    const event = await createEvent({
      guests: [
        { email: 'Kavya@Meridian.example', name: 'Kavya Menon' },
        { email: 'auditor@outside.example' },
      ],
    });
    expect(event.guests?.map((guest) => [guest.email, guest.name, guest.rsvp])).toEqual([
      ['auditor@outside.example', null, 'pending'],
      ['kavya@meridian.example', 'Kavya Menon', 'pending'],
    ]);
    const { mail, token } = await mailTo('kavya@meridian.example');
    expect(mail.subject).toBe('You are invited to an event on TaskFlow');
    expect(mail.text).toContain('"Year-end planning" (Meeting)');
    // Organization's zone (the fixture's Asia/Kolkata): 09:30 UTC is 15:00 there.
    expect(mail.text).toContain('When: Tue, 4 Mar 2031, 15:00 GMT+5:30');
    expect(mail.text).toContain('Where: "Board room"');
    expect(token.length).toBeGreaterThanOrEqual(40);
    const [stored] = await t.db
      .select()
      .from(eventGuests)
      .where(eq(eventGuests.email, 'kavya@meridian.example'));
    expect(stored?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    const other = await mailTo('auditor@outside.example');
    expect(other.token).not.toBe(token);
  });

  it('without a mail server, the save hands the new guests’ links to the organizer (as invitations do)', async () => {
    const response = await api(t, manager.cookie).post('/api/v1/events', {
      title: 'Links',
      type: 'Meeting',
      startsAt: STARTS_AT,
      guests: [{ email: 'linked@guest.example' }],
    });
    const { token } = await mailTo('linked@guest.example');
    expect(response.json().guestLinks).toEqual([
      { email: 'linked@guest.example', url: `${t.config.publicUrl}/events/rsvp/${token}` },
    ]);
    const edited = await api(t, manager.cookie).patch(`/api/v1/events/${response.json().data.id}`, {
      title: 'Links again',
    });
    expect(edited.json().guestLinks).toBeUndefined();
  });

  it('a guest reads the event and answers Yes, No or Maybe by the link, without signing in', async () => {
    await createEvent({
      title: 'Client onboarding',
      guests: [{ email: 'guest1@client.example', name: 'Guest One' }],
    });
    const { token } = await mailTo('guest1@client.example');
    const read = await publicCall('GET', token);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toMatchObject({
      title: 'Client onboarding',
      startsAt: STARTS_AT,
      location: 'Board room',
      organizationName: 'Lexicon Legal LLP',
      guestName: 'Guest One',
      rsvp: 'pending',
    });
    const answered = await publicCall('POST', token, { answer: 'maybe' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().data.rsvp).toBe('maybe');
    const changed = await publicCall('POST', token, { answer: 'yes' });
    expect(changed.json().data.rsvp).toBe('yes');
    const refused = await publicCall('POST', token, { answer: 'perhaps' });
    expect(refused.statusCode).toBe(400);
  });

  it('the organizer sees the guests’ answers beside the attendees', async () => {
    const event = await createEvent({
      attendeeIds: [employee.id],
      guests: [{ email: 'yes@guest.example' }, { email: 'no@guest.example' }],
    });
    await publicCall('POST', (await mailTo('yes@guest.example')).token, { answer: 'yes' });
    await publicCall('POST', (await mailTo('no@guest.example')).token, { answer: 'no' });
    const detail = (await api(t, manager.cookie).get(`/api/v1/events/${event.id}`)).json().data;
    expect(detail.attendees.map((attendee: { userId: string }) => attendee.userId)).toEqual([employee.id]);
    expect(detail.guests.map((guest: GuestView) => [guest.email, guest.rsvp])).toEqual([
      ['no@guest.example', 'no'],
      ['yes@guest.example', 'yes'],
    ]);
    expect(detail.guests.every((guest: GuestView) => guest.respondedAt)).toBe(true);
  });

  it('an unknown, mistyped or withdrawn link answers 404 and changes nothing', async () => {
    for (const token of ['nope', 'x'.repeat(43), `${'A'.repeat(42)}-`]) {
      const read = await publicCall('GET', token);
      expect(read.statusCode).toBe(404);
      expect(read.json().message).toBe(RSVP_LINK_NOT_FOUND);
      expect((await publicCall('POST', token, { answer: 'yes' })).statusCode).toBe(404);
    }
    const event = await createEvent({ guests: [{ email: 'dropped@guest.example' }] });
    const { token } = await mailTo('dropped@guest.example');
    const edited = await api(t, manager.cookie).patch(`/api/v1/events/${event.id}`, { guests: [] });
    expect(edited.json().data.guests).toEqual([]);
    expect((await publicCall('POST', token, { answer: 'yes' })).statusCode).toBe(404);
  });

  it('a link answers for its own event and organization only', async () => {
    const mine = await createEvent({ title: 'Ours', guests: [{ email: 'shared@guest.example' }] });
    const theirs = await createEvent(
      { title: 'Theirs', guests: [{ email: 'shared@guest.example' }] },
      outsider,
    );
    const theirToken = (await mailTo('shared@guest.example')).token;
    expect((await publicCall('GET', theirToken)).json().data).toMatchObject({
      title: 'Theirs',
      organizationName: 'Other Firm LLP',
    });
    await publicCall('POST', theirToken, { answer: 'no' });
    const ours = (await api(t, manager.cookie).get(`/api/v1/events/${mine.id}`)).json().data;
    expect(ours.guests.map((guest: GuestView) => guest.rsvp)).toEqual(['pending']);
    // Another organization's event, and its guests, do not exist for us.
    expect((await api(t, manager.cookie).get(`/api/v1/events/${theirs.id}`)).statusCode).toBe(404);
    const patched = await api(t, manager.cookie).patch(`/api/v1/events/${theirs.id}`, { guests: [] });
    expect(patched.statusCode).toBe(404);
    const stillThere = await t.db.select().from(eventGuests).where(eq(eventGuests.eventId, theirs.id));
    expect(stillThere.map((guest) => guest.rsvp)).toEqual(['no']);
  });

  it('editing keeps a guest’s answer and link, renames, emails only the new ones', async () => {
    const event = await createEvent({ guests: [{ email: 'kept@guest.example', name: 'Kept' }] });
    const { token } = await mailTo('kept@guest.example');
    await publicCall('POST', token, { answer: 'yes' });
    const before = await t.db.select().from(outbox).where(eq(outbox.to, 'kept@guest.example'));
    const edited = await api(t, manager.cookie).patch(`/api/v1/events/${event.id}`, {
      guests: [
        { email: 'KEPT@guest.example', name: 'Kept Renamed' },
        { email: 'new@guest.example', name: '' },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(
      edited.json().data.guests.map((guest: GuestView) => [guest.email, guest.name, guest.rsvp]),
    ).toEqual([
      ['kept@guest.example', 'Kept Renamed', 'yes'],
      ['new@guest.example', null, 'pending'],
    ]);
    expect(await t.db.select().from(outbox).where(eq(outbox.to, 'kept@guest.example'))).toHaveLength(
      before.length,
    );
    expect((await mailTo('new@guest.example')).token).toBeTruthy();
    expect((await publicCall('GET', token)).json().data.rsvp).toBe('yes');
  });

  it('refuses a bad or repeated guest address on its field', async () => {
    const response = await api(t, manager.cookie).post('/api/v1/events', {
      title: 'Bad guests',
      type: 'Meeting',
      startsAt: STARTS_AT,
      guests: [{ email: 'not-an-email' }, { email: 'twice@guest.example' }, { email: 'Twice@guest.example' }],
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().error.details.fields;
    expect(fields['guests.0.email']).toBe('Enter a valid email address');
    expect(fields['guests.2.email']).toBe(EVENT_GUEST_DUPLICATE);
  });

  it('guests’ addresses are for the organizer and editors: a colleague who may only view sees none', async () => {
    const event = await createEvent({
      attendeeIds: [employee.id],
      guests: [{ email: 'private@guest.example' }],
    });
    const asEmployee = await api(t, employee.cookie).get(`/api/v1/events/${event.id}`);
    expect(asEmployee.statusCode).toBe(200);
    expect(asEmployee.json().data.guests).toBeNull();
    expect(asEmployee.body).not.toContain('private@guest.example');
    // Inviting guests is editing the event: events.edit.
    const refused = await api(t, employee.cookie).patch(`/api/v1/events/${event.id}`, {
      guests: [{ email: 'sneaky@guest.example' }],
    });
    expect(refused.statusCode).toBe(403);
    const asAdmin = await api(t, admin.cookie).get(`/api/v1/events/${event.id}`);
    expect(asAdmin.json().data.guests).toHaveLength(1);
  });
});
