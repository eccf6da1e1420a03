/**
 * The OpenAPI document the API serves (issue 43): every operation named, tagged and secured, its error
 * answers in the one error shape, and paths as clients call them. Redocly's recommended rules run on the
 * same document in `npm run lint:openapi -w @taskflow/api`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { errorStatusesOf, operationIdOf } from './openapi-operations';

interface Operation {
  operationId?: string;
  tags?: string[];
  security?: unknown[];
  responses: Record<string, { $ref?: string }>;
}
interface Document {
  servers?: { url: string }[];
  security?: Record<string, unknown[]>[];
  tags?: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes?: Record<string, Record<string, string>>;
    schemas?: Record<string, { required?: string[]; properties?: Record<string, unknown> }>;
    responses?: Record<string, unknown>;
  };
}

let t: TestApp;
let document: Document;
let operations: { method: string; path: string; operation: Operation }[];

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  document = response.json() as Document;
  operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method, path, operation })),
  );
}, 60_000);
afterAll(() => t.close());

/** `/api/v1/tasks/:id/` as the document names it: `/api/v1/tasks/{id}`. */
const documentPath = (url: string) => url.replace(/\/+$/, '').replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document', () => {
  it('describes the API’s routes', () => {
    expect(operations.length).toBeGreaterThan(200);
    expect(document.paths['/api/v1/tasks/{id}']?.get).toBeDefined();
  });

  it('gives every operation an operationId, and no two the same', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(repeated).toEqual([]);
    expect(document.paths['/api/v1/tasks/{id}']?.get?.operationId).toBe('getTasksById');
    expect(document.paths['/api/v1/tasks']?.post?.operationId).toBe('postTasks');
  });

  it('tags every operation with its module, and declares each tag', () => {
    expect(operations.filter(({ operation }) => !operation.tags?.length)).toEqual([]);
    const declared = new Set(document.tags?.map((tag) => tag.name));
    const used = new Set(operations.flatMap(({ operation }) => operation.tags ?? []));
    expect([...used].filter((tag) => !declared.has(tag))).toEqual([]);
    expect(document.paths['/api/v1/tasks/{id}']?.get?.tags).toEqual(['tasks']);
  });

  it('names no path with a trailing slash', () => {
    expect(Object.keys(document.paths).filter((path) => path.endsWith('/'))).toEqual([]);
    // Fastify answers the path without the slash, as the document names it.
    expect(document.paths['/api/v1/tasks']?.get).toBeDefined();
  });

  it('has a server entry', () => {
    expect(document.servers?.length).toBeGreaterThan(0);
  });

  it('declares the session cookie and bearer tokens, and applies them to every private operation', () => {
    expect(document.components.securitySchemes?.cookie).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'sid',
    });
    expect(document.components.securitySchemes?.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.security).toEqual([{ cookie: [] }, { bearer: [] }]);
    // Private operations inherit the global requirement; none says it needs nothing.
    expect(document.paths['/api/v1/tasks/{id}']?.get?.security).toBeUndefined();
  });

  it('marks every public route, and only those, as needing no authentication', () => {
    const publicRoutes = new Set(
      t.app.routeTable
        .filter(
          (route) => route.url.startsWith('/api/v1/') && route.method !== 'HEAD' && route.config.isPublic,
        )
        .map((route) => `${route.method.toLowerCase()} ${documentPath(route.url)}`),
    );
    expect(publicRoutes).toContain('post /api/v1/users/login');
    for (const { method, path, operation } of operations) {
      const isPublic = publicRoutes.has(`${method} ${path}`);
      expect(operation.security, `${method} ${path}`).toEqual(isPublic ? [] : undefined);
    }
  });

  it('documents error answers with the error shape the API sends', async () => {
    expect(document.components.schemas?.Error?.required).toEqual(['error', 'message']);
    const getTask = document.paths['/api/v1/tasks/{id}']?.get;
    expect(getTask?.responses['401']).toEqual({ $ref: '#/components/responses/Unauthenticated' });
    expect(getTask?.responses['403']).toEqual({ $ref: '#/components/responses/Forbidden' });
    expect(getTask?.responses['404']).toEqual({ $ref: '#/components/responses/NotFound' });
    expect(getTask?.responses['429']).toEqual({ $ref: '#/components/responses/TooManyRequests' });
    expect(document.paths['/api/v1/tasks']?.post?.responses['400']).toEqual({
      $ref: '#/components/responses/BadRequest',
    });
    expect(document.paths['/api/v1/users/register']?.post?.responses['429']).toEqual({
      $ref: '#/components/responses/TooManyRequests',
    });
    for (const { operation } of operations) {
      for (const answer of Object.values(operation.responses)) {
        if (!answer.$ref) continue;
        const name = answer.$ref.replace('#/components/responses/', '');
        expect(document.components.responses?.[name], answer.$ref).toBeDefined();
      }
    }
    // The documented shape is the one sent.
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/v1/tasks/00000000-0000-4000-8000-000000000000',
    });
    expect(refused.statusCode).toBe(401);
    const body = refused.json();
    expect(Object.keys(body).sort()).toEqual(['error', 'message']);
    expect(Object.keys(body.error).sort()).toEqual(['code', 'message']);
  });
});

describe('operationIdOf', () => {
  it('reads the method and each segment, a parameter as By<Name>', () => {
    expect(operationIdOf('GET', '/api/v1/tasks/:id')).toBe('getTasksById');
    expect(operationIdOf('GET', '/api/v1/tasks/')).toBe('getTasks');
    expect(operationIdOf('POST', '/api/v1/leave/requests/:id/cancel')).toBe('postLeaveRequestsByIdCancel');
    expect(operationIdOf('DELETE', '/api/v1/customers/:id/contacts/:contactId')).toBe(
      'deleteCustomersByIdContactsByContactId',
    );
    expect(operationIdOf('GET', '/api/v1/pricing-plans')).toBe('getPricingPlans');
  });
});

describe('errorStatusesOf', () => {
  const base = { isPublic: false, hasRouteRateLimit: false, validatesInput: false };
  it('gives a private read of a record 400, 401, 403, 404 and 429 (a token’s rate)', () => {
    expect(
      errorStatusesOf({ ...base, method: 'GET', url: '/api/v1/tasks/:id', validatesInput: true }),
    ).toEqual([400, 401, 403, 404, 429]);
  });
  it('gives a private write 400, 401, 403, 409 and 429', () => {
    expect(errorStatusesOf({ ...base, method: 'POST', url: '/api/v1/tasks' })).toEqual([
      400, 401, 403, 409, 429,
    ]);
  });
  it('gives a public read without input or limit none', () => {
    expect(errorStatusesOf({ ...base, method: 'GET', url: '/api/v1/pricing-plans', isPublic: true })).toEqual(
      [],
    );
  });
  it('gives a public rate-limited write 400, 403 (cross-site) and 429, and no 401', () => {
    expect(
      errorStatusesOf({
        ...base,
        method: 'POST',
        url: '/api/v1/users/register',
        isPublic: true,
        hasRouteRateLimit: true,
      }),
    ).toEqual([400, 403, 429]);
  });
});
