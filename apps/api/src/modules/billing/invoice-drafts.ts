/**
 * Draft invoices (decision 047): made from a client's unbilled work in one action (or empty), edited line
 * by line, deleted. A draft reserves what it bills, in the transaction that makes it: a fee line holds its
 * job (`invoice_lines_job_fee_idx`: one live line per job, so a second draft's insert waits for the first
 * and then does nothing), a time line its entries (`time_entries.invoice_line_id`, set on entries locked
 * FOR UPDATE). Two drafts made at once for one client never bill the same fee or minute; removing a line
 * or deleting the draft gives its work back (the foreign key sets the entries' line to null).
 */

import {
  type CreateDraftInput,
  GST_STATE_CODES,
  STATE_CODE_INVALID,
  type UpdateDraftInput,
} from '@taskflow/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoiceLines, invoices } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { todayIn } from '../../lib/organization-calendar';
import type { AuthContext } from '../../plugins/types';
import {
  type BillingContext,
  billingContext,
  type ClientRow,
  clientOrThrow,
  INVOICE_NOT_DRAFT,
  lockInvoice,
  NOTHING_TO_BILL,
  placeOfSupplyFor,
  regimeOf,
  requireBilling,
} from './billing-common';
import {
  feeLine,
  insertLines,
  type LineDraft,
  type PricedLine,
  priceLine,
  reserveEntries,
  storedLines,
  timeLines,
  writeTotals,
} from './invoice-lines';
import { lockTimeCandidates, unbilledFees } from './unbilled';

export const LINE_NOT_ON_INVOICE = 'This line is not on the invoice';

/**
 * Inside the caller's transaction: a draft for each of these clients with its unbilled work up to `upTo`
 * (none when `fromUnbilled` is false), in a few statements whatever their number (a month's drafts take a
 * page of clients at once). Answers each client's draft and how many lines it took.
 */
export async function makeDrafts(
  tx: Db,
  ctx: BillingContext,
  clients: ClientRow[],
  options: { upTo: string; fromUnbilled: boolean; periodLabel?: string | null; createdById: string | null },
): Promise<Map<string, { id: string; lineCount: number }>> {
  const made = new Map<string, { id: string; lineCount: number }>();
  if (clients.length === 0) return made;
  const placeOf = new Map(clients.map((client) => [client.id, placeOfSupplyFor(ctx, client)]));
  const regimeFor = (customerId: string) =>
    regimeOf(ctx.isGst, ctx.settings.gstStateCode, placeOf.get(customerId) ?? null).regime;
  const drafts = await tx
    .insert(invoices)
    .values(
      clients.map((client) => ({
        organizationId: ctx.orgId,
        customerId: client.id,
        placeOfSupply: placeOf.get(client.id) ?? null,
        currency: ctx.currency,
        periodLabel: options.periodLabel ?? null,
        createdById: options.createdById,
      })),
    )
    .returning({ id: invoices.id, customerId: invoices.customerId });
  const draftOf = new Map(drafts.map((draft) => [draft.customerId, draft.id]));
  for (const draft of drafts) made.set(draft.customerId, { id: draft.id, lineCount: 0 });
  if (!options.fromUnbilled) return made;
  const ids = clients.map((client) => client.id);

  // Each client's lines: its fees first, then its time per person and rate.
  const lines = new Map<string, PricedLine[]>(ids.map((id) => [id, []]));
  for (const fee of await unbilledFees(tx, ctx, ids, options.upTo))
    lines.get(fee.customerId)?.push(priceLine(feeLine(ctx, fee), regimeFor(fee.customerId)));
  // A fee another draft took meanwhile conflicts on the job's index and is left out.
  const feeRows = [...lines.entries()].flatMap(([customerId, fees]) =>
    fees.map((line, position) => ({
      ...line,
      organizationId: ctx.orgId,
      invoiceId: draftOf.get(customerId) as string,
      position,
    })),
  );
  const taken = feeRows.length
    ? await tx
        .insert(invoiceLines)
        .values(feeRows)
        .onConflictDoNothing({
          target: invoiceLines.clientJobId,
          where: sql`client_job_id is not null and not is_voided`,
        })
        .returning({ clientJobId: invoiceLines.clientJobId })
    : [];
  const takenJobs = new Set(taken.map((row) => row.clientJobId));
  for (const [customerId, fees] of lines)
    lines.set(
      customerId,
      fees.filter((line) => takenJobs.has(line.clientJobId)),
    );

  const entries = await lockTimeCandidates(tx, ctx, ids, options.upTo);
  const timeRows: (typeof invoiceLines.$inferInsert)[] = [];
  const entriesOf = new Map<string, string[]>();
  for (const customerId of ids) {
    const invoiceId = draftOf.get(customerId) as string;
    const own = lines.get(customerId) ?? [];
    const position = feeRows.filter((row) => row.invoiceId === invoiceId).length;
    timeLines(
      ctx,
      entries.filter((entry) => entry.customerId === customerId),
    ).forEach((group, index) => {
      const line = priceLine(group.line, regimeFor(customerId));
      own.push(line);
      timeRows.push({ ...line, organizationId: ctx.orgId, invoiceId, position: position + index });
      entriesOf.set(`${invoiceId}:${position + index}`, group.entryIds);
    });
  }
  const timeLineIds = timeRows.length
    ? await tx.insert(invoiceLines).values(timeRows).returning({
        id: invoiceLines.id,
        invoiceId: invoiceLines.invoiceId,
        position: invoiceLines.position,
      })
    : [];
  await reserveEntries(
    tx,
    timeLineIds.map((row) => ({
      lineId: row.id,
      entryIds: entriesOf.get(`${row.invoiceId}:${row.position}`) ?? [],
    })),
  );
  await writeTotals(
    tx,
    ids.map((customerId) => ({
      invoiceId: draftOf.get(customerId) as string,
      lines: lines.get(customerId) ?? [],
    })),
  );
  for (const customerId of ids) {
    const draft = made.get(customerId);
    if (draft) draft.lineCount = lines.get(customerId)?.length ?? 0;
  }
  return made;
}

/** POST /invoices: a draft from the client's unbilled work up to a day (default today), or an empty one. */
export async function createDraft(db: Db, auth: AuthContext, input: CreateDraftInput): Promise<string> {
  const orgId = requireBilling(auth);
  return db.transaction(async (tx) => {
    const ctx = await billingContext(tx, orgId);
    const client = await clientOrThrow(tx, orgId, input.customerId);
    const made = await makeDrafts(tx, ctx, [client], {
      upTo: input.upTo ?? todayIn(ctx.zone),
      fromUnbilled: input.fromUnbilled,
      createdById: auth.userId,
    });
    const draft = made.get(client.id);
    if (!draft) throw new Error('No draft');
    if (input.fromUnbilled && draft.lineCount === 0) throw new AppError('CONFLICT', NOTHING_TO_BILL);
    return draft.id;
  });
}

/** The draft under its lock, or 409 when it is issued or void. */
async function lockDraft(tx: Db, orgId: string, id: string) {
  const invoice = await lockInvoice(tx, orgId, id);
  if (invoice.status !== 'draft') throw new AppError('CONFLICT', INVOICE_NOT_DRAFT);
  return invoice;
}

/**
 * PUT /invoices/:id: the draft's lines replaced by these, in this order. A line sent with its id keeps what
 * it bills (its entries, its job's fee) and takes the typed fields; a line left out is removed and gives
 * its work back; a line without an id is a typed item. Every line is priced again, and the totals with it.
 */
export async function updateDraft(db: Db, auth: AuthContext, id: string, input: UpdateDraftInput) {
  const orgId = requireBilling(auth);
  await db.transaction(async (tx) => {
    const invoice = await lockDraft(tx, orgId, id);
    const ctx = await billingContext(tx, orgId);
    const existing = new Map((await storedLines(tx, id)).map((line) => [line.id, line]));
    const seen = new Set<string>();
    const problems: Record<string, string> = {};
    input.lines.forEach((line, index) => {
      if (!line.id) return;
      if (!existing.has(line.id) || seen.has(line.id)) problems[`lines.${index}.id`] = LINE_NOT_ON_INVOICE;
      seen.add(line.id);
    });
    if (input.placeOfSupply && !GST_STATE_CODES[input.placeOfSupply])
      problems.placeOfSupply = STATE_CODE_INVALID;
    if (Object.keys(problems).length) throw AppError.invalid(problems);

    const placeOfSupply = !ctx.isGst
      ? null
      : input.placeOfSupply === undefined
        ? invoice.placeOfSupply
        : (input.placeOfSupply ?? placeOfSupplyFor(ctx, await clientOrThrow(tx, orgId, invoice.customerId)));
    const { regime } = regimeOf(ctx.isGst, ctx.settings.gstStateCode, placeOfSupply);

    const removed = [...existing.keys()].filter((lineId) => !seen.has(lineId));
    // Its entries' line becomes null (the foreign key) and its job's fee is free again.
    if (removed.length) await tx.delete(invoiceLines).where(inArray(invoiceLines.id, removed));

    const priced: PricedLine[] = [];
    const added: { position: number; line: PricedLine }[] = [];
    for (const [position, typed] of input.lines.entries()) {
      const kept = typed.id ? existing.get(typed.id) : undefined;
      const line: LineDraft = {
        kind: kept?.kind ?? 'item',
        description: typed.description,
        sacCode: ctx.isGst
          ? (typed.sacCode ?? kept?.sacCode ?? ctx.settings.defaultSac)
          : (typed.sacCode ?? null),
        quantityMilli: typed.quantityMilli,
        unitPriceMinor: typed.unitPriceMinor,
        taxRateBp: typed.taxRateBp,
        clientJobId: kept?.clientJobId ?? null,
        clientServiceId: kept?.clientServiceId ?? null,
        serviceId: kept?.serviceId ?? null,
        userId: kept?.userId ?? null,
        minutes: kept?.minutes ?? null,
      };
      const pricedLine = priceLine(line, regime);
      priced.push(pricedLine);
      if (kept) {
        await tx
          .update(invoiceLines)
          .set({ ...pricedLine, position })
          .where(and(eq(invoiceLines.id, kept.id), eq(invoiceLines.invoiceId, id)));
      } else added.push({ position, line: pricedLine });
    }
    for (const { position, line } of added) await insertLines(tx, orgId, id, [line], position);
    await writeTotals(tx, [{ invoiceId: id, lines: priced }]);
    await tx
      .update(invoices)
      .set({
        placeOfSupply,
        dueDate: input.dueDate === undefined ? invoice.dueDate : input.dueDate,
        notes: input.notes ?? null,
      })
      .where(eq(invoices.id, id));
  });
}

/** DELETE /invoices/:id: a draft only; its entries and job fees are unbilled again (the foreign keys). */
export async function deleteDraft(db: Db, auth: AuthContext, id: string) {
  const orgId = requireBilling(auth);
  await db.transaction(async (tx) => {
    await lockDraft(tx, orgId, id);
    await tx.delete(invoices).where(eq(invoices.id, id));
  });
}
