import type { Readable } from 'node:stream';
import {
  type BillingBatch,
  type BillingPreview,
  type BillingRange,
  type HourlyRate,
  type ListQuery,
  roundMinutes,
  type SetRateBody,
  type TimeSummary,
  type TimeTotal,
} from '@taskflow/shared';
import { and, asc, between, desc, eq, gt, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  billingBatches,
  customers,
  hourlyRates,
  organizations,
  projects,
  tasks,
  timeEntries,
  users,
} from '../../db/schema';
import { requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { containsPattern } from '../../lib/like';
import { csvOffThread } from '../../lib/off-thread';
import { boundedCountQuery, pageOf, totalColumn } from '../../lib/pagination';
import { reportingTree } from '../../lib/reach';
import type { AuthContext } from '../../plugins/types';
import { getCustomerOrThrow } from '../customers';
import {
  entriesInReach,
  isFinishedEntry,
  mayReadAmounts,
  organizationSettings,
  peopleInReach,
  personInReachOrThrow,
  publishTimeChange,
  requireTrack,
  roundedMinutesSql,
} from './time.common';

const projectRates = alias(hourlyRates, 'project_rate');
const personRates = alias(hourlyRates, 'person_rate');
const creators = alias(users, 'creator');

/**
 * Minutes of a finished entry as totals and amounts count them: rounded up to the organization's step,
 * entry by entry; an amount is these whole minutes at the rate, so no amount stands beside 0:00.
 */
const entryMinutes = (step: number) => sql<number>`${roundedMinutesSql(step)}::numeric`;
/** The rate an entry is billed at: the one it was billed at, else its project's, else its person's. */
const entryRate = sql<
  string | null
>`coalesce(${timeEntries.billedRate}, ${projectRates.hourlyRate}, ${personRates.hourlyRate})`;
const MAX_RANGE_DAYS = 366;

/** Entries with their task, customer, person and project. */
function entriesJoined(db: Db, fields: Parameters<Db['select']>[0]) {
  return db
    .select(fields)
    .from(timeEntries)
    .innerJoin(tasks, eq(tasks.id, timeEntries.taskId))
    .innerJoin(customers, eq(customers.id, tasks.customerId))
    .innerJoin(users, eq(users.id, timeEntries.userId))
    .leftJoin(projects, eq(projects.id, tasks.projectId))
    .$dynamic();
}

/** The same, with the project's and the person's rate (`entryRate` reads them). */
function entriesWithRates(db: Db, fields: Parameters<Db['select']>[0]) {
  return entriesJoined(db, fields)
    .leftJoin(projectRates, eq(projectRates.projectId, tasks.projectId))
    .leftJoin(personRates, eq(personRates.userId, timeEntries.userId));
}

function checkRange(from: string, to: string) {
  if (to < from) throw AppError.invalid({ to: 'To cannot be before From' });
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  if (days > MAX_RANGE_DAYS) throw AppError.invalid({ to: 'Choose a range of at most a year' });
}

const money = (value: number) => Math.round(value * 100) / 100;

// ---------------------------------------------------------------- totals

/** The people below the caller in the reporting tree (Team timesheets' rows), without the caller. */
async function teamCondition(db: Db, orgId: string, userId: string): Promise<SQL> {
  const team = (await reportingTree(db, orgId, userId)).filter((id) => id !== userId);
  return team.length ? inArray(timeEntries.userId, team) : sql`false`;
}

/**
 * Totals per task, project and customer, billable and not: the caller's own time, one person's within
 * reach, or everyone's within reach when no person is named. Amounts at their rates only for a caller
 * with Rates and Billing, or for the caller's own time when the organization shows people their own
 * amounts: they are not even computed for anyone else, since a row's amount divided by its minutes is the
 * rate (a person's, on a one-person summary). Each entry counts rounded up to the organization's step, and
 * the totals are the sums of the rows (by customer).
 */
export async function timeSummary(
  db: Db,
  auth: AuthContext,
  query: { from: string; to: string; userId?: string; team?: '1' },
): Promise<TimeSummary> {
  const orgId = requireTrack(auth);
  checkRange(query.from, query.to);
  const who: SQL | undefined = query.userId
    ? eq(timeEntries.userId, (await personInReachOrThrow(db, auth, query.userId)).id)
    : query.team
      ? await teamCondition(db, orgId, auth.userId)
      : entriesInReach(await peopleInReach(db, auth));
  const { currency, showOwnAmounts, roundingMinutes } = await organizationSettings(db, orgId);
  const withAmounts = mayReadAmounts(auth, { whose: query.userId ?? null, showOwnAmounts });
  const minutes = entryMinutes(roundingMinutes);
  const where = and(
    eq(timeEntries.organizationId, orgId),
    who,
    isFinishedEntry,
    between(timeEntries.entryDate, query.from, query.to),
  );
  const totals = {
    billable: sql<number>`coalesce(sum(${minutes}) filter (where ${timeEntries.isBillable}), 0)`,
    nonBillable: sql<number>`coalesce(sum(${minutes}) filter (where not ${timeEntries.isBillable}), 0)`,
    ...(withAmounts
      ? {
          amount: sql<
            number | null
          >`sum(${minutes} / 60 * ${entryRate}) filter (where ${timeEntries.isBillable})`,
        }
      : {}),
  };
  const group = async (id: SQL, name: SQL) => {
    // A reader without amounts never reads a rate.
    const rows = (await (withAmounts ? entriesWithRates : entriesJoined)(db, { id, name, ...totals })
      .where(where)
      .groupBy(sql`1`, sql`2`)
      .orderBy(sql`2`)) as unknown as {
      id: string | null;
      name: string;
      billable: number;
      nonBillable: number;
      amount?: number | null;
    }[];
    return rows.map(
      (row): TimeTotal => ({
        id: row.id,
        name: row.name,
        billableMinutes: Math.round(Number(row.billable)),
        nonBillableMinutes: Math.round(Number(row.nonBillable)),
        ...(withAmounts
          ? { amount: row.amount === null || row.amount === undefined ? null : money(Number(row.amount)) }
          : {}),
      }),
    );
  };
  const [byTask, byProject, byCustomer] = await Promise.all([
    group(sql`${tasks.id}::text`, sql`${tasks.displayId} || ' ' || ${tasks.title}`),
    group(sql`${projects.id}::text`, sql`coalesce(${projects.name}, 'No project')`),
    group(sql`${customers.id}::text`, sql`${customers.businessName}`),
  ]);
  return {
    currency,
    byTask,
    byProject,
    byCustomer,
    billableMinutes: byCustomer.reduce((sum, row) => sum + row.billableMinutes, 0),
    nonBillableMinutes: byCustomer.reduce((sum, row) => sum + row.nonBillableMinutes, 0),
    ...(withAmounts ? { amount: money(byCustomer.reduce((sum, row) => sum + (row.amount ?? 0), 0)) } : {}),
  };
}

// ---------------------------------------------------------------- rates

export async function listProjectRates(db: Db, auth: AuthContext, query: ListQuery) {
  const orgId = requirePermission(auth, 'time.billing');
  const where = and(
    eq(projects.organizationId, orgId),
    eq(projects.isArchived, false),
    query.q ? ilike(projects.name, containsPattern(query.q)) : undefined,
  );
  const { rows, meta } = await pageOf(
    query,
    (limit, offset) =>
      db
        .select({
          id: projects.id,
          name: projects.name,
          rate: hourlyRates.hourlyRate,
          total: totalColumn(db, projects, where),
        })
        .from(projects)
        .leftJoin(hourlyRates, eq(hourlyRates.projectId, projects.id))
        .where(where)
        .orderBy(sql`lower(${projects.name})`, asc(projects.id))
        .limit(limit)
        .offset(offset),
    () => boundedCountQuery(db, projects, where),
  );
  return { data: rows.map(toRate), meta };
}

export async function listPersonRates(db: Db, auth: AuthContext, query: ListQuery) {
  const orgId = requirePermission(auth, 'time.billing');
  const where = and(
    eq(users.organizationId, orgId),
    eq(users.isActive, true),
    query.q ? ilike(users.name, containsPattern(query.q)) : undefined,
  );
  const { rows, meta } = await pageOf(
    query,
    (limit, offset) =>
      db
        .select({
          id: users.id,
          name: users.name,
          rate: hourlyRates.hourlyRate,
          total: totalColumn(db, users, where),
        })
        .from(users)
        .leftJoin(hourlyRates, eq(hourlyRates.userId, users.id))
        .where(where)
        .orderBy(sql`lower(${users.name})`, asc(users.id))
        .limit(limit)
        .offset(offset),
    () => boundedCountQuery(db, users, where),
  );
  return { data: rows.map(toRate), meta };
}

function toRate(row: { id: string; name: string; rate: string | null }): HourlyRate {
  return { id: row.id, name: row.name, hourlyRate: row.rate === null ? null : Number(row.rate) };
}

/** Sets or removes (null) the hourly rate of a project or a person of the caller's organization. */
export async function setRate(db: Db, auth: AuthContext, body: SetRateBody): Promise<HourlyRate> {
  const orgId = requirePermission(auth, 'time.billing');
  const target = body.projectId
    ? { column: hourlyRates.projectId, id: body.projectId, table: projects, field: 'projectId' }
    : { column: hourlyRates.userId, id: body.userId as string, table: users, field: 'userId' };
  const [owner] = await db
    .select({ id: target.table.id, name: target.table.name })
    .from(target.table)
    .where(and(eq(target.table.id, target.id), eq(target.table.organizationId, orgId)));
  if (!owner) throw new AppError('NOT_FOUND', body.projectId ? 'Project not found' : 'Person not found');
  if (body.hourlyRate === null) {
    await db
      .delete(hourlyRates)
      .where(and(eq(target.column, target.id), eq(hourlyRates.organizationId, orgId)));
  } else {
    const rate = body.hourlyRate.toFixed(2);
    await db
      .insert(hourlyRates)
      .values({
        organizationId: orgId,
        projectId: body.projectId ?? null,
        userId: body.projectId ? null : target.id,
        hourlyRate: rate,
        updatedById: auth.userId,
      })
      .onConflictDoUpdate({
        target: target.column,
        targetWhere: sql`${target.column} is not null`,
        set: { hourlyRate: rate, updatedById: auth.userId, updatedAt: new Date() },
      });
  }
  return { id: owner.id, name: owner.name, hourlyRate: body.hourlyRate };
}

// ---------------------------------------------------------------- billing

function unbilledWhere(orgId: string, range: BillingRange): SQL {
  return and(
    eq(timeEntries.organizationId, orgId),
    eq(tasks.customerId, range.customerId),
    eq(timeEntries.isBillable, true),
    isNull(timeEntries.billingBatchId),
    // On a draft invoice: the invoice bills it (issue 42).
    isNull(timeEntries.invoiceLineId),
    isFinishedEntry,
    between(timeEntries.entryDate, range.from, range.to),
  ) as SQL;
}

async function billingCustomer(db: Db, orgId: string, range: BillingRange) {
  checkRange(range.from, range.to);
  return getCustomerOrThrow(db, orgId, range.customerId);
}

/** What "mark as billed" would take: unbilled billable entries of the customer's tasks in the range. */
export async function previewBilling(
  db: Db,
  auth: AuthContext,
  range: BillingRange,
): Promise<BillingPreview> {
  const orgId = requirePermission(auth, 'time.billing');
  await billingCustomer(db, orgId, range);
  return unbilledSums(db, orgId, unbilledWhere(orgId, range));
}

/**
 * A customer's unbilled billable time, whenever it was worked (the customer page). The caller has
 * checked time.billing and that the customer is of `orgId`.
 */
export function unbilledOfCustomer(db: Db, orgId: string, customerId: string): Promise<BillingPreview> {
  return unbilledSums(
    db,
    orgId,
    and(
      eq(timeEntries.organizationId, orgId),
      // The task's organization too: it lets the plan start from the client's tasks (tasks_org_customer_due_idx)
      // rather than from every entry of the organization.
      eq(tasks.organizationId, orgId),
      eq(tasks.customerId, customerId),
      eq(timeEntries.isBillable, true),
      isNull(timeEntries.billingBatchId),
      isNull(timeEntries.invoiceLineId),
      isFinishedEntry,
    ) as SQL,
  );
}

async function unbilledSums(db: Db, orgId: string, where: SQL): Promise<BillingPreview> {
  const { currency, roundingMinutes } = await organizationSettings(db, orgId);
  const minutes = entryMinutes(roundingMinutes);
  const [row] = (await entriesWithRates(db, {
    n: sql<number>`count(*)::int`,
    minutes: sql<number>`coalesce(sum(${minutes}), 0)`,
    amount: sql<number>`coalesce(sum(${minutes} / 60 * coalesce(${entryRate}, 0)), 0)`,
    unrated: sql<number>`(count(*) filter (where ${entryRate} is null))::int`,
  }).where(where)) as unknown as {
    n: number;
    minutes: number;
    amount: number;
    unrated: number;
  }[];
  return {
    currency,
    entryCount: Number(row?.n ?? 0),
    minutes: Math.round(Number(row?.minutes ?? 0)),
    amount: money(Number(row?.amount ?? 0)),
    unratedEntryCount: Number(row?.unrated ?? 0),
  };
}

/**
 * Marks the customer's unbilled billable time in the range as billed, in one transaction: a batch row,
 * and each entry pointing at it with the rate it was billed at (the trigger refuses any later change).
 * Two requests at once: the second finds the rows taken (`billing_batch_id is null` re-checked after
 * the first commits) and is refused.
 */
export async function markBilled(db: Db, auth: AuthContext, range: BillingRange): Promise<BillingBatch> {
  const orgId = requirePermission(auth, 'time.billing');
  await billingCustomer(db, orgId, range);
  const { currency } = await organizationSettings(db, orgId);
  const batchId = await db.transaction(async (tx) => {
    const id = await createBillingBatch(tx, orgId, range, currency, auth.userId);
    if (!id)
      throw new AppError('CONFLICT', 'There is no unbilled billable time for this customer in these dates');
    await publishTimeChange(tx, orgId, [id], null);
    return id;
  });
  const [batch] = await batchesQuery(db, eq(billingBatches.id, batchId));
  if (!batch) throw new Error('Billing batch vanished');
  return batch;
}

/**
 * Inside the caller's transaction: a batch taking the range's unbilled billable entries of the
 * customer, each with the rate it is billed at. Answers the batch id, or null (and no batch) when
 * there was nothing to bill.
 */
export async function createBillingBatch(
  tx: Db,
  orgId: string,
  range: BillingRange,
  currency: string,
  createdById: string | null,
): Promise<string | null> {
  const [batch] = await tx
    .insert(billingBatches)
    .values({
      organizationId: orgId,
      customerId: range.customerId,
      fromDate: range.from,
      toDate: range.to,
      entryCount: 0,
      minutes: 0,
      amount: '0',
      currency,
      createdById,
    })
    .returning({ id: billingBatches.id });
  if (!batch) throw new Error('Billing batch insert returned no row');
  const result = await tx.execute(sql`
    update time_entries e set billing_batch_id = ${batch.id},
      billed_rate = coalesce(
        (select hourly_rate from hourly_rates where project_id = t.project_id),
        (select hourly_rate from hourly_rates where user_id = e.user_id),
        0)
    from tasks t
    where t.id = e.task_id
      and e.organization_id = ${orgId} and t.customer_id = ${range.customerId}
      and e.is_billable and e.billing_batch_id is null and e.invoice_line_id is null and e.minutes is not null
      and e.entry_date between ${range.from} and ${range.to}
    returning e.minutes as minutes, e.billed_rate as rate`);
  const rows = (result as unknown as { rows: { minutes: string; rate: string }[] }).rows;
  if (rows.length === 0) {
    await tx.delete(billingBatches).where(eq(billingBatches.id, batch.id));
    return null;
  }
  // Each entry rounded up to the organization's step, as every total counts it.
  const [org] = await tx
    .select({ step: organizations.timeRoundingMinutes })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  const rounded = rows.map((row) => ({ ...row, minutes: roundMinutes(Number(row.minutes), org?.step ?? 0) }));
  const minutes = rounded.reduce((sum, row) => sum + row.minutes, 0);
  const amount = rounded.reduce((sum, row) => sum + (row.minutes / 60) * Number(row.rate), 0);
  await tx
    .update(billingBatches)
    .set({ entryCount: rows.length, minutes: Math.round(minutes), amount: money(amount).toFixed(2) })
    .where(eq(billingBatches.id, batch.id));
  return batch.id;
}

function batchesQuery(db: Db, where: SQL | undefined) {
  return db
    .select({
      batch: billingBatches,
      customerName: customers.businessName,
      createdByName: creators.name,
    })
    .from(billingBatches)
    .innerJoin(customers, eq(customers.id, billingBatches.customerId))
    .leftJoin(creators, eq(creators.id, billingBatches.createdById))
    .where(where)
    .then((rows) => rows.map(toBatch));
}

function toBatch(row: {
  batch: typeof billingBatches.$inferSelect;
  customerName: string;
  createdByName: string | null;
}): BillingBatch {
  const { batch } = row;
  return {
    id: batch.id,
    customerId: batch.customerId,
    customerName: row.customerName,
    from: batch.fromDate,
    to: batch.toDate,
    entryCount: batch.entryCount,
    minutes: batch.minutes,
    amount: Number(batch.amount),
    currency: batch.currency,
    createdByName: row.createdByName,
    createdAt: batch.createdAt.toISOString(),
  };
}

export async function listBatches(db: Db, auth: AuthContext, query: ListQuery) {
  const orgId = requirePermission(auth, 'time.billing');
  const where = eq(billingBatches.organizationId, orgId);
  const { rows, meta } = await pageOf(
    query,
    (limit, offset) =>
      db
        .select({
          batch: billingBatches,
          customerName: customers.businessName,
          createdByName: creators.name,
          total: totalColumn(db, billingBatches, where),
        })
        .from(billingBatches)
        .innerJoin(customers, eq(customers.id, billingBatches.customerId))
        .leftJoin(creators, eq(creators.id, billingBatches.createdById))
        .where(where)
        .orderBy(desc(billingBatches.createdAt), desc(billingBatches.id))
        .limit(limit)
        .offset(offset),
    () => boundedCountQuery(db, billingBatches, where),
  );
  return { data: rows.map(toBatch), meta };
}

// ---------------------------------------------------------------- CSV

export const BILLING_CSV_COLUMNS = [
  'Date',
  'Person',
  'Task ID',
  'Task',
  'Project',
  'Note',
  'Hours',
  'Hourly Rate',
  'Amount',
  'Currency',
  'Billed',
];
const CSV_PAGE = 1000;

/**
 * Billable time of a customer in a period, billed or not, for invoicing: streamed a keyset page at a
 * time, so memory stays flat; spreadsheet formulas in notes and titles are escaped.
 */
export async function billingCsv(db: Db, auth: AuthContext, range: BillingRange): Promise<Readable> {
  const orgId = requirePermission(auth, 'time.billing');
  await billingCustomer(db, orgId, range);
  const { currency, roundingMinutes } = await organizationSettings(db, orgId);
  const where = and(
    eq(timeEntries.organizationId, orgId),
    eq(tasks.customerId, range.customerId),
    eq(timeEntries.isBillable, true),
    isFinishedEntry,
    between(timeEntries.entryDate, range.from, range.to),
  );
  return csvOffThread(BILLING_CSV_COLUMNS, billingCsvRows(db, where, currency, roundingMinutes));
}

async function* billingCsvRows(db: Db, where: SQL | undefined, currency: string, roundingMinutes: number) {
  // Keyset on (day, id): typed durations have no start.
  let after: { day: string; id: string } | undefined;
  for (;;) {
    const page = (await entriesWithRates(db, {
      entry: timeEntries,
      userName: users.name,
      displayId: tasks.displayId,
      title: tasks.title,
      projectName: projects.name,
      rate: entryRate,
    })
      .where(
        and(
          where,
          after
            ? or(
                gt(timeEntries.entryDate, after.day),
                and(eq(timeEntries.entryDate, after.day), gt(timeEntries.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(timeEntries.entryDate), asc(timeEntries.id))
      .limit(CSV_PAGE)) as unknown as {
      entry: typeof timeEntries.$inferSelect;
      userName: string;
      displayId: string;
      title: string;
      projectName: string | null;
      rate: string | null;
    }[];
    for (const row of page) {
      const minutes = roundMinutes(row.entry.minutes ?? 0, roundingMinutes);
      const rate = row.rate === null ? null : Number(row.rate);
      yield [
        row.entry.entryDate,
        row.userName,
        row.displayId,
        row.title,
        row.projectName ?? '',
        row.entry.note ?? '',
        (minutes / 60).toFixed(2),
        rate === null ? '' : rate.toFixed(2),
        rate === null ? '' : money((minutes / 60) * rate).toFixed(2),
        currency,
        row.entry.billingBatchId ? 'Yes' : 'No',
      ];
    }
    const last = page.at(-1);
    if (!last || page.length < CSV_PAGE) break;
    after = { day: last.entry.entryDate, id: last.entry.id };
  }
}
