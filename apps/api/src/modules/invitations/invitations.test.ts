import { ALREADY_MEMBER_MESSAGE, MEMBER_ELSEWHERE_MESSAGE } from '@taskflow/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments, invitations, organizations, outbox, users } from '../../db/schema';
import { me, sessionOf } from '../../test/accounts';
import { sessionCookieOf } from '../../test/http';
import { newAccount, newOrganization } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  EXPIRED_LINK_MESSAGE,
  INVALID_LINK_MESSAGE,
  INVITATIONS_PER_HOUR,
  OTHER_ORGANIZATION_MESSAGE,
  REVOKED_LINK_MESSAGE,
  TOO_MANY_INVITATIONS_MESSAGE,
  USED_LINK_MESSAGE,
} from './invitations.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: 'https://taskflow.example' } });
});
afterAll(() => t.close());

const invite = (cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/invitations', headers: { cookie }, payload });
const accept = (payload: Record<string, unknown>, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/invitations/accept',
    payload,
    headers: cookie ? { cookie } : {},
  });
const preview = (token: string) =>
  t.app.inject({ url: `/api/v1/invitations/preview?token=${encodeURIComponent(token)}` });
const uniqueEmail = (prefix: string) => `${prefix}.${Math.random().toString(36).slice(2, 9)}@example.com`;

/** The token of the newest invitation mailed to an address, read from the outbox as a mail client would. */
async function tokenFromOutbox(email: string) {
  const mails = await t.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.createdAt));
  const mail = mails.find((row) => row.text.includes('/invite?token='));
  const match = mail?.text.match(/https:\/\/taskflow\.example\/invite\?token=([\w-]+)/);
  if (!match?.[1]) throw new Error(`No invite link mailed to ${email}`);
  return match[1];
}

describe('inviting', () => {
  it('mails a 7-day link, lists it as pending, and shows the link to the inviter when there is no SMTP', async () => {
    const org = await newOrganization(t, 'Invite Co');
    const [tax] = await t.db
      .insert(departments)
      .values({ organizationId: org.orgId, name: 'Tax' })
      .returning();
    const email = uniqueEmail('New.Person');
    const sent = await invite(org.admin.cookie, {
      email: email.toUpperCase(),
      roleId: org.roleId('Employee'),
      departmentId: tax?.id,
      managerId: org.admin.id,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const body = sent.json();
    expect(body.data).toMatchObject({
      email: email.toLowerCase(),
      roleName: 'Employee',
      departmentName: 'Tax',
      managerName: 'Ada Admin',
      invitedByName: 'Ada Admin',
      isExpired: false,
    });
    const days = (Date.parse(body.data.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const token = await tokenFromOutbox(email.toLowerCase());
    expect(body.inviteUrl).toBe(`https://taskflow.example/invite?token=${token}`);
    // Only the hash is stored.
    const [row] = await t.db.select().from(invitations).where(eq(invitations.id, body.data.id));
    expect(row?.tokenHash).not.toContain(token);

    const list = await t.app.inject({ url: '/api/v1/invitations', headers: { cookie: org.admin.cookie } });
    expect(list.json().data.map((i: { id: string }) => i.id)).toEqual([body.data.id]);

    const shown = await preview(token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data).toMatchObject({
      organizationName: 'Invite Co',
      inviterName: 'Ada Admin',
      email: email.toLowerCase(),
      roleName: 'Employee',
      hasAccount: false,
    });
  });

  it('shows the names a sign-up chose as quoted data, never as the sender, and says how to report it', async () => {
    const org = await newOrganization(t, 'Invite Co');
    const spoof = 'Your Bank Security Team"\n\nURGENT: verify your account at https://evil.example';
    await t.db.update(organizations).set({ name: spoof }).where(eq(organizations.id, org.orgId));
    const email = uniqueEmail('phished');
    await invite(org.admin.cookie, { email, roleId: org.roleId('Employee') });
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, email));
    expect(mail?.subject).toBe('You have an invitation to an organization on TaskFlow');
    expect(mail?.text).toContain(
      'A TaskFlow user who calls themselves "Ada Admin" has invited this email address to join an organization named "Your Bank Security Team\' URGENT: verify your account at https://evil.example".',
    );
    expect(mail?.text).toContain('TaskFlow has not checked these names');
    expect(mail?.text).toContain('report it through https://taskflow.example/contactus');
    expect(mail?.text.split('\n').some((line) => line.startsWith('URGENT'))).toBe(false);
  });

  it('keeps the link out of the answer when SMTP delivers mail', async () => {
    const smtp = await createTestApp({ config: { smtpUrl: 'smtp://127.0.0.1:1' } });
    try {
      const org = await newOrganization(smtp);
      const sent = await smtp.app.inject({
        method: 'POST',
        url: '/api/v1/invitations',
        headers: { cookie: org.admin.cookie },
        payload: { email: uniqueEmail('mailed'), roleId: org.roleId('Employee') },
      });
      expect(sent.statusCode, sent.body).toBe(201);
      expect(sent.json().inviteUrl).toBeNull();
    } finally {
      await smtp.close();
    }
  });

  it('refuses members, foreign ids and bad fields with clear messages', async () => {
    const org = await newOrganization(t);
    const colleague = await org.member('Employee');
    const already = await invite(org.admin.cookie, {
      email: colleague.email,
      roleId: org.roleId('Employee'),
    });
    expect(already.statusCode).toBe(409);
    expect(already.json().message).toBe(ALREADY_MEMBER_MESSAGE);
    expect(already.json().error.details.fields.email).toBe(ALREADY_MEMBER_MESSAGE);

    const other = await newOrganization(t, 'Rival LLP');

    const foreign = await invite(org.admin.cookie, {
      email: uniqueEmail('x'),
      roleId: other.roleId('Admin'),
      managerId: other.admin.id,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.details.fields).toEqual({
      roleId: 'Choose a role',
      managerId: 'Choose an active member of your organization as manager',
    });

    const missing = await invite(org.admin.cookie, { email: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details.fields).toMatchObject({
      email: 'Email is required',
      roleId: 'Choose a role',
    });
    const tooLong = await invite(org.admin.cookie, {
      email: `${'a'.repeat(250)}@example.com`,
      roleId: org.roleId('Employee'),
    });
    expect(tooLong.json().error.details.fields.email).toBe('Email is too long');
  });

  it('a second invitation to one email replaces the first; resend issues a new link; revoke withdraws', async () => {
    const org = await newOrganization(t);
    const email = uniqueEmail('twice');
    const first = (await invite(org.admin.cookie, { email, roleId: org.roleId('Employee') })).json();
    const firstToken = await tokenFromOutbox(email);
    const second = (await invite(org.admin.cookie, { email, roleId: org.roleId('Manager') })).json();
    expect(second.data.id).not.toBe(first.data.id);
    expect((await preview(firstToken)).json().message).toBe(REVOKED_LINK_MESSAGE);
    const list = await t.app.inject({ url: '/api/v1/invitations', headers: { cookie: org.admin.cookie } });
    expect(list.json().data).toHaveLength(1);
    expect(list.json().data[0].roleName).toBe('Manager');

    const secondToken = await tokenFromOutbox(email);
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/v1/invitations/${second.data.id}/resend`,
      headers: { cookie: org.admin.cookie },
    });
    expect(resent.statusCode, resent.body).toBe(200);
    const resentToken = await tokenFromOutbox(email);
    expect(resentToken).not.toBe(secondToken);
    expect(resent.json().inviteUrl).toContain(resentToken);
    expect((await preview(secondToken)).statusCode).toBe(400);
    expect((await preview(resentToken)).statusCode).toBe(200);

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/invitations/${second.data.id}`,
      headers: { cookie: org.admin.cookie },
    });
    expect(revoked.statusCode).toBe(204);
    const gone = await preview(resentToken);
    expect(gone.statusCode).toBe(400);
    expect(gone.json().message).toBe(REVOKED_LINK_MESSAGE);
    expect((await accept({ token: resentToken, name: 'X', password: 'long enough secret' })).statusCode).toBe(
      400,
    );
    const listAfter = await t.app.inject({
      url: '/api/v1/invitations',
      headers: { cookie: org.admin.cookie },
    });
    expect(listAfter.json().data).toHaveLength(0);
    // Revoking or resending it again: it is no longer pending.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/invitations/${second.data.id}/resend`,
      headers: { cookie: org.admin.cookie },
    });
    expect(again.statusCode).toBe(404);
  });

  it('needs users.invite; another organization’s invitation is not found', async () => {
    const org = await newOrganization(t);
    const sent = (
      await invite(org.admin.cookie, { email: uniqueEmail('p'), roleId: org.roleId('Employee') })
    ).json();
    const manager = await org.member('Manager');
    expect(
      (await invite(manager.cookie, { email: uniqueEmail('q'), roleId: org.roleId('Employee') })).statusCode,
    ).toBe(403);
    for (const request of [
      { method: 'GET' as const, url: '/api/v1/invitations' },
      { method: 'POST' as const, url: `/api/v1/invitations/${sent.data.id}/resend` },
      { method: 'DELETE' as const, url: `/api/v1/invitations/${sent.data.id}` },
    ]) {
      expect((await t.app.inject({ ...request, headers: { cookie: manager.cookie } })).statusCode).toBe(403);
    }
    const other = await newOrganization(t);
    for (const request of [
      { method: 'POST' as const, url: `/api/v1/invitations/${sent.data.id}/resend` },
      { method: 'DELETE' as const, url: `/api/v1/invitations/${sent.data.id}` },
    ]) {
      expect((await t.app.inject({ ...request, headers: { cookie: other.admin.cookie } })).statusCode).toBe(
        404,
      );
    }
    const theirs = await t.app.inject({
      url: '/api/v1/invitations',
      headers: { cookie: other.admin.cookie },
    });
    expect(theirs.json().data).toEqual([]);
  });

  it('tells the inviter an address has an account in another organization (not which); accepting refuses it', async () => {
    const org = await newOrganization(t, 'Inviting LLP');
    const rival = await newOrganization(t, 'Rival LLP');
    const fresh = uniqueEmail('fresh');
    const answers = [];
    for (const email of [rival.admin.email, fresh]) {
      const sent = await invite(org.admin.cookie, { email, roleId: org.roleId('Employee') });
      const body = sent.json();
      answers.push({
        status: sent.statusCode,
        message: body.message.replace(email, '<email>'),
        keys: Object.keys(body).sort(),
        isElsewhere: body.hasAccountElsewhere,
        data: { ...body.data, id: '', email: '', createdAt: '', expiresAt: '' },
        hasLink: typeof body.inviteUrl === 'string',
      });
    }
    // Issue 31: the inviter is told, or they would wait for an acceptance that cannot come.
    expect(answers[0]).toEqual({
      ...answers[1],
      message: `Invitation sent to <email>. ${MEMBER_ELSEWHERE_MESSAGE}`,
      isElsewhere: true,
    });
    expect(answers[0]?.status).toBe(201);
    expect(JSON.stringify(answers)).not.toContain('Rival LLP');

    // The member of the other organization cannot join while they belong there.
    const token = await tokenFromOutbox(rival.admin.email);
    const refused = await accept({ token }, rival.admin.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(OTHER_ORGANIZATION_MESSAGE);
    expect((await me(t, rival.admin.cookie)).json().data.organizationName).toBe('Rival LLP');
  });

  it(`throttles each inviter to ${INVITATIONS_PER_HOUR} invitations an hour`, async () => {
    const org = await newOrganization(t);
    const colleague = await org.member('Admin');
    const sentBefore = (count: number, minutesAgo: number) =>
      Array.from({ length: count }, (_, i) => ({
        organizationId: org.orgId,
        email: uniqueEmail(`bulk${i}`),
        roleId: org.roleId('Employee'),
        invitedById: org.admin.id,
        tokenHash: `test-${crypto.randomUUID()}`,
        expiresAt: new Date(Date.now() + 86_400_000),
        createdAt: new Date(Date.now() - minutesAgo * 60_000),
      }));
    // Older than an hour: these do not count.
    await t.db.insert(invitations).values(sentBefore(INVITATIONS_PER_HOUR, 61));
    await t.db.insert(invitations).values(sentBefore(INVITATIONS_PER_HOUR - 2, 30));
    const email = uniqueEmail('twice');
    const first = await invite(org.admin.cookie, { email, roleId: org.roleId('Employee') });
    expect(first.statusCode, first.body).toBe(201);
    // Inviting the same address again replaces the pending invitation, and still counts.
    const again = await invite(org.admin.cookie, { email, roleId: org.roleId('Manager') });
    expect(again.statusCode, again.body).toBe(201);
    const over = await invite(org.admin.cookie, {
      email: uniqueEmail('over'),
      roleId: org.roleId('Employee'),
    });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(TOO_MANY_INVITATIONS_MESSAGE);
    // Per inviter: a colleague may still invite.
    const theirs = await invite(colleague.cookie, {
      email: uniqueEmail('c'),
      roleId: org.roleId('Employee'),
    });
    expect(theirs.statusCode).toBe(201);
  });
});

describe('accepting', () => {
  it('creates the account with password rules, signs it in as a member, and works only once', async () => {
    const org = await newOrganization(t, 'Join Us LLP');
    const boss = await org.member('Manager');
    const email = uniqueEmail('newbie');
    await invite(org.admin.cookie, { email, roleId: org.roleId('Employee'), managerId: boss.id });
    const token = await tokenFromOutbox(email);

    const bad = await accept({ token, name: '', password: '123' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fields).toEqual({
      name: 'Full name is required',
      password: 'Password must be at least 6 characters',
    });
    const common = await accept({ token, name: 'Nita', password: 'password123' });
    expect(common.json().error.details.fields.password).toBe(
      'This password is too common. Choose one that is harder to guess',
    );
    const long = await accept({ token, name: 'n'.repeat(101), password: 'p'.repeat(129) });
    expect(long.json().error.details.fields).toEqual({
      name: 'Full name must be at most 100 characters',
      password: 'Password must be at most 128 characters',
    });

    const joined = await accept({ token, name: 'Nita Newbie', password: 'a long fresh passphrase' });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().message).toBe('Welcome to Join Us LLP!');
    const session = await me(t, sessionCookieOf(joined));
    expect(session.json().data).toMatchObject({
      name: 'Nita Newbie',
      email,
      organizationName: 'Join Us LLP',
      roleName: 'Employee',
    });
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row?.managerId).toBe(boss.id);
    expect(await sessionOf(t, { email, password: 'a long fresh passphrase' })).toMatch(/^sid=/);

    const twice = await accept({ token, name: 'Nita Again', password: 'a long fresh passphrase' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(USED_LINK_MESSAGE);
    expect((await preview(token)).json().message).toBe(USED_LINK_MESSAGE);
    const pending = await t.app.inject({ url: '/api/v1/invitations', headers: { cookie: org.admin.cookie } });
    expect(pending.json().data).toEqual([]);
  });

  it('an existing account must be signed in as the invited email, then joins', async () => {
    const org = await newOrganization(t, 'Existing Co');
    const person = await newAccount(t);
    await invite(org.admin.cookie, { email: person.email, roleId: org.roleId('Manager') });
    const token = await tokenFromOutbox(person.email);
    // The public preview does not say whether the email has an account, except to that account itself.
    expect((await preview(token)).json().data.hasAccount).toBe(false);
    const previewAs = (cookie: string) =>
      t.app.inject({ url: `/api/v1/invitations/preview?token=${token}`, headers: { cookie } });
    expect((await previewAs(person.cookie)).json().data.hasAccount).toBe(true);

    const stranger = await newAccount(t);
    expect((await previewAs(stranger.cookie)).json().data.hasAccount).toBe(false);
    // A password in the body is no way around logging in, signed out or signed in as someone else.
    const withPassword = { token, name: 'X', password: 'a long fresh passphrase' };
    const anonymous = await accept(withPassword);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(`Please log in as ${person.email} to accept this invitation`);
    expect((await accept(withPassword, stranger.cookie)).statusCode).toBe(401);

    const joined = await accept({ token }, person.cookie);
    expect(joined.statusCode, joined.body).toBe(200);
    expect((await me(t, person.cookie)).json().data).toMatchObject({
      organizationName: 'Existing Co',
      roleName: 'Manager',
    });
  });

  it('answers a signed-out request the same before any account lookup, whether or not the address has one', async () => {
    const org = await newOrganization(t, 'Probe Co');
    const known = await newAccount(t);
    const unknown = uniqueEmail('nobody');
    const answers = [];
    for (const email of [known.email, unknown]) {
      await invite(org.admin.cookie, { email, roleId: org.roleId('Employee') });
      const token = await tokenFromOutbox(email);
      for (const body of [
        { token },
        { token, name: 'Probe' },
        { token, password: 'a long probing phrase' },
      ]) {
        const response = await accept(body);
        answers.push({ email, body: Object.keys(body), status: response.statusCode, json: response.json() });
      }
    }
    const forKnown = answers.filter((answer) => answer.email === known.email);
    const forUnknown = answers.filter((answer) => answer.email === unknown);
    expect(forKnown.map(({ status, json }) => ({ status, json }))).toEqual(
      forUnknown.map(({ status, json }) => ({ status, json })),
    );
    expect(forKnown.map((answer) => answer.status)).toEqual([400, 400, 400]);
  });

  it('refuses the links of a suspended organization, in the preview and on accepting (issue 5)', async () => {
    const org = await newOrganization(t, 'Suspended Co');
    const email = uniqueEmail('suspended');
    await invite(org.admin.cookie, { email, roleId: org.roleId('Employee') });
    const token = await tokenFromOutbox(email);
    expect((await preview(token)).statusCode).toBe(200);
    await t.db.update(organizations).set({ suspendedAt: new Date() }).where(eq(organizations.id, org.orgId));

    const previewed = await preview(token);
    expect(previewed.statusCode).toBe(400);
    expect(previewed.json().message).toBe(INVALID_LINK_MESSAGE);
    const accepted = await accept({ token, name: 'Late Joiner', password: 'a long fresh passphrase' });
    expect(accepted.statusCode).toBe(400);
    expect(accepted.json().message).toBe(INVALID_LINK_MESSAGE);
    expect(accepted.cookies.find((cookie) => cookie.name === 'sid')).toBeUndefined();
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('refuses a user of another organization, an expired link and a made-up token', async () => {
    const org = await newOrganization(t);
    const email = uniqueEmail('late');
    // Invited while free, then joins another organization before accepting.
    const person = await newAccount(t, { email });
    await invite(org.admin.cookie, { email, roleId: org.roleId('Employee') });
    const token = await tokenFromOutbox(email);
    const other = await newOrganization(t, 'First Come');
    await t.db
      .update(users)
      .set({ organizationId: other.orgId, roleId: other.roleId('Employee') })
      .where(eq(users.id, person.id));
    const taken = await accept({ token }, person.cookie);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(OTHER_ORGANIZATION_MESSAGE);

    const expiring = uniqueEmail('expiring');
    const sent = (await invite(org.admin.cookie, { email: expiring, roleId: org.roleId('Employee') })).json();
    const expiredToken = await tokenFromOutbox(expiring);
    await t.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, sent.data.id));
    const expired = await accept({ token: expiredToken, name: 'Late', password: 'a long fresh passphrase' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(EXPIRED_LINK_MESSAGE);
    expect((await preview(expiredToken)).json().message).toBe(EXPIRED_LINK_MESSAGE);
    const listed = await t.app.inject({ url: '/api/v1/invitations', headers: { cookie: org.admin.cookie } });
    expect(listed.json().data.find((i: { id: string }) => i.id === sent.data.id)?.isExpired).toBe(true);

    const madeUp = await accept({ token: 'x'.repeat(43), name: 'N', password: 'a long fresh passphrase' });
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().message).toBe(INVALID_LINK_MESSAGE);
    expect((await accept({ token: 'short' })).statusCode).toBe(400);
  });
});
