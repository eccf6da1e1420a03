/**
 * An invoice's lines as money.ts prices them (decision 047). A line's amount is its quantity (thousandths)
 * times its unit price, rounded half up once; a time line is the exception that keeps it exact: its amount
 * is `minutesValue(minutes, rate)`, the value of the minutes it carries, and its quantity the hours those
 * minutes make rounded to a thousandth (`round(minutes × 1000 / 60)`), shown for reading only. 50 minutes
 * at ₹1,000/h are ₹833.33, where 0.833 h would make ₹833.00. Once a partner types another quantity, the
 * line is priced from the quantity like any other. Each tax of a line is rounded once (lineTax), and a
 * document's totals are the sums of its lines (documentTotals).
 */
import {
  documentTotals,
  formatMinutes,
  formatMoney,
  invoiceLineAmount,
  type LineTax,
  lineTax,
  QUANTITY_SCALE,
  quantityOfMinutes,
} from '@taskflow/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoiceLines } from '../../db/schema';
import type { BillingContext, LineRegime } from './billing-common';
import type { FeeCandidate, TimeCandidate } from './unbilled';

export type LineKind = 'fee' | 'time' | 'item';

/** A line before it is stored: what it says, its price, and what it bills (a job's fee, a person's time). */
export interface LineDraft {
  kind: LineKind;
  description: string;
  sacCode: string | null;
  quantityMilli: number;
  unitPriceMinor: number;
  taxRateBp: number;
  clientJobId: string | null;
  clientServiceId: string | null;
  serviceId: string | null;
  userId: string | null;
  minutes: number | null;
}

export type PricedLine = LineDraft & LineTax & { amountMinor: number };

export function priceLine(line: LineDraft, regime: LineRegime): PricedLine {
  const amountMinor = invoiceLineAmount(line);
  return { ...line, amountMinor, ...lineTax(amountMinor, line.taxRateBp, regime) };
}

/** The SAC a line carries: its own, else the service's, else the firm's default; none outside India. */
const sacFor = (ctx: BillingContext, sac: string | null | undefined) =>
  ctx.isGst ? (sac ?? ctx.settings.defaultSac) : null;

/** One line per job fee: the job's title ("GSTR-3B – Oct 2026"), one period at the fee. */
export function feeLine(ctx: BillingContext, fee: FeeCandidate): LineDraft {
  return {
    kind: 'fee',
    description: fee.title,
    sacCode: sacFor(ctx, fee.sacCode),
    quantityMilli: QUANTITY_SCALE,
    unitPriceMinor: fee.feeMinor,
    taxRateBp: ctx.settings.defaultTaxRateBp,
    clientJobId: fee.clientJobId,
    clientServiceId: fee.clientServiceId,
    serviceId: fee.serviceId,
    userId: null,
    minutes: null,
  };
}

/**
 * One line per person and rate, with the entries it bills: "Professional services — Asha Rao, 12:30 h at
 * ₹2,000.00/h", by name then rate.
 */
export function timeLines(ctx: BillingContext, entries: TimeCandidate[]) {
  const groups = new Map<string, { line: LineDraft; entryIds: string[] }>();
  for (const entry of entries) {
    if (entry.rateMinor === null) continue;
    const key = `${entry.userId}:${entry.rateMinor}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        line: {
          kind: 'time',
          description: entry.userName,
          sacCode: sacFor(ctx, null),
          quantityMilli: 0,
          unitPriceMinor: entry.rateMinor,
          taxRateBp: ctx.settings.defaultTaxRateBp,
          clientJobId: null,
          clientServiceId: null,
          serviceId: null,
          userId: entry.userId,
          minutes: 0,
        },
        entryIds: [],
      };
      groups.set(key, group);
    }
    group.line.minutes = (group.line.minutes ?? 0) + entry.minutes;
    group.entryIds.push(entry.id);
  }
  return [...groups.values()]
    .sort(
      (a, b) =>
        a.line.description.localeCompare(b.line.description) || a.line.unitPriceMinor - b.line.unitPriceMinor,
    )
    .map(({ line, entryIds }) => {
      const minutes = line.minutes ?? 0;
      return {
        entryIds,
        line: {
          ...line,
          quantityMilli: quantityOfMinutes(minutes),
          description: `Professional services — ${line.description}, ${formatMinutes(minutes)} h at ${formatMoney(line.unitPriceMinor, ctx.currency)}/h`,
        },
      };
    });
}

/** Stores lines of an invoice from `position` on; answers their ids in order. */
export async function insertLines(
  tx: Db,
  orgId: string,
  invoiceId: string,
  lines: PricedLine[],
  position = 0,
): Promise<string[]> {
  if (lines.length === 0) return [];
  const inserted = await tx
    .insert(invoiceLines)
    .values(
      lines.map((line, index) => ({ ...line, organizationId: orgId, invoiceId, position: position + index })),
    )
    .returning({ id: invoiceLines.id, position: invoiceLines.position });
  return inserted.sort((a, b) => a.position - b.position).map((row) => row.id);
}

/**
 * Points the entries at their lines (the reservation): one statement for every line. The entries were
 * locked by the caller's transaction (lockTimeCandidates), so none is taken by another draft meanwhile.
 */
export async function reserveEntries(tx: Db, reservations: { lineId: string; entryIds: string[] }[]) {
  const entryIds = reservations.flatMap((group) => group.entryIds);
  const lineIds = reservations.flatMap((group) => group.entryIds.map(() => group.lineId));
  if (entryIds.length === 0) return;
  await tx.execute(sql`
    update time_entries set invoice_line_id = v.line_id
    from unnest(${sql.param(entryIds)}::uuid[], ${sql.param(lineIds)}::uuid[]) as v(entry_id, line_id)
    where time_entries.id = v.entry_id`);
}

/** A document's totals: the sums of its priced lines (money.ts). */
export const totalsOf = (lines: PricedLine[]) =>
  documentTotals(lines.map((line) => ({ amountMinor: line.amountMinor, tax: line })));

/**
 * Writes documents' totals, each the sums of its priced lines, in one statement however many documents.
 * Answers the totals in the order given.
 */
export async function writeTotals(tx: Db, documents: { invoiceId: string; lines: PricedLine[] }[]) {
  const totals = documents.map((document) => totalsOf(document.lines));
  if (documents.length === 0) return totals;
  const column = (pick: (index: number) => number) => sql.param(totals.map((_, index) => pick(index)));
  await tx.execute(sql`
    update invoices set subtotal_minor = v.subtotal, cgst_minor = v.cgst, sgst_minor = v.sgst,
                        igst_minor = v.igst, other_tax_minor = v.other, total_minor = v.total, updated_at = now()
    from unnest(${sql.param(documents.map((document) => document.invoiceId))}::uuid[],
                ${column((index) => totals[index]?.subtotalMinor ?? 0)}::bigint[],
                ${column((index) => totals[index]?.cgstMinor ?? 0)}::bigint[],
                ${column((index) => totals[index]?.sgstMinor ?? 0)}::bigint[],
                ${column((index) => totals[index]?.igstMinor ?? 0)}::bigint[],
                ${column((index) => totals[index]?.otherTaxMinor ?? 0)}::bigint[],
                ${column((index) => totals[index]?.totalMinor ?? 0)}::bigint[])
         as v(id, subtotal, cgst, sgst, igst, other, total)
    where invoices.id = v.id`);
  return totals;
}

/** The stored lines of an invoice, in order, as priced lines with their ids. */
export async function storedLines(tx: Db, invoiceId: string) {
  const lines = await tx
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(invoiceLines.position, invoiceLines.id);
  return lines.map((line) => ({ ...line, kind: line.kind as LineKind }));
}
