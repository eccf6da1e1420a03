import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DeleteDepartmentQuerySchema, DepartmentFieldsSchema } from './departments';

function fieldErrors(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('DepartmentFieldsSchema', () => {
  it('trims the name; a blank or missing description is stored as none', () => {
    expect(DepartmentFieldsSchema.parse({ name: ' Tax ', description: ' Filings ' })).toEqual({
      name: 'Tax',
      description: 'Filings',
    });
    for (const description of [undefined, null, '', '   ']) {
      expect(DepartmentFieldsSchema.parse({ name: 'Tax', description }).description).toBeNull();
    }
  });

  it('requires Department Name', () => {
    for (const name of [undefined, '', '   ', 7]) {
      expect(fieldErrors(DepartmentFieldsSchema.safeParse({ name }))).toEqual({
        name: 'Department Name is required',
      });
    }
  });

  it('bounds both fields', () => {
    expect(
      fieldErrors(DepartmentFieldsSchema.safeParse({ name: 'd'.repeat(81), description: 'x'.repeat(301) })),
    ).toEqual({
      name: 'Department Name must be at most 80 characters',
      description: 'Description must be at most 300 characters',
    });
    expect(
      DepartmentFieldsSchema.safeParse({ name: 'd'.repeat(80), description: 'x'.repeat(300) }).success,
    ).toBe(true);
  });
});

describe('DeleteDepartmentQuerySchema', () => {
  const id = '0195f0e4-3c1b-7c1e-9a55-0b6f6c2d4e11';

  it('reads unassign as text: only "true" is yes', () => {
    expect(DeleteDepartmentQuerySchema.parse({})).toEqual({ unassign: false });
    expect(DeleteDepartmentQuerySchema.parse({ unassign: 'true' })).toEqual({ unassign: true });
    expect(DeleteDepartmentQuerySchema.parse({ unassign: 'false' })).toEqual({ unassign: false });
    expect(DeleteDepartmentQuerySchema.safeParse({ unassign: 'yes' }).success).toBe(false);
  });

  it('takes a department to move members to, but not together with unassign', () => {
    expect(DeleteDepartmentQuerySchema.parse({ moveTo: id })).toEqual({ moveTo: id, unassign: false });
    expect(fieldErrors(DeleteDepartmentQuerySchema.safeParse({ moveTo: 'Tax' }))).toEqual({
      moveTo: 'Choose a department to move its members to',
    });
    expect(fieldErrors(DeleteDepartmentQuerySchema.safeParse({ moveTo: id, unassign: 'true' }))).toEqual({
      moveTo: 'Choose either moveTo or unassign, not both',
    });
  });
});
