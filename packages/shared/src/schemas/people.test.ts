import { describe, expect, it } from 'vitest';
import {
  AcceptInvitationFormSchema,
  CreateInvitationBodySchema,
  NewInviteeSchema,
  PeopleListQuerySchema,
  UpdatePersonBodySchema,
} from './people';

const ROLE = '3f0a2a52-8f7e-4a8e-9a43-5b7b1f0c9d11';

describe('people schemas', () => {
  it('PATCH keeps absent fields absent and turns empty ids and titles into null', () => {
    expect(UpdatePersonBodySchema.parse({})).toEqual({});
    expect(UpdatePersonBodySchema.parse({ departmentId: '', managerId: null, jobTitle: '  ' })).toEqual({
      departmentId: null,
      managerId: null,
      jobTitle: null,
    });
  });

  it('refuses a malformed id and a job title over 100 characters with field messages', () => {
    const result = UpdatePersonBodySchema.safeParse({ managerId: 'nope', jobTitle: 'x'.repeat(101) });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error?.issues.map((i) => [i.path[0], i.message]) ?? []);
    expect(messages).toEqual({
      managerId: 'Choose a valid manager',
      jobTitle: 'Job title must be at most 100 characters',
    });
  });

  it('reads list filters and refuses an unknown status', () => {
    expect(PeopleListQuerySchema.parse({ page: '2', status: 'inactive' })).toMatchObject({
      page: 2,
      pageSize: 20,
      status: 'inactive',
    });
    expect(PeopleListQuerySchema.safeParse({ status: 'gone' }).success).toBe(false);
  });
});

describe('invitation schemas', () => {
  it('lower-cases the email and treats empty department and manager as none', () => {
    expect(
      CreateInvitationBodySchema.parse({ email: 'New.Person@Example.com ', roleId: ROLE, departmentId: '' }),
    ).toEqual({
      email: 'new.person@example.com',
      roleId: ROLE,
      departmentId: null,
      managerId: null,
      joinedOn: null,
      employeeCode: null,
    });
  });

  it('names each missing or too-long field', () => {
    const result = CreateInvitationBodySchema.safeParse({ email: `${'a'.repeat(250)}@x.io` });
    const messages = Object.fromEntries(result.error?.issues.map((i) => [i.path[0], i.message]) ?? []);
    expect(messages).toEqual({ email: 'Email is too long', roleId: 'Choose a role' });
    const invitee = NewInviteeSchema.safeParse({ name: 'x'.repeat(101), password: '123' });
    expect(invitee.error?.issues.map((i) => i.message)).toEqual([
      'Full name must be at most 100 characters',
      'Password must be at least 6 characters',
    ]);
  });

  it('the accept form wants matching passwords', () => {
    const result = AcceptInvitationFormSchema.safeParse({
      name: 'Kiran',
      password: 'long enough secret',
      confirmpassword: 'different',
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['confirmpassword'],
      message: 'Passwords do not match',
    });
  });
});
