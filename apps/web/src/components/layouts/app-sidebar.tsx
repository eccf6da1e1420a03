import { clsx } from 'clsx';
import { Building2 } from 'lucide-react';
import { NavLink } from 'react-router';
import { APP_NAV } from './app-nav';
import { Logo } from './logo';

export function AppSidebar({
  isPlatformAdmin,
  onNavigate,
}: {
  isPlatformAdmin: boolean;
  onNavigate?: () => void;
}) {
  return (
    <div className="flex h-full flex-col gap-6 p-4">
      <Logo to="/app" />
      <nav aria-label="App" className="flex flex-1 flex-col gap-1">
        {APP_NAV.map((item) => (
          <NavLink
            key={item.to}
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
        ))}
        {isPlatformAdmin && (
          <NavLink
            to="/admin/dashboard"
            onClick={onNavigate}
            className="mt-auto flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            <Building2 aria-hidden className="size-5" />
            Platform admin
          </NavLink>
        )}
      </nav>
    </div>
  );
}
