/**
 * The permission catalogue: the spec's groups (section 3) plus the groups the modules need.
 * The server checks these keys on every action; the UI only uses them to hide what a user cannot do.
 * Each has a one-line description of what it allows, shown under its checkbox in the role editor.
 */
export const PERMISSION_GROUPS = [
  {
    key: 'leave',
    label: 'Leave Management',
    permissions: [
      {
        key: 'leave.accept',
        label: 'Accept Leave',
        description: 'Approve or reject the leave requests they are asked to decide.',
      },
      {
        key: 'leave.view',
        label: 'View',
        description: 'See who is on leave and when across the organization, without the reasons.',
      },
      { key: 'leave.apply', label: 'Apply', description: 'Apply for their own leave and follow its status.' },
      {
        key: 'leave.manage',
        label: 'Leave Administration',
        description: 'Read every leave request in full (reasons, documents) and manage leave balances.',
      },
    ],
  },
  {
    key: 'notifications',
    label: 'Notification',
    permissions: [
      {
        key: 'notifications.view',
        label: 'View Notifications',
        description: 'Receive notifications in the bell and on the Notifications page.',
      },
      {
        key: 'notifications.delete',
        label: 'Delete Notification',
        description: 'Delete notifications from their own list.',
      },
      {
        key: 'notifications.send',
        label: 'Send Notification',
        description: 'Send an announcement to everyone, a department or chosen people.',
      },
    ],
  },
  {
    key: 'projects',
    label: 'Project',
    permissions: [
      {
        key: 'projects.create',
        label: 'Create Project',
        description: 'Create, edit, archive and delete any project, and see every project.',
      },
      {
        key: 'projects.report',
        label: 'Project Report',
        description: 'See the progress of every project in the organization.',
      },
    ],
  },
  {
    key: 'reports',
    label: 'Reports',
    permissions: [
      {
        key: 'reports.generate',
        label: 'Generate Report',
        description: 'Build custom reports with their own groupings and columns.',
      },
      {
        key: 'reports.view',
        label: 'View Report',
        description: 'Open Reports and see reports of their own work.',
      },
      { key: 'reports.download', label: 'Download', description: 'Download reports as CSV and PDF files.' },
      {
        key: 'reports.view_all_users',
        label: 'View All User',
        description: 'Run reports on everyone in the organization, not only themselves.',
      },
      {
        key: 'reports.team_task',
        label: 'Team Task Report',
        description: 'Run task reports on the people who report to them.',
      },
    ],
  },
  {
    key: 'reports_extended',
    label: 'Reports Extended',
    permissions: [
      { key: 'reports.export', label: 'Export Report', description: 'Export reports as Excel workbooks.' },
    ],
  },
  {
    key: 'roles',
    label: 'Role',
    permissions: [
      { key: 'roles.view', label: 'View', description: 'See the roles and what each one allows.' },
      { key: 'roles.create', label: 'Create', description: 'Add new roles.' },
      {
        key: 'roles.edit',
        label: 'Edit',
        description: "Change a role's name and permissions, for everyone who holds it.",
      },
      {
        key: 'roles.delete',
        label: 'Delete',
        description: 'Delete a role, moving the people who hold it to another role.',
      },
    ],
  },
  {
    key: 'customers',
    label: 'Customers',
    permissions: [
      { key: 'customers.view', label: 'View', description: "See the customers and each customer's page." },
      { key: 'customers.create', label: 'Create', description: 'Add customers.' },
      { key: 'customers.edit', label: 'Edit', description: "Change customers' details." },
      { key: 'customers.delete', label: 'Delete', description: 'Delete customers.' },
    ],
  },
  {
    key: 'departments',
    label: 'Departments',
    permissions: [
      { key: 'departments.view', label: 'View', description: 'See the departments and who belongs to them.' },
      { key: 'departments.create', label: 'Create', description: 'Add departments.' },
      {
        key: 'departments.edit',
        label: 'Edit',
        description: 'Rename departments and change their descriptions.',
      },
      { key: 'departments.delete', label: 'Delete', description: 'Delete departments.' },
    ],
  },
  {
    key: 'events',
    label: 'Events',
    permissions: [
      { key: 'events.view', label: 'View', description: "See the organization's events and important days." },
      { key: 'events.create', label: 'Create', description: 'Add events and invite people to them.' },
      { key: 'events.edit', label: 'Edit', description: 'Change events.' },
      { key: 'events.delete', label: 'Delete', description: 'Delete events.' },
    ],
  },
  {
    key: 'holidays',
    label: 'Holidays',
    permissions: [
      { key: 'holidays.view', label: 'View', description: "See the organization's holidays." },
      { key: 'holidays.create', label: 'Create', description: 'Add holidays.' },
      { key: 'holidays.edit', label: 'Edit', description: 'Change holidays.' },
      { key: 'holidays.delete', label: 'Delete', description: 'Delete holidays.' },
    ],
  },
  {
    key: 'tasks',
    label: 'Tasks',
    permissions: [
      {
        key: 'tasks.view',
        label: 'View',
        description: 'See their own tasks, the tasks they watch and those of people who report to them.',
      },
      {
        key: 'tasks.create',
        label: 'Create',
        description: 'Create tasks and assign or reassign tasks to anyone.',
      },
      {
        key: 'tasks.edit',
        label: 'Edit',
        description: 'Update the tasks they can see: status, progress, details and dates.',
      },
      { key: 'tasks.delete', label: 'Delete', description: 'Delete the tasks they can see.' },
      {
        key: 'tasks.view_all',
        label: 'View All Tasks',
        description: 'See every task in the organization, with the team dashboard and workload.',
      },
    ],
  },
  {
    key: 'users',
    label: 'Users',
    permissions: [
      { key: 'users.view', label: 'View', description: 'See the people directory and the org tree.' },
      { key: 'users.invite', label: 'Invite', description: 'Invite people to join the organization.' },
      {
        key: 'users.edit',
        label: 'Edit',
        description: "Change people's profiles, roles, managers and departments.",
      },
      {
        key: 'users.deactivate',
        label: 'Deactivate',
        description: 'Deactivate and reactivate people; deactivating signs them out at once.',
      },
    ],
  },
  {
    key: 'organization',
    label: 'Organization',
    permissions: [
      {
        key: 'organization.manage',
        label: 'Manage Settings',
        description: "Change the organization's settings: name, work week, leave and work types.",
      },
    ],
  },
  {
    key: 'requests',
    label: 'Client Requests',
    permissions: [
      {
        key: 'requests.view',
        label: 'View Client Requests',
        description: 'See the requests sent to clients and download the files clients sent.',
      },
      {
        key: 'requests.manage',
        label: 'Manage Client Requests',
        description:
          'Create and send requests to clients, remind, pause, revoke client links, and accept or return what clients sent.',
      },
    ],
  },
  {
    key: 'services',
    label: 'Services',
    permissions: [
      {
        key: 'services.view',
        label: 'View Services',
        description:
          "See the firm's services, which clients have them, their jobs and the compliance matrix.",
      },
      {
        key: 'services.manage',
        label: 'Manage Services',
        description:
          'Create and edit services, apply them to clients, pause or end them, and extend due dates.',
      },
    ],
  },
  {
    key: 'time',
    label: 'Time',
    permissions: [
      {
        key: 'time.track',
        label: 'Track Time',
        description: 'Record their own time and submit weekly timesheets.',
      },
      {
        key: 'time.approve',
        label: 'Approve Timesheets',
        description: 'Approve or return the timesheets of the people who report to them.',
      },
      {
        key: 'time.billing',
        label: 'Rates and Billing',
        description: 'Set rates and see amounts, billing and unbilled time.',
      },
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
  'services.view',
  'services.manage',
  'requests.view',
  'requests.manage',
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

export interface PermissionInfo {
  key: Permission;
  label: string;
  description: string;
  groupLabel: string;
}

const PERMISSION_INFO = new Map<string, PermissionInfo>(
  PERMISSION_GROUPS.flatMap((group) =>
    group.permissions.map((permission) => [
      permission.key,
      { ...permission, groupLabel: group.label } as PermissionInfo,
    ]),
  ),
);

/** A permission with its group's name, for lists that show it outside its group ("Tasks: Edit"). */
export function permissionInfo(key: string): PermissionInfo | undefined {
  return PERMISSION_INFO.get(key);
}
