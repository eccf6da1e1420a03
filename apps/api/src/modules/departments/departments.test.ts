import { ALL_PERMISSIONS } from '@taskflow/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments, invitations, users } from '../../db/schema';
import { call, newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function createDepartment(org: OrganizationFixture, name: string, description?: string) {
  const response = await call(t, org.admin.cookie, 'POST', '/departments', { name, description });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; name: string; description: string | null };
}

async function departmentOf(userId: string) {
  const [row] = await t.db.select({ id: users.departmentId }).from(users).where(eq(users.id, userId));
  return row?.id;
}

describe('listing departments', () => {
  it('lists with member counts, sorted by name, searchable and paginated', async () => {
    const org = await newOrganization(t);
    const tax = await createDepartment(org, 'Tax', 'Direct and indirect tax.');
    const audit = await createDepartment(org, 'audit & Assurance');
    await createDepartment(org, 'Operations_2');
    await org.member('Employee', { departmentId: tax.id });
    await org.member('Employee', { departmentId: tax.id });
    await org.member('Manager', { departmentId: audit.id });

    const list = await call(t, org.admin.cookie, 'GET', '/departments');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().meta).toEqual({ page: 1, pageSize: 20, total: 3 });
    expect(
      list.json().data.map((d: { name: string; memberCount: number }) => [d.name, d.memberCount]),
    ).toEqual([
      ['audit & Assurance', 1],
      ['Operations_2', 0],
      ['Tax', 2],
    ]);

    const byDescription = await call(t, org.admin.cookie, 'GET', '/departments?q=INDIRECT');
    expect(byDescription.json().data.map((d: { name: string }) => d.name)).toEqual(['Tax']);
    // '_' is a literal underscore, not LIKE's any-character.
    const underscore = await call(t, org.admin.cookie, 'GET', '/departments?q=_');
    expect(underscore.json().data.map((d: { name: string }) => d.name)).toEqual(['Operations_2']);

    const page = await call(t, org.admin.cookie, 'GET', '/departments?page=2&pageSize=2');
    expect(page.json().data.map((d: { name: string }) => d.name)).toEqual(['Tax']);

    const one = await call(t, org.admin.cookie, 'GET', `/departments/${tax.id}`);
    expect(one.json().data).toMatchObject({
      name: 'Tax',
      description: 'Direct and indirect tax.',
      memberCount: 2,
    });

    const badPage = await call(t, org.admin.cookie, 'GET', '/departments?pageSize=500');
    expect(badPage.statusCode).toBe(400);
  });
});

describe('creating and renaming departments', () => {
  it('creates with an optional description', async () => {
    const org = await newOrganization(t);
    const bare = await createDepartment(org, '  Legal  ');
    expect(bare).toMatchObject({ name: 'Legal', description: null });
    const described = await createDepartment(org, 'IT', '   ');
    expect(described.description).toBeNull();
    const [row] = await t.db.select().from(departments).where(eq(departments.id, bare.id));
    expect(row?.organizationId).toBe(org.orgId);
  });

  it('requires the name and bounds both fields', async () => {
    const org = await newOrganization(t);
    const missing = await call(t, org.admin.cookie, 'POST', '/departments', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details.fields).toEqual({ name: 'Department Name is required' });
    const blank = await call(t, org.admin.cookie, 'POST', '/departments', { name: '  ' });
    expect(blank.json().message).toBe('Department Name is required');
    const long = await call(t, org.admin.cookie, 'POST', '/departments', {
      name: 'd'.repeat(81),
      description: 'x'.repeat(301),
    });
    expect(long.json().error.details.fields).toEqual({
      name: 'Department Name must be at most 80 characters',
      description: 'Description must be at most 300 characters',
    });
  });

  it('refuses a duplicate name whatever its case, naming the field; other organizations may reuse it', async () => {
    const org = await newOrganization(t);
    await createDepartment(org, 'Tax');
    const duplicate = await call(t, org.admin.cookie, 'POST', '/departments', { name: ' tAX ' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().error.code).toBe('VALIDATION_FAILED');
    expect(duplicate.json().message).toBe('A department with this name already exists');
    expect(duplicate.json().error.details.fields).toEqual({
      name: 'A department with this name already exists',
    });

    const [first, second] = await Promise.all([
      call(t, org.admin.cookie, 'POST', '/departments', { name: 'Advisory' }),
      call(t, org.admin.cookie, 'POST', '/departments', { name: 'ADVISORY' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 400]);

    const other = await newOrganization(t, 'Another Firm');
    await createDepartment(other, 'Tax');
  });

  it('renames and re-describes; a rename onto another department’s name is refused', async () => {
    const org = await newOrganization(t);
    const tax = await createDepartment(org, 'Tax', 'Filings.');
    await createDepartment(org, 'Audit');
    await org.member('Employee', { departmentId: tax.id });

    const renamed = await call(t, org.admin.cookie, 'PATCH', `/departments/${tax.id}`, {
      name: 'Tax & Regulatory',
      description: '',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({
      name: 'Tax & Regulatory',
      description: null,
      memberCount: 1,
    });

    const clash = await call(t, org.admin.cookie, 'PATCH', `/departments/${tax.id}`, { name: 'AUDIT' });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().error.details.fields).toEqual({ name: 'A department with this name already exists' });

    const empty = await call(t, org.admin.cookie, 'PATCH', `/departments/${tax.id}`, { name: '' });
    expect(empty.json().error.details.fields).toEqual({ name: 'Department Name is required' });

    const recased = await call(t, org.admin.cookie, 'PATCH', `/departments/${tax.id}`, {
      name: 'TAX & REGULATORY',
    });
    expect(recased.statusCode).toBe(200);
  });
});

describe('deleting departments', () => {
  it('deletes an empty department', async () => {
    const org = await newOrganization(t);
    const empty = await createDepartment(org, 'Empty');
    const deleted = await call(t, org.admin.cookie, 'DELETE', `/departments/${empty.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data).toEqual({ moved: 0 });
    expect((await call(t, org.admin.cookie, 'GET', `/departments/${empty.id}`)).statusCode).toBe(404);
  });

  it('a department with people is never deleted silently', async () => {
    const org = await newOrganization(t);
    const tax = await createDepartment(org, 'Tax');
    await org.member('Employee', { departmentId: tax.id });
    await org.member('Employee', { departmentId: tax.id });
    const refused = await call(t, org.admin.cookie, 'DELETE', `/departments/${tax.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('CONFLICT');
    expect(refused.json().message).toBe(
      '2 people are in this department. Move them to another department or leave them without one before deleting it.',
    );
    const explicitNo = await call(t, org.admin.cookie, 'DELETE', `/departments/${tax.id}?unassign=false`);
    expect(explicitNo.statusCode).toBe(409);
    const both = await call(
      t,
      org.admin.cookie,
      'DELETE',
      `/departments/${tax.id}?unassign=true&moveTo=${tax.id}`,
    );
    expect(both.statusCode).toBe(400);
    expect((await call(t, org.admin.cookie, 'GET', `/departments/${tax.id}`)).json().data.memberCount).toBe(
      2,
    );
  });

  it('moves the members to another department of the same organization', async () => {
    const org = await newOrganization(t);
    const tax = await createDepartment(org, 'Tax');
    const audit = await createDepartment(org, 'Audit');
    const person = await org.member('Employee', { departmentId: tax.id });
    await t.db.insert(invitations).values({
      organizationId: org.orgId,
      email: 'joiner@example.com',
      roleId: org.roleId('Employee'),
      departmentId: tax.id,
      tokenHash: `hash-${tax.id}`,
      expiresAt: new Date(Date.now() + 86_400_000),
    });

    const toItself = await call(t, org.admin.cookie, 'DELETE', `/departments/${tax.id}?moveTo=${tax.id}`);
    expect(toItself.statusCode).toBe(400);
    const elsewhere = await newOrganization(t, 'Elsewhere LLP');
    const foreignTarget = await createDepartment(elsewhere, 'Their Tax');
    const foreign = await call(
      t,
      org.admin.cookie,
      'DELETE',
      `/departments/${tax.id}?moveTo=${foreignTarget.id}`,
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.details.fields).toEqual({
      moveTo: 'The department to move members to was not found',
    });
    expect(await departmentOf(person.id)).toBe(tax.id);

    const moved = await call(t, org.admin.cookie, 'DELETE', `/departments/${tax.id}?moveTo=${audit.id}`);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toEqual({ moved: 1 });
    expect(await departmentOf(person.id)).toBe(audit.id);
    const [invitation] = await t.db
      .select()
      .from(invitations)
      .where(eq(invitations.email, 'joiner@example.com'));
    expect(invitation?.departmentId).toBe(audit.id);
    expect((await call(t, org.admin.cookie, 'GET', `/departments/${audit.id}`)).json().data.memberCount).toBe(
      1,
    );
  });

  it('or leaves them without a department when asked to', async () => {
    const org = await newOrganization(t);
    const tax = await createDepartment(org, 'Tax');
    const person = await org.member('Employee', { departmentId: tax.id });
    const deleted = await call(t, org.admin.cookie, 'DELETE', `/departments/${tax.id}?unassign=true`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data).toEqual({ moved: 1 });
    expect(await departmentOf(person.id)).toBeNull();
  });
});

describe('access', () => {
  it('each action needs its permission', async () => {
    const org = await newOrganization(t);
    const tax = await createDepartment(org, 'Tax');
    const cases = [
      { missing: 'departments.view', method: 'GET', url: '/departments' },
      { missing: 'departments.view', method: 'GET', url: `/departments/${tax.id}` },
      { missing: 'departments.create', method: 'POST', url: '/departments', body: { name: 'New' } },
      {
        missing: 'departments.edit',
        method: 'PATCH',
        url: `/departments/${tax.id}`,
        body: { name: 'Taxes' },
      },
      { missing: 'departments.delete', method: 'DELETE', url: `/departments/${tax.id}` },
    ] as const;
    for (const [index, testCase] of cases.entries()) {
      const role = await call(t, org.admin.cookie, 'POST', '/roles', {
        name: `Limited ${index}`,
        description: `Everything but ${testCase.missing}`,
        permissions: ALL_PERMISSIONS.filter((permission) => permission !== testCase.missing),
      });
      const person = await org.member(role.json().data.id);
      const body = 'body' in testCase ? testCase.body : undefined;
      const response = await call(t, person.cookie, testCase.method, testCase.url, body);
      expect(response.statusCode, `${testCase.method} ${testCase.url} without ${testCase.missing}`).toBe(403);
    }
    // The seeded Employee role reads departments but changes nothing.
    const employee = await org.member('Employee');
    expect((await call(t, employee.cookie, 'GET', '/departments')).statusCode).toBe(200);
    expect((await call(t, employee.cookie, 'POST', '/departments', { name: 'Mine' })).statusCode).toBe(403);
    const [row] = await t.db.select().from(departments).where(eq(departments.id, tax.id));
    expect(row?.name).toBe('Tax');
  });

  it("another organization's department does not exist for you (404), and nothing changes", async () => {
    const mine = await newOrganization(t);
    const theirs = await newOrganization(t, 'Rival Partners');
    const target = await createDepartment(theirs, 'Their Audit');
    for (const [method, body] of [['GET'], ['PATCH', { name: 'Hijacked' }], ['DELETE']] as const) {
      const response = await call(t, mine.admin.cookie, method, `/departments/${target.id}`, body);
      expect(response.statusCode, method).toBe(404);
      expect(response.json().message).toBe('Department not found');
    }
    const [row] = await t.db.select().from(departments).where(eq(departments.id, target.id));
    expect(row?.name).toBe('Their Audit');
    expect((await call(t, mine.admin.cookie, 'GET', '/departments')).json().meta.total).toBe(0);
    const garbage = await call(t, mine.admin.cookie, 'GET', '/departments/not-a-uuid');
    expect(garbage.statusCode).toBe(400);
  });
});
