/**
 * Scheduled delivery of saved reports: the due time in the organization's zone on a fixed clock, one
 * delivery when two job runners race for the same due job, each recipient's file run with their own
 * permissions (attachments parsed back), and the routes' rules.
 */
import { parse } from 'csv-parse/sync';
import { and, eq, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobs, reportDefinitions, reportSchedules, roles, sessions, tasks, users } from '../../db/schema';
import { type JobDeps, runDueJobs } from '../../lib/jobs';
import type { Mail } from '../../lib/mailer';
import { call, newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { deliverScheduledReport } from './schedules.jobs';
import { nextDeliveryAt, scheduleDelivery } from './schedules.service';

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
    expect(counts.sort()).toEqual([0, 1]);
    expect(mailsOf('Weekly report: Every open task')).toHaveLength(1);
  });

  it('runs as each recipient: one whose permissions narrow receives fewer rows', async () => {
    const { id } = await dueSchedule('csv', [acme.admin.id, rita.id, esha.id]);
    sent.length = 0;
    await runDueJobs(deps);
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
    await runDueJobs(deps);
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
    await runDueJobs(deps);
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
      nextRunAt: '2031-06-16T02:30:00.000Z',
      lastRunAt: null,
    });
    const [job] = await t.db
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(eq(jobs.key, `report-schedule:${schedule.id}:2031-06-16T02:30:00.000Z`));
    expect(job?.runAt.toISOString()).toBe('2031-06-16T02:30:00.000Z');

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
