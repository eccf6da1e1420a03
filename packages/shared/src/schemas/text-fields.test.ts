/**
 * Every text a client sends goes through `text()` (or a helper built on it), so no field lets a NUL
 * byte, a control character or a lone surrogate through to the database or an output format. This walks
 * every input schema the package exports, a schema added later included, down to its text leaves.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as shared from '../index';
import {
  DATE_OUT_OF_RANGE,
  hasForbiddenCharacters,
  isoDateTime,
  optionalText,
  requiredText,
  TEXT_INVALID_CHARACTERS,
  text,
} from './fields';

/** Input schemas by the naming convention (CreateXBodySchema, XListQuerySchema, XFieldsSchema, …). */
const INPUT_NAME = /(Body|Query|Fields|Form|Request|Message|Invitee|Email|Password|Token)Schema$/;

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  items?: z.ZodType[];
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The string schemas inside a schema, with where they sit. */
function textLeaves(schema: z.ZodType, path: string, seen = new Set<z.ZodType>()): [string, z.ZodType][] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const inner = (child: z.ZodType | undefined, at = path) => (child ? textLeaves(child, at, seen) : []);
  switch (def.type) {
    case 'string':
      return [[path, schema]];
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, child]) => inner(child, `${path}.${key}`));
    case 'pipe':
      return [...inner(def.in), ...inner(def.out)];
    case 'array':
      return inner(def.element, `${path}[]`);
    case 'union':
      return (def.options ?? []).flatMap((option) => inner(option));
    case 'intersection':
      return [...inner(def.left), ...inner(def.right)];
    case 'tuple':
      return (def.items ?? []).flatMap((item) => inner(item));
    case 'record':
      return inner(def.valueType, `${path}[*]`);
    case 'lazy':
      return def.getter ? inner(def.getter()) : [];
    default:
      return inner(def.innerType);
  }
}

const isZodSchema = (value: unknown): value is z.ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value;

const inputSchemas: [string, z.ZodType][] = Object.entries(shared as Record<string, unknown>).flatMap(
  ([name, value]) =>
    INPUT_NAME.test(name) && isZodSchema(value) ? [[name, value] as [string, z.ZodType]] : [],
);

const FORBIDDEN = ['\u0000', 'a\u0000b', 'a\u0001b', 'a\u001bb', 'a\u007fb', 'a\ud800b', 'a\udc00b'];

describe('text fields', () => {
  it('finds the input schemas to check', () => {
    const names = inputSchemas.map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'LoginBodySchema',
        'RegisterFieldsSchema',
        'CustomerFieldsSchema',
        'DepartmentFieldsSchema',
        'CreateEventBodySchema',
        'DateRangeQuerySchema',
        'PeopleListQuerySchema',
        'OrganizationFieldsSchema',
        'CreateContactMessageBodySchema',
      ]),
    );
  });

  it('no text field of any input schema takes NUL, other control characters or lone surrogates', () => {
    const open: string[] = [];
    for (const [name, schema] of inputSchemas) {
      for (const [path, leaf] of textLeaves(schema, name)) {
        for (const value of FORBIDDEN) {
          if (leaf.safeParse(value).success) open.push(`${path} takes ${JSON.stringify(value)}`);
        }
      }
    }
    expect(open).toEqual([]);
  });

  it('refuses the forbidden characters and keeps text, tabs, newlines and any real character', () => {
    for (const value of FORBIDDEN) expect(hasForbiddenCharacters(value), JSON.stringify(value)).toBe(true);
    for (const value of [
      '',
      'plain',
      'line one\r\nline two\tend',
      'é ñ 中文 العربية',
      '😀 👩‍💻',
      '\u00a0\u2028',
    ]) {
      expect(hasForbiddenCharacters(value), JSON.stringify(value)).toBe(false);
    }
  });

  it('answers the field with one message', () => {
    const result = requiredText('Name is required', 80, 'Too long').safeParse('a\u0000b');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([TEXT_INVALID_CHARACTERS]);
    expect(optionalText(80, 'Too long').safeParse('x\u0008').success).toBe(false);
    expect(optionalText(80, 'Too long').safeParse('  ').data).toBeUndefined();
    expect(text().safeParse('two\nlines').data).toBe('two\nlines');
  });

  it('keeps dates and instants within the years 1900 to 9999', () => {
    const instant = isoDateTime('Enter a date and time');
    expect(instant.safeParse('2026-03-01T10:00:00+05:30').success).toBe(true);
    expect(instant.safeParse('1900-01-01T00:00:00Z').success).toBe(true);
    expect(instant.safeParse('9999-12-31T23:59:59Z').success).toBe(true);
    for (const value of ['0001-01-01T00:00:00Z', '1899-12-31T23:59:59Z', '9999-12-31T23:00:00-05:00']) {
      const result = instant.safeParse(value);
      expect(result.error?.issues[0]?.message, value).toBe(DATE_OUT_OF_RANGE);
    }
    expect(instant.safeParse('+275760-09-13T00:00:00.000Z').error?.issues[0]?.message).toBe(
      'Enter a date and time',
    );
  });
});
