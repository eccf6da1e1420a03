/**
 * The billing reports (issue 42, item 6) on a set worked out by hand, the clock fixed at 11:00 on
 * Wednesday 2 December 2026 in Kolkata (so "a month ago" is 2 November). Rates: Asha ₹2,000/h, Vikram
 * ₹3,000/h, Meera none. Invoices are made, issued, credited and voided through the billing routes.
 *
 * - Sahyadri (GST client): its October GSTR-3B job, fee ₹5,000, done 5 November, on whose tasks Asha
 *   logged 2:00 and Vikram 1:00 (value ₹4,000 + ₹3,000 = ₹7,000); and Asha's 1:30 of hourly work (₹3,000).
 *   Drafted from its unbilled work and issued on 20 November: ₹5,000 fee + ₹3,000 time = ₹8,000. A credit
 *   note of a ₹1,000 item (dated today, 2 December) against it.
 * - Kaveri: an invoice of ₹2,000 issued on 25 November, then voided (counts nothing); a draft of ₹700.
 * - Nisha: an invoice of a ₹500 item issued on 1 December. Unbilled: Asha 0:45 on 12 October and 1:00 on
 *   23 November, approved (1:45 at ₹2,000 = ₹3,500); Meera 0:30 approved, no rate; Vikram 0:30 on
 *   20 October, submitted and not approved (₹1,500); 2:00 on a job of a service not billed (never counts).
 * - Ramesh: its September TDS return job, fee ₹2,500, done 15 October, never invoiced (48 days waiting).
 *
 * Revenue, 1 November to 31 December: Sahyadri 8,000 invoiced, 1,000 credited; Nisha 500; Kaveri nothing.
 * Realisation, November: billed 8,000 − 1,000 = 7,000 against 3,000 (billed time) + 7,000 (the fee job's
 * time) = 10,000: 70%; Asha's time line 3,000 against 3,000: 100%; the fee job 5,000 against 7,000: 71.4%.
 */
import {
  BILLING_REPORT_LABELS,
  type MissedBilling,
  type RealisationReport,
  type RevenueReport,
  type UnbilledReport,
  type UnbilledRow,
} from '@taskflow/shared';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientJobs, sessions, tasks } from '../../db/schema';
import type { AuthContext } from '../../plugins/types';
import { type BillingFixture, billingFixture } from '../../test/billing-fixture';
import { type Account, call, newOrganization } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { leastRealisedFirst, realisationReport } from './billing-realisation.query';

/** 11:00 on Wednesday 2 December 2026 in Kolkata. */
const NOW = new Date('2026-12-02T05:30:00Z');

let t: TestApp;
let f: BillingFixture;
let sahyadriJob = '';
let sahyadriInvoice = '';

async function get<T>(account: Account, url: string) {
  const response = await call(t, account.cookie, 'GET', url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json().data as T;
}

async function send(account: Account, method: 'POST' | 'PUT', url: string, body: unknown, status = 200) {
  const response = await call(t, account.cookie, method, url, body);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(status);
  return response.json().data as { id: string };
}

const item = (description: string, unitPriceMinor: number) => ({
  description,
  quantityMilli: 1000,
  unitPriceMinor,
  taxRateBp: 1800,
});

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  t = await createTestApp();
  f = await billingFixture(t);
  const { admin, senior, manager } = f;

  // Sahyadri: the fee job with its time, and hourly time; drafted from its unbilled work and issued.
  const fee = await f.doneFixedJob(f.gstClient, 500_000, { doneOn: '2026-11-05' });
  sahyadriJob = fee.jobId;
  const jobTask = await f.task(f.gstClient, 'File GSTR-3B', { jobId: fee.jobId });
  // A job's state follows its tasks: completing the step makes it done again, on 5 November.
  await t.db.update(tasks).set({ status: 'Completed' }).where(eq(tasks.id, jobTask));
  await t.db
    .update(clientJobs)
    .set({ completedAt: new Date('2026-11-05T06:00:00Z') })
    .where(eq(clientJobs.id, fee.jobId));
  await f.time(jobTask, { minutes: 120 });
  await f.time(jobTask, { userId: senior.id, minutes: 60 });
  await f.time(await f.task(f.gstClient, 'Advice on a notice'), { minutes: 90 });
  sahyadriInvoice = (await send(admin, 'POST', '/invoices', { customerId: f.gstClient }, 201)).id;
  await send(admin, 'POST', `/invoices/${sahyadriInvoice}/issue`, { issueDate: '2026-11-20' });
  await send(
    admin,
    'POST',
    `/invoices/${sahyadriInvoice}/credit-notes`,
    { reason: 'Goodwill', lines: [item('Goodwill discount', 100_000)] },
    201,
  );

  // Kaveri: an invoice voided, and a draft.
  const voided = await f.issuedInvoice(f.interStateClient, {
    lines: [item('Project report', 200_000)],
    issueDate: '2026-11-25',
  });
  await send(admin, 'POST', `/invoices/${voided.id}/void`, { reason: 'Raised on the wrong client' });
  const draft = await send(
    admin,
    'POST',
    '/invoices',
    { customerId: f.interStateClient, fromUnbilled: false },
    201,
  );
  await send(admin, 'PUT', `/invoices/${draft.id}`, { lines: [item('Retainer', 70_000)] });

  // Nisha: an invoice of an item, and unbilled time (old, recent, unrated, unapproved, not billed).
  await f.issuedInvoice(f.plainClient, {
    lines: [item('Registration fee', 50_000)],
    issueDate: '2026-12-01',
  });
  const nishaTask = await f.task(f.plainClient, 'Books of account');
  await f.time(nishaTask, { day: '2026-10-12', minutes: 45 });
  await f.time(nishaTask, { day: '2026-11-23', minutes: 60 });
  await f.time(nishaTask, { userId: manager.id, day: '2026-11-23', minutes: 30 });
  await f.time(nishaTask, { userId: senior.id, day: '2026-10-20', minutes: 30, status: 'submitted' });
  const unbilledService = await f.service('Annual ROC filing');
  const free = await f.clientService(f.plainClient, unbilledService, { billingMode: 'none' });
  const freeJob = await f.job(free, '2026-09', { doneOn: '2026-10-01' });
  await f.time(await f.task(f.plainClient, 'ROC forms', { jobId: freeJob }), {
    day: '2026-10-05',
    minutes: 120,
  });

  // Ramesh: a fee job done long ago and never invoiced.
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

describe('revenue', () => {
  const RANGE = 'from=2026-11-01&to=2026-12-31';

  it('by client: issued invoices net of credit notes; the void counts nothing', async () => {
    const report = await get<RevenueReport>(f.admin, `/reports/billing/revenue?${RANGE}`);
    expect(
      report.rows.map((row) => [row.keys[0]?.label, row.invoicedMinor, row.creditedMinor, row.netMinor]),
    ).toEqual([
      ['Nisha Shah', 50_000, 0, 50_000],
      ['Sahyadri Textiles Pvt Ltd', 800_000, 100_000, 700_000],
    ]);
    expect(report.total).toEqual({
      invoicedMinor: 850_000,
      creditedMinor: 100_000,
      netMinor: 750_000,
      invoiceCount: 2,
    });
    expect(report.currency).toBe('INR');
  });

  it('by service: fee lines by their service, time by the hour, items under Other', async () => {
    const report = await get<RevenueReport>(f.admin, `/reports/billing/revenue?${RANGE}&groupBy=service`);
    expect(report.rows.map((row) => [row.keys[0]?.value, row.keys[0]?.label, row.netMinor])).toEqual([
      [expect.any(String), 'GSTR-3B', 500_000],
      ['other', 'Other', 50_000 - 100_000],
      ['time', 'Time billed by the hour', 300_000],
    ]);
  });

  it('by member: a time line is its member’s, a fee is no one’s', async () => {
    const report = await get<RevenueReport>(f.admin, `/reports/billing/revenue?${RANGE}&groupBy=user`);
    expect(report.rows.map((row) => [row.keys[0]?.label, row.invoicedMinor, row.creditedMinor])).toEqual([
      ['Asha Rao', 300_000, 0],
      ['Fixed fees', 500_000, 0],
      ['Other', 50_000, 100_000],
    ]);
    expect(report.rows[0]?.keys[0]?.value).toBe(f.staff.id);
  });

  it('by month of the issue date (a credit note in its own month), and by client then month', async () => {
    const byMonth = await get<RevenueReport>(f.admin, `/reports/billing/revenue?${RANGE}&groupBy=month`);
    expect(
      byMonth.rows.map((row) => [
        row.keys[0]?.value,
        row.keys[0]?.label,
        row.invoicedMinor,
        row.creditedMinor,
      ]),
    ).toEqual([
      ['2026-11', 'November 2026', 800_000, 0],
      ['2026-12', 'December 2026', 50_000, 100_000],
    ]);
    const nested = await get<RevenueReport>(
      f.admin,
      `/reports/billing/revenue?${RANGE}&groupBy=customer,month`,
    );
    expect(nested.rows.map((row) => [...row.keys.map((key) => key.label), row.netMinor])).toEqual([
      ['Nisha Shah', 'December 2026', 50_000],
      ['Sahyadri Textiles Pvt Ltd', 'November 2026', 800_000],
      ['Sahyadri Textiles Pvt Ltd', 'December 2026', -100_000],
    ]);
  });

  it('November alone leaves out December’s invoice and credit note; the default is this month', async () => {
    const november = await get<RevenueReport>(
      f.admin,
      '/reports/billing/revenue?from=2026-11-01&to=2026-11-30',
    );
    expect(november.total).toMatchObject({ invoicedMinor: 800_000, creditedMinor: 0, invoiceCount: 1 });
    const current = await get<RevenueReport>(f.admin, '/reports/billing/revenue');
    expect([current.from, current.to]).toEqual(['2026-12-01', '2026-12-02']);
    expect(current.total).toMatchObject({ invoicedMinor: 50_000, creditedMinor: 100_000, netMinor: -50_000 });
  });

  it('refuses a bad grouping or range with the field named', async () => {
    for (const [query, field] of [
      ['groupBy=project', 'groupBy'],
      ['groupBy=month,month', 'groupBy'],
      ['from=2026-12-01&to=2026-11-01', 'to'],
      ['from=2025-01-01&to=2026-12-01', 'to'],
    ] as const) {
      const response = await call(t, f.admin.cookie, 'GET', `/reports/billing/revenue?${query}`);
      expect(response.statusCode, query).toBe(400);
      const fields = Object.keys(response.json().error.details.fields);
      expect(
        fields.some((name) => name.startsWith(field)),
        `${query}: ${fields}`,
      ).toBe(true);
    }
  });
});

describe('unbilled work', () => {
  it('per client: fees, approved time at its rate, time without a rate, awaiting approval, drafts', async () => {
    const report = await get<UnbilledReport>(f.admin, '/reports/billing/unbilled');
    expect(report.upTo).toBe('2026-12-02');
    const byName = Object.fromEntries(report.rows.map((row) => [row.customerName, row]));
    expect(Object.keys(byName)).toEqual(['Nisha Shah', 'Ramesh Kulkarni', 'Kaveri Foods LLP']);
    expect(byName['Nisha Shah']).toMatchObject({
      feeCount: 0,
      timeMinutes: 105,
      timeMinor: 350_000,
      unratedMinutes: 30,
      totalMinor: 350_000,
      awaitingApprovalMinutes: 30,
      draftMinor: 0,
      oldestDate: '2026-10-12',
    });
    expect(byName['Ramesh Kulkarni']).toMatchObject({
      feeCount: 1,
      feesMinor: 250_000,
      totalMinor: 250_000,
      oldestDate: '2026-10-15',
    });
    expect(byName['Kaveri Foods LLP']).toMatchObject({ totalMinor: 0, draftMinor: 70_000, oldestDate: null });
    expect(report.total).toEqual({
      feeCount: 1,
      feesMinor: 250_000,
      timeMinutes: 105,
      timeMinor: 350_000,
      unratedMinutes: 30,
      totalMinor: 600_000,
      awaitingApprovalMinutes: 30,
      draftMinor: 70_000,
    });
  });

  it('reads the same figures as billing’s firm-wide unbilled list', async () => {
    const report = await get<UnbilledReport>(f.admin, '/reports/billing/unbilled');
    const response = await call(t, f.admin.cookie, 'GET', '/billing/unbilled');
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json().data as UnbilledRow[];
    const listed = report.rows.filter(
      (row) => row.feeCount > 0 || row.timeMinutes > 0 || row.unratedMinutes > 0,
    );
    expect(listed.map(({ awaitingApprovalMinutes: _a, draftMinor: _d, ...row }) => row)).toEqual(
      expect.arrayContaining(list.map((row) => expect.objectContaining(row))),
    );
    expect(listed).toHaveLength(list.length);
  });

  it('up to a day before the later work leaves it out', async () => {
    const report = await get<UnbilledReport>(f.admin, '/reports/billing/unbilled?upTo=2026-10-31');
    expect(report.rows.map((row) => [row.customerName, row.totalMinor, row.timeMinutes])).toEqual([
      ['Ramesh Kulkarni', 250_000, 0],
      ['Nisha Shah', 150_000, 45],
      ['Kaveri Foods LLP', 0, 0],
    ]);
  });
});

describe('missed billing', () => {
  it('done jobs with a fee and no invoice, and time over a month old not invoiced', async () => {
    const report = await get<MissedBilling>(f.admin, '/reports/billing/missed');
    expect([report.today, report.timeBefore]).toEqual(['2026-12-02', '2026-11-02']);
    expect(report.fees).toEqual([
      expect.objectContaining({
        customerName: 'Ramesh Kulkarni',
        serviceName: 'TDS return',
        doneOn: '2026-10-15',
        daysWaiting: 48,
        feeMinor: 250_000,
      }),
    ]);
    expect([report.feeCount, report.feesMinor]).toEqual([1, 250_000]);
    // Asha's 0:45 of 12 October (approved), Vikram's 0:30 of 20 October (not approved); not the recent hour,
    // nor the time of the service not billed, nor the fee job's.
    expect(
      report.time.map((row) => [
        row.customerName,
        row.userName,
        row.minutes,
        row.valueMinor,
        row.unapprovedMinutes,
        row.oldestDate,
      ]),
    ).toEqual([
      ['Nisha Shah', 'Asha Rao', 45, 150_000, 0, '2026-10-12'],
      ['Nisha Shah', 'Vikram Iyer', 30, 150_000, 30, '2026-10-20'],
    ]);
    expect(report).toMatchObject({ timeRowCount: 2, timeMinutes: 75, timeMinor: 300_000, unratedMinutes: 0 });
  });

  it('an invoiced fee is not missed; a client filter narrows both lists', async () => {
    const report = await get<MissedBilling>(f.admin, `/reports/billing/missed?customerId=${f.gstClient}`);
    expect(report.fees.map((fee) => fee.clientJobId)).not.toContain(sahyadriJob);
    expect([report.fees.length, report.time.length, report.feesMinor]).toEqual([0, 0, 0]);
  });
});

describe('realisation', () => {
  it('per client, member and fixed-fee job: billed net of credits against the time at its rates', async () => {
    const report = await get<RealisationReport>(
      f.admin,
      '/reports/billing/realisation?from=2026-11-01&to=2026-11-30',
    );
    expect(report.clients).toEqual([
      {
        customerId: f.gstClient,
        customerName: 'Sahyadri Textiles Pvt Ltd',
        billedMinor: 700_000,
        valueMinor: 1_000_000,
        minutes: 270,
        unratedMinutes: 0,
        realisation: 0.7,
      },
    ]);
    expect(report.members).toEqual([
      expect.objectContaining({
        userName: 'Asha Rao',
        billedMinor: 300_000,
        valueMinor: 300_000,
        minutes: 90,
        realisation: 1,
      }),
    ]);
    expect(report.fixedFees).toEqual([
      expect.objectContaining({
        clientJobId: sahyadriJob,
        serviceName: 'GSTR-3B',
        billedMinor: 500_000,
        valueMinor: 700_000,
        minutes: 180,
        realisation: 0.714,
        invoiceNumber: expect.stringMatching(/^PRA\//),
      }),
    ]);
    expect(report.total).toMatchObject({ billedMinor: 700_000, valueMinor: 1_000_000, realisation: 0.7 });
    expect(report.fixedFeeCount).toBe(1);
  });

  it('keeps the first jobs the statement ranks for the screen, every job for the files, and counts them all', async () => {
    const auth = {
      orgId: f.org.orgId,
      userId: f.admin.id,
      permissions: new Set(['reports.view', 'time.billing']),
    } as unknown as AuthContext;
    const range = { from: '2026-11-01', to: '2026-11-30' };
    const none = await realisationReport(t.db, auth, range, 0);
    const all = await realisationReport(t.db, auth, range, null);
    expect([none.fixedFees.length, none.fixedFeeCount]).toEqual([0, 1]);
    expect(all.fixedFees.map((job) => [job.clientJobId, job.valueMinor, job.minutes])).toEqual([
      [sahyadriJob, 700_000, 180],
    ]);
    // The client's figures count the job's time whether or not the job is listed.
    expect(none.clients).toEqual(all.clients);
  });

  it('lists fixed-fee jobs the least realised first, those without a ratio last, names breaking ties', () => {
    const job = (customerName: string, title: string, ratio: number | null) => ({
      customerName,
      title,
      billedMinor: 0,
      valueMinor: 0,
      minutes: 0,
      unratedMinutes: 0,
      realisation: ratio,
    });
    const jobs = [
      job('Zeta', 'GSTR-1', null),
      job('Beta', 'TDS', 1.2),
      job('Beta', 'GSTR-3B', 0.5),
      job('Alpha', 'Audit', 1.2),
      job('Alpha', 'ITR', null),
    ];
    expect(leastRealisedFirst(jobs).map((row) => `${row.customerName} ${row.title}`)).toEqual([
      'Beta GSTR-3B',
      'Alpha Audit',
      'Beta TDS',
      'Alpha ITR',
      'Zeta GSTR-1',
    ]);
  });

  it('December’s invoice has no time behind it: billed with no value, no ratio', async () => {
    const report = await get<RealisationReport>(f.admin, '/reports/billing/realisation');
    expect(report.clients).toEqual([
      expect.objectContaining({
        customerName: 'Nisha Shah',
        billedMinor: 50_000,
        valueMinor: 0,
        realisation: null,
      }),
    ]);
  });
});

describe('files', () => {
  const csvRows = (body: string) => parse(body.replace(/^\uFEFF/, '')) as string[][];

  it('CSV and Excel carry the screen’s rows and total, amounts in rupees', async () => {
    const csv = await call(
      t,
      f.admin.cookie,
      'GET',
      '/reports/billing/revenue/export.csv?from=2026-11-01&to=2026-12-31',
    );
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toContain('revenue-2026-11-01-2026-12-31.csv');
    expect(csvRows(csv.body)).toEqual([
      ['Client', 'Invoiced (INR)', 'Credited (INR)', 'Net revenue (INR)', 'Invoices'],
      ['Nisha Shah', '500', '0', '500', '1'],
      ['Sahyadri Textiles Pvt Ltd', '8000', '1000', '7000', '1'],
      ['Grand Total', '8500', '1000', '7500', '2'],
    ]);
    const xlsx = await call(t, f.admin.cookie, 'GET', '/reports/billing/unbilled/export.xlsx');
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as never);
    const sheet = workbook.getWorksheet(BILLING_REPORT_LABELS.unbilled);
    expect(sheet?.getRow(2).getCell(1).value).toBe('Nisha Shah');
    expect(sheet?.getRow(2).getCell(5).value).toBe(3500);
    expect(sheet?.getRow(5).getCell(7).value).toBe(6000);
  });

  it('missed billing and realisation as one table each, a column saying which list', async () => {
    const missed = await call(t, f.admin.cookie, 'GET', '/reports/billing/missed/export.csv');
    expect(missed.statusCode, missed.body).toBe(200);
    expect(csvRows(missed.body).map((row) => [row[0], row[2], row.at(-1)])).toEqual([
      ['What', 'Service or member', 'Amount (INR)'],
      ['Fixed fee', 'TDS return', '2500'],
      ['Time', 'Asha Rao', '1500'],
      ['Time', 'Vikram Iyer', '1500'],
      ['Grand Total', '', '5500'],
    ]);
    const realisation = await call(
      t,
      f.admin.cookie,
      'GET',
      '/reports/billing/realisation/export.csv?from=2026-11-01&to=2026-11-30',
    );
    expect(csvRows(realisation.body).map((row) => [row[0], row.at(-1)])).toEqual([
      ['By', 'Realisation %'],
      ['Client', '70'],
      ['Member', '100'],
      ['Fixed-fee job', '71.4'],
      ['Grand Total', '70'],
    ]);
  });
});

describe('who reads them', () => {
  const URLS = ['revenue', 'unbilled', 'missed', 'realisation'].flatMap((name) => [
    `/reports/billing/${name}`,
    `/reports/billing/${name}/export.csv`,
    `/reports/billing/${name}/export.xlsx`,
  ]);

  it('without Rates and Billing every route is refused, even to a manager who reads reports', async () => {
    for (const url of URLS) {
      const response = await call(t, f.manager.cookie, 'GET', url);
      expect(response.statusCode, url).toBe(403);
      expect(response.body, url).not.toMatch(/Minor/);
    }
  });

  it('Rates and Billing without View Report is refused too; a file needs its own permission', async () => {
    const billingOnly = await f.org.memberWith(['time.billing']);
    for (const url of URLS) expect((await call(t, billingOnly.cookie, 'GET', url)).statusCode, url).toBe(403);
    const viewer = await f.org.memberWith(['time.billing', 'reports.view', 'reports.download']);
    expect((await call(t, viewer.cookie, 'GET', '/reports/billing/missed')).statusCode).toBe(200);
    expect((await call(t, viewer.cookie, 'GET', '/reports/billing/missed/export.csv')).statusCode).toBe(200);
    expect((await call(t, viewer.cookie, 'GET', '/reports/billing/missed/export.xlsx')).statusCode).toBe(403);
  });

  it('another organization reads only its own (empty) figures', async () => {
    const other = await newOrganization(t, 'Other Firm LLP');
    const revenue = await get<RevenueReport>(
      other.admin,
      '/reports/billing/revenue?from=2026-11-01&to=2026-12-31',
    );
    expect(revenue.rows).toEqual([]);
    expect((await get<UnbilledReport>(other.admin, '/reports/billing/unbilled')).rows).toEqual([]);
    const missed = await get<MissedBilling>(other.admin, '/reports/billing/missed');
    expect([missed.fees, missed.time]).toEqual([[], []]);
    const realisation = await get<RealisationReport>(
      other.admin,
      '/reports/billing/realisation?from=2026-11-01&to=2026-11-30',
    );
    expect(realisation.clients).toEqual([]);
    // A client of another organization named in the filter finds nothing.
    const filtered = await get<RevenueReport>(
      other.admin,
      `/reports/billing/revenue?customerId=${f.gstClient}&from=2026-11-01&to=2026-12-31`,
    );
    expect(filtered.total.invoicedMinor).toBe(0);
  });
});
