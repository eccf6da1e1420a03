import type { SessionUser } from '@taskflow/shared';
import { clsx } from 'clsx';
import { ShieldAlert } from 'lucide-react';
import { Fragment } from 'react';
import { NavLink } from 'react-router';
import { APP_NAV } from './app-nav';
import { Logo } from './logo';

export function AppSidebar({ me, onNavigate }: { me: SessionUser; onNavigate?: () => void }) {
  const items = APP_NAV.filter(
    (item) =>
      (!item.needsOrganization || me.organizationId) &&
      (!item.permission || me.permissions.includes(item.permission)),
  );
  return (
    <div className="flex h-full flex-col gap-6 overflow-y-auto p-4">
      <Logo to="/app" />
      <nav aria-label="App" className="flex flex-1 flex-col gap-1">
        {items.map((item, index) => (
          <Fragment key={item.to}>
            {item.group && item.group !== items[index - 1]?.group && (
              <p className="mt-3 px-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
                {item.group}
              </p>
            )}
            {/* A group ends with a rule, so the entries after it do not read as part of it. */}
            {!item.group && items[index - 1]?.group && (
              <hr className="my-2 border-slate-200 dark:border-slate-800" />
            )}
            <NavLink
              to={item.to}
              end
              onClick={onNavigate}
              className={({ isActive }) =>
                clsx(
                  'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium',
                  isActive
                    ? 'bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-white'
                    : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
                )
              }
            >
              <item.icon aria-hidden className="size-5" />
              {item.label}
            </NavLink>
          </Fragment>
        ))}
        {me.isPlatformAdmin && (
          <NavLink
            to="/admin/dashboard"
            onClick={onNavigate}
            className="mt-auto flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            <ShieldAlert aria-hidden className="size-5" />
            Platform admin
          </NavLink>
        )}
      </nav>
    </div>
  );
}
