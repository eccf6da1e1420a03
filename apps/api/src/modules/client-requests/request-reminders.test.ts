/**
 * Reminders that need no one (issue 41, item 3), through the queue on a fixed clock: the daily run at
 * 09:00 in the organization's zone, the cadence's days judged in that zone (Asia/Kolkata, and
 * America/Los_Angeles far from UTC), once a day, never on the day sent, not while paused, and stopping as
 * soon as everything is in.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  clientRequestEvents,
  clientRequestItems,
  clientRequests,
  jobs,
  organizations,
} from '../../db/schema';
import { runDueJobs } from '../../lib/jobs';
import type { Mail, Mailer } from '../../lib/mailer';
import { forgetOrganizationCalendars, zonedInstant } from '../../lib/organization-calendar';
import { newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertRequest } from './request-commands.service';
import { sendDueReminders } from './request-reminders.jobs';
import { CLIENT_REQUESTS_DAILY_JOB, nextRequestsRun, scheduleRequestsDaily } from './request-schedule';
import { sendRequest } from './request-send';
import { recomputeRequestStatus } from './requests.service';

let t: TestApp;
let kolkata: OrganizationFixture;
let losAngeles: OrganizationFixture;
const mails: Mail[] = [];
const mailer: Mailer = {
  async send(mail) {
    mails.push(mail);
  },
};

beforeAll(async () => {
  t = await createTestApp();
  kolkata = await newOrganization(t, 'Kolkata Advisors LLP');
  losAngeles = await newOrganization(t, 'Pacific Accountants LLP');
  await t.db
    .update(organizations)
    .set({ timeZone: 'America/Los_Angeles' })
    .where(eq(organizations.id, losAngeles.orgId));
  forgetOrganizationCalendars();
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => t.close());

const zoneOf = (org: OrganizationFixture) => (org === losAngeles ? 'America/Los_Angeles' : 'Asia/Kolkata');

/** An open request of a new client of `org`, sent at `sentAt`, its two items pending; answers its id. */
async function sentRequest(
  org: OrganizationFixture,
  fields: { dueOn: string; sentAt: string; remindDaysBefore?: number[]; remindEveryDaysAfter?: number },
) {
  const customerId = await org.customer(`Client ${Math.random().toString(36).slice(2, 8)}`);
  const { id } = await t.db.transaction((tx) =>
    insertRequest(
      tx,
      org.orgId,
      {
        customerId,
        title: 'Documents for September',
        dueOn: fields.dueOn,
        items: [
          { name: 'Sales register', wantsFile: true },
          { name: 'Bank statement', wantsFile: true },
        ],
        remindDaysBefore: fields.remindDaysBefore,
        remindEveryDaysAfter: fields.remindEveryDaysAfter,
        send: true,
      },
      org.admin.id,
    ),
  );
  await t.db
    .update(clientRequests)
    .set({ sentAt: new Date(fields.sentAt) })
    .where(eq(clientRequests.id, id));
  return id;
}

const requestRow = async (id: string) =>
  (await t.db.select().from(clientRequests).where(eq(clientRequests.id, id)))[0];

/** Runs whatever the queue has due, the clock at `at`; answers the mails it sent. */
async function runQueueAt(at: Date) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
  mails.length = 0;
  await runDueJobs({ ...t.app, db: t.db, mailer });
  return [...mails];
}

/**
 * The organization's day as the queue lives it: its run queued before the hour (08:00 in its zone), then
 * the queue polled at 09:01. Answers the mails sent.
 */
async function dayRun(org: OrganizationFixture, day: string) {
  const zone = zoneOf(org);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(zonedInstant(day, 8, zone));
  await scheduleRequestsDaily(t.db, org.orgId);
  return runQueueAt(new Date(zonedInstant(day, 9, zone).getTime() + 60_000));
}

/** One pass of the reminders at `at` (not through the queue: a day's run already done cannot be run again). */
async function remindersAt(org: OrganizationFixture, at: Date, today: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
  const { sent } = await t.db.transaction((tx) =>
    sendDueReminders({ ...t.app, db: tx, mailer }, org.orgId, zoneOf(org), today, null),
  );
  return sent;
}

async function setItems(requestId: string, orgId: string, status: string, which?: number) {
  const items = await t.db
    .select({ id: clientRequestItems.id })
    .from(clientRequestItems)
    .where(eq(clientRequestItems.requestId, requestId))
    .orderBy(clientRequestItems.position);
  await t.db.transaction(async (tx) => {
    for (const [index, item] of items.entries()) {
      if (which === undefined || which === index)
        await tx.update(clientRequestItems).set({ status }).where(eq(clientRequestItems.id, item.id));
    }
    await recomputeRequestStatus(tx, orgId, requestId);
  });
}

describe('the daily run', () => {
  it("is queued for 09:00 in the organization's zone: at 03:29 UTC in Kolkata for 03:30, at 03:31 for the next day", async () => {
    expect(nextRequestsRun('Asia/Kolkata', new Date('2026-10-13T03:29:00Z'))).toEqual({
      day: '2026-10-13',
      runAt: new Date('2026-10-13T03:30:00Z'),
    });
    expect(nextRequestsRun('Asia/Kolkata', new Date('2026-10-13T03:31:00Z'))).toEqual({
      day: '2026-10-14',
      runAt: new Date('2026-10-14T03:30:00Z'),
    });
    // 09:00 in Los Angeles is 16:00 UTC in summer time and 17:00 in winter.
    expect(nextRequestsRun('America/Los_Angeles', new Date('2026-10-17T15:59:00Z')).runAt).toEqual(
      new Date('2026-10-17T16:00:00Z'),
    );
    expect(nextRequestsRun('America/Los_Angeles', new Date('2026-12-01T16:00:00Z'))).toEqual({
      day: '2026-12-01',
      runAt: new Date('2026-12-01T17:00:00Z'),
    });
  });

  it('reminds at 09:00 in Kolkata on the cadence day, once that day, records it, and queues the next day', async () => {
    const id = await sentRequest(kolkata, { dueOn: '2026-10-20', sentAt: '2026-10-01T05:00:00Z' });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-10-13T03:29:00Z'));
    await scheduleRequestsDaily(t.db, kolkata.orgId);
    const [queued] = await t.db
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(eq(jobs.key, `client-requests:${kolkata.orgId}:2026-10-13`));
    expect(queued?.runAt).toEqual(new Date('2026-10-13T03:30:00Z'));

    const sent = await runQueueAt(new Date('2026-10-13T03:31:00Z'));
    expect(sent.map((mail) => mail.to)).toEqual(['accounts@customer.test']);
    expect(await requestRow(id)).toMatchObject({ remindersSent: 1, lastRemindedOn: '2026-10-13' });
    const events = await t.db
      .select({ kind: clientRequestEvents.kind, actorId: clientRequestEvents.actorId })
      .from(clientRequestEvents)
      .where(eq(clientRequestEvents.requestId, id));
    expect(events).toEqual([{ kind: 'reminded', actorId: null }]);
    // Tomorrow's run is queued at 09:00 Kolkata.
    const [next] = await t.db
      .select({ runAt: jobs.runAt, kind: jobs.kind })
      .from(jobs)
      .where(eq(jobs.key, `client-requests:${kolkata.orgId}:2026-10-14`));
    expect(next).toEqual({ runAt: new Date('2026-10-14T03:30:00Z'), kind: CLIENT_REQUESTS_DAILY_JOB });

    // Another pass the same day reminds nobody again.
    expect(await remindersAt(kolkata, new Date('2026-10-13T06:30:00Z'), '2026-10-13')).toBe(0);
    expect((await requestRow(id))?.remindersSent).toBe(1);
  });

  it('judges the day in Los Angeles, not in UTC: a run late in the evening there reminds for that day', async () => {
    // Only 3 days before 20 October: the 17th in Los Angeles. At 02:00 UTC on the 18th it is 19:00 on the 17th there.
    const id = await sentRequest(losAngeles, {
      dueOn: '2026-10-20',
      sentAt: '2026-10-01T18:00:00Z',
      remindDaysBefore: [3],
      remindEveryDaysAfter: 0,
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-10-17T15:00:00Z'));
    await scheduleRequestsDaily(t.db, losAngeles.orgId);
    const sent = await runQueueAt(new Date('2026-10-18T02:00:00Z'));
    expect(sent).toHaveLength(1);
    expect(await requestRow(id)).toMatchObject({ remindersSent: 1, lastRemindedOn: '2026-10-17' });
    // The 18th in Los Angeles (2 days before) is not a day of its cadence.
    expect(await remindersAt(losAngeles, new Date('2026-10-18T16:01:00Z'), '2026-10-18')).toBe(0);
    expect((await requestRow(id))?.remindersSent).toBe(1);
  });
});

describe('the cadence through the queue', () => {
  it('stops as soon as everything is in, starts again for a returned item, waits while paused, never on the day sent', async () => {
    const id = await sentRequest(kolkata, { dueOn: '2026-09-20', sentAt: '2026-09-05T06:00:00Z' });
    // Sent on the 13th itself: the day's reminder of the cadence is not sent on top of the request.
    const sentToday = await sentRequest(kolkata, { dueOn: '2026-09-20', sentAt: '2026-09-13T02:00:00Z' });

    expect(await dayRun(kolkata, '2026-09-13')).toHaveLength(1);
    expect((await requestRow(id))?.lastRemindedOn).toBe('2026-09-13');
    expect((await requestRow(sentToday))?.remindersSent).toBe(0);
    await setItems(sentToday, kolkata.orgId, 'accepted');

    // Everything in: nothing on the 17th (3 days before).
    await setItems(id, kolkata.orgId, 'submitted');
    expect((await requestRow(id))?.status).toBe('complete');
    expect(await dayRun(kolkata, '2026-09-17')).toEqual([]);

    // One returned: owed again, reminded on the 19th (1 day before).
    await setItems(id, kolkata.orgId, 'returned', 1);
    expect(await dayRun(kolkata, '2026-09-19')).toHaveLength(1);

    // Paused: nothing on the 23rd (3 after); resumed: the 26th (6 after) reminds.
    await t.db.update(clientRequests).set({ remindersPaused: true }).where(eq(clientRequests.id, id));
    expect(await dayRun(kolkata, '2026-09-23')).toEqual([]);
    await t.db.update(clientRequests).set({ remindersPaused: false }).where(eq(clientRequests.id, id));
    expect(await dayRun(kolkata, '2026-09-26')).toHaveLength(1);

    const kinds = await t.db
      .select({ kind: clientRequestEvents.kind })
      .from(clientRequestEvents)
      .where(and(eq(clientRequestEvents.requestId, id), eq(clientRequestEvents.kind, 'reminded')));
    expect(kinds).toHaveLength(3);
    expect(await requestRow(id)).toMatchObject({ remindersSent: 3, lastRemindedOn: '2026-09-26' });
  });

  it("is queued by sending a request: the organization's next 09:00", async () => {
    const fresh = await newOrganization(t, 'Fresh Firm LLP');
    const customerId = await fresh.customer('First Client');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-10-05T10:00:00Z'));
    await t.db.transaction(async (tx) => {
      const { id } = await insertRequest(
        tx,
        fresh.orgId,
        {
          customerId,
          title: 'KYC',
          dueOn: '2026-10-20',
          items: [{ name: 'PAN card', wantsFile: true }],
          send: true,
        },
        fresh.admin.id,
      );
      await sendRequest({ db: tx, mailer, config: t.config }, fresh.orgId, id, fresh.admin.id);
    });
    const [queued] = await t.db
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(eq(jobs.key, `client-requests:${fresh.orgId}:2026-10-06`));
    expect(queued?.runAt).toEqual(new Date('2026-10-06T03:30:00Z'));
  });

  it('stops queueing the daily run once the organization has nothing open and no template', async () => {
    const quiet = await newOrganization(t, 'Quiet Firm LLP');
    const id = await sentRequest(quiet, { dueOn: '2026-08-20', sentAt: '2026-08-01T06:00:00Z' });
    await dayRun(quiet, '2026-08-13');
    expect((await requestRow(id))?.remindersSent).toBe(1);
    const nextKey = `client-requests:${quiet.orgId}:2026-08-14`;
    expect(await t.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.key, nextKey))).toHaveLength(1);

    await t.db.update(clientRequests).set({ status: 'cancelled' }).where(eq(clientRequests.id, id));
    await dayRun(quiet, '2026-08-16');
    const after = `client-requests:${quiet.orgId}:2026-08-17`;
    expect(await t.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.key, after))).toHaveLength(0);
  });
});
