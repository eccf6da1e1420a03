/**
 * Scheduled delivery of saved reports: the due time in the organization's zone on a fixed clock, spread
 * by each schedule's own minute; one delivery when two job runners race for the same due job; each
 * recipient's mail its own job, the file run with their own permissions (attachments parsed back) and
 * linked instead of attached past the size limit; the owner asked again at every delivery; the limits
 * (no duplicate, per person, recipients per organization) under concurrent requests; and the
 * organization administrator's list, pause, resume and delete.
 */
import { Readable } from 'node:stream';
import {
  REPORT_SCHEDULE_DUPLICATE,
  REPORT_SCHEDULE_ORGANIZATION_RECIPIENTS_REACHED,
  REPORT_SCHEDULE_RECIPIENTS_PER_ORGANIZATION_MAX,
  REPORT_SCHEDULE_SPREAD_MINUTES,
  REPORT_SCHEDULES_PER_PERSON_MAX,
  REPORT_SCHEDULES_PER_PERSON_REACHED,
} from '@taskflow/shared';
import { parse } from 'csv-parse/sync';
import { and, eq, isNull, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobs, reportDefinitions, reportSchedules, roles, sessions, tasks, users } from '../../db/schema';
import { type JobDeps, runDueJobs } from '../../lib/jobs';
import type { Mail } from '../../lib/mailer';
import { call, newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { deliverScheduledMail, deliverScheduledReport, readUpTo } from './schedules.jobs';
import {
  deliveryOffsetMinutes,
  nextDeliveryAt,
  scheduleDelivery,
  spreadDeliveryAt,
} from './schedules.service';

let t: TestApp;
let acme: OrganizationFixture;
let other: OrganizationFixture;
let rita: { id: string; cookie: string; email: string };
let ritaRoleId: string;
let esha: { id: string; cookie: string };
let definitionId: string;
const sent: Mail[] = [];
let deps: JobDeps;

const mailsOf = (subject: string) => sent.filter((mail) => mail.subject === subject);
/** Runs the due jobs until none is left: the deliveries, then the mails they queued. */
async function deliverDue() {
  while ((await runDueJobs(deps)) > 0);
}
const csvRows = (mail: Mail) =>
  parse(mail.attachments?.[0]?.content as Buffer, { bom: true, columns: true }) as Record<string, string>[];

beforeAll(async () => {
  t = await createTestApp();
  acme = await newOrganization(t, 'Acme Advisory LLP');
  other = await newOrganization(t, 'Lexicon Legal LLP');
  esha = await acme.member('Employee', { name: 'Esha One' });
  const member = await acme.memberWith(['reports.view', 'reports.download', 'reports.view_all_users']);
  rita = { ...member };
  await t.db.update(users).set({ name: 'Rita Reader' }).where(eq(users.id, rita.id));
  const [row] = await t.db.select({ roleId: users.roleId }).from(users).where(eq(users.id, rita.id));
  ritaRoleId = row?.roleId as string;
  const customer = await acme.customer('Alpha Traders');
  // Five tasks: one Rita's, three Esha's, one the admin's.
  const assignees = [rita.id, esha.id, esha.id, esha.id, acme.admin.id];
  for (const [index, assigneeId] of assignees.entries())
    await t.db.insert(tasks).values({
      organizationId: acme.orgId,
      displayId: `ACM-${index + 1}`,
      title: `Task ${index + 1}`,
      customerId: customer,
      assigneeId,
      status: 'Pending',
      dueDate: `2031-07-0${index + 1}`,
    });
  const [definition] = await t.db
    .insert(reportDefinitions)
    .values({
      organizationId: acme.orgId,
      ownerId: acme.admin.id,
      name: 'Every open task',
      kind: 'task-detailed',
      params: { scope: 'all' },
    })
    .returning({ id: reportDefinitions.id });
  definitionId = definition?.id as string;
  deps = {
    db: t.db,
    config: t.app.config,
    log: t.app.log,
    mailer: {
      async send(mail) {
        sent.push(mail);
      },
    },
  };
});
afterAll(async () => {
  vi.useRealTimers();
  await t?.close();
});

describe('the delivery time, in the organization’s zone', () => {
  const at = (iso: string) => new Date(iso);
  it('weekly: the next Monday at 08:00 Asia/Kolkata (02:30 UTC)', () => {
    const zone = 'Asia/Kolkata';
    // Sunday noon in Kolkata: tomorrow morning.
    expect(nextDeliveryAt('weekly', zone, at('2031-06-15T06:30:00Z')).toISOString()).toBe(
      '2031-06-16T02:30:00.000Z',
    );
    // Sunday 23:30 UTC is already Monday 05:00 in Kolkata: that same Monday, not the next one.
    expect(nextDeliveryAt('weekly', zone, at('2031-06-15T23:30:00Z')).toISOString()).toBe(
      '2031-06-16T02:30:00.000Z',
    );
    // Monday 07:59 there: this morning; 08:00 exactly: a week later.
    expect(nextDeliveryAt('weekly', zone, at('2031-06-16T02:29:00Z')).toISOString()).toBe(
      '2031-06-16T02:30:00.000Z',
    );
    expect(nextDeliveryAt('weekly', zone, at('2031-06-16T02:30:00Z')).toISOString()).toBe(
      '2031-06-23T02:30:00.000Z',
    );
    // The same instant in New York (UTC-4 in June) is still Sunday 19:30 there, with another 08:00.
    expect(nextDeliveryAt('weekly', 'America/New_York', at('2031-06-15T23:30:00Z')).toISOString()).toBe(
      '2031-06-16T12:00:00.000Z',
    );
  });

  it('spreads each schedule to its own minute after 08:00, the same at every delivery', () => {
    const id = '3f1c9a52-8d7e-4b6a-9c1d-2e5f7a8b9c0d';
    const minute = deliveryOffsetMinutes(id);
    expect(minute).toBeGreaterThanOrEqual(0);
    expect(minute).toBeLessThan(REPORT_SCHEDULE_SPREAD_MINUTES);
    const base = Date.parse('2031-06-16T02:30:00Z'); // Monday 08:00 in Kolkata
    const sunday = at('2031-06-15T06:30:00Z');
    expect(spreadDeliveryAt(id, 'weekly', 'Asia/Kolkata', sunday).getTime()).toBe(base + minute * 60_000);
    // Made at the hour itself: still that morning, at its minute (when the minute is ahead).
    const atHour = new Date(base);
    expect(spreadDeliveryAt(id, 'weekly', 'Asia/Kolkata', atHour).getTime()).toBe(
      minute > 0 ? base + minute * 60_000 : base + 7 * 86_400_000,
    );
    // Delivered: the next one is a week later at the same minute.
    const delivered = new Date(base + minute * 60_000);
    expect(spreadDeliveryAt(id, 'weekly', 'Asia/Kolkata', delivered).getTime()).toBe(
      base + 7 * 86_400_000 + minute * 60_000,
    );
  });

  it('60 schedules of one hour leave at many different minutes, not at one instant', () => {
    const ids = Array.from(
      { length: 60 },
      (_, n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    );
    const perMinute = new Map<number, number>();
    for (const id of ids) {
      const minute = deliveryOffsetMinutes(id);
      perMinute.set(minute, (perMinute.get(minute) ?? 0) + 1);
    }
    expect(perMinute.size).toBeGreaterThan(30);
    expect(Math.max(...perMinute.values())).toBeLessThanOrEqual(5);
  });

  it('monthly: the 1st at 08:00, the year turning in December', () => {
    const zone = 'Asia/Kolkata';
    expect(nextDeliveryAt('monthly', zone, at('2031-06-15T06:30:00Z')).toISOString()).toBe(
      '2031-07-01T02:30:00.000Z',
    );
    // 30 June 20:00 UTC is 1 July 01:30 in Kolkata: that morning.
    expect(nextDeliveryAt('monthly', zone, at('2031-06-30T20:00:00Z')).toISOString()).toBe(
      '2031-07-01T02:30:00.000Z',
    );
    expect(nextDeliveryAt('monthly', zone, at('2031-12-15T06:30:00Z')).toISOString()).toBe(
      '2032-01-01T02:30:00.000Z',
    );
  });
});

describe('a due delivery', () => {
  async function dueSchedule(format: 'csv' | 'xlsx', recipientIds: string[]) {
    const due = new Date(Math.floor((Date.now() - 60_000) / 1000) * 1000);
    const [row] = await t.db
      .insert(reportSchedules)
      .values({
        organizationId: acme.orgId,
        definitionId,
        frequency: 'weekly',
        format,
        recipientIds,
        nextRunAt: due,
      })
      .returning({ id: reportSchedules.id });
    const id = row?.id as string;
    await scheduleDelivery(t.db, acme.orgId, id, due);
    return { id, due };
  }

  it('is sent once when two job runners race for it, and the next one is scheduled', async () => {
    const { id, due } = await dueSchedule('csv', [acme.admin.id, rita.id]);
    sent.length = 0;
    await Promise.all([runDueJobs(deps), runDueJobs(deps)]);
    await deliverDue();
    const mails = mailsOf('Weekly report: Every open task');
    expect(mails.map((mail) => mail.to).sort()).toEqual([acme.admin.email, rita.email].sort());
    const [schedule] = await t.db.select().from(reportSchedules).where(eq(reportSchedules.id, id));
    expect(schedule?.nextRunAt.getTime()).toBeGreaterThan(due.getTime());
    const pending = await t.db
      .select({ runAt: jobs.runAt, completedAt: jobs.completedAt })
      .from(jobs)
      .where(like(jobs.key, `report-schedule:${id}:%`));
    expect(pending.filter((job) => job.completedAt === null).map((job) => job.runAt)).toEqual([
      schedule?.nextRunAt,
    ]);
    // Its own minute after 08:00 in the organization's zone.
    expect(schedule?.nextRunAt.getTime()).toBe(spreadDeliveryAt(id, 'weekly', 'Asia/Kolkata', due).getTime());
  });

  it('is sent once when its handler runs twice at the same time, each in its own transaction', async () => {
    const { due, id } = await dueSchedule('csv', [acme.admin.id]);
    await t.db.delete(jobs).where(like(jobs.key, `report-schedule:${id}:%`));
    sent.length = 0;
    const payload = { orgId: acme.orgId, scheduleId: id, dueAt: due.toISOString() };
    const counts = await Promise.all(
      [1, 2].map(() =>
        t.db.transaction((tx) => deliverScheduledReport({ ...deps, db: tx as never }, { payload })),
      ),
    );
    // One of them queued the admin's mail; the other found the delivery taken.
    expect(counts.sort()).toEqual([0, 1]);
    await deliverDue();
    expect(mailsOf('Weekly report: Every open task')).toHaveLength(1);
  });

  it('runs as each recipient: one whose permissions narrow receives fewer rows', async () => {
    const { id } = await dueSchedule('csv', [acme.admin.id, rita.id, esha.id]);
    sent.length = 0;
    await deliverDue();
    const first = mailsOf('Weekly report: Every open task');
    const forRita = first.find((mail) => mail.to === rita.email) as Mail;
    const forAdmin = first.find((mail) => mail.to === acme.admin.email) as Mail;
    expect(csvRows(forAdmin)).toHaveLength(5);
    expect(csvRows(forRita)).toHaveLength(5); // View All User
    // Esha's Employee role has no Download: she receives nothing.
    expect(first.some((mail) => mail.to !== rita.email && mail.to !== acme.admin.email)).toBe(false);

    // Rita loses View All User: the next delivery holds her own row only.
    await t.db
      .update(roles)
      .set({ permissions: ['reports.view', 'reports.download'] })
      .where(eq(roles.id, ritaRoleId));
    const due = new Date(Math.floor((Date.now() - 30_000) / 1000) * 1000);
    await t.db.update(reportSchedules).set({ nextRunAt: due }).where(eq(reportSchedules.id, id));
    await scheduleDelivery(t.db, acme.orgId, id, due);
    sent.length = 0;
    await deliverDue();
    const second = mailsOf('Weekly report: Every open task');
    const narrowed = csvRows(second.find((mail) => mail.to === rita.email) as Mail);
    expect(narrowed.map((row) => [row['Task ID'], row['User Name']])).toEqual([['ACM-1', 'Rita Reader']]);
    expect(csvRows(second.find((mail) => mail.to === acme.admin.email) as Mail)).toHaveLength(5);
    await t.db
      .update(roles)
      .set({ permissions: ['reports.view', 'reports.download', 'reports.view_all_users'] })
      .where(eq(roles.id, ritaRoleId));
  });

  it('sends Excel as a workbook, to holders of Export Report only', async () => {
    await dueSchedule('xlsx', [acme.admin.id, rita.id]);
    sent.length = 0;
    await deliverDue();
    const mails = mailsOf('Weekly report: Every open task');
    expect(mails.map((mail) => mail.to)).toEqual([acme.admin.email]); // Rita has no Export Report
    const attachment = mails[0]?.attachments?.[0];
    expect(attachment?.filename).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(attachment?.content as never);
    expect(workbook.worksheets[0]?.actualRowCount).toBe(6); // header + 5 tasks
  });
});

describe('schedule routes', () => {
  const body = (extra: Record<string, unknown> = {}) => ({
    definitionId,
    frequency: 'weekly',
    format: 'csv',
    recipientIds: [rita.id],
    ...extra,
  });

  it('refuses recipients who could not receive the file, or are not of the organization', async () => {
    const noDownload = await call(
      t,
      acme.admin.cookie,
      'POST',
      '/reports/schedules',
      body({ recipientIds: [esha.id] }),
    );
    expect(noDownload.statusCode).toBe(400);
    expect(noDownload.json().error.details.fields.recipientIds).toMatch(/Esha One cannot receive CSV/);
    const stranger = await call(
      t,
      acme.admin.cookie,
      'POST',
      '/reports/schedules',
      body({ recipientIds: [other.admin.id] }),
    );
    expect(stranger.statusCode).toBe(400);
    const pdf = await call(t, acme.admin.cookie, 'POST', '/reports/schedules', body({ format: 'pdf' }));
    expect(pdf.statusCode).toBe(400); // a Detailed report has no PDF
  });

  it('only the saved report’s owner schedules it; another organization finds nothing', async () => {
    const manager = await acme.member('Manager');
    expect((await call(t, manager.cookie, 'POST', '/reports/schedules', body())).statusCode).toBe(404);
    expect((await call(t, other.admin.cookie, 'POST', '/reports/schedules', body())).statusCode).toBe(404);
  });

  it('creates at the next Monday 08:00 in the organization’s zone (fixed clock), lists and deletes', async () => {
    const NOW = new Date('2031-06-15T06:30:00Z'); // Sunday 12:00 in Kolkata
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    await t.db.update(sessions).set({ lastSeenAt: NOW, expiresAt: new Date(NOW.getTime() + 86_400_000) });
    const created = await call(t, acme.admin.cookie, 'POST', '/reports/schedules', body());
    expect(created.statusCode, created.body).toBe(201);
    const schedule = created.json().data;
    expect(schedule).toMatchObject({
      definitionName: 'Every open task',
      frequency: 'weekly',
      format: 'csv',
      recipients: [{ id: rita.id, name: 'Rita Reader' }],
      lastRunAt: null,
      isActive: true,
      stoppedReason: null,
    });
    // Monday 08:00 in Kolkata, plus the schedule's own minute.
    const due = new Date(
      Date.parse('2031-06-16T02:30:00.000Z') + deliveryOffsetMinutes(schedule.id) * 60_000,
    ).toISOString();
    expect(schedule.nextRunAt).toBe(due);
    const [job] = await t.db
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(eq(jobs.key, `report-schedule:${schedule.id}:${due}`));
    expect(job?.runAt.toISOString()).toBe(due);

    const listed = await call(t, acme.admin.cookie, 'GET', `/reports/schedules?definitionId=${definitionId}`);
    expect(listed.json().data.map((row: { id: string }) => row.id)).toContain(schedule.id);
    expect((await call(t, other.admin.cookie, 'GET', '/reports/schedules')).json().data).toEqual([]);
    expect(
      (await call(t, other.admin.cookie, 'DELETE', `/reports/schedules/${schedule.id}`)).statusCode,
    ).toBe(404);
    expect((await call(t, acme.admin.cookie, 'DELETE', `/reports/schedules/${schedule.id}`)).statusCode).toBe(
      204,
    );
    const left = await t.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(like(jobs.key, `report-schedule:${schedule.id}:%`)));
    expect(left).toEqual([]);
    vi.useRealTimers();
  });
});

describe('a delivery asks the owner again', () => {
  let olivia: { id: string; cookie: string; email: string };
  let oliviaRoleId: string;
  let oliviaReport: string;
  const OWNER_PERMISSIONS = ['reports.view', 'reports.generate', 'reports.download'] as const;

  beforeAll(async () => {
    olivia = await acme.memberWith([...OWNER_PERMISSIONS]);
    const [row] = await t.db.select({ roleId: users.roleId }).from(users).where(eq(users.id, olivia.id));
    oliviaRoleId = row?.roleId as string;
    const [definition] = await t.db
      .insert(reportDefinitions)
      .values({
        organizationId: acme.orgId,
        ownerId: olivia.id,
        name: 'Olivia’s tasks',
        kind: 'task-summary',
        params: {},
      })
      .returning({ id: reportDefinitions.id });
    oliviaReport = definition?.id as string;
  });

  async function dueOliviaSchedule() {
    const due = new Date(Math.floor((Date.now() - 60_000) / 1000) * 1000);
    const [row] = await t.db
      .insert(reportSchedules)
      .values({
        organizationId: acme.orgId,
        definitionId: oliviaReport,
        frequency: 'monthly',
        format: 'csv',
        recipientIds: [acme.admin.id],
        nextRunAt: due,
      })
      .returning({ id: reportSchedules.id });
    await scheduleDelivery(t.db, acme.orgId, row?.id as string, due);
    return row?.id as string;
  }
  const stateOf = async (id: string) => {
    const [row] = await t.db
      .select({ isActive: reportSchedules.isActive, stoppedReason: reportSchedules.stoppedReason })
      .from(reportSchedules)
      .where(eq(reportSchedules.id, id));
    const pending = await t.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(like(jobs.key, `report-schedule:${id}:%`), isNull(jobs.completedAt)));
    return { ...row, pending: pending.length };
  };

  it('stops, with the reason, once its owner no longer holds Generate Report', async () => {
    const id = await dueOliviaSchedule();
    await t.db
      .update(roles)
      .set({ permissions: ['reports.view'] })
      .where(eq(roles.id, oliviaRoleId));
    try {
      sent.length = 0;
      await deliverDue();
      expect(mailsOf('Monthly report: Olivia’s tasks')).toEqual([]);
      expect(await stateOf(id)).toEqual({ isActive: false, stoppedReason: 'owner_not_allowed', pending: 0 });
    } finally {
      await t.db
        .update(roles)
        .set({ permissions: [...OWNER_PERMISSIONS] })
        .where(eq(roles.id, oliviaRoleId));
      await t.db.delete(reportSchedules).where(eq(reportSchedules.id, id));
    }
  });

  it('stops once its owner is deactivated; while she is active it sends', async () => {
    const id = await dueOliviaSchedule();
    sent.length = 0;
    await deliverDue();
    expect(mailsOf('Monthly report: Olivia’s tasks').map((mail) => mail.to)).toEqual([acme.admin.email]);
    // The next delivery (brought forward to now), after she was deactivated.
    const due = new Date(Math.floor((Date.now() - 30_000) / 1000) * 1000);
    await t.db.delete(jobs).where(and(like(jobs.key, `report-schedule:${id}:%`), isNull(jobs.completedAt)));
    await t.db.update(reportSchedules).set({ nextRunAt: due }).where(eq(reportSchedules.id, id));
    await scheduleDelivery(t.db, acme.orgId, id, due);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, olivia.id));
    try {
      sent.length = 0;
      await deliverDue();
      expect(mailsOf('Monthly report: Olivia’s tasks')).toEqual([]);
      expect(await stateOf(id)).toEqual({ isActive: false, stoppedReason: 'owner_inactive', pending: 0 });
    } finally {
      await t.db.update(users).set({ isActive: true }).where(eq(users.id, olivia.id));
      await t.db.delete(reportSchedules).where(eq(reportSchedules.id, id));
    }
  });
});

describe('attachments', () => {
  it('a file over the limit is not read whole: its stream stops soon after the limit', async () => {
    let pulled = 0;
    const source = new Readable({
      read() {
        pulled++;
        this.push(pulled > 1000 ? null : Buffer.alloc(100, 'x'));
      },
    });
    expect(await readUpTo(source, 1_000)).toBeNull();
    expect(pulled).toBeLessThan(100);
    expect(source.destroyed).toBe(true);
    const small = Readable.from([Buffer.from('a,b\n'), Buffer.from('1,2\n')]);
    expect((await readUpTo(small, 1_000))?.toString()).toBe('a,b\n1,2\n');
  });

  it('a report over the limit is mailed as a link to the report in the app, not attached', async () => {
    const [row] = await t.db
      .insert(reportSchedules)
      .values({
        organizationId: acme.orgId,
        definitionId,
        frequency: 'monthly',
        format: 'csv',
        recipientIds: [acme.admin.id],
        nextRunAt: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: reportSchedules.id });
    const payload = {
      orgId: acme.orgId,
      scheduleId: row?.id,
      dueAt: new Date().toISOString(),
      recipientId: acme.admin.id,
    };
    const mails: Mail[] = [];
    const capture = { ...deps, mailer: { send: async (mail: Mail) => void mails.push(mail) } };
    expect(await deliverScheduledMail(capture, { payload }, 200)).toBe(true);
    expect(mails[0]?.attachments).toBeUndefined();
    expect(mails[0]?.text).toContain('too large to attach');
    expect(mails[0]?.text).toContain(`${t.app.config.publicUrl}/app/reports?scope=all&type=detailed`);
    // Under the limit the same mail carries the file.
    expect(await deliverScheduledMail(capture, { payload })).toBe(true);
    expect(csvRows(mails[1] as Mail)).toHaveLength(5);
    await t.db.delete(reportSchedules).where(eq(reportSchedules.id, row?.id as string));
  });
});

describe('limits: no duplicate, schedules per person, recipients per organization', () => {
  let org: OrganizationFixture;
  let rhea: { id: string };
  let reports: string[];

  beforeAll(async () => {
    org = await newOrganization(t, 'Quota Partners LLP');
    rhea = await org.memberWith(['reports.view', 'reports.download', 'reports.export']);
    reports = [];
    for (const name of ['One', 'Two', 'Three']) {
      const [row] = await t.db
        .insert(reportDefinitions)
        .values({ organizationId: org.orgId, ownerId: org.admin.id, name, kind: 'task-summary', params: {} })
        .returning({ id: reportDefinitions.id });
      reports.push(row?.id as string);
    }
  });
  const create = (body: Record<string, unknown>) =>
    call(t, org.admin.cookie, 'POST', '/reports/schedules', {
      definitionId: reports[0],
      frequency: 'weekly',
      format: 'csv',
      recipientIds: [org.admin.id],
      ...body,
    });
  const codes = (responses: { statusCode: number }[]) =>
    responses.map((response) => response.statusCode).sort();

  it('refuses the same report, frequency, format and recipients, however many requests race', async () => {
    const racing = await Promise.all(
      Array.from({ length: 6 }, () => create({ recipientIds: [org.admin.id, rhea.id] })),
    );
    expect(codes(racing)).toEqual([201, 409, 409, 409, 409, 409]);
    const refused = racing.find((response) => response.statusCode === 409);
    expect(refused?.json().error.message).toBe(REPORT_SCHEDULE_DUPLICATE);
    // The same people in another order, one of them twice and in capitals: the same delivery.
    const reordered = await create({ recipientIds: [rhea.id.toUpperCase(), org.admin.id, org.admin.id] });
    expect(reordered.statusCode, reordered.body).toBe(409);
    // Another format is another delivery.
    expect((await create({ recipientIds: [org.admin.id, rhea.id], format: 'xlsx' })).statusCode).toBe(201);
  });

  it(`keeps at most ${REPORT_SCHEDULES_PER_PERSON_MAX} per person, also when they are asked for at once`, async () => {
    const distinct = reports.flatMap((definitionId) =>
      (['weekly', 'monthly'] as const).flatMap((frequency) =>
        (['csv', 'pdf'] as const).map((format) => ({ definitionId, frequency, format })),
      ),
    );
    expect(distinct).toHaveLength(12);
    const racing = await Promise.all(distinct.map((body) => create(body)));
    // Two were made above: eight more fit.
    const accepted = racing.filter((response) => response.statusCode === 201);
    expect(accepted).toHaveLength(REPORT_SCHEDULES_PER_PERSON_MAX - 2);
    const refused = racing.filter((response) => response.statusCode !== 201);
    expect(refused.map((response) => response.json().error.message)).toEqual(
      refused.map(() => REPORT_SCHEDULES_PER_PERSON_REACHED),
    );
    const owned = await t.db
      .select({ id: reportSchedules.id })
      .from(reportSchedules)
      .where(eq(reportSchedules.organizationId, org.orgId));
    expect(owned).toHaveLength(REPORT_SCHEDULES_PER_PERSON_MAX);
  });

  it(`sends to at most ${REPORT_SCHEDULE_RECIPIENTS_PER_ORGANIZATION_MAX} recipients per delivery time in an organization; the last place is taken once`, async () => {
    const crowded = await newOrganization(t, 'Crowded Partners LLP');
    const definitions: string[] = [];
    for (const name of ['Weekly', 'Monthly']) {
      const [row] = await t.db
        .insert(reportDefinitions)
        .values({
          organizationId: crowded.orgId,
          ownerId: crowded.admin.id,
          name,
          kind: 'task-summary',
          params: {},
        })
        .returning({ id: reportDefinitions.id });
      definitions.push(row?.id as string);
    }
    // Running schedules already mailing all but one of the places: 50 + 50 + 50 + 49 recipients (at most
    // 50 each, which also keeps the unique index's key within a btree page).
    const people = (count: number) => Array.from({ length: count }, () => crypto.randomUUID()).sort();
    const crowding = await t.db
      .insert(reportSchedules)
      .values(
        (
          [
            [definitions[0], 'monthly', 'pdf', 50],
            [definitions[0], 'monthly', 'xlsx', 50],
            [definitions[0], 'weekly', 'pdf', 50],
            [definitions[1], 'weekly', 'csv', REPORT_SCHEDULE_RECIPIENTS_PER_ORGANIZATION_MAX - 151],
          ] as const
        ).map(([definitionId, frequency, format, count]) => ({
          organizationId: crowded.orgId,
          definitionId: definitionId as string,
          frequency,
          format,
          recipientIds: people(count),
          nextRunAt: new Date(Date.now() + 86_400_000),
        })),
      )
      .returning({ id: reportSchedules.id });
    const big = crowding[0];
    const make = (frequency: string, format: string) =>
      call(t, crowded.admin.cookie, 'POST', '/reports/schedules', {
        definitionId: definitions[0],
        frequency,
        format,
        recipientIds: [crowded.admin.id],
      });
    const racing = await Promise.all([make('weekly', 'csv'), make('weekly', 'xlsx')]);
    expect(codes(racing)).toEqual([201, 409]);
    const refused = racing.find((response) => response.statusCode === 409);
    expect(refused?.json().error.details.fields.recipientIds).toBe(
      REPORT_SCHEDULE_ORGANIZATION_RECIPIENTS_REACHED,
    );
    // A paused schedule sends nothing, so its recipients free their places.
    const paused = await call(
      t,
      crowded.admin.cookie,
      'POST',
      `/reports/organization-schedules/${big?.id}/pause`,
    );
    expect(paused.statusCode, paused.body).toBe(200);
    expect((await make('monthly', 'csv')).statusCode).toBe(201);
    // Resuming it would pass the limit again: refused, and it stays paused.
    const resumed = await call(
      t,
      crowded.admin.cookie,
      'POST',
      `/reports/organization-schedules/${big?.id}/resume`,
    );
    expect(resumed.statusCode).toBe(409);
    expect(resumed.json().error.message).toBe(REPORT_SCHEDULE_ORGANIZATION_RECIPIENTS_REACHED);
    const [state] = await t.db
      .select({ isActive: reportSchedules.isActive })
      .from(reportSchedules)
      .where(eq(reportSchedules.id, big?.id as string));
    expect(state?.isActive).toBe(false);
  });
});

describe('the organization administrator’s schedules', () => {
  let mona: { id: string; cookie: string };
  let monaRoleId: string;
  let scheduleId: string;
  const MONA_PERMISSIONS = ['reports.view', 'reports.generate', 'reports.download'] as const;
  const admin = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie = acme.admin.cookie) =>
    call(t, cookie, method, `/reports/organization-schedules${url}`);
  const pendingJobs = async () =>
    (
      await t.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(like(jobs.key, `report-schedule:${scheduleId}:%`), isNull(jobs.completedAt)))
    ).length;

  beforeAll(async () => {
    mona = await acme.memberWith([...MONA_PERMISSIONS]);
    await t.db.update(users).set({ name: 'Mona Maker' }).where(eq(users.id, mona.id));
    const [row] = await t.db.select({ roleId: users.roleId }).from(users).where(eq(users.id, mona.id));
    monaRoleId = row?.roleId as string;
    const [definition] = await t.db
      .insert(reportDefinitions)
      .values({
        organizationId: acme.orgId,
        ownerId: mona.id,
        name: 'Mona’s private report',
        kind: 'task-summary',
        params: {},
      })
      .returning({ id: reportDefinitions.id });
    const created = await call(t, mona.cookie, 'POST', '/reports/schedules', {
      definitionId: definition?.id,
      frequency: 'monthly',
      format: 'csv',
      recipientIds: [mona.id, rita.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    scheduleId = created.json().data.id;
  });

  it('lists every schedule of the organization with its owner, report, recipients and state', async () => {
    const listed = await admin('GET', '');
    expect(listed.statusCode, listed.body).toBe(200);
    const mine = listed.json().data.find((row: { id: string }) => row.id === scheduleId);
    expect(mine).toMatchObject({
      owner: { id: mona.id, name: 'Mona Maker' },
      definitionName: 'Mona’s private report',
      frequency: 'monthly',
      format: 'csv',
      isActive: true,
      stoppedReason: null,
    });
    expect(mine.recipients.map((person: { name: string }) => person.name).sort()).toEqual([
      'Mona Maker',
      'Rita Reader',
    ]);
    // Not for those who do not administer the organization, and nothing of another organization.
    expect((await admin('GET', '', mona.cookie)).statusCode).toBe(403);
    expect((await admin('POST', `/${scheduleId}/pause`, mona.cookie)).statusCode).toBe(403);
    const stranger = await admin('GET', '', other.admin.cookie);
    expect(stranger.json().data).toEqual([]);
    for (const [method, url] of [
      ['POST', `/${scheduleId}/pause`],
      ['POST', `/${scheduleId}/resume`],
      ['DELETE', `/${scheduleId}`],
    ] as const)
      expect((await admin(method, url, other.admin.cookie)).statusCode).toBe(404);
  });

  it('pauses anyone’s schedule: its pending delivery is cancelled and its owner sees why', async () => {
    expect(await pendingJobs()).toBe(1);
    const paused = await admin('POST', `/${scheduleId}/pause`);
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().data).toMatchObject({ isActive: false, stoppedReason: 'paused' });
    expect(await pendingJobs()).toBe(0);
    const own = await call(t, mona.cookie, 'GET', '/reports/schedules');
    expect(own.json().data.find((row: { id: string }) => row.id === scheduleId)).toMatchObject({
      isActive: false,
      stoppedReason: 'paused',
    });
  });

  it('does not revive a schedule whose owner is inactive or no longer holds Generate Report', async () => {
    await t.db
      .update(roles)
      .set({ permissions: ['reports.view'] })
      .where(eq(roles.id, monaRoleId));
    const notAllowed = await admin('POST', `/${scheduleId}/resume`);
    expect(notAllowed.statusCode).toBe(409);
    expect(notAllowed.json().error.message).toMatch(/no longer holds Generate Report/);
    await t.db
      .update(roles)
      .set({ permissions: [...MONA_PERMISSIONS] })
      .where(eq(roles.id, monaRoleId));
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, mona.id));
    const inactive = await admin('POST', `/${scheduleId}/resume`);
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().error.message).toMatch(/no longer active/);
    await t.db.update(users).set({ isActive: true }).where(eq(users.id, mona.id));
    expect(await pendingJobs()).toBe(0);

    const resumed = await admin('POST', `/${scheduleId}/resume`);
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json().data).toMatchObject({ isActive: true, stoppedReason: null, stoppedAt: null });
    expect(Date.parse(resumed.json().data.nextRunAt)).toBeGreaterThan(Date.now());
    expect(await pendingJobs()).toBe(1);
  });

  it('deletes anyone’s schedule with its pending jobs', async () => {
    expect((await admin('DELETE', `/${scheduleId}`)).statusCode).toBe(204);
    expect(await pendingJobs()).toBe(0);
    const left = await t.db.select().from(reportSchedules).where(eq(reportSchedules.id, scheduleId));
    expect(left).toEqual([]);
    expect((await admin('DELETE', `/${scheduleId}`)).statusCode).toBe(404);
  });
});
