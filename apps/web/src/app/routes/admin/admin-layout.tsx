import { clsx } from 'clsx';
import {
  BarChart3,
  Building2,
  ClipboardList,
  Inbox,
  IndianRupee,
  LayoutTemplate,
  type LucideIcon,
  Menu,
  Puzzle,
  X,
} from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Suspense, useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { DOCK_CLEARANCE, FloatingDock } from '../../../components/layouts/floating-dock';
import { Logo } from '../../../components/layouts/logo';
import { ThemeToggle } from '../../../components/layouts/theme-toggle';
import { buttonClasses } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { ChatLauncher } from '../../../features/chat/components/chat-launcher';
import { useMe } from '../../../lib/auth';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useReturnFocus } from '../../../lib/use-return-focus';
import { ScrollToTop } from '../scroll-to-top';

/** The spec's five admin pages, then the tenants and the audit log. */
export const ADMIN_NAV: { to: string; label: string; icon: LucideIcon }[] = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: BarChart3 },
  { to: '/admin/landing', label: 'Landing', icon: LayoutTemplate },
  { to: '/admin/inquiry', label: 'Inquiry', icon: Inbox },
  { to: '/admin/pricing', label: 'Pricing', icon: IndianRupee },
  { to: '/admin/features', label: 'Features', icon: Puzzle },
  { to: '/admin/organizations', label: 'Organizations', icon: Building2 },
  { to: '/admin/audit-log', label: 'Audit log', icon: ClipboardList },
];

function AdminMenu({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="Admin" className="flex h-full flex-col gap-1 p-4">
      <div className="mb-4 flex items-center gap-2 px-2">
        <Logo />
        <span className="rounded bg-brand-600 px-1.5 py-0.5 text-xs font-semibold text-white">Admin</span>
      </div>
      {ADMIN_NAV.map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          onClick={onNavigate}
          className={({ isActive }) =>
            clsx(
              'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium',
              isActive
                ? 'bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-100'
                : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
            )
          }
        >
          <item.icon aria-hidden className="size-4" />
          {item.label}
        </NavLink>
      ))}
      <div className="mt-auto pt-4">
        <Link to="/app" onClick={onNavigate} className={buttonClasses('secondary', 'w-full')}>
          Back to the app
        </Link>
      </div>
    </nav>
  );
}

/** Platform admins only: anyone else signed in sees a 403 page (the API refuses them too). */
function Forbidden() {
  useDocumentTitle('Access denied');
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-sm font-semibold text-red-600 dark:text-red-400">403</p>
      <h1 className="mt-2 text-2xl font-bold">You do not have access to the admin area</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">
        Only platform administrators can open these pages.
      </p>
      <Link to="/app" className={buttonClasses('primary', 'mt-8')}>
        Back to the app
      </Link>
    </main>
  );
}

/** The admin shell: side menu (a drawer under 1024 px), top bar with the theme toggle. */
export default function AdminLayout() {
  const { data: me } = useMe();
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const onDrawerCloseFocus = useReturnFocus(isDrawerOpen);
  if (!me) return null;
  if (!me.isPlatformAdmin) return <Forbidden />;
  return (
    <div className="min-h-screen bg-slate-50 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] dark:bg-slate-950">
      <a
        href="#main"
        className="sr-only z-[60] rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <aside className="hidden border-r border-slate-200 bg-white lg:block dark:border-slate-800 dark:bg-slate-900">
        <div className="sticky top-0 h-screen">
          <AdminMenu />
        </div>
      </aside>
      <Dialog.Root open={isDrawerOpen} onOpenChange={setDrawerOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50 lg:hidden" />
          <Dialog.Content
            aria-describedby={undefined}
            onCloseAutoFocus={onDrawerCloseFocus}
            className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] bg-white shadow-xl lg:hidden dark:bg-slate-900"
          >
            <Dialog.Title className="sr-only">Admin navigation</Dialog.Title>
            <Dialog.Close
              aria-label="Close navigation"
              className="absolute top-4 right-3 rounded-md p-2 hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
            <AdminMenu onNavigate={() => setDrawerOpen(false)} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/90 px-4 backdrop-blur dark:border-slate-800 dark:bg-slate-900/90">
          <button
            type="button"
            aria-label="Open navigation"
            className="rounded-md p-2 hover:bg-slate-100 lg:hidden dark:hover:bg-slate-800"
            onClick={() => setDrawerOpen(true)}
          >
            <Menu aria-hidden className="size-5" />
          </button>
          <p className="font-semibold">Platform admin</p>
          <div className="flex-1" />
          <span className="hidden truncate text-sm text-slate-600 sm:block dark:text-slate-400">
            {me.email}
          </span>
          <ThemeToggle />
        </header>
        <main
          id="main"
          className={`mx-auto w-full max-w-6xl flex-1 px-4 pt-4 sm:px-6 sm:pt-6 ${DOCK_CLEARANCE}`}
        >
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <FloatingDock>
        <ChatLauncher />
      </FloatingDock>
    </div>
  );
}
