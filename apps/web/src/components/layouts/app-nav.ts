import type { Permission } from '@taskflow/shared';
import type { LucideIcon } from 'lucide-react';
import {
  Bell,
  Briefcase,
  Building2,
  CalendarDays,
  CalendarHeart,
  CalendarOff,
  FolderKanban,
  Gauge,
  KanbanSquare,
  KeyRound,
  Layers,
  LayoutDashboard,
  ListChecks,
  Network,
  ShieldCheck,
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
  { to: '/app/tasks', label: 'Tasks', icon: ListChecks, needsOrganization: true, permission: 'tasks.view' },
  {
    to: '/app/projects',
    label: 'Projects',
    icon: FolderKanban,
    needsOrganization: true,
    permission: 'tasks.view',
  },
  { to: '/app/board', label: 'Board', icon: KanbanSquare, needsOrganization: true, permission: 'tasks.view' },
  {
    // For those who oversee others' work; a team lead without it still reaches the page by its URL.
    to: '/app/team-dashboard',
    label: 'Team Dashboard',
    icon: Gauge,
    needsOrganization: true,
    permission: 'tasks.view_all',
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
