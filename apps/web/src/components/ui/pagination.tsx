import type { ListMeta } from '@taskflow/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

/** The last page of a list (1 for an empty one): past it a page comes back empty. */
export function lastPageOf(meta: ListMeta): number {
  return Math.max(1, Math.ceil(meta.total / meta.pageSize));
}

/**
 * Page controls for a list answered as { data, meta: { page, pageSize, total, isTotalCapped? } }, read
 * from the answer's own meta, so the range shown is the one of the rows on screen. The API counts at
 * most LIST_COUNT_CAP rows: past that the total reads "10,000+" and paging stops there.
 */
export function Pagination({ meta, onPageChange }: { meta: ListMeta; onPageChange: (page: number) => void }) {
  const { page, pageSize, total } = meta;
  if (total === 0) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-4 py-3 text-sm">
      <p className="text-slate-600 dark:text-slate-400">
        {first}–{last} of {meta.isTotalCapped ? `${total.toLocaleString('en')}+` : total}
      </p>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
          aria-label="Previous page"
        >
          <ChevronLeft aria-hidden className="size-4" />
        </Button>
        <Button
          variant="secondary"
          disabled={page >= lastPageOf(meta)}
          onClick={() => onPageChange(page + 1)}
          aria-label="Next page"
        >
          <ChevronRight aria-hidden className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
