/**
 * The permission catalogue: the spec's groups (section 3) plus the groups the modules need.
 * The server checks these keys on every action; the UI only uses them to hide what a user cannot do.
 */
export const PERMISSION_GROUPS = [
  {
    key: 'leave',
    label: 'Leave Management',
    permissions: [
      { key: 'leave.accept', label: 'Accept Leave' },
      { key: 'leave.view', label: 'View' },
      { key: 'leave.apply', label: 'Apply' },
      { key: 'leave.manage', label: 'Leave Administration' },
    ],
  },
  {
    key: 'notifications',
    label: 'Notification',
    permissions: [
      { key: 'notifications.view', label: 'View Notifications' },
      { key: 'notifications.delete', label: 'Delete Notification' },
      { key: 'notifications.send', label: 'Send Notification' },
    ],
  },
  {
    key: 'projects',
    label: 'Project',
    permissions: [
      { key: 'projects.create', label: 'Create Project' },
      { key: 'projects.report', label: 'Project Report' },
    ],
  },
  {
    key: 'reports',
    label: 'Reports',
    permissions: [
      { key: 'reports.generate', label: 'Generate Report' },
      { key: 'reports.view', label: 'View Report' },
      { key: 'reports.download', label: 'Download' },
      { key: 'reports.view_all_users', label: 'View All User' },
      { key: 'reports.team_task', label: 'Team Task Report' },
    ],
  },
  {
    key: 'reports_extended',
    label: 'Reports Extended',
    permissions: [{ key: 'reports.export', label: 'Export Report' }],
  },
  {
    key: 'roles',
    label: 'Role',
    permissions: [
      { key: 'roles.view', label: 'View' },
      { key: 'roles.create', label: 'Create' },
      { key: 'roles.edit', label: 'Edit' },
      { key: 'roles.delete', label: 'Delete' },
    ],
  },
  {
    key: 'customers',
    label: 'Customers',
    permissions: [
      { key: 'customers.view', label: 'View' },
      { key: 'customers.create', label: 'Create' },
      { key: 'customers.edit', label: 'Edit' },
      { key: 'customers.delete', label: 'Delete' },
    ],
  },
  {
    key: 'departments',
    label: 'Departments',
    permissions: [
      { key: 'departments.view', label: 'View' },
      { key: 'departments.create', label: 'Create' },
      { key: 'departments.edit', label: 'Edit' },
      { key: 'departments.delete', label: 'Delete' },
    ],
  },
  {
    key: 'events',
    label: 'Events',
    permissions: [
      { key: 'events.view', label: 'View' },
      { key: 'events.create', label: 'Create' },
      { key: 'events.edit', label: 'Edit' },
      { key: 'events.delete', label: 'Delete' },
    ],
  },
  {
    key: 'holidays',
    label: 'Holidays',
    permissions: [
      { key: 'holidays.view', label: 'View' },
      { key: 'holidays.create', label: 'Create' },
      { key: 'holidays.edit', label: 'Edit' },
      { key: 'holidays.delete', label: 'Delete' },
    ],
  },
  {
    key: 'tasks',
    label: 'Tasks',
    permissions: [
      { key: 'tasks.view', label: 'View' },
      { key: 'tasks.create', label: 'Create' },
      { key: 'tasks.edit', label: 'Edit' },
      { key: 'tasks.delete', label: 'Delete' },
      { key: 'tasks.view_all', label: 'View All Tasks' },
    ],
  },
  {
    key: 'users',
    label: 'Users',
    permissions: [
      { key: 'users.view', label: 'View' },
      { key: 'users.invite', label: 'Invite' },
      { key: 'users.edit', label: 'Edit' },
      { key: 'users.deactivate', label: 'Deactivate' },
    ],
  },
  {
    key: 'organization',
    label: 'Organization',
    permissions: [{ key: 'organization.manage', label: 'Manage Settings' }],
  },
  {
    key: 'time',
    label: 'Time',
    permissions: [
      { key: 'time.track', label: 'Track Time' },
      { key: 'time.approve', label: 'Approve Timesheets' },
      { key: 'time.billing', label: 'Rates and Billing' },
    ],
  },
] as const;

export type PermissionGroup = (typeof PERMISSION_GROUPS)[number];
export type Permission = PermissionGroup['permissions'][number]['key'];

export const ALL_PERMISSIONS: Permission[] = PERMISSION_GROUPS.flatMap((group) =>
  group.permissions.map((permission) => permission.key),
);

const PERMISSION_SET = new Set<string>(ALL_PERMISSIONS);
export function isPermission(value: string): value is Permission {
  return PERMISSION_SET.has(value);
}

const EMPLOYEE_PERMISSIONS: Permission[] = [
  'leave.view',
  'leave.apply',
  'notifications.view',
  'notifications.delete',
  'reports.view',
  'customers.view',
  'departments.view',
  'events.view',
  'holidays.view',
  'tasks.view',
  'tasks.edit',
  'users.view',
  'time.track',
];

const MANAGER_PERMISSIONS: Permission[] = [
  ...EMPLOYEE_PERMISSIONS,
  'leave.accept',
  'notifications.send',
  'projects.create',
  'projects.report',
  'reports.generate',
  'reports.download',
  'reports.team_task',
  'reports.export',
  'roles.view',
  'customers.create',
  'customers.edit',
  'events.create',
  'events.edit',
  'tasks.create',
  'tasks.view_all',
  'time.approve',
];

/** Seeded into every new organization; editable afterwards like any role. */
export const DEFAULT_ROLES: { name: string; description: string; permissions: Permission[] }[] = [
  {
    name: 'Admin',
    description: 'Full access to the organization and its settings.',
    permissions: ALL_PERMISSIONS,
  },
  {
    name: 'Manager',
    description: 'Runs projects and teams: assigns tasks, approves leave, sees team reports.',
    permissions: MANAGER_PERMISSIONS,
  },
  {
    name: 'Employee',
    description: 'Works on assigned tasks, applies for leave, sees the shared calendar.',
    permissions: EMPLOYEE_PERMISSIONS,
  },
];
