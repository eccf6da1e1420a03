/**
 * What the OpenAPI document says of every operation that the route schemas do not: its operationId, tag,
 * security and the error answers it can give (issue 43). Pure functions of a route's method, URL, config
 * and schema, so a new route is described like the others without a line of its own; openapi.ts applies
 * them in @fastify/swagger's `transform` and `transformObject`.
 */
import { ERROR_CODES } from '@taskflow/shared';

/** The route prefix every operation shares; operationIds leave it out. */
const API_PREFIX = '/api/v1';

export const SECURITY_SCHEMES = {
  cookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'sid',
    description:
      'The session cookie the web app holds after `POST /api/v1/users/login`. A browser sends it by itself; ' +
      'writes made with it must come from the app’s own origin (Origin / Sec-Fetch-Site), else 403 CSRF_REJECTED.',
  },
  bearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'personal access token',
    description:
      'A personal access token (`Authorization: Bearer tfp_…`): acts as the person who created it, within ' +
      'their permissions and the token’s scopes (an area, read or read and write); a route outside them ' +
      'answers 403. No cookie and no Origin are needed.',
  },
} as const;

/** Either scheme authenticates a private operation; public ones say `security: []`. */
export const GLOBAL_SECURITY: Record<string, string[]>[] = [{ cookie: [] }, { bearer: [] }];

export const ERROR_SCHEMA = {
  type: 'object',
  description: 'Every failure answers with this shape; `message` repeats `error.message`.',
  required: ['error', 'message'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: {
          type: 'string',
          enum: Object.keys(ERROR_CODES),
          description: 'A stable, machine-readable code',
        },
        message: { type: 'string', description: 'A sentence to show a person' },
        details: {
          type: 'object',
          properties: {
            fields: {
              type: 'object',
              description: 'Field path (e.g. `body.name`, `dueDate`) → its first problem',
              additionalProperties: { type: 'string' },
            },
          },
        },
      },
    },
    message: { type: 'string' },
  },
} as const;

/** The error answers the document names, each a `components.responses` entry of the error shape. */
export const ERROR_RESPONSES = {
  400: {
    name: 'BadRequest',
    description: 'The input is invalid (VALIDATION_FAILED names the fields) or malformed',
  },
  401: { name: 'Unauthenticated', description: 'No valid session cookie or access token (UNAUTHENTICATED)' },
  403: {
    name: 'Forbidden',
    description:
      'The caller lacks the permission or the access token the scope (FORBIDDEN), or a write came from another site (CSRF_REJECTED)',
  },
  404: { name: 'NotFound', description: 'No such record, or none within the caller’s reach (NOT_FOUND)' },
  409: {
    name: 'Conflict',
    description:
      'The write conflicts with the current state: a duplicate, a stale or closed record (CONFLICT)',
  },
  429: {
    name: 'TooManyRequests',
    description:
      'A rate limit was reached (RATE_LIMITED): the route’s own, or an access token’s; Retry-After says when to try again',
  },
} as const;

export type ErrorStatus = keyof typeof ERROR_RESPONSES;

export function errorResponseComponents() {
  const content = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };
  const responses: Record<string, unknown> = {};
  for (const [status, { name, description }] of Object.entries(ERROR_RESPONSES)) {
    responses[name] =
      status === '429'
        ? {
            description,
            headers: {
              'Retry-After': {
                description: 'Seconds until the limit lets the request through',
                schema: { type: 'integer' },
              },
            },
            content,
          }
        : { description, content };
  }
  return responses;
}

/**
 * Routes whose handlers (not the route's `rateLimit`) refuse with 429: logins after failures, invitations
 * per hour, the help chat, live streams per person and the upload allowance (lib/upload-allowance.ts).
 * Keyed by method and Fastify URL without the trailing slash.
 */
const LIMITED_IN_HANDLER = new Set([
  'POST /api/v1/users/login',
  'POST /api/v1/invitations',
  'POST /api/v1/invitations/bulk',
  'POST /api/v1/chat',
  'GET /api/v1/stream',
  'POST /api/v1/tasks/:id/attachments',
  'POST /api/v1/leave/attachments',
  'POST /api/v1/client-link/items/:itemId/files',
]);

/** `/api/v1/tasks/` → `/api/v1/tasks`: Fastify answers both; the document names the one without. */
export function withoutTrailingSlash(url: string): string {
  return url.length > 1 ? url.replace(/\/+$/, '') : url;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function pascal(words: string): string {
  return words
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join('');
}

/**
 * `GET /api/v1/tasks/:id/comments` → `getTasksByIdComments`: the method, then each segment of the path,
 * a parameter as `By<Name>`. Distinct routes give distinct ids unless two paths differ only in
 * punctuation (`/a-b` and `/a/b`); openapi.ts refuses such a pair when it builds the document.
 */
export function operationIdOf(method: string, url: string): string {
  const path = withoutTrailingSlash(url).replace(new RegExp(`^${API_PREFIX}(?=/|$)`), '');
  const segments = path.split('/').filter(Boolean);
  const words = segments.map((segment) => {
    if (segment.startsWith(':')) return `By${pascal(segment.slice(1).replace(/\(.*$/, ''))}`;
    if (segment === '*') return 'Rest';
    return pascal(segment);
  });
  return `${method.toLowerCase()}${words.join('')}`;
}

export interface RouteFacts {
  method: string;
  /** Fastify's URL (`:id` parameters), trailing slash or not. */
  url: string;
  isPublic: boolean;
  /** A per-address `rateLimit` in the route's config, or heavy work (a person's slots, plugins/heavy-work.ts). */
  hasRouteRateLimit: boolean;
  /** Whether the route's schema validates input: a body, query string, parameters or headers. */
  validatesInput: boolean;
}

/**
 * The error answers an operation documents, one uniform rule: 400 where the schema validates input (or the
 * method carries a body), 401 and 403 on private routes, 403 on every write (the cross-site check of
 * plugins/security.ts), 404 where the path names a record, 409 on private writes, 429 where a limit applies:
 * on every private route (a personal access token's rate and its address's misses, plugins/auth.ts) and on
 * public ones with a limit of their own.
 */
export function errorStatusesOf(route: RouteFacts): ErrorStatus[] {
  const method = route.method.toUpperCase();
  const url = withoutTrailingSlash(route.url);
  const isWrite = WRITE_METHODS.has(method);
  const statuses = new Set<ErrorStatus>();
  if (route.validatesInput || (isWrite && method !== 'DELETE')) statuses.add(400);
  if (!route.isPublic) {
    statuses.add(401);
    statuses.add(403);
    statuses.add(429);
  }
  if (isWrite) statuses.add(403);
  if (url.includes('/:')) statuses.add(404);
  if (isWrite && !route.isPublic) statuses.add(409);
  if (route.hasRouteRateLimit || LIMITED_IN_HANDLER.has(`${method} ${url}`)) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

/** The `responses` entries of those statuses, each a reference to the shared error answer. */
export function errorResponseRefs(statuses: readonly ErrorStatus[]): Record<string, { $ref: string }> {
  return Object.fromEntries(
    statuses.map((status) => [
      String(status),
      { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` },
    ]),
  );
}
