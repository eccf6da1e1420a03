/**
 * Sends generated text (control characters, NUL, lone surrogates, very long strings, any unicode,
 * extreme dates) into every text field of every write route, into every query parameter of every GET
 * route and into every path parameter, as the admin of the seeded demo organization. Whatever arrives,
 * the answer is a refusal (4xx) or a success: never a 500.
 *
 * The routes come from the server's own route table and their fields from the route schemas (the
 * OpenAPI document the server builds from them), so a route or field added later is fuzzed without
 * touching this file. Routes that read their body themselves (multipart forms, CSV import) get the
 * probe fields below.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_PASSWORD, seedDemo } from '../db/seed';
import { probeServiceWithJob } from '../modules/services/client-jobs.matrix';
import { sessionOf } from './accounts';
import { multipart, TINY_PNG } from './http';
import { queryRows } from './sql';
import { createTestApp, type TestApp } from './test-app';

/** Values that pass most schemas, so a request reaches the database unless the fuzzed field stops it. */
const PROBE_FIELDS: Record<string, unknown> = {
  name: 'Fuzz probe',
  title: 'Fuzz probe',
  description: 'Written by the fuzz test',
  message: 'Written by the fuzz test',
  businessName: 'Fuzz Probe Ltd',
  companyname: 'Fuzz Probe Ltd',
  firstName: 'Fuzz',
  lastName: 'Probe',
  email: 'fuzz.probe@example.com',
  address: '1 Probe Street',
  phone: '9876543210',
  mobile: '9876543210',
  countryCode: 'IN',
  industry: 'IT',
  anniversaryDate: '2001-02-03',
  // Two of a client's fields (a form takes at most 30 fields, and these are 30 of text).
  gstin: '',
  contacts: '[{"name":"Fuzz Contact","phone":"9876543210"}]',
  date: '2031-01-01',
  type: 'Meeting',
  startsAt: '2031-01-01T10:00:00.000Z',
  location: 'Board room',
  answer: 'yes',
  jobTitle: 'Probe',
  timeZone: 'UTC',
  workWeek: '1,2,3,4,5',
  currency: 'INR',
  password: 'fuzzing horse battery 9',
  currentPassword: 'not the current password',
  token: 'x'.repeat(43),
  isHuman: true,
  notRobot: true,
  website: '',
  audience: { type: 'everyone' },
};
/** Query parameters that other parameters need beside them (a calendar range). */
const PROBE_QUERY: Record<string, string> = {
  from: '2031-01-01T00:00:00.000Z',
  to: '2031-02-01T00:00:00.000Z',
};

/** Text that has broken servers: fed to every field first, before the generated values. */
const NASTY_STRINGS = [
  'a\u0000b',
  'nul\u0000@example.com',
  '\u0000',
  'tab\there\u0001\u0008\u000b\u000c\u001b\u007f',
  '\ud800',
  'a\udfffb',
  'x\r\nBEGIN:VEVENT\r\nSUMMARY:injected',
  'x'.repeat(100_000),
  '😀'.repeat(2_000),
  '\u202e\ufeff\u200b\uffff',
  '0001-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '+275760-09-13T00:00:00.000Z',
  '0000-01-01',
  '9999-12-31',
  "'; drop table users; --",
  '%00',
];

const controlCharacter = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code));
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
/** Any text, with control characters and lone surrogates mixed in, now and then very long, or a date. */
const fuzzText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.oneof(controlCharacter, loneSurrogate, fc.constant('a')), maxLength: 20 }),
  fc
    .tuple(
      fc.string({ maxLength: 10 }),
      fc.oneof(controlCharacter, loneSurrogate),
      fc.string({ maxLength: 10 }),
    )
    .map((parts) => parts.join('')),
  fc
    .tuple(fc.constantFrom('a', '\u0000', 'é', '😀', '\ud83d'), fc.integer({ min: 1_000, max: 70_000 }))
    .map(([unit, times]) => unit.repeat(times)),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
);

/** Fixed examples plus this many generated values per field. */
const GENERATED_RUNS = 6;

/** The live stream never ends; logging out would end the session the walk runs in. */
const SKIPPED = new Set(['GET /api/v1/stream', 'POST /api/v1/users/logout']);

let t: TestApp;
let admin: string;
/** Real rows of the demo organization, so requests with an id reach the row and its update. */
const idFor: Record<string, string> = {};

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  default?: unknown;
  minItems?: number;
}
interface Operation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

let openapiPaths: Record<string, Record<string, Operation>> = {};

function operationOf(method: string, url: string): Operation | undefined {
  const path = url.replace(/:([A-Za-z]+)/g, '{$1}');
  const byPath = openapiPaths[path] ?? openapiPaths[`${path}/`];
  return byPath?.[method.toLowerCase()];
}

const isText = (schema: JsonSchema | undefined): boolean =>
  !!schema && (schema.type === 'string' || !!schema.anyOf?.some(isText) || !!schema.oneOf?.some(isText));

/** A value the schema accepts, as far as this test can tell, for the fields that are not fuzzed. */
function validValue(field: string, schema: JsonSchema): unknown {
  if (field in PROBE_FIELDS) return PROBE_FIELDS[field];
  if (field in PROBE_QUERY) return PROBE_QUERY[field];
  if (field in idFor) return idFor[field];
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const option = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (option) return validValue(field, option);
  if (schema.type === 'boolean') return true;
  if (schema.type === 'integer' || schema.type === 'number') return 30;
  if (schema.type === 'array') {
    return schema.items && (schema.minItems ?? 0) > 0 ? [validValue(field, schema.items)] : [];
  }
  if (schema.type === 'object') {
    return Object.fromEntries(
      (schema.required ?? []).map((key) => [key, validValue(key, schema.properties?.[key] ?? {})]),
    );
  }
  return 'Fuzz';
}

function bodySchemaOf(operation: Operation | undefined): JsonSchema | undefined {
  const content = operation?.requestBody?.content;
  return content?.['application/json']?.schema;
}

/** Percent-encodes as a client would, lone surrogates included (as the bytes WTF-8 gives them). */
function encodeQueryValue(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      out += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

function queryString(query: Record<string, string>): string {
  const pairs = Object.entries(query).map(([key, value]) => `${key}=${encodeQueryValue(value)}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/** The id for a path parameter: a real row of the resource the route belongs to. */
function fillPath(url: string, override?: { param: string; value: string }): string {
  const resource = url.split('/')[3] ?? '';
  return url.replace(/:([A-Za-z]+)/g, (_match, param: string) => {
    if (override?.param === param) return encodeQueryValue(override.value).replaceAll('/', '%2F');
    return idFor[resource] ?? idFor[param] ?? '00000000-0000-4000-8000-000000000000';
  });
}

/** Not a field: the text of an uploaded CSV file, for routes that import one. */
const FILE_TEXT = '(file)';

/** Routes that read their own body: JSON or multipart, found out once with the probe fields. */
const bodyKind = new Map<string, 'json' | 'multipart'>();

let sent = 0;

async function sendBody(method: string, url: string, routeKey: string, input: Record<string, unknown>) {
  // A new address each time, so sign-up and invitations get past "already taken" to the insert.
  const body =
    input.email === PROBE_FIELDS.email ? { ...input, email: `fuzz.probe.${++sent}@example.com` } : input;
  const request = { method: method as 'POST', url, headers: { cookie: admin } };
  const kind = bodyKind.get(routeKey);
  if (kind !== 'multipart') {
    const response = await t.app.inject({ ...request, payload: body });
    if (response.statusCode !== 415 || kind === 'json') {
      bodyKind.set(routeKey, 'json');
      return response;
    }
  }
  bodyKind.set(routeKey, 'multipart');
  const fields: Record<string, string | { name: string; type: string; data: Buffer }> = {};
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string') fields[key] = value;
  }
  // One file per form (the server takes one): an avatar for sign-up, a CSV carrying the text elsewhere.
  if (routeKey.endsWith('/users/register')) {
    fields.avatar = { name: 'me.png', type: 'image/png', data: TINY_PNG };
  } else if (typeof input[FILE_TEXT] === 'string') {
    delete fields[FILE_TEXT];
    fields.file = {
      name: 'upload.csv',
      type: 'text/csv',
      data: Buffer.from(`date,name\n2031-03-04,${input[FILE_TEXT]}\n`),
    };
  }
  const form = await multipart(fields);
  return t.app.inject({
    ...request,
    headers: { ...request.headers, ...form.headers },
    payload: form.payload,
  });
}

interface Target {
  label: string;
  send: (value: string) => Promise<{ statusCode: number; body: string; json(): unknown }>;
}

/**
 * The fields a route reads from its body. Declared in its schema, or, for a route that reads the body
 * itself, found by sending each probe field with a value no text field takes (a number in JSON, a
 * 100,000-character text in a form) and seeing which ones the answer names.
 */
async function bodyFieldsOf(method: string, url: string) {
  const routeKey = `${method} ${url}`;
  const properties = bodySchemaOf(operationOf(method, url))?.properties;
  if (properties) {
    const base = Object.fromEntries(
      Object.entries(properties).map(([field, fieldSchema]) => [field, validValue(field, fieldSchema)]),
    );
    const fields = Object.entries(properties)
      .filter(([, fieldSchema]) => isText(fieldSchema))
      .map(([field]) => field);
    return { base, fields };
  }
  const base = { ...PROBE_FIELDS };
  await sendBody(method, fillPath(url), routeKey, base);
  const isForm = bodyKind.get(routeKey) === 'multipart';
  const wrong = Object.fromEntries(
    Object.entries(PROBE_FIELDS).map(([field, value]) => [
      field,
      typeof value !== 'string' ? value : isForm ? 'x'.repeat(10_000) : 12_345,
    ]),
  );
  const response = await sendBody(method, fillPath(url), routeKey, wrong);
  const named = (response.json() as { error?: { details?: { fields?: Record<string, string> } } }).error
    ?.details?.fields;
  const fields = Object.keys(PROBE_FIELDS).filter((field) => named && field in named);
  // A form may carry a file whose text the route reads (an import).
  if (isForm) fields.push(FILE_TEXT);
  return { base, fields };
}

async function writeTargets(method: string, url: string): Promise<Target[]> {
  const routeKey = `${method} ${url}`;
  const { base, fields } = await bodyFieldsOf(method, url);
  return fields.map((field) => ({
    label: `${routeKey} body.${field}`,
    send: (value) => sendBody(method, fillPath(url), routeKey, { ...base, [field]: value }),
  }));
}

function queryTargets(url: string): Target[] {
  const parameters = operationOf('GET', url)?.parameters ?? [];
  const query = parameters.filter((parameter) => parameter.in === 'query');
  const base = Object.fromEntries(
    query
      .filter((parameter) => parameter.required || parameter.name in PROBE_QUERY)
      .map((parameter) => [parameter.name, String(validValue(parameter.name, parameter.schema ?? {}))]),
  );
  // `q` is searched on every list, declared or not.
  const names = new Set([...query.map((parameter) => parameter.name), 'q']);
  return [...names].map((name) => ({
    label: `GET ${url} ?${name}`,
    send: (value) =>
      t.app.inject({
        method: 'GET',
        url: `${fillPath(url)}${queryString({ ...base, [name]: value })}`,
        headers: { cookie: admin },
      }),
  }));
}

function pathTargets(method: string, url: string): Target[] {
  const params = [...url.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] ?? '');
  return params.map((param) => ({
    label: `${method} ${url} :${param}`,
    send: (value) =>
      t.app.inject({
        method: method as 'GET',
        url: fillPath(url, { param, value }),
        headers: { cookie: admin },
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      }),
  }));
}

function apiRoutes() {
  return t.app.routeTable.filter(
    (route) =>
      route.url.startsWith('/api/v1/') &&
      route.method !== 'HEAD' &&
      route.method !== 'OPTIONS' &&
      !SKIPPED.has(`${route.method} ${route.url}`),
  );
}

/** Every target gets the nasty strings, then generated ones; answers of 500 and up are collected. */
async function fuzz(targets: Target[]) {
  const failures: string[] = [];
  for (const target of targets) {
    await fc.assert(
      fc.asyncProperty(fuzzText, async (value) => {
        const response = await target.send(value);
        // 503 NOT_CONFIGURED is a deliberate answer (social sign-in without a provider), not a failure.
        const isDeliberate = response.statusCode === 503 && response.body.includes('"NOT_CONFIGURED"');
        if (response.statusCode >= 500 && !isDeliberate) {
          const shown =
            value.length > 60
              ? `${JSON.stringify(value.slice(0, 60))}… (${value.length})`
              : JSON.stringify(value);
          failures.push(
            `${target.label} = ${shown} answered ${response.statusCode} ${response.body.slice(0, 200)}`,
          );
        }
      }),
      { numRuns: GENERATED_RUNS, examples: NASTY_STRINGS.map((value) => [value]), seed: 20260501 },
    );
  }
  return failures;
}

/**
 * A route whose schema takes any text (`z.string()`, not the shared `text()`) and hands it to the
 * database: what a module that forgot the shared helpers would do. The walk fuzzes it like the others.
 */
const UNGUARDED_ROUTE = '/api/v1/test-only/unguarded-text';

beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) => {
      app.post(
        UNGUARDED_ROUTE,
        { schema: { body: z.object({ value: z.string().max(200_000) }) } },
        async (request) => {
          const { value } = request.body as { value: string };
          await app.db.execute(sql`select ${value}::text as value`);
          return { ok: true };
        },
      );
    },
  });
  await seedDemo(t.db);
  admin = await sessionOf(t, { email: 'admin@acme.demo', password: DEMO_PASSWORD });
  const [org] = await queryRows<{ id: string }>(
    t.db,
    sql`select id from organizations where name = 'Acme Advisory LLP'`,
  );
  const orgId = org?.id;
  const first = async (query: ReturnType<typeof sql>) =>
    (await queryRows<{ id: string }>(t.db, query))[0]?.id;
  // Not the admin (the walk deactivates people) and not the Admin role (it cannot lose permissions).
  const person = await first(sql`select id from users where email = 'ravi@acme.demo'`);
  const role = await first(
    sql`select id from roles where organization_id = ${orgId} and name <> 'Admin' order by name limit 1`,
  );
  const rows = {
    departments: await first(sql`select id from departments where organization_id = ${orgId} limit 1`),
    customers: await first(sql`select id from customers where organization_id = ${orgId} limit 1`),
    events: await first(sql`select id from events where organization_id = ${orgId} limit 1`),
    holidays: await first(sql`select id from holidays where organization_id = ${orgId} limit 1`),
    invitations: await first(sql`select id from invitations where organization_id = ${orgId} limit 1`),
    notifications: await first(sql`select id from notifications where organization_id = ${orgId} limit 1`),
    projects: await first(sql`select id from projects where organization_id = ${orgId} limit 1`),
    milestones: await first(sql`select id from milestones where organization_id = ${orgId} limit 1`),
    tasks: await first(sql`select id from tasks where organization_id = ${orgId} limit 1`),
    // The demo firm's starter services: a service's routes reach a real row.
    services: await first(sql`select id from services where organization_id = ${orgId} limit 1`),
  };
  for (const [key, id] of Object.entries({ ...rows, people: person, users: person, roles: role })) {
    if (id) idFor[key] = id;
  }
  // A service with an open job: the matrix's filters and an extension's fields reach their queries.
  if (orgId) {
    const probe = await probeServiceWithJob(t.db, orgId);
    idFor.services ??= probe.serviceId;
    idFor.jobs = probe.jobId;
  }
  if (role) idFor.roleId = role;
  const document = (t.app as unknown as { swagger(): { paths: typeof openapiPaths } }).swagger();
  openapiPaths = document.paths;
}, 60_000);
afterAll(() => t.close());

describe('fuzzing text input', () => {
  it('text the database cannot store is a 400 even where a schema let it through', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: UNGUARDED_ROUTE,
      headers: { cookie: admin },
      payload: { value: 'a\u0000b' },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('write routes answer every text in every body field without a server error', async () => {
    const targets: Target[] = [];
    for (const route of apiRoutes()) {
      if (route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH') {
        targets.push(...(await writeTargets(route.method, route.url)));
      }
    }
    // The walk found the fields, both declared ones and those of forms the routes read themselves.
    const labels = targets.map((target) => target.label);
    for (const expected of [
      'POST /api/v1/departments body.name',
      'POST /api/v1/users/login body.email',
      'POST /api/v1/users/register body.name',
      'POST /api/v1/customers body.businessName',
      'POST /api/v1/customers body.gstin',
      'POST /api/v1/customers body.contacts',
      'PATCH /api/v1/customers/:id body.gstin',
      'PATCH /api/v1/organizations/current body.name',
      'POST /api/v1/holidays body.name',
      'PATCH /api/v1/events/:id body.description',
      `POST ${UNGUARDED_ROUTE} body.value`,
    ]) {
      expect(labels).toContain(expected);
    }
    const failures = await fuzz(targets);
    expect(failures).toEqual([]);
  }, 120_000);

  it('GET routes answer every text in every query parameter without a server error', async () => {
    const routes = apiRoutes().filter((route) => route.method === 'GET');
    const failures = await fuzz(routes.flatMap((route) => queryTargets(route.url)));
    expect(failures).toEqual([]);
  }, 120_000);

  it('every route answers every text as a path parameter without a server error', async () => {
    const routes = apiRoutes().filter((route) => route.url.includes(':'));
    const failures = await fuzz(routes.flatMap((route) => pathTargets(route.method, route.url)));
    expect(failures).toEqual([]);
  }, 120_000);
});
