import type { Permission, SessionUser } from '@taskflow/shared';
import type { LucideIcon } from 'lucide-react';
import {
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
  FolderKanban,
  Gauge,
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
  Settings2,
  ShieldCheck,
  Timer,
  UsersRound,
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

export interface AppNavGroup {
  /** Kept in the remembered collapse state: stable, never shown. */
  id: 'work' | 'leave' | 'people' | 'settings';
  label: string;
  items: AppNavItem[];
}

const inOrg = (to: string, label: string, icon: LucideIcon, permission?: Permission): AppNavItem => ({
  to,
  label,
  icon,
  permission,
  needsOrganization: true,
});

/**
 * The app sidebar, grouped by how people use it (issue 31): the day's work first, then leave, the
 * people of the firm, and the setup done once. Each module adds its entry to its group as it lands.
 */
export const APP_NAV_GROUPS: AppNavGroup[] = [
  {
    id: 'work',
    label: 'Work',
    items: [
      { to: '/app', label: 'Home', icon: House },
      inOrg('/app/my-tasks', 'My tasks', ListTodo, 'tasks.view'),
      inOrg('/app/tasks', 'Tasks', ListChecks, 'tasks.view'),
      inOrg('/app/projects', 'Projects', FolderKanban, 'tasks.view'),
      inOrg('/app/board', 'Board', KanbanSquare, 'tasks.view'),
      inOrg('/app/customers', 'Customers', Briefcase, 'customers.view'),
      inOrg('/app/calendar', 'Calendar', CalendarDays),
      inOrg('/app/my-calendar', 'My tasks calendar', CalendarCheck, 'tasks.view'),
      inOrg('/app/events', 'Events', CalendarHeart, 'events.view'),
      inOrg('/app/time', 'Time', Timer, 'time.track'),
      inOrg('/app/reports', 'Reports', BarChart3, 'reports.view'),
      inOrg('/app/notifications', 'Notifications', Bell, 'notifications.view'),
    ],
  },
  {
    id: 'leave',
    label: 'Leave',
    items: [
      inOrg('/app/leave', 'Leave Status', Plane, 'leave.apply'),
      inOrg('/app/leave/apply', 'Apply for Leave', CalendarPlus, 'leave.apply'),
      inOrg('/app/leave/pending', 'Pending Leave Applications', Inbox, 'leave.accept'),
      inOrg('/app/leave/all', 'All leave', ListFilter, 'leave.view'),
      inOrg('/app/leave/calendar', 'Leave calendar', CalendarRange, 'leave.view'),
    ],
  },
  {
    id: 'people',
    label: 'People',
    items: [
      inOrg('/app/people', 'People', UsersRound, 'users.view'),
      inOrg('/app/org-tree', 'Org tree', Network, 'users.view'),
      inOrg('/app/departments', 'Departments', Layers, 'departments.view'),
      // For those who oversee others' work; a team lead without it still reaches these pages by their URLs.
      inOrg('/app/team-dashboard', 'Team Dashboard', Gauge, 'tasks.view_all'),
      inOrg('/app/workload', 'Workload', ChartColumnStacked, 'tasks.view_all'),
    ],
  },
  {
    id: 'settings',
    label: 'Settings',
    items: [
      inOrg('/app/settings/organization', 'Organization', Building2),
      inOrg('/app/roles', 'Roles', KeyRound, 'roles.view'),
      inOrg('/app/holidays', 'Holidays', CalendarOff, 'holidays.view'),
      inOrg('/app/leave/settings', 'Leave settings', Settings2, 'organization.manage'),
      { to: '/app/settings/security', label: 'Security & sessions', icon: ShieldCheck },
    ],
  },
];

/** Every entry in sidebar order (the command palette offers each as "Go to …"). */
export const APP_NAV: AppNavItem[] = APP_NAV_GROUPS.flatMap((group) => group.items);

type NavReader = Pick<SessionUser, 'organizationId' | 'permissions'>;

export function canUseNavItem(me: NavReader, item: AppNavItem): boolean {
  return (
    (!item.needsOrganization || Boolean(me.organizationId)) &&
    (!item.permission || me.permissions.includes(item.permission))
  );
}

/** The groups as this person sees them: entries they cannot use left out, and groups left empty by that too. */
export function visibleNavGroups(me: NavReader): AppNavGroup[] {
  return APP_NAV_GROUPS.map((group) => ({
    ...group,
    items: group.items.filter((item) => canUseNavItem(me, item)),
  })).filter((group) => group.items.length > 0);
}

/**
 * The entry whose section the page belongs to: the longest entry path that is the page's path or a
 * parent of it (/app/tasks/ACM-2 is under Tasks, /app/leave/apply is Apply for Leave, not Leave Status).
 */
export function currentNavPath(pathname: string, items: readonly AppNavItem[]): string | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  let best: string | undefined;
  for (const { to } of items) {
    if ((path === to || path.startsWith(`${to}/`)) && (!best || to.length > best.length)) best = to;
  }
  return best;
}
