import { DATE_OUT_OF_RANGE } from '@taskflow/shared';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, holidays, jobs, notifications } from '../../db/schema';
import { runDueJobs } from '../../lib/jobs';
import { type Account, newOrganization, sendForm } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { api, hoursFromNow } from './events.fixtures';

let t: TestApp;
let orgId: string;
let admin: Account;
let manager: Account;
let asha: Account;
let ravi: Account;
let outsider: Account;

beforeAll(async () => {
  t = await createTestApp();
  const org = await newOrganization(t);
  orgId = org.orgId;
  admin = org.admin;
  manager = await org.member('Manager', { name: 'Meera Manager' });
  asha = await org.member('Employee', { name: 'Asha Employee' });
  ravi = await org.member('Employee', { name: 'Ravi Employee' });
  outsider = (await newOrganization(t, 'Other Firm LLP')).admin;
});
afterAll(() => t.close());

async function createEvent(body: Record<string, unknown>, as: Account = admin) {
  const response = await api(t, as.cookie).post('/api/v1/events', {
    title: 'Quarterly review',
    type: 'Meeting',
    startsAt: hoursFromNow(48),
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; [key: string]: unknown };
}

const jobsOf = (eventId: string) =>
  t.db
    .select()
    .from(jobs)
    .where(like(jobs.key, `event-reminder:${eventId}:%`))
    .orderBy(jobs.runAt);

const notificationsOf = (userId: string, kind: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

/** Lines of an iCalendar text with folded lines joined back. */
function icsLines(text: string): string[] {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
}
function icsEvents(text: string) {
  const found: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of icsLines(text)) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      found.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).split(';')[0] ?? '';
      current[name] = line.slice(colon + 1);
    }
  }
  return found;
}

describe('creating events', () => {
  it('answers the spec messages for missing required fields', async () => {
    const response = await api(t, admin.cookie).post('/api/v1/events', { title: ' ', durationMinutes: -5 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields).toEqual({
      title: 'Event Title is required',
      type: 'Event Type is required',
      startsAt: 'Date & Time is required',
      durationMinutes: 'Duration must be a positive number of minutes',
    });
  });

  it('needs events.create; employees may read but not create, edit or delete', async () => {
    const refused = await api(t, asha.cookie).post('/api/v1/events', {
      title: 'Party',
      type: 'Social',
      startsAt: hoursFromNow(10),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission to do this');

    const event = await createEvent({ title: 'Permissions check' });
    expect((await api(t, asha.cookie).get(`/api/v1/events/${event.id}`)).statusCode).toBe(200);
    expect((await api(t, asha.cookie).patch(`/api/v1/events/${event.id}`, { title: 'x' })).statusCode).toBe(
      403,
    );
    expect((await api(t, asha.cookie).delete(`/api/v1/events/${event.id}`)).statusCode).toBe(403);
    // The default Manager role creates and edits events but does not delete them.
    expect(
      (await api(t, manager.cookie).patch(`/api/v1/events/${event.id}`, { title: 'Edited' })).statusCode,
    ).toBe(200);
    expect((await api(t, manager.cookie).delete(`/api/v1/events/${event.id}`)).statusCode).toBe(403);
    expect((await api(t, asha.cookie).get('/api/v1/events/members')).statusCode).toBe(403);
    const members = await api(t, manager.cookie).get('/api/v1/events/members');
    expect(
      members
        .json()
        .data.map((member: { id: string }) => member.id)
        .sort(),
    ).toEqual([admin.id, manager.id, asha.id, ravi.id].sort());
  });

  it('invites only members of the organization and notifies them', async () => {
    const refused = await api(t, admin.cookie).post('/api/v1/events', {
      title: 'Mixed',
      type: 'Meeting',
      startsAt: hoursFromNow(20),
      attendeeIds: [asha.id, outsider.id],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details.fields).toEqual({
      attendeeIds: 'Choose attendees from your organization',
    });

    const before = (await notificationsOf(ravi.id, 'event_invite')).length;
    const event = await createEvent({
      title: 'Client onboarding training',
      type: 'Training',
      location: 'https://meet.example.com/onboarding',
      durationMinutes: 90,
      attendeeIds: [admin.id, ravi.id],
    });
    expect(event).toMatchObject({
      durationMinutes: 90,
      myRsvp: 'pending',
      rsvpCounts: { pending: 2, yes: 0 },
    });
    const invites = await notificationsOf(ravi.id, 'event_invite');
    expect(invites).toHaveLength(before + 1);
    expect(invites.at(-1)).toMatchObject({
      title: "You're invited: Client onboarding training",
      link: `/app/events/${event.id}`,
      senderId: admin.id,
    });
    // The organizer is not notified of their own event.
    expect(await notificationsOf(admin.id, 'event_invite')).toHaveLength(0);
  });

  it('lists upcoming events soonest first, with the caller’s RSVP', async () => {
    const later = await createEvent({ title: 'Listing later', startsAt: hoursFromNow(300) });
    const sooner = await createEvent({
      title: 'Listing sooner',
      startsAt: hoursFromNow(200),
      attendeeIds: [asha.id],
    });
    await createEvent({ title: 'Listing past', startsAt: hoursFromNow(-30) });
    const list = await api(t, asha.cookie).get('/api/v1/events?q=listing');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((event: { title: string }) => event.title)).toEqual([
      'Listing sooner',
      'Listing later',
    ]);
    expect(list.json().data[0]).toMatchObject({ id: sooner.id, myRsvp: 'pending' });
    expect(list.json().data[1]).toMatchObject({ id: later.id, myRsvp: null });
    expect(list.json().meta).toEqual({ page: 1, pageSize: 20, total: 2 });
    const past = await api(t, asha.cookie).get('/api/v1/events?q=listing&scope=past');
    expect(past.json().data.map((event: { title: string }) => event.title)).toEqual(['Listing past']);
  });
});

describe('other organizations', () => {
  it('get 404 for every route of an event that is not theirs', async () => {
    const event = await createEvent({ attendeeIds: [asha.id] });
    const as = api(t, outsider.cookie);
    for (const response of [
      await as.get(`/api/v1/events/${event.id}`),
      await as.patch(`/api/v1/events/${event.id}`, { title: 'Hijacked' }),
      await as.delete(`/api/v1/events/${event.id}`),
      await as.post(`/api/v1/events/${event.id}/rsvp`, { answer: 'yes' }),
      await as.get(`/api/v1/events/${event.id}/ics`),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().message).toBe('Event not found');
    }
    const list = await as.get('/api/v1/events?scope=all');
    expect(list.json().data).toEqual([]);
    expect((await api(t, admin.cookie).get(`/api/v1/events/${event.id}`)).json().data.title).toBe(
      'Quarterly review',
    );
  });
});

describe('reminders', () => {
  it('are scheduled one job per reminder still ahead, rescheduled on edit and cancelled on delete', async () => {
    const startsAt = hoursFromNow(30);
    const event = await createEvent({ startsAt, reminders: ['1w', '1d', '1h'] });
    let scheduled = await jobsOf(event.id);
    // One week before is already past: skipped.
    expect(scheduled.map((job) => job.key)).toEqual([
      `event-reminder:${event.id}:1d`,
      `event-reminder:${event.id}:1h`,
    ]);
    expect(scheduled[0]?.runAt.getTime()).toBe(Date.parse(startsAt) - 24 * 3600_000);
    expect(scheduled[1]?.runAt.getTime()).toBe(Date.parse(startsAt) - 3600_000);
    expect(scheduled[0]?.payload).toEqual({ eventId: event.id, offset: '1d' });

    const moved = hoursFromNow(24 * 10);
    const edited = await api(t, admin.cookie).patch(`/api/v1/events/${event.id}`, {
      startsAt: moved,
      reminders: ['1w', '1h'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    scheduled = await jobsOf(event.id);
    expect(scheduled.map((job) => [job.key, job.runAt.getTime()])).toEqual([
      [`event-reminder:${event.id}:1w`, Date.parse(moved) - 7 * 24 * 3600_000],
      [`event-reminder:${event.id}:1h`, Date.parse(moved) - 3600_000],
    ]);

    const deleted = await api(t, admin.cookie).delete(`/api/v1/events/${event.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await jobsOf(event.id)).toEqual([]);
    expect((await api(t, admin.cookie).get(`/api/v1/events/${event.id}`)).statusCode).toBe(404);
  });

  it('a due reminder notifies the attendees who have not declined, once', async () => {
    const event = await createEvent({
      title: 'Audit planning',
      startsAt: hoursFromNow(3),
      reminders: ['1h'],
      attendeeIds: [asha.id, ravi.id, manager.id],
    });
    await api(t, ravi.cookie).post(`/api/v1/events/${event.id}/rsvp`, { answer: 'no' });
    // Not due yet: nothing runs.
    await runDueJobs(t.app);
    expect(await notificationsOf(asha.id, 'event_reminder')).toHaveLength(0);

    await t.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.key, `event-reminder:${event.id}:1h`));
    expect(await runDueJobs(t.app)).toBe(1);
    expect(await runDueJobs(t.app)).toBe(0);

    const reminded = await notificationsOf(asha.id, 'event_reminder');
    expect(reminded).toHaveLength(1);
    expect(reminded[0]).toMatchObject({
      title: 'Reminder: Audit planning in 1 hour',
      link: `/app/events/${event.id}`,
    });
    expect(await notificationsOf(manager.id, 'event_reminder')).toHaveLength(1);
    expect(await notificationsOf(ravi.id, 'event_reminder')).toHaveLength(0);
    const [job] = await jobsOf(event.id);
    expect(job?.completedAt).not.toBeNull();
    expect(job?.attempts).toBe(1);
  });
});

describe('RSVP', () => {
  it('is only for attendees, and shows in the attendee list', async () => {
    const event = await createEvent({ attendeeIds: [asha.id] });
    const refused = await api(t, ravi.cookie).post(`/api/v1/events/${event.id}/rsvp`, { answer: 'yes' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only attendees of this event can RSVP');

    const invalid = await api(t, asha.cookie).post(`/api/v1/events/${event.id}/rsvp`, { answer: 'later' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.details.fields).toEqual({ answer: 'Answer yes, no or maybe' });

    const answered = await api(t, asha.cookie).post(`/api/v1/events/${event.id}/rsvp`, { answer: 'maybe' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().data).toMatchObject({ myRsvp: 'maybe', rsvpCounts: { maybe: 1, pending: 0 } });
    const detail = (await api(t, admin.cookie).get(`/api/v1/events/${event.id}`)).json().data;
    expect(detail.myRsvp).toBeNull();
    expect(detail.attendees).toEqual([
      expect.objectContaining({
        userId: asha.id,
        name: 'Asha Employee',
        rsvp: 'maybe',
        respondedAt: expect.any(String),
      }),
    ]);
  });
});

describe('iCalendar', () => {
  it('downloads one event as an .ics attachment', async () => {
    const startsAt = '2031-05-20T04:30:00.000Z';
    const event = await createEvent({
      title: 'Tax filing workshop',
      type: 'Training',
      startsAt,
      durationMinutes: 45,
      location: 'Conference room B',
      description: 'Bring your laptops.',
    });
    const response = await api(t, asha.cookie).get(`/api/v1/events/${event.id}/ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Tax-filing-workshop.ics"');
    const lines = icsLines(response.body);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    const [vevent, ...others] = icsEvents(response.body);
    expect(others).toEqual([]);
    expect(vevent).toMatchObject({
      UID: `${event.id}@taskflow`,
      SUMMARY: 'Tax filing workshop',
      DTSTART: '20310520T043000Z',
      DTEND: '20310520T051500Z',
      LOCATION: 'Conference room B',
    });
    expect(vevent?.DESCRIPTION).toContain('Bring your laptops.');
  });

  it('serves a personal feed behind a secret URL; resetting it retires the old URL', async () => {
    const mine = await createEvent({ title: 'Ravi is invited', attendeeIds: [ravi.id] });
    const other = await createEvent({ title: 'Ravi is not invited', attendeeIds: [asha.id] });
    await t.db
      .insert(holidays)
      .values({ organizationId: orgId, date: '2031-08-15', name: 'Independence Day' });
    await t.db.insert(customers).values({
      organizationId: orgId,
      businessName: 'Sharma Textiles',
      email: 'accounts@sharma.example',
      address: 'Surat',
      anniversaryDate: '2019-03-12',
    });

    const first = await api(t, ravi.cookie).get('/api/v1/calendar/feed-url');
    expect(first.statusCode).toBe(200);
    const { url, webcalUrl } = first.json().data;
    expect(url).toMatch(/^https?:\/\/.+\/api\/v1\/calendar\/feed\/[\w-]{43}\.ics$/);
    expect(webcalUrl).toBe(url.replace(/^https?:/, 'webcal:'));
    expect((await api(t, ravi.cookie).get('/api/v1/calendar/feed-url')).json().data.url).toBe(url);

    const path = new URL(url).pathname;
    // No cookie: the URL is the credential.
    const feed = await t.app.inject({ url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const entries = icsEvents(feed.body);
    const summaries = entries.map((entry) => entry.SUMMARY);
    expect(summaries).toContain('Ravi is invited');
    expect(summaries).not.toContain('Ravi is not invited');
    expect(entries.find((entry) => entry.UID === `${mine.id}@taskflow`)).toBeDefined();
    expect(entries.find((entry) => entry.UID === `${other.id}@taskflow`)).toBeUndefined();
    expect(entries.find((entry) => entry.SUMMARY === 'Independence Day')).toMatchObject({
      DTSTART: '20310815',
      DTEND: '20310816',
    });
    expect(entries.find((entry) => entry.SUMMARY === 'Sharma Textiles anniversary')).toMatchObject({
      DTSTART: '20190312',
      RRULE: 'FREQ=YEARLY',
    });

    const reset = await api(t, ravi.cookie).post('/api/v1/calendar/feed-url');
    const newUrl = reset.json().data.url;
    expect(newUrl).not.toBe(url);
    expect((await t.app.inject({ url: path })).statusCode).toBe(404);
    expect((await t.app.inject({ url: new URL(newUrl).pathname })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/v1/calendar/feed/not-a-real-token-at-all-123.ics' })).statusCode,
    ).toBe(404);
  });
});

/** Every property the iCalendar output may hold; anything else at the start of a line was injected. */
const ICS_PROPERTIES = new Set([
  'BEGIN',
  'END',
  'VERSION',
  'PRODID',
  'CALSCALE',
  'METHOD',
  'NAME',
  'X-WR-CALNAME',
  'UID',
  'SEQUENCE',
  'DTSTAMP',
  'DTSTART',
  'DTEND',
  'X-MICROSOFT-CDO-ALLDAYEVENT',
  'RRULE',
  'SUMMARY',
  'LOCATION',
  'DESCRIPTION',
  'CATEGORIES',
  'URL',
  'CREATED',
  'LAST-MODIFIED',
]);

/** Where an iCalendar text breaks the rules: a line that is neither a known property nor a continuation. */
function icsViolations(text: string): string[] {
  const violations: string[] = [];
  if (!text.endsWith('\r\n')) violations.push('does not end with CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    if (/[\r\n]/.test(line)) violations.push(`bare CR or LF in ${JSON.stringify(line)}`);
    if (Buffer.byteLength(line) > 75) violations.push(`longer than 75 octets: ${JSON.stringify(line)}`);
    if (line.startsWith(' ')) continue;
    const name = /^([A-Z][A-Z0-9-]*)[;:]/.exec(line)?.[1];
    if (!name || !ICS_PROPERTIES.has(name)) violations.push(`unknown line ${JSON.stringify(line)}`);
    if ((name === 'BEGIN' || name === 'END') && !/^(BEGIN|END):(VCALENDAR|VEVENT)$/.test(line)) {
      violations.push(`unexpected ${JSON.stringify(line)}`);
    }
  }
  return violations;
}

/** A TEXT value as written, back to the text (RFC 5545 §3.3.11). */
const unescapeText = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char));

describe('iCalendar with hostile text', () => {
  const INJECTION =
    '\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:Injected\r\nX-INJECTED:yes\rDTSTART:20300101T000000Z\n;x,y\\';

  it('no title, description, location, organization, holiday, customer or attendee name starts a line', async () => {
    const org = await newOrganization(t, `Evil Org${INJECTION}`);
    const attendee = await org.member('Employee', { name: `Eve${INJECTION}` });
    const body = {
      title: `Board meeting${INJECTION}`,
      type: 'Meeting',
      startsAt: '2031-06-01T09:00:00.000Z',
      description: `Agenda${INJECTION}\n${'long line with ünïcödé and 😀 '.repeat(20)}`,
      location: `https://meet.example/room${INJECTION}`,
      attendeeIds: [attendee.id],
    };
    const created = await api(t, org.admin.cookie).post('/api/v1/events', body);
    expect(created.statusCode, created.body).toBe(201);
    const eventId = created.json().data.id as string;
    expect(
      (
        await api(t, org.admin.cookie).post('/api/v1/holidays', {
          date: '2031-08-15',
          name: `Holiday${INJECTION}`,
        })
      ).statusCode,
    ).toBe(201);
    const customer = await sendForm(t, org.admin.cookie, 'POST', '/customers', {
      businessName: `Evil Customer${INJECTION}`,
      email: 'evil@customer.example',
      address: `Street${INJECTION}`,
      anniversaryDate: '2019-03-12',
    });
    expect(customer.statusCode, customer.body).toBe(201);

    const download = await api(t, org.admin.cookie).get(`/api/v1/events/${eventId}/ics`);
    expect(download.statusCode).toBe(200);
    const feedUrl = (await api(t, org.admin.cookie).get('/api/v1/calendar/feed-url')).json().data
      .url as string;
    const feed = await t.app.inject({ url: new URL(feedUrl).pathname });
    expect(feed.statusCode).toBe(200);

    for (const text of [download.body, feed.body]) {
      expect(icsViolations(text)).toEqual([]);
      expect(text).not.toMatch(/[\r\n](SUMMARY:Injected|X-INJECTED|DTSTART:2030)/);
    }
    // One event in the download; in the feed the event, the holiday and the anniversary, nothing more.
    expect(icsEvents(download.body)).toHaveLength(1);
    const entries = icsEvents(feed.body);
    expect(entries).toHaveLength(3);
    const event = entries.find((entry) => entry.UID === `${eventId}@taskflow`);
    // The text survives, escaped: read back it is what was typed (CR, LF or both read back as a line break).
    expect(unescapeText(event?.SUMMARY ?? '')).toBe(body.title.replace(/\r\n|\r/g, '\n'));
    expect(unescapeText(event?.LOCATION ?? '')).toBe(body.location.replace(/\r\n|\r/g, '\n'));
    const calendarName = icsLines(feed.body).find((line) => line.startsWith('X-WR-CALNAME:'));
    expect(unescapeText(calendarName?.slice('X-WR-CALNAME:'.length) ?? '')).toBe(
      `Evil Org${INJECTION} (TaskFlow)`.replace(/\r\n|\r/g, '\n'),
    );
    expect(event?.URL).not.toMatch(/\s/);
  });
});

describe('the in-app calendar', () => {
  it('answers events, holidays and yearly customer anniversaries in the range', async () => {
    const event = await createEvent({
      title: 'Diwali party',
      type: 'Social',
      startsAt: '2032-11-02T13:30:00.000Z',
    });
    await t.db
      .insert(holidays)
      .values({ organizationId: orgId, date: '2032-11-01', name: 'Kannada Rajyotsava' });
    await t.db.insert(customers).values([
      {
        organizationId: orgId,
        businessName: 'Mehta & Sons',
        email: 'hello@mehta.example',
        address: 'Mumbai',
        anniversaryDate: '2020-11-15',
      },
      {
        organizationId: orgId,
        businessName: 'Leap Year Ltd',
        email: 'hello@leap.example',
        address: 'Pune',
        anniversaryDate: '2020-02-29',
      },
    ]);
    const range = 'from=2032-10-27T00:00:00.000Z&to=2032-12-01T00:00:00.000Z';
    const response = await api(t, asha.cookie).get(`/api/v1/calendar?${range}`);
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json().data as { type: string; title: string; start: string }[];
    expect(items).toContainEqual({
      id: `event:${event.id}`,
      type: 'event',
      title: 'Diwali party',
      start: '2032-11-02T13:30:00.000Z',
      end: '2032-11-02T14:30:00.000Z',
      allDay: false,
      link: `/app/events/${event.id}`,
      eventType: 'Social',
    });
    expect(items).toContainEqual(
      expect.objectContaining({
        type: 'holiday',
        title: 'Kannada Rajyotsava',
        start: '2032-11-01',
        allDay: true,
      }),
    );
    expect(items).toContainEqual(
      expect.objectContaining({
        type: 'anniversary',
        title: 'Mehta & Sons anniversary (12 years)',
        start: '2032-11-15',
        allDay: true,
      }),
    );
    expect(items.some((item) => item.title.startsWith('Leap Year'))).toBe(false);

    // A 29 February anniversary falls on 28 February in a common year.
    const february = await api(t, asha.cookie).get(
      '/api/v1/calendar?from=2033-02-01T00:00:00.000Z&to=2033-03-01T00:00:00.000Z',
    );
    expect(february.json().data).toContainEqual(
      expect.objectContaining({ title: 'Leap Year Ltd anniversary (13 years)', start: '2033-02-28' }),
    );

    const outsiders = await api(t, outsider.cookie).get(`/api/v1/calendar?${range}`);
    expect(outsiders.json().data).toEqual([]);

    const bad = await api(t, asha.cookie).get(
      '/api/v1/calendar?from=2032-12-01T00:00:00Z&to=2032-11-01T00:00:00Z',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fields).toEqual({ to: 'to must be after from' });
  });

  it('refuses dates outside the years 1900 to 9999 as a validation error, and handles those at the ends', async () => {
    for (const range of [
      'from=0001-01-01T00:00:00Z&to=0001-02-01T00:00:00Z',
      'from=1899-12-01T00:00:00Z&to=1899-12-31T00:00:00Z',
    ]) {
      const response = await api(t, asha.cookie).get(`/api/v1/calendar?${range}`);
      expect(response.statusCode, range).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: { fields: { from: DATE_OUT_OF_RANGE } },
      });
    }
    const tooEarly = await api(t, admin.cookie).post('/api/v1/events', {
      title: 'Too early',
      type: 'Meeting',
      startsAt: '0001-01-01T00:00:00Z',
    });
    expect(tooEarly.statusCode).toBe(400);
    expect(tooEarly.json().error.details.fields).toEqual({ startsAt: DATE_OUT_OF_RANGE });

    // The last day there is, with the longest duration: it ends in year 10000, and nothing breaks.
    const last = await createEvent({
      title: 'End of time',
      startsAt: '9999-12-31T23:00:00.000Z',
      durationMinutes: 7 * 24 * 60,
    });
    const first = await createEvent({ title: 'Start of time', startsAt: '1900-01-01T00:00:00.000Z' });
    for (const range of [
      'from=9999-12-01T00:00:00Z&to=9999-12-31T23:59:59Z',
      'from=1900-01-01T00:00:00Z&to=1900-02-01T00:00:00Z',
    ]) {
      const response = await api(t, admin.cookie).get(`/api/v1/calendar?${range}`);
      expect(response.statusCode, response.body).toBe(200);
    }
    for (const event of [last, first]) {
      const ics = await api(t, admin.cookie).get(`/api/v1/events/${event.id}/ics`);
      expect(ics.statusCode).toBe(200);
      expect(icsViolations(ics.body)).toEqual([]);
    }
    expect(
      icsEvents((await api(t, admin.cookie).get(`/api/v1/events/${last.id}/ics`)).body)[0],
    ).toMatchObject({
      DTSTART: '99991231T230000Z',
      DTEND: '99991231T235959Z',
    });
  });
});
