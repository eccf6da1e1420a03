/**
 * Test fixture of the billing tests (issue 42): an organization in Maharashtra with GST billing settings,
 * a member who holds Rates and Billing and one who does not, staff with hourly rates, clients inside and
 * outside the firm's state (with and without a GSTIN), approved billable time and done fixed-fee jobs.
 * Rows are written straight to the database (as the modules store them) so a test of one billing route
 * does not depend on another; `issuedInvoice` goes through the API, as a payment's test needs one.
 * Other helpers' tests import it: keep its exports stable.
 */
import { gstinCheckCharacter, type Invoice, weekStartOf } from '@taskflow/shared';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  billingSettings,
  clientJobs,
  clientServices,
  customers,
  hourlyRates,
  organizations,
  services,
  tasks,
  timeEntries,
  timesheets,
} from '../db/schema';
import { type Account, call, newOrganization } from './org-fixture';
import type { TestApp } from './test-app';

/** The firm's state: Maharashtra. */
export const FIRM_STATE = '27';
/**
 * "Now" of the billing tests: 11:00 on Wednesday 25 November 2026 in Kolkata (fix it with vi.setSystemTime
 * once the accounts are signed in: a clock ahead of the database's would find their sessions expired).
 */
export const BILLING_NOW = new Date('2026-11-25T05:30:00Z');
export const BILLING_TODAY = '2026-11-25';
/** A Monday of November 2026 whose week the fixture's time is approved in. */
export const NOVEMBER_WEEK = '2026-11-09';

/** A valid GSTIN of a state for a PAN (the check character computed as the GST network does). */
export function gstinFor(stateCode: string, pan: string): string {
  const first14 = `${stateCode}${pan}1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
}
export const FIRM_PAN = 'AAAFP1234C';
export const FIRM_GSTIN = gstinFor(FIRM_STATE, FIRM_PAN);

export interface BillingFixtureOptions {
  /** The organization's currency (INR: GST; anything else: one tax named `taxName`). */
  currency?: string;
  name?: string;
  /** The firm's GST registration; null: no GSTIN (its state then comes from `firmState`). */
  gstin?: string | null;
}

/**
 * An organization ready to bill. `admin` and `biller` hold Rates and Billing; `manager` (the default
 * Manager role) does not; `staff` is "Asha Rao" at ₹2,000/h, `senior` "Vikram Iyer" at ₹3,000/h.
 * Clients: `gstClient` (a GSTIN of Maharashtra: CGST + SGST), `interStateClient` (a GSTIN of Karnataka:
 * IGST), `noGstinClient` (no GSTIN, its state Karnataka), `plainClient` (neither: the firm's state).
 */
export async function billingFixture(t: TestApp, options: BillingFixtureOptions = {}) {
  const org = await newOrganization(t, options.name ?? 'Pradhan & Associates');
  const currency = options.currency ?? 'INR';
  if (currency !== 'INR') {
    await t.db.update(organizations).set({ currency }).where(eq(organizations.id, org.orgId));
  }
  const gstin = options.gstin === undefined ? (currency === 'INR' ? FIRM_GSTIN : null) : options.gstin;
  await t.db.insert(billingSettings).values({
    organizationId: org.orgId,
    legalName: 'Pradhan & Associates LLP',
    gstin,
    gstStateCode: currency === 'INR' ? FIRM_STATE : null,
    pan: currency === 'INR' ? FIRM_PAN : null,
    invoicePrefix: 'PRA',
    creditNotePrefix: 'PRACN',
    taxName: currency === 'INR' ? 'GST' : 'VAT',
    defaultTaxRateBp: currency === 'INR' ? 1800 : 2000,
    paymentTermsDays: 15,
  });
  await t.db
    .update(organizations)
    .set({ address: '4 Law College Road, Pune 411004' })
    .where(eq(organizations.id, org.orgId));

  const biller = await org.memberWith([
    'time.billing',
    'time.track',
    'customers.view',
    'services.view',
    'tasks.view',
  ]);
  const manager = await org.member('Manager', { name: 'Meera Manager' });
  const staff = await org.member('Employee', { name: 'Asha Rao' });
  const senior = await org.member('Employee', { name: 'Vikram Iyer' });

  /** A person's hourly rate (numeric, in currency units: '2000.00'). */
  async function rate(userId: string, rupees: string) {
    await t.db.insert(hourlyRates).values({ organizationId: org.orgId, userId, hourlyRate: rupees });
  }

  /** A project of the client with its own hourly rate (it beats the person's); answers its id. */
  async function ratedProject(name: string, customerId: string, rupees: string) {
    const projectId = await org.project(name, customerId);
    await t.db.insert(hourlyRates).values({ organizationId: org.orgId, projectId, hourlyRate: rupees });
    return projectId;
  }
  await rate(staff.id, '2000.00');
  await rate(senior.id, '3000.00');

  /** A client; `gstin` sets its state too, `stateCode` alone a client without a GSTIN. */
  async function client(name: string, fields: { gstin?: string; stateCode?: string } = {}) {
    const id = await org.customer(name);
    await t.db
      .update(customers)
      .set({
        gstin: fields.gstin ?? null,
        gstStateCode: fields.gstin ? fields.gstin.slice(0, 2) : (fields.stateCode ?? null),
        pan: fields.gstin ? fields.gstin.slice(2, 12) : null,
      })
      .where(eq(customers.id, id));
    return id;
  }

  const gstClient = await client('Sahyadri Textiles Pvt Ltd', { gstin: gstinFor('27', 'AABCS1234F') });
  const interStateClient = await client('Kaveri Foods LLP', { gstin: gstinFor('29', 'AAKFK5678Q') });
  const noGstinClient = await client('Ramesh Kulkarni', { stateCode: '29' });
  const plainClient = await client('Nisha Shah');

  /**
   * A task of the client, assigned to `assigneeId`. On a job when `jobId` is given (its time is the job's),
   * completed so the job stays done.
   */
  async function task(
    customerId: string,
    title: string,
    fields: { assigneeId?: string; jobId?: string; projectId?: string } = {},
  ) {
    const response = await call(t, org.admin.cookie, 'POST', '/tasks', {
      customerId,
      assigneeId: fields.assigneeId ?? staff.id,
      title,
      dueDate: '2026-12-31',
      ...(fields.projectId ? { projectId: fields.projectId } : {}),
    });
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().data.id as string;
    if (fields.jobId)
      await t.db
        .update(tasks)
        .set({ jobId: fields.jobId, status: 'Completed', completedAt: new Date() })
        .where(eq(tasks.id, id));
    return id;
  }

  /** Sets a person's week's timesheet status (the week's entries are written while it is open). */
  async function setWeek(userId: string, day: string, status: string) {
    await t.db
      .insert(timesheets)
      .values({ organizationId: org.orgId, userId, weekStart: weekStartOf(day), status })
      .onConflictDoUpdate({ target: [timesheets.userId, timesheets.weekStart], set: { status } });
  }

  /**
   * Typed billable minutes of a person on a task, on a day, in a week left `status` (approved by
   * default; submitted: awaiting approval). Answers the entry's id.
   */
  async function time(
    taskId: string,
    fields: { userId?: string; day?: string; minutes: number; billable?: boolean; status?: string },
  ) {
    const userId = fields.userId ?? staff.id;
    const day = fields.day ?? NOVEMBER_WEEK;
    await setWeek(userId, day, 'reopened');
    const [row] = await t.db
      .insert(timeEntries)
      .values({
        organizationId: org.orgId,
        userId,
        taskId,
        entryDate: day,
        typedMinutes: fields.minutes,
        isBillable: fields.billable ?? true,
      })
      .returning({ id: timeEntries.id });
    await setWeek(userId, day, fields.status ?? 'approved');
    if (!row) throw new Error('No time entry');
    return row.id;
  }

  /** A service of the firm (SAC code optional). */
  async function service(name: string, sacCode: string | null = null) {
    const [row] = await t.db
      .insert(services)
      .values({
        organizationId: org.orgId,
        name,
        namePattern: `${name} – {period}`,
        frequency: 'monthly',
        jobDateRule: { kind: 'day_after_period', day: 20, monthsAfter: 1 },
        sacCode,
      })
      .returning({ id: services.id });
    if (!row) throw new Error('No service');
    return row.id;
  }

  /** The client's service billed as asked (a fixed fee per period, hourly, or not billed). */
  async function clientService(
    customerId: string,
    serviceId: string,
    billing: { billingMode: 'fixed' | 'hourly' | 'none'; feeMinor?: number | null },
  ) {
    const [row] = await t.db
      .insert(clientServices)
      .values({
        organizationId: org.orgId,
        customerId,
        serviceId,
        startsOn: '2026-04-01',
        billingMode: billing.billingMode,
        feeMinor: billing.billingMode === 'fixed' ? (billing.feeMinor ?? 0) : null,
        createdById: org.admin.id,
      })
      .returning({ id: clientServices.id });
    if (!row) throw new Error('No client service');
    return row.id;
  }

  /** A job of a client service for a month (`2026-10`), done on `doneOn` unless `state` says otherwise. */
  async function job(
    clientServiceId: string,
    month: string,
    fields: { state?: string; doneOn?: string; label?: string } = {},
  ) {
    const [cs] = await t.db
      .select({ customerId: clientServices.customerId, serviceId: clientServices.serviceId })
      .from(clientServices)
      .where(eq(clientServices.id, clientServiceId));
    if (!cs) throw new Error('No client service');
    const [service] = await t.db
      .select({ name: services.name })
      .from(services)
      .where(eq(services.id, cs.serviceId));
    const start = `${month}-01`;
    const end = sql<string>`(date_trunc('month', ${start}::date) + interval '1 month - 1 day')::date`;
    const label =
      fields.label ??
      new Date(`${start}T00:00:00Z`).toLocaleString('en-GB', {
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      });
    const state = fields.state ?? 'done';
    const [row] = await t.db
      .insert(clientJobs)
      .values({
        organizationId: org.orgId,
        customerId: cs.customerId,
        clientServiceId,
        serviceId: cs.serviceId,
        periodKey: month,
        periodStart: start,
        periodEnd: end,
        periodLabel: label,
        title: `${service?.name ?? 'Service'} – ${label}`,
        jobDate: sql`${end} + 20`,
        state,
        completedAt: state === 'done' ? new Date(`${fields.doneOn ?? '2026-11-18'}T06:00:00Z`) : null,
      })
      .returning({ id: clientJobs.id });
    if (!row) throw new Error('No job');
    return row.id;
  }

  /** A done job of a fixed-fee service for the client: the service, the client service and the job. */
  async function doneFixedJob(
    customerId: string,
    feeMinor: number,
    fields: { serviceName?: string; sacCode?: string | null; month?: string; doneOn?: string } = {},
  ) {
    const serviceId = await service(fields.serviceName ?? 'GSTR-3B', fields.sacCode ?? null);
    const clientServiceId = await clientService(customerId, serviceId, { billingMode: 'fixed', feeMinor });
    const jobId = await job(clientServiceId, fields.month ?? '2026-10', { doneOn: fields.doneOn });
    return { serviceId, clientServiceId, jobId };
  }

  /**
   * An issued invoice of the client through the API: an empty draft given these lines (default one
   * ₹10,000 item at the default rate) and issued on `issueDate`. Answers the invoice as read.
   */
  async function issuedInvoice(
    customerId: string,
    fields: {
      lines?: {
        description: string;
        quantityMilli: number;
        unitPriceMinor: number;
        taxRateBp: number;
        sacCode?: string | null;
      }[];
      issueDate?: string;
      cookie?: string;
    } = {},
  ): Promise<Invoice> {
    const cookie = fields.cookie ?? org.admin.cookie;
    const draft = await call(t, cookie, 'POST', '/invoices', { customerId, fromUnbilled: false });
    expect(draft.statusCode, draft.body).toBe(201);
    const id = draft.json().data.id as string;
    const lines = fields.lines ?? [
      {
        description: 'Advisory services',
        quantityMilli: 1000,
        unitPriceMinor: 1_000_000,
        taxRateBp: currency === 'INR' ? 1800 : 2000,
      },
    ];
    const edited = await call(t, cookie, 'PUT', `/invoices/${id}`, { lines });
    expect(edited.statusCode, edited.body).toBe(200);
    const issued = await call(t, cookie, 'POST', `/invoices/${id}/issue`, {
      issueDate: fields.issueDate ?? '2026-11-30',
    });
    expect(issued.statusCode, issued.body).toBe(200);
    return issued.json().data as Invoice;
  }

  /** The billing columns of a time entry, as the database holds them. */
  async function entryState(entryId: string) {
    const [row] = await t.db
      .select({
        invoiceLineId: timeEntries.invoiceLineId,
        billingBatchId: timeEntries.billingBatchId,
        billedRate: timeEntries.billedRate,
      })
      .from(timeEntries)
      .where(and(eq(timeEntries.id, entryId), eq(timeEntries.organizationId, org.orgId)));
    return row;
  }

  return {
    org,
    currency,
    admin: org.admin as Account,
    biller,
    manager,
    staff,
    senior,
    gstClient,
    interStateClient,
    noGstinClient,
    plainClient,
    client,
    rate,
    ratedProject,
    task,
    time,
    setWeek,
    service,
    clientService,
    job,
    doneFixedJob,
    issuedInvoice,
    entryState,
  };
}

export type BillingFixture = Awaited<ReturnType<typeof billingFixture>>;
