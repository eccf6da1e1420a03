import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { markRoutesAsWebAssets } from './auth';
import {
  ERROR_SCHEMA,
  type ErrorStatus,
  errorResponseComponents,
  errorResponseRefs,
  errorStatusesOf,
  GLOBAL_SECURITY,
  operationIdOf,
  SECURITY_SCHEMES,
  withoutTrailingSlash,
} from './openapi-operations';

/** Carries an operation's error statuses from `transform` to `transformObject`, which removes it. */
const ERRORS_KEY = 'x-taskflow-errors';

/** What each tag (a module of the API) covers, in the order Swagger UI lists them. */
const TAGS: Record<string, string> = {
  users: 'Signing up and in, the signed-in person, password resets',
  sessions: 'The signed-in person’s sessions on other devices',
  meta: 'Lists the app’s forms choose from',
  organizations: 'The firm: its settings, work week and features',
  people: 'The people of the organization, their roles and managers',
  invitations: 'Inviting people, one by one or from a sheet',
  roles: 'Roles and their permissions',
  departments: 'Departments',
  customers: 'Customers (clients), their contacts and documents',
  projects: 'Projects and their members',
  milestones: 'Milestones of projects',
  tasks: 'Tasks, subtasks, comments, attachments and recurrence',
  planning: 'Dependencies, workload and the task calendar',
  services: 'Services a firm offers, their jobs and the compliance matrix',
  requests: 'Requests for documents or information from clients',
  'client page': 'What a client sees through the link a firm sent (no sign-in; the link’s token)',
  events: 'Events and meetings, and guests’ answers',
  calendar: 'The calendar and its feeds',
  holidays: 'Holidays of the organization',
  leave: 'Leave types, balances, requests and approvals',
  time: 'Time entries, timers and timesheets',
  billing: 'Rates, invoices, payments and what clients owe',
  reports: 'Reports, saved reports, exports and schedules',
  notifications: 'Notifications and the live event stream',
  search: 'Searching across tasks, projects, customers and people',
  chat: 'The help assistant',
  guide: 'The handbook’s search',
  'site-content': 'The public site’s editable content',
  inquiries: 'Demo and contact requests from the public site',
  'pricing-plans': 'Plans shown on the pricing page',
  admin: 'Platform administration (platform administrators only)',
  webhooks: 'Webhook endpoints (signed events, Slack, Teams), their deliveries and secrets',
};

type Operation = Record<string, unknown> & {
  operationId?: string;
  tags?: string[];
  responses?: Record<string, unknown>;
};

/**
 * Describes one route: its schema in JSON Schema (fastify-type-provider-zod), then an operationId from its
 * method and path, a tag from its module, `security: []` when it is public, and the error answers it gives
 * (openapi-operations.ts).
 */
const transform: SwaggerTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input) as { schema: Record<string, unknown>; url: string };
  const described: Record<string, unknown> = { ...schema };
  if (described.hide) return { schema: described, url };
  const { route } = input;
  const config = (route.config ?? {}) as { isPublic?: boolean; rateLimit?: unknown; heavy?: unknown };
  const method = [route.method].flat()[0] ?? 'GET';
  const path = withoutTrailingSlash(url);
  described.operationId ??= operationIdOf(method, path);
  described.tags ??= [path.split('/')[3] ?? 'api'];
  if (config.isPublic) described.security = [];
  described[ERRORS_KEY] = errorStatusesOf({
    method,
    url: path,
    isPublic: config.isPublic === true,
    hasRouteRateLimit: Boolean(config.rateLimit || config.heavy),
    validatesInput: Boolean(described.body || described.querystring || described.params || described.headers),
  });
  return { schema: described, url: path };
};

/** The parts of the document no route gives: shared error answers, tags, and a check of operationIds. */
const transformObject: SwaggerTransformObject = (documentObject) => {
  if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
  const document = documentObject.openapiObject as Record<string, unknown> & {
    paths?: Record<string, Record<string, Operation>>;
    components?: Record<string, Record<string, unknown>>;
  };
  const seen = new Map<string, string>();
  const usedTags = new Set<string>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      const statuses = (operation[ERRORS_KEY] ?? []) as ErrorStatus[];
      delete operation[ERRORS_KEY];
      // A route that describes an error answer of its own keeps it.
      operation.responses = { ...errorResponseRefs(statuses), ...operation.responses };
      for (const tag of operation.tags ?? []) usedTags.add(tag);
      const id = operation.operationId ?? '';
      const other = seen.get(id);
      if (other) throw new Error(`OpenAPI: operationId ${id} of ${method} ${path} is also that of ${other}`);
      seen.set(id, `${method} ${path}`);
    }
  }
  const components = document.components ?? {};
  components.schemas = { ...components.schemas, Error: ERROR_SCHEMA };
  components.responses = { ...components.responses, ...errorResponseComponents() };
  document.components = components;
  document.tags = [...usedTags].map((name) => ({ name, description: TAGS[name] ?? name }));
  return document;
};

function apiDescription(publicUrl: string) {
  return [
    'The JSON API the TaskFlow web app uses, under `/api/v1`.',
    '',
    '**Authentication.** The app signs in with `POST /api/v1/users/login` and holds the `sid` session cookie. ' +
      'Other software sends a personal access token: `Authorization: Bearer tfp_…`. Operations marked with no ' +
      'security are public.',
    '',
    '**Errors.** Every failure answers `{ "error": { "code", "message", "details"? }, "message" }`; ' +
      '`VALIDATION_FAILED` names the fields in `error.details.fields`. A 429 carries `Retry-After`.',
    '',
    `The guide explains authentication, errors, rate limits and pagination: ${publicUrl}/guide/api`,
  ].join('\n');
}

/** OpenAPI generated from the route schemas, browsable at /api/docs unless API_DOCS=false. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  if (!app.config.apiDocs) return;
  const { publicUrl } = app.config;
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'TaskFlow API',
        version: '1.0.0',
        description: apiDescription(publicUrl),
        contact: { name: 'TaskFlow', url: `${publicUrl}/contact` },
        license: { name: 'TaskFlow terms of service', url: `${publicUrl}/terms` },
        termsOfService: `${publicUrl}/terms`,
      },
      // Relative: the server that serves this document, whatever name it was reached by (Swagger UI's
      // "Try it out" then stays on the page's own origin, which the cross-site check of writes requires).
      servers: [{ url: '/', description: 'This TaskFlow server' }],
      components: { securitySchemes: SECURITY_SCHEMES },
      security: GLOBAL_SECURITY,
      externalDocs: { description: 'API reference in the guide', url: `${publicUrl}/guide/api` },
    },
    transform,
    transformObject,
  });
  await app.register(async (scope) => {
    markRoutesAsWebAssets(scope);
    await scope.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  });
});
