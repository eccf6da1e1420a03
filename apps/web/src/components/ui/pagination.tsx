import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

/**
 * Page controls for lists answered as { data, meta: { page, pageSize, total, isTotalCapped? } }. The API
 * counts at most LIST_COUNT_CAP rows: past that the total reads "10,000+" and paging stops there.
 */
export function Pagination({
  page,
  pageSize,
  total,
  isTotalCapped = false,
  onPageChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  isTotalCapped?: boolean;
  onPageChange: (page: number) => void;
}) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-4 py-3 text-sm">
      <p className="text-slate-600 dark:text-slate-400">
        {first}–{last} of {isTotalCapped ? `${total.toLocaleString('en')}+` : total}
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
          disabled={page >= pageCount}
          onClick={() => onPageChange(page + 1)}
          aria-label="Next page"
        >
          <ChevronRight aria-hidden className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
