/**
 * The billing reports' PDFs and their saved, scheduled delivery (issue 42, item 6), on a set worked out by
 * hand with the clock fixed at 11:00 on Wednesday 2 December 2026 in Kolkata:
 *
 * - Sahyadri: its October GSTR-3B job (fee ₹5,000, done 5 November; Asha 2:00 on it) and Asha's 1:30 of
 *   hourly work (₹3,000), drafted from unbilled work and issued on 20 November: ₹8,000.
 * - Nisha: an invoice of a ₹1,25,000 retainer issued on 27 November (a lakh shows the Indian grouping);
 *   Asha's 0:45 on 12 October approved and never invoiced (₹1,500, over a month old: missed).
 * - Ramesh: its September TDS return job, fee ₹2,500, done 15 October, never invoiced.
 *
 * Each PDF is read back with pdftotext and must show the JSON's figures as the screen writes them
 * (`formatMoney`, h:mm). Scheduled mails are driven as schedules.test.ts drives them (the due jobs run
 * on the real clock, the database's).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  formatMinutes,
  formatMoney,
  type MissedBilling,
  type RealisationReport,
  type RevenueReport,
  type UnbilledReport,
} from '@taskflow/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientJobs, reportSchedules, roles, sessions, tasks, users } from '../../db/schema';
import { type JobDeps, runDueJobs } from '../../lib/jobs';
import type { Mail } from '../../lib/mailer';
import { type BillingFixture, billingFixture } from '../../test/billing-fixture';
import { type Account, call } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { scheduleDelivery } from './schedules.service';

/** 11:00 on Wednesday 2 December 2026 in Kolkata. */
const NOW = new Date('2026-12-02T05:30:00Z');
const REVENUE = 'from=2026-11-01&to=2026-12-31&groupBy=customer';
const REALISATION = 'from=2026-11-01&to=2026-11-30';

let t: TestApp;
let f: BillingFixture;

const inr = (minor: number) => formatMoney(minor, 'INR');
/** Percent as the PDF writes a ratio. */
const percent = (ratio: number | null) => (ratio === null ? '–' : `${Math.round(ratio * 1000) / 10}%`);

/** A PDF's text (pdftotext -layout), each line trimmed with its runs of spaces made one. */
function pdfLines(file: Buffer): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'billing-report-pdf-'));
  writeFileSync(join(dir, 'r.pdf'), file);
  const text = execFileSync('pdftotext', ['-layout', join(dir, 'r.pdf'), '-'], { encoding: 'utf8' });
  return text.split('\n').map((line) => line.trim().replace(/\s+/g, ' '));
}

async function json<T>(account: Account, url: string) {
  const response = await call(t, account.cookie, 'GET', url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json().data as T;
}

async function pdf(account: Account, url: string) {
  const response = await call(t, account.cookie, 'GET', url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return { lines: pdfLines(response.rawPayload), disposition: response.headers['content-disposition'] };
}

const item = (description: string, unitPriceMinor: number) => ({
  description,
  quantityMilli: 1000,
  unitPriceMinor,
  taxRateBp: 1800,
});

/** The grand total line of each report as the PDF writes it, from the JSON the screen shows. */
const TOTALS = {
  revenue: (report: RevenueReport) => [
    inr(report.total.invoicedMinor),
    inr(report.total.creditedMinor),
    inr(report.total.netMinor),
    String(report.total.invoiceCount),
  ],
  unbilled: ({ total }: UnbilledReport) => [
    String(total.feeCount),
    inr(total.feesMinor),
    formatMinutes(total.timeMinutes),
    inr(total.timeMinor),
    formatMinutes(total.unratedMinutes),
    inr(total.totalMinor),
    formatMinutes(total.awaitingApprovalMinutes),
    inr(total.draftMinor),
  ],
  missed: (report: MissedBilling) => [
    formatMinutes(report.timeMinutes),
    formatMinutes(report.time.reduce((sum, row) => sum + row.unapprovedMinutes, 0)),
    formatMinutes(report.unratedMinutes),
    inr(report.feesMinor + report.timeMinor),
  ],
  realisation: ({ total }: RealisationReport) => [
    inr(total.billedMinor),
    inr(total.valueMinor),
    formatMinutes(total.minutes),
    formatMinutes(total.unratedMinutes),
    percent(total.realisation),
  ],
};
const grandTotal = (figures: string[]) => ['Grand Total', ...figures].join(' ');

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  t = await createTestApp();
  f = await billingFixture(t);
  const { admin } = f;

  const fee = await f.doneFixedJob(f.gstClient, 500_000, { doneOn: '2026-11-05' });
  const jobTask = await f.task(f.gstClient, 'File GSTR-3B', { jobId: fee.jobId });
  // A job's state follows its tasks: completing the step makes it done again, on 5 November.
  await t.db.update(tasks).set({ status: 'Completed' }).where(eq(tasks.id, jobTask));
  await t.db
    .update(clientJobs)
    .set({ completedAt: new Date('2026-11-05T06:00:00Z') })
    .where(eq(clientJobs.id, fee.jobId));
  await f.time(jobTask, { minutes: 120 });
  await f.time(await f.task(f.gstClient, 'Advice on a notice'), { minutes: 90 });
  const drafted = await call(t, admin.cookie, 'POST', '/invoices', { customerId: f.gstClient });
  expect(drafted.statusCode, drafted.body).toBe(201);
  const issued = await call(t, admin.cookie, 'POST', `/invoices/${drafted.json().data.id}/issue`, {
    issueDate: '2026-11-20',
  });
  expect(issued.statusCode, issued.body).toBe(200);

  await f.issuedInvoice(f.plainClient, {
    lines: [item('Annual retainer', 12_500_000)],
    issueDate: '2026-11-27',
  });
  await f.time(await f.task(f.plainClient, 'Books of account'), { day: '2026-10-12', minutes: 45 });
  await f.doneFixedJob(f.noGstinClient, 250_000, {
    serviceName: 'TDS return',
    month: '2026-09',
    doneOn: '2026-10-15',
  });
  // However far the database's clock is from the fixed one, no session has been idle.
  await t.db.update(sessions).set({ lastSeenAt: NOW, expiresAt: new Date(NOW.getTime() + 86_400_000) });
});

afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

describe('billing report PDFs', () => {
  it('revenue: title, organization, filters, every row and the grand total as on the screen', async () => {
    const report = await json<RevenueReport>(f.admin, `/reports/billing/revenue?${REVENUE}`);
    expect(report.total.netMinor).toBe(13_300_000);
    const { lines, disposition } = await pdf(f.admin, `/reports/billing/revenue/export.pdf?${REVENUE}`);
    expect(disposition).toBe('attachment; filename="revenue-2026-11-01-2026-12-31.pdf"');
    expect(lines).toContain('Revenue report');
    expect(lines).toContain('Pradhan & Associates');
    expect(lines).toContain('Issued: 2026-11-01 to 2026-12-31');
    expect(lines).toContain('Grouped by: Client');
    for (const row of report.rows)
      expect(lines).toContain(
        [row.keys[0]?.label, inr(row.invoicedMinor), inr(row.creditedMinor), inr(row.netMinor)]
          .concat(String(row.invoiceCount))
          .join(' '),
      );
    expect(lines).toContain(grandTotal(TOTALS.revenue(report)));
    // Indian grouping: lakhs, not thousands.
    expect(lines).toContain('Grand Total ₹1,33,000.00 ₹0.00 ₹1,33,000.00 2');
    expect(lines.some((line) => /^Page 1 of 1$/.test(line))).toBe(true);
  });

  it('unbilled work, missed billing and realisation: the grand total as on the screen', async () => {
    const unbilled = await json<UnbilledReport>(f.admin, '/reports/billing/unbilled');
    expect(unbilled.total.totalMinor).toBe(400_000); // Ramesh's ₹2,500 fee and Nisha's ₹1,500 of time
    const unbilledPdf = await pdf(f.admin, '/reports/billing/unbilled/export.pdf');
    expect(unbilledPdf.lines).toContain('Unbilled work report');
    expect(unbilledPdf.lines).toContain('Work up to: 2026-12-02');
    expect(unbilledPdf.lines).toContain(grandTotal(TOTALS.unbilled(unbilled)));

    const missed = await json<MissedBilling>(f.admin, '/reports/billing/missed');
    expect(missed.feesMinor + missed.timeMinor).toBe(400_000);
    const missedPdf = await pdf(f.admin, '/reports/billing/missed/export.pdf');
    expect(missedPdf.lines).toContain('Missed billing report');
    expect(missedPdf.lines).toContain(grandTotal(TOTALS.missed(missed)));

    const realisation = await json<RealisationReport>(f.admin, `/reports/billing/realisation?${REALISATION}`);
    expect(realisation.total.billedMinor).toBe(13_300_000);
    const realisationPdf = await pdf(f.admin, `/reports/billing/realisation/export.pdf?${REALISATION}`);
    expect(realisationPdf.lines).toContain('Realisation report');
    expect(realisationPdf.lines).toContain(grandTotal(TOTALS.realisation(realisation)));
  });

  it('is refused (403) without Download, and without Rates and Billing', async () => {
    const noDownload = await f.org.memberWith(['reports.view', 'time.billing']);
    // The Manager role downloads reports but holds no Rates and Billing.
    for (const report of ['revenue', 'unbilled', 'missed', 'realisation']) {
      const url = `/reports/billing/${report}/export.pdf`;
      expect((await call(t, noDownload.cookie, 'GET', url)).statusCode, url).toBe(403);
      expect((await call(t, f.manager.cookie, 'GET', url)).statusCode, url).toBe(403);
    }
  });
});

describe('a saved billing report emailed on a schedule', () => {
  const sent: Mail[] = [];
  let deps: JobDeps;
  let reader: Account;
  let losing: Account;
  let losingRoleId = '';
  let definitionId = '';
  const SUBJECT = 'Weekly report: Revenue by client';

  beforeAll(async () => {
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
    const receives = ['reports.view', 'reports.download', 'time.billing'] as const;
    reader = await f.org.memberWith([...receives]);
    losing = await f.org.memberWith([...receives]);
    await t.db.update(users).set({ name: 'Lata Leaving' }).where(eq(users.id, losing.id));
    const [row] = await t.db.select({ roleId: users.roleId }).from(users).where(eq(users.id, losing.id));
    losingRoleId = row?.roleId as string;
  });

  it('needs Rates and Billing to be saved, and is listed only to its holders', async () => {
    const body = {
      name: 'Revenue by client',
      type: 'billing-revenue',
      params: { from: '2026-11-01', to: '2026-12-31', groupBy: 'customer' },
      isShared: true,
    };
    // The Manager role generates reports but holds no Rates and Billing.
    expect((await call(t, f.manager.cookie, 'POST', '/reports/definitions', body)).statusCode).toBe(403);
    const saved = await call(t, f.admin.cookie, 'POST', '/reports/definitions', body);
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().data).toMatchObject({ type: 'billing-revenue', params: body.params });
    definitionId = saved.json().data.id;
    const listed = async (account: Account) =>
      (await json<{ id: string }[]>(account, '/reports/definitions')).map((definition) => definition.id);
    expect(await listed(f.admin)).toContain(definitionId);
    expect(await listed(f.manager)).not.toContain(definitionId);
  });

  it('refuses a recipient without Rates and Billing, naming them', async () => {
    const refused = await call(t, f.admin.cookie, 'POST', '/reports/schedules', {
      definitionId,
      frequency: 'weekly',
      format: 'pdf',
      recipientIds: [reader.id, f.manager.id],
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error.details.fields.recipientIds).toBe(
      'Meera Manager cannot receive Revenue reports: their role lacks Rates and Billing',
    );
  });

  it('mails the PDF, run as each recipient, to one holding Rates and Billing and not to one who lost it', async () => {
    const report = await json<RevenueReport>(f.admin, `/reports/billing/revenue?${REVENUE}`);
    const created = await call(t, f.admin.cookie, 'POST', '/reports/schedules', {
      definitionId,
      frequency: 'weekly',
      format: 'pdf',
      recipientIds: [reader.id, losing.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    const scheduleId = created.json().data.id as string;
    // Since then Lata's role lost Rates and Billing: asked again at the delivery, she receives nothing.
    await t.db
      .update(roles)
      .set({ permissions: ['reports.view', 'reports.download'] })
      .where(eq(roles.id, losingRoleId));

    // The delivery falls due on the real clock (the job runner compares with the database's).
    vi.useRealTimers();
    const due = new Date(Math.floor((Date.now() - 60_000) / 1000) * 1000);
    await t.db.update(reportSchedules).set({ nextRunAt: due }).where(eq(reportSchedules.id, scheduleId));
    await scheduleDelivery(t.db, f.org.orgId, scheduleId, due);
    while ((await runDueJobs(deps)) > 0);

    const mails = sent.filter((mail) => mail.subject === SUBJECT);
    expect(mails.map((mail) => mail.to)).toEqual([reader.email]);
    const attachment = mails[0]?.attachments?.[0];
    expect(attachment?.filename).toBe('revenue-2026-11-01-2026-12-31.pdf');
    expect(attachment?.contentType).toBe('application/pdf');
    const lines = pdfLines(attachment?.content as Buffer);
    expect(lines).toContain('Revenue report');
    expect(lines).toContain(grandTotal(TOTALS.revenue(report)));
  });
});
