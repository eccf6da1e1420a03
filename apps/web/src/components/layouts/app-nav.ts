import type { Permission, SessionUser } from '@taskflow/shared';
import type { LucideIcon } from 'lucide-react';
import {
  Banknote,
  BarChart3,
  Bell,
  Briefcase,
  Building2,
  CalendarCheck,
  CalendarDays,
  CalendarHeart,
  CalendarOff,
  CalendarPlus,
  CalendarRange,
  ChartColumnStacked,
  FileInput,
  FolderKanban,
  Gauge,
  Hourglass,
  House,
  Inbox,
  KanbanSquare,
  KeyRound,
  Layers,
  ListChecks,
  ListFilter,
  ListTodo,
  Network,
  Plane,
  Receipt,
  Repeat,
  Scale,
  Settings,
  Settings2,
  ShieldCheck,
  Timer,
  UsersRound,
  Webhook,
} from 'lucide-react';

export interface AppNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Shown only to members of an organization. */
  needsOrganization?: boolean;
  /** Shown only to roles with this permission (the server checks it again). */
  permission?: Permission;
}

/**
 * One entry of the sidebar: a section of one page or more. The entry links the first page the person may
 * use; the others are reached from the tabs each page of the section shows (SectionTabs), not listed in the
 * sidebar, so that it holds the day's work and one entry for the setup done once (issue 39).
 */
export interface AppNavEntry {
  label: string;
  icon: LucideIcon;
  pages: AppNavItem[];
}

export interface AppNavGroup {
  /** Kept in the remembered collapse state: stable, never shown. */
  id: 'work' | 'leave' | 'people' | 'settings';
  label: string;
  items: AppNavEntry[];
  /** Shown as its one entry, with no heading to fold (Settings). */
  isOneEntry?: true;
}

/** The most links the sidebar shows at once, for any role on any page (app-sidebar.test.tsx). */
export const MAX_SIDEBAR_LINKS = 16;

const inOrg = (to: string, label: string, icon: LucideIcon, permission?: Permission): AppNavItem => ({
  to,
  label,
  icon,
  permission,
  needsOrganization: true,
});

/** An entry named after its first page. */
const entry = (first: AppNavItem, ...more: AppNavItem[]): AppNavEntry => ({
  label: first.label,
  icon: first.icon,
  pages: [first, ...more],
});

/**
 * The app sidebar, grouped by how people use it (issue 31): the day's work first, then leave, the
 * people of the firm, and the setup done once as one Settings entry. Each module adds its entry (or a page
 * to an entry's section) as it lands. Notifications are the top bar's bell.
 */
export const APP_NAV_GROUPS: AppNavGroup[] = [
  {
    id: 'work',
    label: 'Work',
    items: [
      entry({ to: '/app', label: 'Home', icon: House }),
      entry(
        inOrg('/app/my-tasks', 'My tasks', ListTodo, 'tasks.view'),
        inOrg('/app/my-calendar', 'My tasks calendar', CalendarCheck, 'tasks.view'),
      ),
      entry(
        inOrg('/app/tasks', 'Tasks', ListChecks, 'tasks.view'),
        inOrg('/app/board', 'Board', KanbanSquare, 'tasks.view'),
      ),
      entry(inOrg('/app/projects', 'Projects', FolderKanban, 'tasks.view')),
      // Services are the clients' recurring work, Requests what the firm asks of them, and Billing's
      // pages (issue 42) what they are billed and owe: tabs of the Customers section (the sidebar is full,
      // 16 links at most).
      entry(
        inOrg('/app/customers', 'Customers', Briefcase, 'customers.view'),
        inOrg('/app/services', 'Services', Repeat, 'services.view'),
        inOrg('/app/requests', 'Requests', FileInput, 'requests.view'),
        inOrg('/app/billing', 'Invoices', Receipt, 'time.billing'),
        inOrg('/app/billing/unbilled', 'Unbilled', Hourglass, 'time.billing'),
        inOrg('/app/billing/payments', 'Payments', Banknote, 'time.billing'),
        inOrg('/app/billing/balances', 'Owed', Scale, 'time.billing'),
        inOrg('/app/billing/settings', 'Billing settings', Settings2, 'time.billing'),
      ),
      entry(inOrg('/app/calendar', 'Calendar', CalendarDays)),
      entry(inOrg('/app/events', 'Events', CalendarHeart, 'events.view')),
      entry(inOrg('/app/time', 'Time', Timer, 'time.track')),
      entry(inOrg('/app/reports', 'Reports', BarChart3, 'reports.view')),
    ],
  },
  {
    id: 'leave',
    label: 'Leave',
    items: [
      entry(inOrg('/app/leave', 'Leave Status', Plane, 'leave.apply')),
      entry(inOrg('/app/leave/apply', 'Apply for Leave', CalendarPlus, 'leave.apply')),
      entry(inOrg('/app/leave/pending', 'Pending Leave Applications', Inbox, 'leave.accept')),
      entry(
        inOrg('/app/leave/all', 'All leave', ListFilter, 'leave.view'),
        inOrg('/app/leave/calendar', 'Leave calendar', CalendarRange, 'leave.view'),
      ),
    ],
  },
  {
    id: 'people',
    label: 'People',
    items: [
      entry(
        inOrg('/app/people', 'People', UsersRound, 'users.view'),
        inOrg('/app/org-tree', 'Org tree', Network, 'users.view'),
      ),
      // For those who oversee others' work; a team lead without it still reaches these pages by their URLs.
      entry(
        inOrg('/app/team-dashboard', 'Team Dashboard', Gauge, 'tasks.view_all'),
        inOrg('/app/workload', 'Workload', ChartColumnStacked, 'tasks.view_all'),
      ),
    ],
  },
  {
    id: 'settings',
    label: 'Settings',
    isOneEntry: true,
    items: [
      {
        label: 'Settings',
        icon: Settings,
        pages: [
          inOrg('/app/settings/organization', 'Organization', Building2),
          inOrg('/app/roles', 'Roles', KeyRound, 'roles.view'),
          inOrg('/app/departments', 'Departments', Layers, 'departments.view'),
          inOrg('/app/holidays', 'Holidays', CalendarOff, 'holidays.view'),
          inOrg('/app/leave/settings', 'Leave settings', Settings2, 'organization.manage'),
          inOrg('/app/settings/integrations', 'Integrations', Webhook, 'organization.manage'),
          { to: '/app/settings/security', label: 'Security & sessions', icon: ShieldCheck },
        ],
      },
    ],
  },
];

/** Pages reached without the sidebar: the palette still offers each as "Go to …". */
const OTHER_PAGES: AppNavItem[] = [inOrg('/app/notifications', 'Notifications', Bell, 'notifications.view')];

/** Every page in sidebar order, and those reached otherwise (the command palette offers each as "Go to …"). */
export const APP_NAV: AppNavItem[] = [
  ...APP_NAV_GROUPS.flatMap((group) => group.items.flatMap((item) => item.pages)),
  ...OTHER_PAGES,
];

type NavReader = Pick<SessionUser, 'organizationId' | 'permissions'>;

export function canUseNavItem(me: NavReader, item: AppNavItem): boolean {
  return (
    (!item.needsOrganization || Boolean(me.organizationId)) &&
    (!item.permission || me.permissions.includes(item.permission))
  );
}

/**
 * The groups as this person sees them: in each entry only the pages they can use (the entry links the first),
 * entries left with none left out, and groups left empty by that too.
 */
export function visibleNavGroups(me: NavReader): AppNavGroup[] {
  return APP_NAV_GROUPS.map((group) => ({
    ...group,
    items: group.items
      .map((item) => ({ ...item, pages: item.pages.filter((page) => canUseNavItem(me, page)) }))
      .filter((item) => item.pages.length > 0),
  })).filter((group) => group.items.length > 0);
}

/** The address an entry links: its first page the person may use (entries come from visibleNavGroups). */
export const entryPath = (item: AppNavEntry): string => item.pages[0]?.to ?? '/app';

/**
 * The page whose section the address belongs to: the longest page path that is the address or a parent
 * of it (/app/tasks/ACM-2 is under Tasks, /app/leave/apply is Apply for Leave, not Leave Status); none
 * for a page outside the sidebar (/app/notifications).
 */
export function currentNavPath(pathname: string, items: readonly AppNavItem[]): string | undefined {
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  // A job is a service's (its page's breadcrumb says so) when the person may open Services.
  const path =
    /^\/app\/jobs(\/|$)/.test(trimmed) && items.some(({ to }) => to === '/app/services')
      ? '/app/services'
      : trimmed;
  let best: string | undefined;
  for (const { to } of items) {
    // Home is the app's root: every page is under it, so it marks only itself.
    const isUnder = to !== '/app' && path.startsWith(`${to}/`);
    if ((path === to || isUnder) && (!best || to.length > best.length)) best = to;
  }
  return best;
}

/** The entry of the sidebar the address is in (the entry holding its page), among the visible groups. */
export function currentNavEntry(pathname: string, groups: readonly AppNavGroup[]): AppNavEntry | undefined {
  const entries = groups.flatMap((group) => group.items);
  const page = currentNavPath(
    pathname,
    entries.flatMap((item) => item.pages),
  );
  return entries.find((item) => item.pages.some((candidate) => candidate.to === page));
}
