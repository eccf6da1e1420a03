import type { Permission } from '@taskflow/shared';
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
  Inbox,
  KanbanSquare,
  KeyRound,
  Layers,
  LayoutDashboard,
  ListChecks,
  ListFilter,
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
  /** A heading the sidebar shows above the first entry of a run of entries with it. */
  group?: string;
}

const leave = (to: string, label: string, icon: LucideIcon, permission: Permission): AppNavItem => ({
  to,
  label,
  icon,
  permission,
  needsOrganization: true,
  group: 'Leave',
});

/** Leave management (issue 14): each entry for the roles that can use it. */
const LEAVE_NAV: AppNavItem[] = [
  leave('/app/leave', 'Leave Status', Plane, 'leave.apply'),
  leave('/app/leave/apply', 'Apply for Leave', CalendarPlus, 'leave.apply'),
  leave('/app/leave/pending', 'Pending Leave Applications', Inbox, 'leave.accept'),
  leave('/app/leave/all', 'All leave', ListFilter, 'leave.view'),
  leave('/app/leave/calendar', 'Leave calendar', CalendarRange, 'leave.view'),
  leave('/app/leave/settings', 'Leave settings', Settings2, 'organization.manage'),
];

/** The app sidebar; each module adds its entry here as it lands. */
export const APP_NAV: AppNavItem[] = [
  { to: '/app', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/app/settings/organization', label: 'Organization', icon: Building2, needsOrganization: true },
  {
    to: '/app/customers',
    label: 'Customers',
    icon: Briefcase,
    needsOrganization: true,
    permission: 'customers.view',
  },
  {
    to: '/app/events',
    label: 'Events',
    icon: CalendarHeart,
    needsOrganization: true,
    permission: 'events.view',
  },
  { to: '/app/calendar', label: 'Calendar', icon: CalendarDays, needsOrganization: true },
  {
    to: '/app/my-calendar',
    label: 'My tasks calendar',
    icon: CalendarCheck,
    needsOrganization: true,
    permission: 'tasks.view',
  },
  { to: '/app/tasks', label: 'Tasks', icon: ListChecks, needsOrganization: true, permission: 'tasks.view' },
  {
    to: '/app/projects',
    label: 'Projects',
    icon: FolderKanban,
    needsOrganization: true,
    permission: 'tasks.view',
  },
  { to: '/app/board', label: 'Board', icon: KanbanSquare, needsOrganization: true, permission: 'tasks.view' },
  { to: '/app/time', label: 'Time', icon: Timer, needsOrganization: true, permission: 'time.track' },
  {
    // For those who oversee others' work; a team lead without it still reaches the page by its URL.
    to: '/app/team-dashboard',
    label: 'Team Dashboard',
    icon: Gauge,
    needsOrganization: true,
    permission: 'tasks.view_all',
  },
  {
    // Like the Team Dashboard: a team lead without View All Tasks reaches it by its URL.
    to: '/app/workload',
    label: 'Workload',
    icon: ChartColumnStacked,
    needsOrganization: true,
    permission: 'tasks.view_all',
  },
  ...LEAVE_NAV,
  {
    to: '/app/reports',
    label: 'Reports',
    icon: BarChart3,
    needsOrganization: true,
    permission: 'reports.view',
  },
  {
    to: '/app/holidays',
    label: 'Holidays',
    icon: CalendarOff,
    needsOrganization: true,
    permission: 'holidays.view',
  },
  {
    to: '/app/roles',
    label: 'Roles',
    icon: KeyRound,
    needsOrganization: true,
    permission: 'roles.view',
  },
  {
    to: '/app/departments',
    label: 'Departments',
    icon: Layers,
    needsOrganization: true,
    permission: 'departments.view',
  },
  {
    to: '/app/people',
    label: 'People',
    icon: UsersRound,
    needsOrganization: true,
    permission: 'users.view',
  },
  {
    to: '/app/org-tree',
    label: 'Org tree',
    icon: Network,
    needsOrganization: true,
    permission: 'users.view',
  },
  {
    to: '/app/notifications',
    label: 'Notifications',
    icon: Bell,
    needsOrganization: true,
    permission: 'notifications.view',
  },
  { to: '/app/settings/security', label: 'Security & sessions', icon: ShieldCheck },
];
