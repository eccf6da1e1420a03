import { MEMBER_ELSEWHERE_MESSAGE } from '@taskflow/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, outbox } from '../../db/schema';
import { GRANT_EXCEEDS_OWN_MESSAGE } from '../../lib/role-guard';
import {
  type Account,
  call,
  newOrganization,
  type OrganizationFixture,
  sendForm,
} from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let org: OrganizationFixture;
let meera: Account;
let elsewhere: Account;

beforeAll(async () => {
  t = await createTestApp();
  org = await newOrganization(t, 'Iyer & Rao Chartered Accountants');
  meera = await org.member('Employee', { name: 'Meera Manager' });
  await org.department('Audit');
  elsewhere = (await newOrganization(t, 'Some Other Firm')).admin;
});
afterAll(() => t.close());

const pending = () =>
  t.db
    .select({ email: invitations.email, name: invitations.name })
    .from(invitations)
    .where(and(eq(invitations.organizationId, org.orgId), isNull(invitations.revokedAt)));

const bulk = (fields: Record<string, string>, csv?: string, cookie = org.admin.cookie) =>
  sendForm(t, cookie, 'POST', '/invitations/bulk', {
    ...fields,
    ...(csv ? { file: { name: 'team.csv', type: 'text/csv', data: Buffer.from(csv) } } : {}),
  });

describe('inviting a team', () => {
  it('a one-by-one invitation keeps the name for the pending list and tells of an account elsewhere', async () => {
    const sent = await call(t, org.admin.cookie, 'POST', '/invitations', {
      email: 'kavya@firm.test',
      name: 'Kavya Nair',
      roleId: org.roleId('Employee'),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ hasAccountElsewhere: false, data: { name: 'Kavya Nair' } });
    const list = await call(t, org.admin.cookie, 'GET', '/invitations?q=kavya nair');
    expect(list.json().data.map((row: { name: string }) => row.name)).toEqual(['Kavya Nair']);

    const other = await call(t, org.admin.cookie, 'POST', '/invitations', {
      email: elsewhere.email,
      roleId: org.roleId('Employee'),
    });
    expect(other.json().hasAccountElsewhere).toBe(true);
    expect(other.json().message).toBe(`Invitation sent to ${elsewhere.email}. ${MEMBER_ELSEWHERE_MESSAGE}`);
    expect(other.body).not.toContain('Some Other Firm');
  });

  it('a pasted list previews, then invites everyone with the chosen role', async () => {
    const list = 'asha@firm.test, Ravi Kumar <ravi@firm.test>\nneel@firm.test;';
    const preview = await bulk({ emails: list, roleId: org.roleId('Employee') });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({ isCommitted: false, rowCount: 3, errors: [] });
    expect(preview.json().data.preview[1]).toMatchObject({ name: 'Ravi Kumar', email: 'ravi@firm.test' });
    expect((await pending()).map((row) => row.email)).not.toContain('asha@firm.test');

    const committed = await bulk({ emails: list, roleId: org.roleId('Employee'), commit: 'true' });
    expect(committed.json().data.isCommitted).toBe(true);
    expect(await pending()).toEqual(
      expect.arrayContaining([
        { email: 'asha@firm.test', name: null },
        { email: 'ravi@firm.test', name: 'Ravi Kumar' },
      ]),
    );
    expect(await t.db.select().from(outbox).where(eq(outbox.to, 'neel@firm.test'))).toHaveLength(1);
  });

  it('a CSV with a bad row writes nothing and names every problem; fixed, it invites all in one go', async () => {
    const header = 'Name,Email,Role,Department,Manager,Joining Date';
    const rows = [
      'Deepa Shah,deepa@firm.test,Employee,Audit,Meera Manager,01/04/2026',
      'Farah Khan,farah@firm.test,Partner,Audit,,2026-04-15',
      `Gopal Rao,${meera.email},Employee,Tax,Nobody,31/02/2026`,
      `Hari Iyer,${elsewhere.email},Employee,,${meera.email},`,
      'Deepa again,DEEPA@firm.test,Employee,,,',
      'Bad address,not-an-email,Employee,,,',
    ];
    const before = await pending();
    const response = await bulk({ commit: 'true' }, [header, ...rows].join('\n'));
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json().data;
    expect(result.isCommitted).toBe(false);
    expect(result.errors).toEqual([
      { line: 3, field: 'Role', message: 'No role named "Partner"' },
      { line: 4, field: 'Email', message: 'This person is already a member of your organization' },
      { line: 4, field: 'Department', message: 'No department named "Tax"' },
      { line: 4, field: 'Manager', message: 'No active member or person in the file is named "Nobody"' },
      { line: 4, field: 'Joining Date', message: 'Use a date such as 2026-12-31 or 31/12/2026' },
      { line: 6, field: 'Email', message: 'This address is in the list twice' },
      { line: 7, field: 'Email', message: '"not-an-email" is not a valid email address' },
    ]);
    expect(result.preview.find((row: { email: string }) => row.email === elsewhere.email)).toMatchObject({
      hasAccountElsewhere: true,
    });
    expect(await pending()).toEqual(before);

    // 01/04/2026 could be either way and nothing in the file says: the order is asked, and sent.
    const fixed = await bulk({ commit: 'true', dateOrder: 'dmy' }, [header, rows[0], rows[3]].join('\n'));
    expect(fixed.json().data).toMatchObject({ isCommitted: true, errors: [] });
    const [deepa] = await t.db.select().from(invitations).where(eq(invitations.email, 'deepa@firm.test'));
    expect(deepa).toMatchObject({ name: 'Deepa Shah', joinedOn: '2026-04-01', managerId: meera.id });
  });

  it('nobody grants more than they hold, and without users.invite nothing is read or written', async () => {
    const inviter = await org.memberWith(['users.invite', 'users.view']);
    const refused = await bulk(
      { commit: 'true' },
      'Name,Email,Role\nBoss,boss@firm.test,Admin',
      inviter.cookie,
    );
    expect(refused.json().data.errors).toEqual([
      { line: 2, field: 'Role', message: GRANT_EXCEEDS_OWN_MESSAGE },
    ]);
    expect(await t.db.select().from(invitations).where(eq(invitations.email, 'boss@firm.test'))).toEqual([]);

    const outsider = await org.memberWith(['users.view']);
    const forbidden = await bulk(
      { emails: 'x@firm.test', roleId: org.roleId('Employee') },
      undefined,
      outsider.cookie,
    );
    expect(forbidden.statusCode).toBe(403);
  });
});
