import { ALL_PERMISSIONS, DEFAULT_ROLES } from '@taskflow/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, roles, users } from '../../db/schema';
import { me } from '../../test/accounts';
import { call, newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const AUDITOR = {
  name: 'Auditor',
  description: 'Reads reports and projects.',
  permissions: ['reports.view', 'projects.report'],
};

async function createRole(org: OrganizationFixture, body: Record<string, unknown> = AUDITOR) {
  const response = await call(t, org.admin.cookie, 'POST', '/roles', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; name: string; permissions: string[] };
}

describe('listing and reading roles', () => {
  it('lists the default roles with how many users hold each, searchable and paginated', async () => {
    const org = await newOrganization(t);
    await org.member('Employee');
    await org.member('Employee');

    const list = await call(t, org.admin.cookie, 'GET', '/roles');
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json();
    expect(body.meta).toEqual({ page: 1, pageSize: 20, total: 3 });
    // The Admin role leads, then by name.
    expect(body.data.map((role: { name: string; userCount: number }) => [role.name, role.userCount])).toEqual(
      [
        ['Admin', 1],
        ['Employee', 2],
        ['Manager', 0],
      ],
    );
    const employee = body.data.find((role: { name: string }) => role.name === 'Employee');
    expect(employee.permissions.sort()).toEqual(
      DEFAULT_ROLES.find((role) => role.name === 'Employee')
        ?.permissions.slice()
        .sort(),
    );
    expect(body.data[0].isAdmin).toBe(true);

    const searched = await call(t, org.admin.cookie, 'GET', '/roles?q=MANAG');
    expect(searched.json().data.map((role: { name: string }) => role.name)).toEqual(['Manager']);
    // LIKE wildcards are literal: '%' matches no name.
    expect((await call(t, org.admin.cookie, 'GET', '/roles?q=%25')).json().meta.total).toBe(0);

    const paged = await call(t, org.admin.cookie, 'GET', '/roles?page=2&pageSize=2');
    expect(paged.json().data.map((role: { name: string }) => role.name)).toEqual(['Manager']);
    expect(paged.json().meta).toEqual({ page: 2, pageSize: 2, total: 3 });

    const one = await call(t, org.admin.cookie, 'GET', `/roles/${employee.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({ name: 'Employee', userCount: 2, isAdmin: false });
  });

  it('a Manager may view roles (roles.view) but not change them', async () => {
    const org = await newOrganization(t);
    const manager = await org.member('Manager');
    expect((await call(t, manager.cookie, 'GET', '/roles')).statusCode).toBe(200);
    const created = await call(t, manager.cookie, 'POST', '/roles', AUDITOR);
    expect(created.statusCode).toBe(403);
    expect(created.json().message).toBe('You do not have permission to do this');
  });
});

describe('creating roles', () => {
  it('creates a role with catalogue permissions, stored once each and in order', async () => {
    const org = await newOrganization(t);
    const role = await createRole(org, {
      name: '  Auditor ',
      description: ' Reads reports. ',
      permissions: ['reports.view', 'projects.report', 'reports.view'],
    });
    expect(role).toMatchObject({
      name: 'Auditor',
      description: 'Reads reports.',
      permissions: ['projects.report', 'reports.view'],
      isAdmin: false,
      userCount: 0,
    });
    const [row] = await t.db.select().from(roles).where(eq(roles.id, role.id));
    expect(row?.organizationId).toBe(org.orgId);
  });

  it('names every missing required field', async () => {
    const org = await newOrganization(t);
    const response = await call(t, org.admin.cookie, 'POST', '/roles', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(response.json().error.details.fields).toEqual({
      name: 'Role Name is required',
      description: 'Description is required',
    });
    const blank = await call(t, org.admin.cookie, 'POST', '/roles', { name: '   ', description: ' ' });
    expect(blank.json().error.details.fields).toEqual({
      name: 'Role Name is required',
      description: 'Description is required',
    });
  });

  it('refuses too-long fields and permissions outside the catalogue', async () => {
    const org = await newOrganization(t);
    const long = await call(t, org.admin.cookie, 'POST', '/roles', {
      name: 'x'.repeat(61),
      description: 'y'.repeat(301),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.details.fields).toEqual({
      name: 'Role Name must be at most 60 characters',
      description: 'Description must be at most 300 characters',
    });
    const unknown = await call(t, org.admin.cookie, 'POST', '/roles', {
      ...AUDITOR,
      permissions: ['reports.view', 'everything.godmode'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details.fields).toEqual({ 'permissions.1': 'Unknown permission' });
  });

  it('refuses a duplicate name, whatever its case, within one organization only', async () => {
    const org = await newOrganization(t);
    await createRole(org);
    const duplicate = await call(t, org.admin.cookie, 'POST', '/roles', { ...AUDITOR, name: 'aUDITOR' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().error.details.fields).toEqual({ name: 'A role with this name already exists' });
    const defaultName = await call(t, org.admin.cookie, 'POST', '/roles', { ...AUDITOR, name: 'admin' });
    expect(defaultName.json().error.details.fields.name).toBe('A role with this name already exists');

    // Two saves at once: the unique index decides, and the loser gets the same field error.
    const [first, second] = await Promise.all([
      call(t, org.admin.cookie, 'POST', '/roles', { ...AUDITOR, name: 'Reviewer' }),
      call(t, org.admin.cookie, 'POST', '/roles', { ...AUDITOR, name: 'REVIEWER' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 400]);

    const other = await newOrganization(t, 'Other Firm');
    await createRole(other);
  });
});

describe('editing roles', () => {
  it('replaces name, description and permissions; the holders get the new permissions at once', async () => {
    const org = await newOrganization(t);
    const role = await createRole(org);
    const holder = await org.member(role.id);
    expect((await me(t, holder.cookie)).json().data.permissions.sort()).toEqual([
      'projects.report',
      'reports.view',
    ]);

    const edited = await call(t, org.admin.cookie, 'PATCH', `/roles/${role.id}`, {
      name: 'Senior Auditor',
      description: 'Also sees departments.',
      permissions: ['departments.view'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      name: 'Senior Auditor',
      permissions: ['departments.view'],
      userCount: 1,
    });
    expect((await me(t, holder.cookie)).json().data.permissions).toEqual(['departments.view']);
    expect((await call(t, holder.cookie, 'GET', '/departments')).statusCode).toBe(200);
    expect((await call(t, holder.cookie, 'GET', '/roles')).statusCode).toBe(403);
  });

  it('validates edits like creations, including a duplicate name', async () => {
    const org = await newOrganization(t);
    const role = await createRole(org);
    const empty = await call(t, org.admin.cookie, 'PATCH', `/roles/${role.id}`, {
      name: '',
      description: '',
    });
    expect(empty.json().error.details.fields).toEqual({
      name: 'Role Name is required',
      description: 'Description is required',
    });
    const duplicate = await call(t, org.admin.cookie, 'PATCH', `/roles/${role.id}`, {
      ...AUDITOR,
      name: 'MANAGER',
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().error.details.fields).toEqual({ name: 'A role with this name already exists' });
    // Keeping its own name in another case is no conflict.
    const recased = await call(t, org.admin.cookie, 'PATCH', `/roles/${role.id}`, {
      ...AUDITOR,
      name: 'AUDITOR',
    });
    expect(recased.statusCode).toBe(200);
  });

  it('the Admin role keeps Role Edit and Manage Settings, so an organization cannot lock itself out', async () => {
    const org = await newOrganization(t);
    const adminRoleId = org.roleId('Admin');
    for (const dropped of ['roles.edit', 'organization.manage']) {
      const response = await call(t, org.admin.cookie, 'PATCH', `/roles/${adminRoleId}`, {
        name: 'Admin',
        description: 'Full access.',
        permissions: ALL_PERMISSIONS.filter((permission) => permission !== dropped),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details.fields).toEqual({
        permissions: 'The Admin role must keep Role Edit and Organization Manage Settings',
      });
    }
    const trimmed = await call(t, org.admin.cookie, 'PATCH', `/roles/${adminRoleId}`, {
      name: 'Partner',
      description: 'Runs the firm.',
      permissions: ['roles.edit', 'organization.manage', 'roles.view'],
    });
    expect(trimmed.statusCode, trimmed.body).toBe(200);
    expect(trimmed.json().data).toMatchObject({ name: 'Partner', isAdmin: true });
  });
});

describe('deleting roles', () => {
  it('deletes an unused role', async () => {
    const org = await newOrganization(t);
    const role = await createRole(org);
    const deleted = await call(t, org.admin.cookie, 'DELETE', `/roles/${role.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data).toEqual({ reassigned: 0 });
    expect((await call(t, org.admin.cookie, 'GET', `/roles/${role.id}`)).statusCode).toBe(404);
  });

  it('never deletes the Admin role', async () => {
    const org = await newOrganization(t);
    const response = await call(
      t,
      org.admin.cookie,
      'DELETE',
      `/roles/${org.roleId('Admin')}?reassignTo=${org.roleId('Manager')}`,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('The Admin role cannot be deleted');
    expect((await me(t, org.admin.cookie)).json().data.roleName).toBe('Admin');
  });

  it('a role in use needs somewhere for its users to go, and moves them all at once', async () => {
    const org = await newOrganization(t);
    const role = await createRole(org);
    const first = await org.member(role.id);
    const second = await org.member(role.id);
    await t.db.insert(invitations).values({
      organizationId: org.orgId,
      email: 'invitee@example.com',
      roleId: role.id,
      tokenHash: `hash-${role.id}`,
      expiresAt: new Date(Date.now() + 86_400_000),
    });

    const refused = await call(t, org.admin.cookie, 'DELETE', `/roles/${role.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('CONFLICT');
    expect(refused.json().message).toBe(
      '2 users have this role. Choose another role for them before deleting it.',
    );

    const toItself = await call(t, org.admin.cookie, 'DELETE', `/roles/${role.id}?reassignTo=${role.id}`);
    expect(toItself.statusCode).toBe(400);

    const elsewhere = await newOrganization(t, 'Elsewhere & Co');
    const foreign = await call(
      t,
      org.admin.cookie,
      'DELETE',
      `/roles/${role.id}?reassignTo=${elsewhere.roleId('Employee')}`,
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.details.fields).toEqual({
      reassignTo: 'The role to move users to was not found',
    });
    expect((await call(t, org.admin.cookie, 'GET', `/roles/${role.id}`)).json().data.userCount).toBe(2);

    const notUuid = await call(t, org.admin.cookie, 'DELETE', `/roles/${role.id}?reassignTo=manager`);
    expect(notUuid.statusCode).toBe(400);

    const moved = await call(
      t,
      org.admin.cookie,
      'DELETE',
      `/roles/${role.id}?reassignTo=${org.roleId('Employee')}`,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toEqual({ reassigned: 2 });
    for (const person of [first, second]) {
      const session = (await me(t, person.cookie)).json().data;
      expect(session.roleName).toBe('Employee');
      expect(session.permissions).toContain('leave.apply');
    }
    const [invitation] = await t.db
      .select()
      .from(invitations)
      .where(eq(invitations.email, 'invitee@example.com'));
    expect(invitation?.roleId).toBe(org.roleId('Employee'));
    expect(await t.db.select().from(roles).where(eq(roles.id, role.id))).toEqual([]);
  });

  it('names a single holder in the singular', async () => {
    const org = await newOrganization(t);
    const role = await createRole(org);
    await org.member(role.id);
    const refused = await call(t, org.admin.cookie, 'DELETE', `/roles/${role.id}`);
    expect(refused.json().message).toBe(
      '1 user has this role. Choose another role for them before deleting it.',
    );
  });
});

describe('access', () => {
  it('each action needs its permission', async () => {
    const org = await newOrganization(t);
    const role = await createRole(org);
    // A role with every roles.* permission but the one under test.
    const cases = [
      { missing: 'roles.view', method: 'GET', url: '/roles' },
      { missing: 'roles.view', method: 'GET', url: `/roles/${role.id}` },
      { missing: 'roles.create', method: 'POST', url: '/roles', body: { ...AUDITOR, name: 'New' } },
      { missing: 'roles.edit', method: 'PATCH', url: `/roles/${role.id}`, body: AUDITOR },
      { missing: 'roles.delete', method: 'DELETE', url: `/roles/${role.id}` },
    ] as const;
    for (const [index, testCase] of cases.entries()) {
      const limited = await createRole(org, {
        name: `Limited ${index}`,
        description: `Everything but ${testCase.missing}`,
        permissions: ALL_PERMISSIONS.filter((permission) => permission !== testCase.missing),
      });
      const person = await org.member(limited.id);
      const response = await call(
        t,
        person.cookie,
        testCase.method,
        testCase.url,
        'body' in testCase ? testCase.body : undefined,
      );
      expect(response.statusCode, `${testCase.method} ${testCase.url} without ${testCase.missing}`).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    }
    expect((await call(t, org.admin.cookie, 'GET', `/roles/${role.id}`)).json().data.name).toBe('Auditor');
  });

  it("another organization's role does not exist for you (404), and nothing changes", async () => {
    const mine = await newOrganization(t);
    const theirs = await newOrganization(t, 'Rival Partners');
    const target = theirs.roleId('Manager');
    for (const [method, body] of [['GET'], ['PATCH', AUDITOR], ['DELETE']] as const) {
      const response = await call(t, mine.admin.cookie, method, `/roles/${target}`, body);
      expect(response.statusCode, method).toBe(404);
      expect(response.json().message).toBe('Role not found');
    }
    const [row] = await t.db.select().from(roles).where(eq(roles.id, target));
    expect(row?.name).toBe('Manager');
    const list = (await call(t, mine.admin.cookie, 'GET', '/roles')).json();
    expect(list.data.map((role: { id: string }) => role.id)).not.toContain(target);
  });

  it('needs a session and an organization', async () => {
    expect((await t.app.inject({ url: '/api/v1/roles' })).statusCode).toBe(401);
    const org = await newOrganization(t);
    const [row] = await t.db.select().from(users).where(eq(users.id, org.admin.id));
    await t.db.update(users).set({ organizationId: null, roleId: null }).where(eq(users.id, org.admin.id));
    const response = await call(t, org.admin.cookie, 'GET', '/roles');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Create or join an organization first');
    await t.db
      .update(users)
      .set({ organizationId: row?.organizationId, roleId: row?.roleId })
      .where(eq(users.id, org.admin.id));
  });
});
