/**
 * Issue 39, item 7: employee codes were a fragment of the account's UUID with no way to set a real one. Now a
 * code is the firm's own, set by those who edit people, unique within the organization whatever its case
 * (two edits racing for one code: one wins), shown where the fragment was (leave lists and their CSV), and
 * given by an invitation or a people CSV's Employee Code column to the member who accepts.
 */
import { EMPLOYEE_CODE_INVALID, EMPLOYEE_CODE_TAKEN } from '@taskflow/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, users } from '../../db/schema';
import {
  type Account,
  call,
  newOrganization,
  type OrganizationFixture,
  sendForm,
} from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { EMPLOYEE_CODE_INVITED } from './employee-codes';

let t: TestApp;
let org: OrganizationFixture;
let kiran: Account;
let lata: Account;

beforeAll(async () => {
  t = await createTestApp();
  org = await newOrganization(t, 'Codes & Co LLP');
  kiran = await org.member('Employee', { name: 'Kiran Shah' });
  lata = await org.member('Employee', { name: 'Lata Rao' });
});
afterAll(() => t.close());

const setCode = (personId: string, employeeCode: string, cookie = org.admin.cookie) =>
  call(t, cookie, 'PATCH', `/people/${personId}`, { employeeCode });
const codeOf = async (personId: string) =>
  (await t.db.select({ code: users.employeeCode }).from(users).where(eq(users.id, personId)))[0]?.code;
const acceptLink = (inviteUrl: string, name: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/invitations/accept',
    payload: {
      token: new URL(inviteUrl).searchParams.get('token'),
      name,
      password: 'a long fresh passphrase',
    },
  });

describe('employee codes', () => {
  it('are set and cleared by those who edit people, shown on the profile and the people list', async () => {
    const set = await setCode(kiran.id, '  CA/07 ');
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.employeeCode).toBe('CA/07');
    const list = await call(t, org.admin.cookie, 'GET', '/people?q=Kiran');
    expect(list.json().data[0].employeeCode).toBe('CA/07');

    // A Devanagari code is a code too; control characters and stray marks are not.
    expect((await setCode(lata.id, 'कर-12')).statusCode).toBe(200);
    const bad = await setCode(lata.id, '#1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fields).toEqual({ employeeCode: EMPLOYEE_CODE_INVALID });
    expect(await codeOf(lata.id)).toBe('कर-12');

    // Only users.edit sets one.
    expect((await setCode(lata.id, 'X-1', kiran.cookie)).statusCode).toBe(403);
    expect((await setCode(lata.id, '')).json().data.employeeCode).toBeNull();
  });

  it('are unique within the organization whatever the case, not across organizations', async () => {
    expect((await setCode(kiran.id, 'EMP-042')).statusCode).toBe(200);
    const twice = await setCode(lata.id, 'emp-042');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.details.fields).toEqual({ employeeCode: EMPLOYEE_CODE_TAKEN });
    // Setting a person's own code again is no conflict.
    expect((await setCode(kiran.id, 'EMP-042')).statusCode).toBe(200);

    const other = await newOrganization(t, 'Other Firm');
    const theirs = await other.member('Employee');
    expect((await setCode(theirs.id, 'EMP-042', other.admin.cookie)).statusCode).toBe(200);
  });

  it('two people given one code at the same moment: one gets it, the other is refused', async () => {
    const people = await Promise.all([1, 2, 3, 4].map(() => org.member('Employee')));
    const answers = await Promise.all(people.map((person) => setCode(person.id, 'RACE-1')));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const holders = await t.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.organizationId, org.orgId), sql`lower(${users.employeeCode}) = 'race-1'`));
    expect(holders).toHaveLength(1);
    // The database holds the rule whoever writes: another case of a taken code is refused there too.
    const other = people.find((person) => person.id !== holders[0]?.id) as Account;
    await expect(
      t.db.update(users).set({ employeeCode: 'Race-1' }).where(eq(users.id, other.id)),
    ).rejects.toThrow();
  });

  it('replace the UUID fragment in the leave lists and their CSV', async () => {
    await setCode(lata.id, 'AUD-9');
    const type = await call(t, org.admin.cookie, 'POST', '/leave/types', {
      name: 'Casual',
      yearlyAllocation: 10,
      tracksBalance: false,
      approvalSteps: [{ kind: 'manager' }],
    });
    expect(type.statusCode, type.body).toBe(201);
    const applied = await call(t, lata.cookie, 'POST', '/leave/requests', {
      leaveTypeId: type.json().data.id,
      fromDate: '2036-03-03',
      toDate: '2036-03-04',
      reason: 'Family wedding',
      addressDuringLeave: '4 Temple Road, Pune',
      emergencyContact: '+91 98450 11111',
    });
    expect(applied.statusCode, applied.body).toBe(201);
    expect(applied.json().data.employee.employeeCode).toBe('AUD-9');
    const all = await call(t, org.admin.cookie, 'GET', '/leave/requests');
    expect(all.statusCode, all.body).toBe(200);
    const row = all.json().data.find((entry: { id: string }) => entry.id === applied.json().data.id);
    expect(row.employee.employeeCode).toBe('AUD-9');
    const csv = await call(t, org.admin.cookie, 'GET', '/leave/requests.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Lata Rao,AUD-9,');
    expect(csv.body).not.toContain(`EMP-${lata.id.slice(0, 8).toUpperCase()}`);
  });

  it('an invitation keeps its code for the invitee, who has it on joining', async () => {
    const sent = await call(t, org.admin.cookie, 'POST', '/invitations', {
      email: 'nita@codes.test',
      roleId: org.roleId('Employee'),
      employeeCode: 'NEW-1',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data.employeeCode).toBe('NEW-1');
    // Nobody else gets it meanwhile, by an edit or another invitation.
    const edit = await setCode(kiran.id, 'new-1');
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.details.fields).toEqual({ employeeCode: EMPLOYEE_CODE_INVITED });
    const another = await call(t, org.admin.cookie, 'POST', '/invitations', {
      email: 'omar@codes.test',
      roleId: org.roleId('Employee'),
      employeeCode: 'New-1',
    });
    expect(another.statusCode).toBe(409);
    // A member's code cannot be invited either.
    const members = await call(t, org.admin.cookie, 'POST', '/invitations', {
      email: 'omar@codes.test',
      roleId: org.roleId('Employee'),
      employeeCode: 'EMP-042',
    });
    expect(members.json().error.details.fields).toEqual({ employeeCode: EMPLOYEE_CODE_TAKEN });

    const joined = await acceptLink(sent.json().inviteUrl, 'Nita Nair');
    expect(joined.statusCode, joined.body).toBe(200);
    const [nita] = await t.db.select().from(users).where(eq(users.email, 'nita@codes.test'));
    expect(nita?.employeeCode).toBe('NEW-1');
  });

  it('a people CSV names codes in an Employee Code column: each free and once, given on joining', async () => {
    const csv = [
      'Name,Email,Role,Employee Code',
      'Arjun Nair,arjun@codes.test,Employee,CA-101',
      'Bina Shah,bina@codes.test,Employee,ca-101',
      'Chetan Rao,chetan@codes.test,Employee,EMP-042',
      'Dev Iyer,dev@codes.test,Employee,',
    ].join('\n');
    const upload = (commit: boolean, body = csv) =>
      sendForm(t, org.admin.cookie, 'POST', '/invitations/bulk', {
        ...(commit ? { commit: 'true' } : {}),
        file: { name: 'team.csv', type: 'text/csv', data: Buffer.from(body) },
      });
    const preview = await upload(false);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.errors).toEqual([
      { line: 3, field: 'Employee Code', message: 'This employee code is in the list twice' },
      { line: 4, field: 'Employee Code', message: EMPLOYEE_CODE_TAKEN },
    ]);
    expect(
      preview.json().data.preview.map((row: { employeeCode: string | null }) => row.employeeCode),
    ).toEqual(['CA-101', null]);

    const fixed = [csv.split('\n')[0], csv.split('\n')[1], csv.split('\n')[4]].join('\n');
    const committed = await upload(true, fixed);
    expect(committed.json().data.isCommitted, committed.body).toBe(true);
    const [invited] = await t.db
      .select({ code: invitations.employeeCode })
      .from(invitations)
      .where(eq(invitations.email, 'arjun@codes.test'));
    expect(invited?.code).toBe('CA-101');
    const joined = await acceptLink(committed.json().data.preview[0].inviteUrl, 'Arjun Nair');
    expect(joined.statusCode, joined.body).toBe(200);
    const [arjun] = await t.db.select().from(users).where(eq(users.email, 'arjun@codes.test'));
    expect(arjun?.employeeCode).toBe('CA-101');
  });
});
