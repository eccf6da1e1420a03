/**
 * Issue 39, item 2: a team invited in one file, its manager among the rows in any order; whichever of
 * the two joins second completes the reporting line; the accept page starts with the name typed.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, users } from '../../db/schema';
import { call, newOrganization, type OrganizationFixture, sendForm } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let org: OrganizationFixture;

beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: 'https://taskflow.example' } });
  org = await newOrganization(t, 'Iyer & Rao Chartered Accountants');
  await org.department('Audit');
});
afterAll(() => t.close());

const bulk = (csv: string, fields: Record<string, string> = {}) =>
  sendForm(t, org.admin.cookie, 'POST', '/invitations/bulk', {
    roleId: org.roleId('Employee'),
    ...fields,
    file: { name: 'team.csv', type: 'text/csv', data: Buffer.from(csv) },
  });
const accept = (token: string, name: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/invitations/accept',
    payload: { token, name, password: 'a long fresh passphrase' },
  });
const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';
const managerOf = async (email: string) =>
  (await t.db.select({ managerId: users.managerId }).from(users).where(eq(users.email, email)))[0]?.managerId;
const idOf = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;

describe('a team and its manager in one file', () => {
  it('names the manager from a later row, and links them whichever joins first', async () => {
    const csv = [
      'Name,Email,Role,Department,Manager,Joining Date',
      'Deepa Shah,deepa@iyerrao.in,Employee,Audit,Meera Rao,01/04/2026',
      'Farah Khan,farah@iyerrao.in,Employee,Audit,meera@iyerrao.in,15/04/2026',
      'Meera Rao,meera@iyerrao.in,Manager,Audit,,01/04/2026',
    ].join('\n');
    const preview = (await bulk(csv)).json().data;
    expect(preview.errors).toEqual([]);
    expect(
      preview.preview.map((row: { managerName: string | null; isManagerInvited: boolean }) => [
        row.managerName,
        row.isManagerInvited,
      ]),
    ).toEqual([
      ['Meera Rao', true],
      ['Meera Rao', true],
      [null, false],
    ]);
    const committed = (await bulk(csv, { commit: 'true' })).json().data;
    expect(committed.isCommitted).toBe(true);
    const [deepaUrl, farahUrl, meeraUrl] = committed.preview.map(
      (row: { inviteUrl: string }) => row.inviteUrl,
    );

    // The pending list shows the invited manager by the name typed.
    const pending = await call(t, org.admin.cookie, 'GET', '/invitations?q=iyerrao.in');
    expect(
      pending
        .json()
        .data.map((row: { email: string; managerName: string | null }) => [row.email, row.managerName])
        .sort(),
    ).toEqual([
      ['deepa@iyerrao.in', 'Meera Rao'],
      ['farah@iyerrao.in', 'Meera Rao'],
      ['meera@iyerrao.in', null],
    ]);

    // The accept page starts with the name the inviter typed.
    const shown = await t.app.inject({ url: `/api/v1/invitations/preview?token=${tokenOf(deepaUrl)}` });
    expect(shown.json().data).toMatchObject({ email: 'deepa@iyerrao.in', name: 'Deepa Shah' });

    // Deepa joins before her manager: no manager yet. Meera joins: Deepa reports to her, and Farah's
    // pending invitation now names the member.
    expect((await accept(tokenOf(deepaUrl), 'Deepa Shah')).statusCode).toBe(200);
    expect(await managerOf('deepa@iyerrao.in')).toBeNull();
    expect((await accept(tokenOf(meeraUrl), 'Meera Rao')).statusCode).toBe(200);
    const meeraId = await idOf('meera@iyerrao.in');
    expect(await managerOf('deepa@iyerrao.in')).toBe(meeraId);
    const [farahInvitation] = await t.db
      .select({ managerId: invitations.managerId })
      .from(invitations)
      .where(and(eq(invitations.email, 'farah@iyerrao.in'), isNull(invitations.revokedAt)));
    expect(farahInvitation?.managerId).toBe(meeraId);
    // Farah joins after her manager: she has one at once.
    expect((await accept(tokenOf(farahUrl), 'Farah Khan')).statusCode).toBe(200);
    expect(await managerOf('farah@iyerrao.in')).toBe(meeraId);
  });

  it('a manager and report accepting at the same moment are linked', async () => {
    const csv = [
      'Name,Email,Manager',
      'Kiran Das,kiran@iyerrao.in,Sunil Joshi',
      'Sunil Joshi,sunil@iyerrao.in,',
    ].join('\n');
    const committed = (await bulk(csv, { commit: 'true' })).json().data;
    const [kiranUrl, sunilUrl] = committed.preview.map((row: { inviteUrl: string }) => row.inviteUrl);
    const answers = await Promise.all([
      accept(tokenOf(kiranUrl), 'Kiran Das'),
      accept(tokenOf(sunilUrl), 'Sunil Joshi'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await managerOf('kiran@iyerrao.in')).toBe(await idOf('sunil@iyerrao.in'));
  });

  it('refuses a circle of managers, a person their own manager and a name two rows share', async () => {
    const csv = [
      'Name,Email,Manager',
      'Asha Iyer,asha@iyerrao.in,Ravi Kumar',
      'Ravi Kumar,ravi@iyerrao.in,asha@iyerrao.in',
      'Gopal Rao,gopal@iyerrao.in,Gopal Rao',
      'Neel Shah,neel@iyerrao.in,Neha Shah',
      'Neha Shah,neha.shah@iyerrao.in,',
      'Neha Shah,neha.s@iyerrao.in,',
      'Om Prakash,om@iyerrao.in,Nobody',
    ].join('\n');
    const result = (await bulk(csv, { commit: 'true' })).json().data;
    expect(result.isCommitted).toBe(false);
    expect(result.errors).toEqual([
      {
        line: 2,
        field: 'Manager',
        message: 'The managers in the file go round in a circle: Asha Iyer → Ravi Kumar → Asha Iyer',
      },
      {
        line: 3,
        field: 'Manager',
        message: 'The managers in the file go round in a circle: Ravi Kumar → Asha Iyer → Ravi Kumar',
      },
      { line: 4, field: 'Manager', message: 'A person cannot be their own manager' },
      {
        line: 5,
        field: 'Manager',
        message: 'More than one person in the file is named "Neha Shah": use the email',
      },
      { line: 8, field: 'Manager', message: 'No active member or person in the file is named "Nobody"' },
    ]);
    expect(await t.db.select().from(invitations).where(eq(invitations.email, 'asha@iyerrao.in'))).toEqual([]);
  });
});

describe('the people file', () => {
  it('asks the order of joining dates nothing in the file settles, and reads them as answered', async () => {
    const csv = ['Name;Email;Joining Date', 'Lata Menon;lata@iyerrao.in;04/05/2026'].join('\n');
    const asked = (await bulk(csv)).json().data;
    expect(asked.dates.question).toEqual({
      value: '04/05/2026',
      line: 2,
      column: 'Joining Date',
      dayFirst: '4 May 2026',
      monthFirst: '5 April 2026',
    });
    const unanswered = await bulk(csv, { commit: 'true' });
    expect(unanswered.statusCode).toBe(400);
    expect(unanswered.json().error.details.fields.dateOrder).toBe(
      'Joining dates such as "04/05/2026" (line 2) could be 4 May 2026 or 5 April 2026: choose which',
    );
    const answered = (await bulk(csv, { commit: 'true', dateOrder: 'mdy' })).json().data;
    expect(answered).toMatchObject({ isCommitted: true, preview: [{ joinedOn: '2026-04-05' }] });
  });

  it('a file of one column says so rather than asking for an Email column', async () => {
    const refused = await bulk('Name:Email\nLata:lata@x.in');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details.fields.file).toBe(
      'The file has one column ("Name:Email"): separate its columns with commas, semicolons or tabs',
    );
  });
});
