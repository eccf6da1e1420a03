import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ALL_PERMISSIONS, DEFAULT_ROLES } from '../permissions';
import { ADMIN_REQUIRED_PERMISSIONS, DeleteRoleQuerySchema, RoleFieldsSchema } from './roles';

function fieldErrors(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('RoleFieldsSchema', () => {
  it('trims the text and stores each permission once, sorted', () => {
    const result = RoleFieldsSchema.parse({
      name: '  Auditor ',
      description: ' Reads reports ',
      permissions: ['reports.view', 'leave.view', 'reports.view'],
    });
    expect(result).toEqual({
      name: 'Auditor',
      description: 'Reads reports',
      permissions: ['leave.view', 'reports.view'],
    });
  });

  it('defaults to no permissions', () => {
    expect(RoleFieldsSchema.parse({ name: 'Guest', description: 'Sees nothing' }).permissions).toEqual([]);
  });

  it('requires Role Name and Description, present and not blank', () => {
    expect(fieldErrors(RoleFieldsSchema.safeParse({}))).toEqual({
      name: 'Role Name is required',
      description: 'Description is required',
    });
    expect(fieldErrors(RoleFieldsSchema.safeParse({ name: '  ', description: '\t' }))).toEqual({
      name: 'Role Name is required',
      description: 'Description is required',
    });
    expect(fieldErrors(RoleFieldsSchema.safeParse({ name: 42, description: null }))).toEqual({
      name: 'Role Name is required',
      description: 'Description is required',
    });
  });

  it('bounds the lengths, counting after trimming', () => {
    expect(
      fieldErrors(RoleFieldsSchema.safeParse({ name: 'n'.repeat(61), description: 'd'.repeat(301) })),
    ).toEqual({
      name: 'Role Name must be at most 60 characters',
      description: 'Description must be at most 300 characters',
    });
    expect(
      RoleFieldsSchema.safeParse({ name: ` ${'n'.repeat(60)} `, description: 'd'.repeat(300) }).success,
    ).toBe(true);
  });

  it('accepts only permissions of the catalogue', () => {
    expect(
      RoleFieldsSchema.safeParse({ name: 'All', description: 'All', permissions: ALL_PERMISSIONS }).success,
    ).toBe(true);
    expect(
      fieldErrors(
        RoleFieldsSchema.safeParse({ name: 'X', description: 'Y', permissions: ['tasks.view', 'root'] }),
      ),
    ).toEqual({ 'permissions.1': 'Unknown permission' });
    expect(
      fieldErrors(RoleFieldsSchema.safeParse({ name: 'X', description: 'Y', permissions: 'tasks.view' })),
    ).toEqual({
      permissions: 'Permissions must be a list',
    });
  });

  it('the seeded Admin role holds what an Admin role must keep', () => {
    const admin = DEFAULT_ROLES.find((role) => role.name === 'Admin');
    for (const permission of ADMIN_REQUIRED_PERMISSIONS) expect(admin?.permissions).toContain(permission);
  });
});

describe('DeleteRoleQuerySchema', () => {
  it('takes an optional role id to move users to', () => {
    expect(DeleteRoleQuerySchema.parse({})).toEqual({});
    const id = '0195f0e4-3c1b-7c1e-9a55-0b6f6c2d4e11';
    expect(DeleteRoleQuerySchema.parse({ reassignTo: id })).toEqual({ reassignTo: id });
    expect(fieldErrors(DeleteRoleQuerySchema.safeParse({ reassignTo: 'Manager' }))).toEqual({
      reassignTo: 'Choose a role to move its users to',
    });
  });
});
