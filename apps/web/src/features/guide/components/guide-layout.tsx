import { clsx } from 'clsx';
import { ChevronDown, PanelLeft } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { GUIDE_HOME, guideNavigation, guidePageOf } from '../lib/catalogue';
import { DocsSearchBox } from './docs-search-box';

/**
 * Every guide page: the docs header with its search, the side navigation (one group open at a time, the
 * current page marked, a toggle on small screens), and the page itself.
 */
export function GuideLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navId = useId();
  const currentGroup = guidePageOf(pathname)?.group;
  const [openGroup, setOpenGroup] = useState<string | undefined>(currentGroup);
  const [isNavOpen, setNavOpen] = useState(false);

  useEffect(() => {
    setOpenGroup(currentGroup);
    setNavOpen(false);
  }, [currentGroup]);

  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6">
      <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 py-3 dark:border-slate-800">
        <button
          type="button"
          className="inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-1.5 text-sm lg:hidden dark:border-slate-700"
          aria-expanded={isNavOpen}
          aria-controls={navId}
          onClick={() => setNavOpen((open) => !open)}
        >
          <PanelLeft aria-hidden className="size-4" />
          Guide menu
        </button>
        <Link to={GUIDE_HOME} className="text-sm font-semibold text-brand-700 dark:text-brand-300">
          TaskFlow Guide
        </Link>
        <div className="ml-auto w-full sm:w-80">
          <DocsSearchBox />
        </div>
      </div>
      <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
        <nav
          id={navId}
          aria-label="Guide"
          className={clsx('py-6 lg:sticky lg:top-16 lg:block lg:self-start', isNavOpen ? 'block' : 'hidden')}
        >
          <ul className="space-y-1">
            {guideNavigation().map(({ group, pages }) => {
              const isOpen = openGroup === group;
              const panelId = `${navId}-${group.replace(/\W+/g, '-')}`;
              return (
                <li key={group}>
                  <button
                    type="button"
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    onClick={() => setOpenGroup(isOpen ? undefined : group)}
                    className="flex w-full items-center justify-between rounded-md px-2 py-2 text-left text-sm font-semibold text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800"
                  >
                    {group}
                    <ChevronDown
                      aria-hidden
                      className={clsx('size-4 transition-transform', isOpen && 'rotate-180')}
                    />
                  </button>
                  <ul
                    id={panelId}
                    hidden={!isOpen}
                    className="mt-1 mb-2 space-y-0.5 border-l border-slate-200 pl-3 dark:border-slate-700"
                  >
                    {pages.map((page) => (
                      <li key={page.path}>
                        <NavLink
                          to={page.path}
                          end
                          className={({ isActive }) =>
                            clsx(
                              'block rounded-md px-2 py-1.5 text-sm',
                              isActive
                                ? 'bg-brand-50 font-semibold text-brand-800 dark:bg-slate-800 dark:text-white'
                                : 'text-slate-700 hover:text-brand-700 dark:text-slate-300 dark:hover:text-white',
                            )
                          }
                        >
                          {page.title}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="min-w-0 py-8">{children}</div>
      </div>
    </div>
  );
}
