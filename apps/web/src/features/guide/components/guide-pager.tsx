import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { type GuidePage, guidePageOf } from '../lib/catalogue';

/** Previous and next links in the tour order (spec section 2, Guide). */
export function GuidePager({ page }: { page: GuidePage }) {
  const prev = page.prev ? guidePageOf(page.prev) : undefined;
  const next = page.next ? guidePageOf(page.next) : undefined;
  if (!prev && !next) return null;
  return (
    <nav
      aria-label="Guide pages"
      className="mt-12 flex flex-wrap justify-between gap-4 border-t border-slate-200 pt-6 dark:border-slate-800"
    >
      {prev ? (
        <Link
          to={prev.path}
          rel="prev"
          className="group flex flex-col rounded-lg border border-slate-200 px-4 py-3 dark:border-slate-700"
        >
          <span className="flex items-center gap-1 text-xs text-slate-600 dark:text-slate-400">
            <ArrowLeft aria-hidden className="size-3" /> Previous
          </span>
          <span className="font-semibold text-brand-700 dark:text-brand-300">{prev.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link
          to={next.path}
          rel="next"
          className="flex flex-col items-end rounded-lg border border-slate-200 px-4 py-3 dark:border-slate-700"
        >
          <span className="flex items-center gap-1 text-xs text-slate-600 dark:text-slate-400">
            Next <ArrowRight aria-hidden className="size-3" />
          </span>
          <span className="font-semibold text-brand-700 dark:text-brand-300">{next.title}</span>
        </Link>
      )}
    </nav>
  );
}
