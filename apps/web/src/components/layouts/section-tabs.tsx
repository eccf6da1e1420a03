import type { SessionUser } from '@taskflow/shared';
import { clsx } from 'clsx';
import { Link, useLocation } from 'react-router';
import { visibleNavGroups } from './app-nav';

/**
 * The pages of a sidebar entry's section as tabs (Tasks | Board, People | Org tree, the Settings pages), on
 * each of those pages: the sidebar lists the entry once, and its other pages are one tab away. Only on a
 * section's own pages (not a task under Tasks), and only where the person may use more than one of them.
 */
export function SectionTabs({ me }: { me: SessionUser }) {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '') || '/';
  const section = visibleNavGroups(me)
    .flatMap((group) => group.items)
    .find((item) => item.pages.some((page) => page.to === path));
  if (!section || section.pages.length < 2) return null;
  return (
    <nav
      aria-label={section.label}
      className="-mx-1 mb-6 flex gap-1 overflow-x-auto border-b border-slate-200 px-1 dark:border-slate-800"
    >
      {section.pages.map((page) => {
        const isCurrent = page.to === path;
        return (
          <Link
            key={page.to}
            to={page.to}
            // A long section (Customers with its billing pages) scrolls sideways on a phone: the current tab is
            // brought into view rather than left past the edge.
            ref={
              isCurrent
                ? (node) => node?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
                : undefined
            }
            aria-current={isCurrent ? 'page' : undefined}
            className={clsx(
              'flex shrink-0 items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap',
              isCurrent
                ? 'border-brand-600 text-brand-700 dark:text-brand-300'
                : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
            )}
          >
            <page.icon aria-hidden className="size-4" />
            {page.label}
          </Link>
        );
      })}
    </nav>
  );
}
