import type { InvoiceSummary } from '@taskflow/shared';

export type OpenInvoice = Pick<InvoiceSummary, 'id' | 'number' | 'issueDate' | 'outstandingMinor'>;

/** Oldest first: by issue date, then by number (two of one day in the order they were issued). */
export function oldestFirst<T extends OpenInvoice>(invoices: readonly T[]): T[] {
  return [...invoices].sort(
    (a, b) =>
      (a.issueDate ?? '').localeCompare(b.issueDate ?? '') ||
      (a.number ?? '').localeCompare(b.number ?? '', 'en', { numeric: true }),
  );
}

/**
 * A payment spread over the client's open invoices, the oldest paid first (or `firstId` first, the
 * invoice it was recorded from), each at most what is owed on it: what is left over is the client's
 * advance. Answers minor units by invoice id (0 for those it does not reach).
 */
export function prefillAllocations(
  amountMinor: number,
  invoices: readonly OpenInvoice[],
  firstId?: string,
): Map<string, number> {
  const allocations = new Map<string, number>();
  const ordered = oldestFirst(invoices);
  const first = ordered.findIndex((invoice) => invoice.id === firstId);
  if (first > 0) ordered.unshift(...ordered.splice(first, 1));
  let left = Math.max(0, amountMinor);
  for (const invoice of ordered) {
    const share = Math.min(left, Math.max(0, invoice.outstandingMinor));
    allocations.set(invoice.id, share);
    left -= share;
  }
  return allocations;
}

/** What stays with the firm as the client's advance: the payment less what goes against invoices. */
export function advanceOf(amountMinor: number, allocated: Iterable<number>): number {
  let sum = 0;
  for (const amount of allocated) sum += amount;
  return amountMinor - sum;
}
