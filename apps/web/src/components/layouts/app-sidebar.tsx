import type { SessionUser } from '@taskflow/shared';
import { clsx } from 'clsx';
import { ChevronDown, ShieldAlert } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { type AppNavEntry, type AppNavGroup, currentNavEntry, entryPath, visibleNavGroups } from './app-nav';
import { Logo } from './logo';

const storageKey = (userId: string) => `taskflow.nav.collapsed.${userId}`;

function readCollapsed(userId: string): AppNavGroup['id'][] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(storageKey(userId)) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is AppNavGroup['id'] => typeof id === 'string') : [];
  } catch {
    // Storage refused (private mode) or a value written by hand: every group open.
    return [];
  }
}

/** Which groups this person has folded away, kept per person on this browser. */
export function useCollapsedNavGroups(userId: string) {
  const [collapsed, setCollapsed] = useState(() => readCollapsed(userId));
  const toggle = useCallback(
    (id: AppNavGroup['id']) =>
      setCollapsed((current) => {
        const next = current.includes(id) ? current.filter((existing) => existing !== id) : [...current, id];
        try {
          localStorage.setItem(storageKey(userId), JSON.stringify(next));
        } catch {
          // Not remembered then; the group still folds for this visit.
        }
        return next;
      }),
    [userId],
  );
  return { collapsed, toggle };
}

const linkClasses = (isCurrent: boolean) =>
  clsx(
    'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium',
    isCurrent
      ? 'bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-white'
      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
  );

function EntryLink({
  item,
  isCurrent,
  onNavigate,
}: {
  item: AppNavEntry;
  isCurrent: boolean;
  onNavigate?: () => void;
}) {
  return (
    // Marked by section (a task page marks Tasks, the board too), not only on the entry's exact address.
    <Link
      to={entryPath(item)}
      onClick={onNavigate}
      aria-current={isCurrent ? 'page' : undefined}
      className={linkClasses(isCurrent)}
    >
      <item.icon aria-hidden className="size-5" />
      {item.label}
    </Link>
  );
}

export function AppSidebar({ me, onNavigate }: { me: SessionUser; onNavigate?: () => void }) {
  const groups = visibleNavGroups(me);
  const { pathname } = useLocation();
  const current = currentNavEntry(pathname, groups);
  const { collapsed, toggle } = useCollapsedNavGroups(me.id);
  const idPrefix = useId();
  return (
    <div className="flex h-full flex-col gap-6 overflow-y-auto p-4">
      <Logo to="/app" />
      <nav aria-label="App" className="flex flex-1 flex-col gap-3">
        {groups.map((group) => {
          // A group that is one entry (Settings) is shown as that entry, with no heading to fold.
          const [only] = group.items;
          if (group.isOneEntry && only)
            return (
              <div key={group.id}>
                <EntryLink item={only} isCurrent={only === current} onNavigate={onNavigate} />
              </div>
            );
          const isOpen = !collapsed.includes(group.id);
          const listId = `${idPrefix}-${group.id}`;
          const holdsCurrent = group.items.some((item) => item === current);
          return (
            <div key={group.id}>
              <button
                type="button"
                aria-expanded={isOpen}
                aria-controls={listId}
                onClick={() => toggle(group.id)}
                className="flex w-full items-center justify-between rounded-md px-3 py-1 text-xs font-semibold tracking-wide text-slate-600 uppercase hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800"
              >
                <span className="flex items-center gap-2">
                  {group.label}
                  {/* A folded group still shows that the open page is inside it. */}
                  {holdsCurrent && !isOpen && (
                    <span className="size-1.5 rounded-full bg-brand-600 dark:bg-brand-100" aria-hidden />
                  )}
                </span>
                <ChevronDown
                  aria-hidden
                  className={clsx('size-4 transition-transform', !isOpen && '-rotate-90')}
                />
              </button>
              <ul id={listId} hidden={!isOpen} className="mt-1 flex flex-col gap-1">
                {group.items.map((item) => (
                  <li key={item.label}>
                    <EntryLink item={item} isCurrent={item === current} onNavigate={onNavigate} />
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
        {me.isPlatformAdmin && (
          <NavLink to="/admin/dashboard" onClick={onNavigate} className={clsx('mt-auto', linkClasses(false))}>
            <ShieldAlert aria-hidden className="size-5" />
            Platform admin
          </NavLink>
        )}
      </nav>
    </div>
  );
}
