import { Keyboard, LogOut, Menu, Search, ShieldCheck, UserRound, X } from 'lucide-react';
import { Dialog, DropdownMenu } from 'radix-ui';
import { Suspense, useCallback, useState } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { AppSidebar } from '../../../components/layouts/app-sidebar';
import {
  DOCK_CLEARANCE,
  FloatingDock,
  FloatingDockSlotProvider,
} from '../../../components/layouts/floating-dock';
import { SectionTabs } from '../../../components/layouts/section-tabs';
import { ThemeToggle } from '../../../components/layouts/theme-toggle';
import { Avatar } from '../../../components/ui/avatar';
import { PageSpinner } from '../../../components/ui/spinner';
import { useLogout } from '../../../features/auth/api/auth-mutations';
import { ChatLauncher } from '../../../features/chat/components/chat-launcher';
import { NotificationBell } from '../../../features/notifications/components/notification-bell';
import { CommandPalette } from '../../../features/search/components/command-palette';
import { TopBarTimer } from '../../../features/time/components/top-bar-timer';
import { useCan, useMe } from '../../../lib/auth';
import { useLiveStream } from '../../../lib/live-stream';
import { useTheme } from '../../../lib/theme';
import { useReturnFocus } from '../../../lib/use-return-focus';
import { ScrollToTop } from '../scroll-to-top';
import { ShortcutsDialog, useAppCommands, useAppShortcuts } from './app-commands';

/** What the shell lends the pages directly below it (the home page's search button). */
export interface AppOutletContext {
  openPalette: () => void;
}

const menuItemClasses =
  'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none data-highlighted:bg-slate-100 dark:data-highlighted:bg-slate-800';

/** The signed-in shell: sidebar (a drawer on small screens), top bar with theme and account menu. */
export default function AppLayout() {
  const { data: me } = useMe();
  const logout = useLogout();
  const navigate = useNavigate();
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const canViewNotifications = useCan('notifications.view');
  const canDeleteNotifications = useCan('notifications.delete');
  const { toggleTheme } = useTheme();
  const [isPaletteOpen, setPaletteOpen] = useState(false);
  const [isShortcutsOpen, setShortcutsOpen] = useState(false);
  // Where floating controls rendered inside the page's tree (the timer on a phone) join the dock.
  const [dockSlot, setDockSlot] = useState<HTMLElement | null>(null);
  const openPalette = useCallback(() => setPaletteOpen(true), []);
  const openShortcuts = useCallback(() => setShortcutsOpen(true), []);
  const commands = useAppCommands(me ?? undefined, toggleTheme, openShortcuts);
  useAppShortcuts({ openPalette, openShortcuts });
  // Notifications, access changes and the end of the session reach the page through this stream, which
  // serves members of an organization only (it would refuse anyone else with a 403 on every page).
  useLiveStream(Boolean(me?.organizationId));
  const onDrawerCloseFocus = useReturnFocus(isDrawerOpen);
  if (!me) return null;

  const onLogout = async () => {
    try {
      await logout.mutateAsync();
      toast.success('You have been logged out.');
      navigate('/');
    } catch {
      toast.error('Could not log out. Please try again.');
    }
  };

  return (
    <FloatingDockSlotProvider slot={dockSlot}>
      <div className="min-h-screen bg-slate-50 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] dark:bg-slate-950">
        <a
          href="#main"
          className="sr-only z-[60] rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <ScrollToTop />
        <aside className="hidden border-r border-slate-200 bg-white lg:block dark:border-slate-800 dark:bg-slate-900">
          <div className="sticky top-0 h-screen">
            <AppSidebar me={me} />
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
              <Dialog.Title className="sr-only">Navigation</Dialog.Title>
              <Dialog.Close
                aria-label="Close navigation"
                className="absolute top-4 right-3 rounded-md p-2 hover:bg-slate-100 dark:hover:bg-slate-800"
              >
                <X aria-hidden className="size-5" />
              </Dialog.Close>
              <AppSidebar me={me} onNavigate={() => setDrawerOpen(false)} />
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
            <div className="flex min-w-0 flex-1 justify-end">{me.organizationId && <TopBarTimer />}</div>
            <button
              type="button"
              onClick={openPalette}
              aria-keyshortcuts="Control+K Meta+K"
              className="flex items-center gap-2 rounded-lg border border-slate-300 px-2.5 py-1.5 text-sm text-slate-600 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              <Search aria-hidden className="size-4" />
              {/* Its text is its name (WCAG 2.5.3 Label in Name): "Search… Ctrl K", or "Search…" on a phone. */}
              <span className="sr-only md:not-sr-only">Search…</span>
              <kbd className="hidden rounded border border-slate-300 px-1 text-xs md:inline dark:border-slate-600">
                Ctrl K
              </kbd>
            </button>
            {canViewNotifications && <NotificationBell canDelete={canDeleteNotifications} />}
            <ThemeToggle />
            <DropdownMenu.Root>
              <DropdownMenu.Trigger
                // Named by its content, the visible name first (WCAG 2.5.3 Label in Name): an aria-label
                // would leave the avatar's initials, shown when there is no photo, outside the name.
                className="flex items-center gap-2 rounded-full p-1 pr-3 hover:bg-slate-100 dark:hover:bg-slate-800"
              >
                <Avatar name={me.name} src={me.avatarUrl} />
                <span className="sr-only max-w-40 truncate text-sm font-medium sm:not-sr-only">
                  {me.name}
                </span>
                <span className="sr-only">, account menu</span>
              </DropdownMenu.Trigger>
              <DropdownMenu.Portal>
                <DropdownMenu.Content
                  align="end"
                  sideOffset={8}
                  className="z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
                >
                  <div className="max-w-64 px-3 py-2 text-sm">
                    <p className="truncate font-semibold" title={me.name}>
                      {me.name}
                    </p>
                    <p className="truncate text-slate-600 dark:text-slate-400" title={me.email}>
                      {me.email}
                    </p>
                  </div>
                  <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
                  <DropdownMenu.Item asChild>
                    <Link to="/app/profile" className={menuItemClasses}>
                      <UserRound aria-hidden className="size-4" /> My profile
                    </Link>
                  </DropdownMenu.Item>
                  <DropdownMenu.Item asChild>
                    <Link to="/app/settings/security" className={menuItemClasses}>
                      <ShieldCheck aria-hidden className="size-4" /> Security & sessions
                    </Link>
                  </DropdownMenu.Item>
                  <DropdownMenu.Item onSelect={openShortcuts} className={menuItemClasses}>
                    <Keyboard aria-hidden className="size-4" /> Keyboard shortcuts
                  </DropdownMenu.Item>
                  <DropdownMenu.Item onSelect={onLogout} className={menuItemClasses}>
                    <LogOut aria-hidden className="size-4" /> Log out
                  </DropdownMenu.Item>
                </DropdownMenu.Content>
              </DropdownMenu.Portal>
            </DropdownMenu.Root>
          </header>
          <main
            id="main"
            tabIndex={-1}
            className={`app-text mx-auto w-full max-w-6xl min-w-0 flex-1 px-4 pt-4 outline-none sm:px-6 sm:pt-6 lg:px-8 lg:pt-8 ${DOCK_CLEARANCE}`}
          >
            <SectionTabs me={me} />
            <Suspense fallback={<PageSpinner />}>
              <Outlet context={{ openPalette } satisfies AppOutletContext} />
            </Suspense>
          </main>
          <CommandPalette
            isOpen={isPaletteOpen}
            onClose={() => setPaletteOpen(false)}
            commands={commands}
            canSearch={Boolean(me.organizationId)}
          />
          <ShortcutsDialog isOpen={isShortcutsOpen} onClose={() => setShortcutsOpen(false)} />
        </div>
        <FloatingDock onSlot={setDockSlot}>
          <ChatLauncher />
        </FloatingDock>
      </div>
    </FloatingDockSlotProvider>
  );
}
