import type { SessionUser } from '@taskflow/shared';
import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';
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
  const navRef = useRef<HTMLElement>(null);
  const section = visibleNavGroups(me)
    .flatMap((group) => group.items)
    .find((item) => item.pages.some((page) => page.to === path));
  // A long section (Customers with its billing pages) scrolls sideways on a phone: the current tab is brought
  // into view rather than left past the edge. Once per page, after it is painted, and only the tabs' own
  // strip: measuring during React's commit made every page with tabs wait for a layout before its first paint.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the current tab is found in the DOM; `path` says when it moved
  useEffect(() => {
    const nav = navRef.current;
    if (!nav || nav.scrollWidth <= nav.clientWidth) return;
    const current = nav.querySelector<HTMLElement>('[aria-current="page"]');
    if (!current) return;
    const box = nav.getBoundingClientRect();
    const tab = current.getBoundingClientRect();
    const start = tab.left - box.left + nav.scrollLeft;
    const end = tab.right - box.left + nav.scrollLeft;
    if (start < nav.scrollLeft) nav.scrollLeft = start;
    else if (end > nav.scrollLeft + nav.clientWidth) nav.scrollLeft = end - nav.clientWidth;
  }, [path]);
  if (!section || section.pages.length < 2) return null;
  return (
    <nav
      ref={navRef}
      aria-label={section.label}
      className="-mx-1 mb-6 flex gap-1 overflow-x-auto border-b border-slate-200 px-1 dark:border-slate-800"
    >
      {section.pages.map((page) => {
        const isCurrent = page.to === path;
        return (
          <Link
            key={page.to}
            to={page.to}
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
