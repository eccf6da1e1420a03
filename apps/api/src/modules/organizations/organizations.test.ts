import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, users } from '../../db/schema';
import { me, sessionOf, signUp } from '../../test/accounts';
import { multipart, TINY_PNG } from '../../test/http';
import { sendForm } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ORG_FIELDS = {
  name: 'Lexicon Legal LLP',
  industry: 'Legal',
  address: '12 MG Road, Pune',
  timeZone: 'Asia/Kolkata',
  workWeek: '1,2,3,4,5,6',
  currency: 'inr',
};

async function createOrg(cookie: string, fields: Record<string, string> = ORG_FIELDS, logo = TINY_PNG) {
  const form = await multipart({ ...fields, logo: { name: 'logo.png', type: 'image/png', data: logo } });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/organizations',
    headers: { cookie, ...form.headers },
    payload: form.payload,
  });
}

async function newMember() {
  const account = await signUp(t);
  return { ...account, cookie: await sessionOf(t, account) };
}

describe('creating an organization', () => {
  it('makes the creator its Admin with every permission', async () => {
    const founder = await newMember();
    const created = await createOrg(founder.cookie);
    expect(created.statusCode, created.body).toBe(201);
    const organization = created.json().data;
    expect(organization).toMatchObject({
      name: 'Lexicon Legal LLP',
      timeZone: 'Asia/Kolkata',
      workWeek: [1, 2, 3, 4, 5, 6],
      currency: 'INR',
    });
    const session = (await me(t, founder.cookie)).json().data;
    expect(session).toMatchObject({
      organizationId: organization.id,
      organizationName: 'Lexicon Legal LLP',
      roleName: 'Admin',
    });
    expect(session.permissions).toContain('organization.manage');
    expect(session.permissions).toContain('roles.delete');

    const orgRoles = await t.db.select().from(roles).where(eq(roles.organizationId, organization.id));
    expect(orgRoles.map((role) => role.name).sort()).toEqual(['Admin', 'Employee', 'Manager']);

    const logo = await t.app.inject({ url: organization.logoUrl, headers: { cookie: founder.cookie } });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(TINY_PNG)).toBe(true);

    const again = await createOrg(founder.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already belong to an organization');
  });

  it('reports every invalid field at once and creates nothing', async () => {
    const founder = await newMember();
    const response = await createOrg(
      founder.cookie,
      { name: '   ', timeZone: 'Mars/Olympus', workWeek: '', currency: 'XYZ' },
      Buffer.from('just text pretending to be a png'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields).toEqual({
      name: 'Organization name is required',
      timeZone: 'Choose a valid time zone',
      workWeek: 'Choose at least one working day',
      currency: 'Choose a valid currency',
      logo: 'Logo must be a JPG, PNG or GIF image',
    });
    expect((await me(t, founder.cookie)).json().data.organizationId).toBeNull();
  });

  it('refuses a logo over 2MB', async () => {
    const founder = await newMember();
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const response = await createOrg(founder.cookie, ORG_FIELDS, big);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.details.fields.logo).toBe('Logo must be at most 2MB');
  });
});

describe('organization settings', () => {
  it('an Admin edits them; an Employee may read but not edit; outsiders have no organization', async () => {
    const admin = await newMember();
    const organization = (await createOrg(admin.cookie)).json().data;
    const employee = await newMember();
    const [employeeRole] = await t.db
      .select()
      .from(roles)
      .where(and(eq(roles.organizationId, organization.id), eq(roles.name, 'Employee')));
    await t.db
      .update(users)
      .set({ organizationId: organization.id, roleId: employeeRole?.id })
      .where(eq(users.id, employee.user.id));

    const edit = (cookie: string) =>
      multipart({ ...ORG_FIELDS, name: 'Lexicon Legal & Co' }).then((form) =>
        t.app.inject({
          method: 'PATCH',
          url: '/api/v1/organizations/current',
          headers: { cookie, ...form.headers },
          payload: form.payload,
        }),
      );
    const refused = await edit(employee.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission to do this');

    const read = await t.app.inject({
      url: '/api/v1/organizations/current',
      headers: { cookie: employee.cookie },
    });
    expect(read.json().data.name).toBe('Lexicon Legal LLP');

    const edited = await edit(admin.cookie);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.name).toBe('Lexicon Legal & Co');

    const outsider = await newMember();
    const none = await t.app.inject({
      url: '/api/v1/organizations/current',
      headers: { cookie: outsider.cookie },
    });
    expect(none.statusCode).toBe(403);
    expect(none.json().message).toBe('Create or join an organization first');
  });

  it('a blank industry or address clears it; nothing is stored as empty text', async () => {
    const admin = await newMember();
    const created = (await createOrg(admin.cookie)).json().data;
    expect(created.industry).toBe('Legal');
    const edited = await sendForm(t, admin.cookie, 'PATCH', '/organizations/current', {
      ...ORG_FIELDS,
      industry: '   ',
      address: '',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.industry).toBeNull();
    expect(edited.json().data.address).toBeNull();
  });
});
