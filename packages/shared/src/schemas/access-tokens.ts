import { z } from 'zod';
import type { Permission } from '../permissions';
import { ALL_PERMISSIONS } from '../permissions';
import { requiredText } from './fields';
import { ListMetaSchema } from './pagination';

/**
 * Personal access tokens (issue 43, item 1). A token acts as its person, within the person's permissions
 * intersected with the token's scopes: one scope per area, read (GET and HEAD) or read and write.
 *
 * Each area names the routes it covers (patterns under /api/v1, matched on the route that was matched,
 * longest prefix first) and the permissions a token of that area keeps. A route in no area (sessions,
 * tokens themselves, roles, organization settings, invitations, platform admin, password, the live
 * stream, search) is refused to every token: deny by default, so a route added later is closed to tokens
 * until someone puts it in an area here.
 */
export const ACCESS_TOKEN_AREAS = [
  {
    key: 'tasks',
    label: 'Tasks',
    routes: ['/tasks', '/dependencies', '/task-calendar', '/workload'],
    permissions: ['tasks.view', 'tasks.create', 'tasks.edit', 'tasks.delete', 'tasks.view_all'],
  },
  {
    key: 'projects',
    label: 'Projects',
    routes: ['/projects', '/milestones'],
    permissions: ['projects.create', 'projects.report'],
  },
  {
    key: 'time',
    label: 'Time',
    routes: ['/time'],
    permissions: ['time.track', 'time.approve'],
  },
  {
    key: 'leave',
    label: 'Leave',
    routes: ['/leave'],
    permissions: ['leave.accept', 'leave.view', 'leave.apply', 'leave.manage'],
  },
  {
    key: 'clients',
    label: 'Clients, services, jobs and requests',
    routes: ['/customers', '/services', '/jobs', '/requests'],
    permissions: [
      'customers.view',
      'customers.create',
      'customers.edit',
      'customers.delete',
      'services.view',
      'services.manage',
      'requests.view',
      'requests.manage',
    ],
  },
  {
    key: 'invoices',
    label: 'Invoices, payments and rates',
    routes: [
      '/invoices',
      '/payments',
      '/billing',
      '/customers/:id/unbilled',
      '/customers/:id/balance',
      '/customers/:id/statement',
      '/customers/:id/statement.pdf',
      '/time/rates',
      '/time/billing',
    ],
    permissions: ['time.billing'],
  },
  {
    key: 'reports',
    label: 'Reports',
    routes: ['/reports'],
    permissions: [
      'reports.generate',
      'reports.view',
      'reports.download',
      'reports.view_all_users',
      'reports.team_task',
      'reports.export',
    ],
  },
  {
    key: 'people',
    label: 'People and departments',
    routes: ['/people', '/departments', '/users/:id/avatar'],
    permissions: [
      'users.view',
      'users.edit',
      'users.deactivate',
      'departments.view',
      'departments.create',
      'departments.edit',
      'departments.delete',
    ],
  },
  {
    key: 'calendar',
    label: 'Calendar, events and holidays',
    routes: ['/events', '/calendar', '/holidays'],
    permissions: [
      'events.view',
      'events.create',
      'events.edit',
      'events.delete',
      'holidays.view',
      'holidays.create',
      'holidays.edit',
      'holidays.delete',
    ],
  },
  {
    key: 'notifications',
    label: 'Notifications',
    routes: ['/notifications'],
    permissions: ['notifications.view', 'notifications.delete', 'notifications.send'],
  },
] as const satisfies readonly {
  key: string;
  label: string;
  routes: readonly string[];
  permissions: readonly Permission[];
}[];

export type AccessTokenArea = (typeof ACCESS_TOKEN_AREAS)[number]['key'];
export const ACCESS_TOKEN_AREA_KEYS = ACCESS_TOKEN_AREAS.map((area) => area.key) as [
  AccessTokenArea,
  ...AccessTokenArea[],
];

/**
 * Routes inside an area's prefix that no token reaches: the private calendar feed URL is a credential of
 * its own (reading it would hand out a second, scope-less key to the person's calendar).
 */
export const ACCESS_TOKEN_CLOSED_ROUTES: readonly string[] = ['/calendar/feed-url'];

/**
 * Routes every valid token may read whatever its scopes: "who am I", the first call of an integration (the
 * person, their organization, and the permissions the token keeps, already narrowed to its scopes).
 */
export const ACCESS_TOKEN_ANY_SCOPE_READS: readonly string[] = ['/users/me'];

export const ACCESS_TOKEN_LEVELS = ['read', 'write'] as const;
export type AccessTokenLevel = (typeof ACCESS_TOKEN_LEVELS)[number];

/** A scope as stored and sent: `tasks:read`, `tasks:write` (write includes read). */
export const ACCESS_TOKEN_SCOPES = ACCESS_TOKEN_AREA_KEYS.flatMap((area) =>
  ACCESS_TOKEN_LEVELS.map((level) => `${area}:${level}` as const),
) as [`${AccessTokenArea}:${AccessTokenLevel}`, ...`${AccessTokenArea}:${AccessTokenLevel}`[]];
export type AccessTokenScope = (typeof ACCESS_TOKEN_SCOPES)[number];

/** The text of a token starts with this, so secret scanners and people can tell it apart. */
export const ACCESS_TOKEN_PREFIX = 'tfp_';
/** How many characters of a token its lists show (the `tfp_` and 8 more). */
export const ACCESS_TOKEN_SHOWN_PREFIX_LENGTH = 12;

export const ACCESS_TOKEN_EXPIRIES = ['7', '30', '90', '365', 'none'] as const;
export type AccessTokenExpiry = (typeof ACCESS_TOKEN_EXPIRIES)[number];
export const ACCESS_TOKEN_EXPIRY_LABELS: Record<AccessTokenExpiry, string> = {
  '7': '7 days',
  '30': '30 days',
  '90': '90 days',
  '365': '1 year',
  none: 'No expiry',
};

/** Who may create a token that never expires (and see and revoke every token of the organization). */
export const ACCESS_TOKEN_ADMIN_PERMISSION: Permission = 'organization.manage';

export const ACCESS_TOKEN_STRINGS = {
  nameRequired: 'Enter a name for the token',
  nameTooLong: 'Name must be at most 100 characters',
  scopesRequired: 'Choose at least one area',
  scopeNotHeld: 'You cannot give a token an area you cannot see yourself',
  noExpiryAdminsOnly: 'Only administrators can create a token that never expires',
  tokensCannotManageTokens: 'Access tokens cannot create, list or revoke access tokens',
  notFound: 'Access token not found',
  /** One answer for unknown, revoked, expired, and a deactivated person's or suspended organization's token. */
  invalid: 'This access token is not valid',
  routeClosed: 'Access tokens cannot be used for this route',
  noExpiryWarning:
    'A token that never expires works until someone revokes it. Prefer an expiry, and revoke tokens you no longer use.',
  shownOnce: 'Copy it now: you will not see it again.',
  created: 'Access token created',
  revoked: 'Access token revoked',
} as const;

/** The 403 message of a token used outside its scopes: names the scope the route needs. */
export function accessTokenScopeMessage(area: AccessTokenArea, level: AccessTokenLevel): string {
  return `This access token needs the ${area}:${level} scope`;
}

const AREA_BY_KEY = new Map<string, (typeof ACCESS_TOKEN_AREAS)[number]>(
  ACCESS_TOKEN_AREAS.map((area) => [area.key, area]),
);

/**
 * The area of a route pattern under /api/v1 (`/tasks/:id`), by its longest matching prefix, or null
 * when the route is in no area (or closed to tokens).
 */
export function accessTokenAreaOf(routeUnderApi: string): AccessTokenArea | null {
  let best: { area: AccessTokenArea | null; length: number } = { area: null, length: -1 };
  const consider = (prefix: string, area: AccessTokenArea | null) => {
    if (routeUnderApi !== prefix && !routeUnderApi.startsWith(`${prefix}/`)) return;
    if (prefix.length > best.length) best = { area, length: prefix.length };
  };
  for (const area of ACCESS_TOKEN_AREAS) for (const prefix of area.routes) consider(prefix, area.key);
  for (const prefix of ACCESS_TOKEN_CLOSED_ROUTES) consider(prefix, null);
  return best.area;
}

/** The level a request needs: GET and HEAD read; every other method writes. */
export function accessTokenLevelOf(method: string): AccessTokenLevel {
  return method === 'GET' || method === 'HEAD' ? 'read' : 'write';
}

/** The level a token's scopes give an area (write includes read), or null. */
export function scopeLevelOf(scopes: readonly string[], area: AccessTokenArea): AccessTokenLevel | null {
  if (scopes.includes(`${area}:write`)) return 'write';
  if (scopes.includes(`${area}:read`)) return 'read';
  return null;
}

/** The person's permissions that a token with these scopes keeps: never more than the person's. */
export function permissionsWithinScopes<P extends string>(
  permissions: readonly P[],
  scopes: readonly string[],
): P[] {
  const kept = new Set<string>();
  for (const scope of scopes) {
    const area = AREA_BY_KEY.get(scope.split(':')[0] ?? '');
    if (area) for (const permission of area.permissions) kept.add(permission);
  }
  return permissions.filter((permission) => kept.has(permission));
}

/** The areas a person may give a token: those in which they hold at least one permission. */
export function areasHeldBy(permissions: readonly string[]): AccessTokenArea[] {
  const held = new Set(permissions);
  return ACCESS_TOKEN_AREAS.filter((area) => area.permissions.some((permission) => held.has(permission))).map(
    (area) => area.key,
  );
}

/** Every catalogue permission is either in an area or deliberately never given to a token. */
export const PERMISSIONS_NEVER_IN_TOKENS: readonly Permission[] = ALL_PERMISSIONS.filter(
  (permission) =>
    !ACCESS_TOKEN_AREAS.some((area) => (area.permissions as readonly string[]).includes(permission)),
);

export const AccessTokenScopeSchema = z.enum(ACCESS_TOKEN_SCOPES, { error: 'Choose a listed scope' });

export const CreateAccessTokenBodySchema = z.object({
  name: requiredText(ACCESS_TOKEN_STRINGS.nameRequired, 100, ACCESS_TOKEN_STRINGS.nameTooLong),
  scopes: z
    .array(AccessTokenScopeSchema)
    .min(1, ACCESS_TOKEN_STRINGS.scopesRequired)
    .max(ACCESS_TOKEN_SCOPES.length),
  expiresInDays: z.enum(ACCESS_TOKEN_EXPIRIES, { error: 'Choose when the token expires' }),
});
export type CreateAccessTokenBody = z.infer<typeof CreateAccessTokenBodySchema>;

export const AccessTokenEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The first characters of the token (`tfp_` and 8 more), enough to recognise it. */
  prefix: z.string(),
  scopes: z.array(z.string()),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Null: never expires. */
  expiresAt: z.string().nullable(),
});
export type AccessToken = z.infer<typeof AccessTokenEntrySchema>;

/** A token as an administrator sees it: with its owner. */
export const OrganizationAccessTokenEntrySchema = AccessTokenEntrySchema.extend({
  owner: z.object({ id: z.string(), name: z.string(), email: z.string() }),
});
export type OrganizationAccessToken = z.infer<typeof OrganizationAccessTokenEntrySchema>;

export const AccessTokenListSchema = z.object({
  data: z.array(AccessTokenEntrySchema),
  /** The areas this person may give a new token. */
  areas: z.array(z.enum(ACCESS_TOKEN_AREA_KEYS)),
  canCreateWithoutExpiry: z.boolean(),
});
export const OrganizationAccessTokenListSchema = z.object({
  data: z.array(OrganizationAccessTokenEntrySchema),
  meta: ListMetaSchema,
});

/** The answer to creating a token: the token's text, shown this once and never again. */
export const CreatedAccessTokenAnswerSchema = z.object({
  data: AccessTokenEntrySchema.extend({ token: z.string() }),
});
