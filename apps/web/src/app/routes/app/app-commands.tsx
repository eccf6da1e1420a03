import type { SessionUser } from '@taskflow/shared';
import {
  BookOpen,
  CalendarPlus,
  Inbox,
  Keyboard,
  Moon,
  Plus,
  Timer,
  UserPlus,
  UserRound,
} from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { APP_NAV } from '../../../components/layouts/app-nav';
import { GUIDE_PAGES } from '../../../features/guide/lib/catalogue';
import type { Command } from '../../../features/search/components/command-palette';
import { useReturnFocus } from '../../../lib/use-return-focus';

/** "g" then a letter goes to a page. */
export const GO_KEYS: Record<string, string> = {
  d: '/app',
  c: '/app/calendar',
  e: '/app/events',
  t: '/app/tasks',
  u: '/app/customers',
  p: '/app/people',
  n: '/app/notifications',
  h: '/app/holidays',
  l: '/app/leave',
};

export const SHORTCUTS: { keys: string; does: string }[] = [
  { keys: 'Ctrl K  /  ⌘ K', does: 'Search tasks, projects, customers, people and events, or run a command' },
  { keys: '?', does: 'Show these shortcuts' },
  { keys: 'c', does: 'Create: opens the command palette at its actions' },
  { keys: 'g d', does: 'Go to the dashboard' },
  { keys: 'g c', does: 'Go to the calendar' },
  { keys: 'g e', does: 'Go to events' },
  { keys: 'g t', does: 'Go to tasks' },
  { keys: 'g u', does: 'Go to customers' },
  { keys: 'g p', does: 'Go to people' },
  { keys: 'g h', does: 'Go to holidays' },
  { keys: 'g n', does: 'Go to notifications' },
  { keys: 'g l', does: 'Go to Leave Status' },
  { keys: 'Esc', does: 'Close a dialog; focus returns where it was' },
];

/** Actions of the palette the person may run: the sidebar's pages plus what creates things. */
export function useAppCommands(
  me: SessionUser | undefined,
  toggleTheme: () => void,
  showShortcuts: () => void,
) {
  const navigate = useNavigate();
  return useMemo<Command[]>(() => {
    if (!me) return [];
    const can = (permission?: string) => !permission || me.permissions.includes(permission);
    const creates: (Command & { permission?: string })[] = [
      {
        id: 'new-event',
        label: 'New event',
        keywords: 'add create meeting',
        icon: Plus,
        permission: 'events.create',
        run: () => navigate('/app/events/new'),
      },
      {
        id: 'new-task',
        label: 'New task',
        keywords: 'add create assign new task todo',
        icon: Plus,
        permission: 'tasks.create',
        run: () => navigate('/app/tasks/new'),
      },
      {
        id: 'new-customer',
        label: 'Add customer',
        keywords: 'new create client',
        icon: Plus,
        permission: 'customers.create',
        run: () => navigate('/app/customers?new=1'),
      },
      {
        id: 'new-project',
        label: 'New project',
        keywords: 'add create project client',
        icon: Plus,
        permission: 'projects.create',
        run: () => navigate('/app/projects?new=1'),
      },
      {
        id: 'apply-leave',
        label: 'Apply for leave',
        keywords: 'leave holiday time off vacation sick absence',
        icon: CalendarPlus,
        permission: 'leave.apply',
        run: () => navigate('/app/leave/apply'),
      },
      {
        id: 'pending-leave',
        label: 'Go to pending leave',
        keywords: 'approve reject leave applications approvals',
        icon: Inbox,
        permission: 'leave.accept',
        run: () => navigate('/app/leave/pending'),
      },
      {
        id: 'start-timer',
        label: 'Start timer',
        keywords: 'time track clock log hours',
        icon: Timer,
        permission: 'time.track',
        run: () => navigate('/app/time?start=1'),
      },
      {
        id: 'go-timesheet',
        label: 'Go to timesheet',
        keywords: 'time week hours submit',
        icon: Timer,
        permission: 'time.track',
        run: () => navigate('/app/time'),
      },
      {
        id: 'invite-person',
        label: 'Invite person',
        keywords: 'add new member user',
        icon: UserPlus,
        permission: 'users.invite',
        run: () => navigate('/app/people?invite=1'),
      },
    ];
    const pages: Command[] = APP_NAV.filter(
      (item) => (!item.needsOrganization || me.organizationId) && can(item.permission),
    ).map((item) => ({
      id: `go-${item.to}`,
      label: `Go to ${item.label}`,
      keywords: 'open page navigate',
      icon: item.icon,
      run: () => navigate(item.to),
    }));
    // The guide's pages, found by their names like the docs search (issue 24).
    const guide: Command[] = GUIDE_PAGES.map((page) => ({
      id: `guide-${page.path}`,
      label: `Guide: ${page.title}`,
      keywords: `help handbook docs how ${page.group}`,
      icon: BookOpen,
      run: () => navigate(page.path),
    }));
    return [
      ...creates.filter((command) => me.organizationId && can(command.permission)),
      ...pages,
      ...guide,
      {
        id: 'profile',
        label: 'My profile',
        keywords: 'account me avatar time zone',
        icon: UserRound,
        run: () => navigate('/app/profile'),
      },
      { id: 'theme', label: 'Switch light/dark theme', keywords: 'dark mode', icon: Moon, run: toggleTheme },
      {
        id: 'shortcuts',
        label: 'Keyboard shortcuts',
        keywords: 'help keys',
        icon: Keyboard,
        shortcut: '?',
        run: showShortcuts,
      },
    ];
  }, [me, navigate, toggleTheme, showShortcuts]);
}

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The app's keyboard shortcuts (listed by `?`); none fires while typing in a field or inside a dialog. */
export function useAppShortcuts({
  openPalette,
  openShortcuts,
}: {
  openPalette: () => void;
  openShortcuts: () => void;
}) {
  const navigate = useNavigate();
  const pendingGo = useRef(0);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        openPalette();
        return;
      }
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      if (document.querySelector('[role="dialog"],[role="alertdialog"]')) return;
      if (event.key === '?') {
        event.preventDefault();
        openShortcuts();
      } else if (event.key === 'c') {
        event.preventDefault();
        openPalette();
      } else if (event.key === 'g') {
        pendingGo.current = Date.now();
      } else if (pendingGo.current && Date.now() - pendingGo.current < 1500 && GO_KEYS[event.key]) {
        pendingGo.current = 0;
        navigate(GO_KEYS[event.key] as string);
      } else {
        pendingGo.current = 0;
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate, openPalette, openShortcuts]);
}

export function ShortcutsDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const onCloseAutoFocus = useReturnFocus(isOpen);
  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 max-h-[85vh] w-[calc(100%-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl dark:bg-slate-900"
        >
          <Dialog.Title className="text-lg font-semibold">Keyboard shortcuts</Dialog.Title>
          <dl className="mt-4 grid gap-2 text-sm">
            {SHORTCUTS.map((shortcut) => (
              <div key={shortcut.keys} className="flex items-baseline justify-between gap-4">
                <dt className="text-slate-700 dark:text-slate-300">{shortcut.does}</dt>
                <dd className="shrink-0">
                  <kbd className="rounded border border-slate-300 px-1.5 py-0.5 font-mono text-xs dark:border-slate-700">
                    {shortcut.keys}
                  </kbd>
                </dd>
              </div>
            ))}
          </dl>
          <Dialog.Close className="mt-6 inline-flex min-h-10 w-full items-center justify-center rounded-lg border border-slate-300 px-4 text-sm font-semibold dark:border-slate-700">
            Close
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
