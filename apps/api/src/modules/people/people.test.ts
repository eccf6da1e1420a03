import { ALL_PERMISSIONS, MANAGER_CYCLE_MESSAGE, SELF_MANAGER_MESSAGE } from '@taskflow/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments, roles, sessions, users } from '../../db/schema';
import { LAST_ACTIVE_ADMIN_MESSAGE, OWN_ROLE_MESSAGE, PERSON_OUTRANKS_MESSAGE } from '../../lib/role-guard';
import { me, sessionOf } from '../../test/accounts';
import { newAccount, newOrganization } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (cookie: string, url: string) =>
  t.app.inject({ url: `/api/v1/people${url}`, headers: { cookie } });
const patch = (cookie: string, id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `/api/v1/people/${id}`, headers: { cookie }, payload });
const post = (cookie: string, url: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/people${url}`, headers: { cookie } });

async function department(orgId: string, name: string) {
  const [row] = await t.db.insert(departments).values({ organizationId: orgId, name }).returning();
  if (!row) throw new Error('no department');
  return row.id;
}

describe('people list and profile', () => {
  it('lists members sorted by name with role, department and manager; searches and filters in SQL', async () => {
    const org = await newOrganization(t);
    const tax = await department(org.orgId, 'Tax');
    const boss = await org.member('Manager', { name: 'Zara Boss', jobTitle: 'Tax Lead' });
    const worker = await org.member('Employee', { name: 'Bela 100%_Sharma', managerId: boss.id });
    await t.db.update(users).set({ departmentId: tax }).where(eq(users.id, worker.id));
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, boss.id));

    const all = await get(org.admin.cookie, '');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().meta).toEqual({ page: 1, pageSize: 20, total: 3 });
    expect(all.json().data.map((p: { name: string }) => p.name)).toEqual([
      'Ada Admin',
      'Bela 100%_Sharma',
      'Zara Boss',
    ]);
    expect(all.json().data[1]).toMatchObject({
      roleName: 'Employee',
      departmentName: 'Tax',
      managerName: 'Zara Boss',
      isActive: true,
      avatarUrl: expect.stringMatching(new RegExp(`^/api/v1/users/${worker.id}/avatar\\?v=\\w+$`)),
    });

    // A literal % and _ only match themselves.
    const literal = await get(org.admin.cookie, `?q=${encodeURIComponent('100%_')}`);
    expect(literal.json().data.map((p: { id: string }) => p.id)).toEqual([worker.id]);
    expect((await get(org.admin.cookie, '?q=0%25x')).json().meta.total).toBe(0);
    const byEmail = await get(org.admin.cookie, `?q=${encodeURIComponent(boss.email.toUpperCase())}`);
    expect(byEmail.json().data.map((p: { id: string }) => p.id)).toEqual([boss.id]);

    expect((await get(org.admin.cookie, `?departmentId=${tax}`)).json().meta.total).toBe(1);
    expect((await get(org.admin.cookie, `?roleId=${org.roleId('Manager')}`)).json().data[0].id).toBe(boss.id);
    expect(
      (await get(org.admin.cookie, '?status=inactive')).json().data.map((p: { id: string }) => p.id),
    ).toEqual([boss.id]);
    expect((await get(org.admin.cookie, '?status=active')).json().meta.total).toBe(2);
    const paged = await get(org.admin.cookie, '?page=2&pageSize=2');
    expect(paged.json()).toMatchObject({ meta: { page: 2, pageSize: 2, total: 3 } });
    expect(paged.json().data).toHaveLength(1);
    expect((await get(org.admin.cookie, '?pageSize=500')).statusCode).toBe(400);
    expect((await get(org.admin.cookie, '?status=gone')).statusCode).toBe(400);
  });

  it('shows a profile with direct reports; another organization’s person is not found', async () => {
    const org = await newOrganization(t);
    const boss = await org.member('Manager', { name: 'Kiran Lead' });
    const report = await org.member('Employee', {
      name: 'Lata Report',
      managerId: boss.id,
      jobTitle: 'Associate',
    });
    const profile = await get(org.admin.cookie, `/${boss.id}`);
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json().data).toMatchObject({ id: boss.id, name: 'Kiran Lead', email: boss.email });
    expect(profile.json().data.directReports).toEqual([
      expect.objectContaining({ id: report.id, name: 'Lata Report', jobTitle: 'Associate', isActive: true }),
    ]);

    const other = await newOrganization(t, 'Other Org');
    expect((await get(other.admin.cookie, `/${boss.id}`)).statusCode).toBe(404);
    expect((await patch(other.admin.cookie, boss.id, { jobTitle: 'x' })).statusCode).toBe(404);
    expect((await post(other.admin.cookie, `/${boss.id}/deactivate`)).statusCode).toBe(404);
    expect((await post(other.admin.cookie, `/${boss.id}/reactivate`)).statusCode).toBe(404);
    const outsiders = (await get(other.admin.cookie, '')).json().data.map((p: { id: string }) => p.id);
    expect(outsiders).toEqual([other.admin.id]);
  });

  it('asks for users.view, users.edit and users.deactivate; no organization means forbidden', async () => {
    const org = await newOrganization(t);
    const person = await org.member('Employee');
    const nobody = await org.memberWith([]);
    for (const url of ['', `/${person.id}`, '/tree', '/options']) {
      expect((await get(nobody.cookie, url)).statusCode, url).toBe(403);
    }
    // An Employee can see people but not change them.
    const employee = await org.member('Employee');
    expect((await get(employee.cookie, '')).statusCode).toBe(200);
    expect((await patch(employee.cookie, person.id, { jobTitle: 'Boss' })).statusCode).toBe(403);
    expect((await post(employee.cookie, `/${person.id}/deactivate`)).statusCode).toBe(403);
    expect((await post(employee.cookie, `/${person.id}/reactivate`)).statusCode).toBe(403);
    const editor = await org.memberWith(['users.edit']);
    expect((await patch(editor.cookie, nobody.id, { jobTitle: 'Boss' })).statusCode).toBe(200);
    expect((await post(editor.cookie, `/${nobody.id}/deactivate`)).statusCode).toBe(403);
    // An Employee holds permissions that users.edit alone does not.
    const outranked = await patch(editor.cookie, person.id, { jobTitle: 'Boss' });
    expect(outranked.statusCode).toBe(403);
    expect(outranked.json().message).toBe(PERSON_OUTRANKS_MESSAGE);

    const loner = await newAccount(t);
    expect((await get(loner.cookie, '')).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/people' })).statusCode).toBe(401);
  });
});

describe('editing a person', () => {
  it('changes role, department, manager and job title; ids must be of this organization', async () => {
    const org = await newOrganization(t);
    const other = await newOrganization(t, 'Elsewhere');
    const audit = await department(org.orgId, 'Audit');
    const foreignDepartment = await department(other.orgId, 'Foreign');
    const boss = await org.member('Manager');
    const person = await org.member('Employee');

    const changed = await patch(org.admin.cookie, person.id, {
      roleId: org.roleId('Manager'),
      departmentId: audit,
      managerId: boss.id,
      jobTitle: '  Audit Senior  ',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      roleName: 'Manager',
      departmentName: 'Audit',
      managerId: boss.id,
      jobTitle: 'Audit Senior',
    });
    // The new role's permissions apply at once.
    expect((await me(t, person.cookie)).json().data.roleName).toBe('Manager');

    const cleared = await patch(org.admin.cookie, person.id, {
      departmentId: '',
      managerId: null,
      jobTitle: '',
    });
    expect(cleared.json().data).toMatchObject({ departmentId: null, managerId: null, jobTitle: null });

    const foreign = await patch(org.admin.cookie, person.id, {
      roleId: other.roleId('Admin'),
      departmentId: foreignDepartment,
      managerId: other.admin.id,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.details.fields).toEqual({
      roleId: 'Choose a role',
      departmentId: 'Choose a valid department',
      managerId: 'Choose an active member of your organization as manager',
    });

    const tooLong = await patch(org.admin.cookie, person.id, { jobTitle: 'x'.repeat(101), managerId: 'abc' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.details.fields).toMatchObject({
      jobTitle: 'Job title must be at most 100 characters',
      managerId: 'Choose a valid manager',
    });
  });

  it('refuses a manager loop and self-management, and keeps the tree intact', async () => {
    const org = await newOrganization(t);
    const top = await org.member('Manager', { name: 'Top' });
    const middle = await org.member('Manager', { name: 'Middle', managerId: top.id });
    const bottom = await org.member('Employee', { name: 'Bottom', managerId: middle.id });

    const self = await patch(org.admin.cookie, top.id, { managerId: top.id });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.details.fields.managerId).toBe(SELF_MANAGER_MESSAGE);

    const loop = await patch(org.admin.cookie, top.id, { managerId: bottom.id });
    expect(loop.statusCode).toBe(400);
    expect(loop.json().error.details.fields.managerId).toBe(MANAGER_CYCLE_MESSAGE);
    const direct = await patch(org.admin.cookie, middle.id, { managerId: bottom.id });
    expect(direct.json().error.details.fields.managerId).toBe(MANAGER_CYCLE_MESSAGE);
    const [unchanged] = await t.db.select().from(users).where(eq(users.id, top.id));
    expect(unchanged?.managerId).toBeNull();

    // Moving a subtree elsewhere is fine.
    expect((await patch(org.admin.cookie, bottom.id, { managerId: top.id })).statusCode).toBe(200);
    expect((await patch(org.admin.cookie, middle.id, { managerId: bottom.id })).statusCode).toBe(200);
  });

  it('nobody changes their own role, not even an Admin', async () => {
    const org = await newOrganization(t);
    await org.member('Admin');
    const own = await patch(org.admin.cookie, org.admin.id, { roleId: org.roleId('Employee') });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(OWN_ROLE_MESSAGE);
    // Sending one's current role with other changes (what the edit form does) is fine.
    const same = await patch(org.admin.cookie, org.admin.id, {
      roleId: org.roleId('Admin'),
      jobTitle: 'Partner',
    });
    expect(same.statusCode, same.body).toBe(200);
    expect((await me(t, org.admin.cookie)).json().data.roleName).toBe('Admin');
  });

  it('keeps at least one active person holding the Admin role', async () => {
    const org = await newOrganization(t);
    // A role with every permission that is not the Admin role: it may change anyone, but not remove the last Admin.
    const owner = await org.memberWith([...ALL_PERMISSIONS]);
    const alone = await patch(owner.cookie, org.admin.id, { roleId: org.roleId('Employee') });
    expect(alone.statusCode).toBe(409);
    expect(alone.json().message).toBe(LAST_ACTIVE_ADMIN_MESSAGE);
    expect((await me(t, org.admin.cookie)).json().data.roleName).toBe('Admin');

    const second = await org.member('Admin');
    // Deactivated admins do not count.
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, second.id));
    expect((await patch(owner.cookie, org.admin.id, { roleId: org.roleId('Employee') })).statusCode).toBe(
      409,
    );
    await t.db.update(users).set({ isActive: true }).where(eq(users.id, second.id));
    const stepDown = await patch(second.cookie, org.admin.id, { roleId: org.roleId('Employee') });
    expect(stepDown.statusCode, stepDown.body).toBe(200);
    // Now the remaining admin can be neither demoted nor deactivated.
    expect((await patch(owner.cookie, second.id, { roleId: org.roleId('Manager') })).statusCode).toBe(409);
    expect((await post(owner.cookie, `/${second.id}/deactivate`)).statusCode).toBe(409);
  });

  it('two concurrent demotions or deactivations cannot remove the last two Admins', async () => {
    const org = await newOrganization(t);
    const owners = await Promise.all([1, 2, 3, 4].map(() => org.memberWith([...ALL_PERMISSIONS])));
    for (let round = 0; round < 3; round++) {
      const second = await org.member('Admin');
      const admins = [org.admin.id, second.id];
      const [demote, deactivate] = await Promise.all([
        patch(owners[0]?.cookie ?? '', admins[round % 2] ?? '', { roleId: org.roleId('Employee') }),
        post(owners[1]?.cookie ?? '', `/${admins[(round + 1) % 2]}/deactivate`),
      ]);
      const codes = [demote.statusCode, deactivate.statusCode].sort();
      expect(codes, `${demote.body} ${deactivate.body}`).toEqual([200, 409]);
      const active = await t.db
        .select({ id: users.id })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .where(and(eq(users.organizationId, org.orgId), eq(users.isActive, true), eq(roles.isAdmin, true)));
      expect(active).toHaveLength(1);
      // Back to the founder as the one Admin for the next round.
      await t.db
        .update(users)
        .set({ roleId: org.roleId('Admin'), isActive: true })
        .where(eq(users.id, org.admin.id));
      await t.db
        .update(users)
        .set({ roleId: org.roleId('Employee') })
        .where(eq(users.id, second.id));
    }
    // Two deactivations of two Admins at once: exactly one succeeds.
    const second = await org.member('Admin');
    const both = await Promise.all([
      post(owners[2]?.cookie ?? '', `/${org.admin.id}/deactivate`),
      post(owners[3]?.cookie ?? '', `/${second.id}/deactivate`),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('deactivating and reactivating', () => {
  it('ends every session of the person at once, and they cannot sign in until reactivated', async () => {
    const org = await newOrganization(t);
    const person = await org.member('Employee');
    expect((await me(t, person.cookie)).statusCode).toBe(200);

    const done = await post(org.admin.cookie, `/${person.id}/deactivate`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.isActive).toBe(false);
    expect((await me(t, person.cookie)).statusCode).toBe(401);
    const live = await t.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, person.id), isNull(sessions.revokedAt)));
    expect(live).toHaveLength(0);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: person.email, password: person.password },
    });
    expect(login.statusCode).not.toBe(200);

    const tree = await get(org.admin.cookie, '/tree');
    expect(tree.json().data.map((n: { id: string }) => n.id)).not.toContain(person.id);

    const back = await post(org.admin.cookie, `/${person.id}/reactivate`);
    expect(back.json().data.isActive).toBe(true);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: person.email, password: person.password },
    });
    expect(again.statusCode).toBe(200);
  });

  it('refuses to deactivate yourself, someone who outranks you, or the last Admin', async () => {
    const org = await newOrganization(t);
    const self = await post(org.admin.cookie, `/${org.admin.id}/deactivate`);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot deactivate yourself');

    const deactivator = await org.memberWith(['users.view', 'users.deactivate']);
    const outranked = await post(deactivator.cookie, `/${org.admin.id}/deactivate`);
    expect(outranked.statusCode).toBe(403);
    expect(outranked.json().message).toBe(PERSON_OUTRANKS_MESSAGE);
    const owner = await org.memberWith([...ALL_PERMISSIONS]);
    const last = await post(owner.cookie, `/${org.admin.id}/deactivate`);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(LAST_ACTIVE_ADMIN_MESSAGE);
    expect((await me(t, org.admin.cookie)).statusCode).toBe(200);
  });
});

describe('organization tree', () => {
  it('answers every active member with manager and department in one list, fine at 500 people', async () => {
    const org = await newOrganization(t);
    const ops = await department(org.orgId, 'Operations');
    const [adminRow] = await t.db.select().from(users).where(eq(users.id, org.admin.id));
    // 500 more people, ten per manager, inserted directly: the endpoint is what is measured.
    const rows = Array.from({ length: 500 }, (_, i) => ({
      id: crypto.randomUUID(),
      name: `Person ${String(i).padStart(3, '0')}`,
      email: `tree.${i}.${org.orgId}@example.com`,
      organizationId: org.orgId,
      roleId: org.roleId('Employee'),
      departmentId: ops,
      passwordHash: adminRow?.passwordHash ?? null,
    }));
    const withManagers = rows.map((row, i) => ({
      ...row,
      managerId: i < 10 ? org.admin.id : rows[Math.floor(i / 10) - 1]?.id,
    }));
    await t.db.insert(users).values(withManagers);

    const started = performance.now();
    const tree = await get(org.admin.cookie, '/tree');
    const elapsed = performance.now() - started;
    expect(tree.statusCode).toBe(200);
    const nodes = tree.json().data as {
      id: string;
      managerId: string | null;
      departmentName: string | null;
    }[];
    expect(nodes).toHaveLength(501);
    expect(nodes.find((n) => n.id === rows[42]?.id)).toMatchObject({
      managerId: rows[3]?.id,
      departmentName: 'Operations',
    });
    expect(nodes.find((n) => n.id === org.admin.id)?.managerId).toBeNull();
    expect(elapsed).toBeLessThan(2000);
  });

  it('offers roles and departments of the organization only', async () => {
    const org = await newOrganization(t);
    await department(org.orgId, 'Tax');
    const other = await newOrganization(t, 'Other');
    await department(other.orgId, 'Secret');
    const options = await get(org.admin.cookie, '/options');
    expect(options.json().data.departments.map((d: { name: string }) => d.name)).toEqual(['Tax']);
    expect(options.json().data.roles.map((r: { name: string }) => r.name)).toEqual([
      'Admin',
      'Employee',
      'Manager',
    ]);
  });
});

describe('demo seed', () => {
  it('gives Acme a three-level reporting tree of two dozen people', async () => {
    const seeded = await createTestApp();
    try {
      const { seedDemo } = await import('../../db/seed');
      await seedDemo(seeded.db);
      const cookie = await sessionOf(seeded, { email: 'admin@acme.demo', password: 'demo-pass-2026' });
      const tree = await seeded.app.inject({ url: '/api/v1/people/tree', headers: { cookie } });
      const nodes = tree.json().data as { id: string; name: string; managerId: string | null }[];
      expect(nodes).toHaveLength(24);
      expect(nodes.filter((n) => n.managerId === null).map((n) => n.name)).toEqual(['Arjun Mehta']);
      const byId = new Map(nodes.map((n) => [n.id, n]));
      const depth = (n: { managerId: string | null }): number => {
        const boss = n.managerId ? byId.get(n.managerId) : undefined;
        return boss ? 1 + depth(boss) : 0;
      };
      expect(Math.max(...nodes.map(depth))).toBe(3);
      // Each has an employee code of the firm's own series (issue 39), none twice.
      const list = await seeded.app.inject({ url: '/api/v1/people?pageSize=50', headers: { cookie } });
      const codes = (list.json().data as { employeeCode: string | null }[]).map((p) => p.employeeCode);
      expect(codes).toHaveLength(24);
      for (const code of codes) expect(code).toMatch(/^ACME-\d{3}$/);
      expect(new Set(codes).size).toBe(24);
    } finally {
      await seeded.close();
    }
  });
});

describe('contact details on a profile', () => {
  it('the phone number reaches the person, their managers and people editors, not other colleagues', async () => {
    const org = await newOrganization(t);
    const lead = await org.member('Manager', { name: 'Lead' });
    const sub = await org.member('Manager', { name: 'Sub', managerId: lead.id });
    const worker = await org.member('Employee', { name: 'Worker', managerId: sub.id });
    const colleague = await org.member('Employee', { name: 'Colleague' });
    await t.db.update(users).set({ phone: '9123456780', countryCode: 'IN' }).where(eq(users.id, worker.id));

    const phoneAs = async (cookie: string) => {
      const response = await get(cookie, `/${worker.id}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.phone;
    };
    expect(await phoneAs(worker.cookie)).toBe('9123456780');
    expect(await phoneAs(sub.cookie)).toBe('9123456780');
    expect(await phoneAs(lead.cookie)).toBe('9123456780');
    expect(await phoneAs(org.admin.cookie)).toBe('9123456780');
    // A colleague still opens the profile, without the number; a manager of another line neither.
    expect(await phoneAs(colleague.cookie)).toBeNull();
    const otherManager = await org.member('Manager', { name: 'Other line' });
    expect(await phoneAs(otherManager.cookie)).toBeNull();
    const reverse = await get(worker.cookie, `/${lead.id}`);
    expect(reverse.json().data.countryCode).toBeNull();
  });
});
