import { and, eq, inArray, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, notifications, outbox } from '../db/schema';
import { queueNotices } from '../modules/notifications';
import { newOrganization, type OrganizationFixture } from '../test/org-fixture';
import { createTestApp, type TestApp } from '../test/test-app';
import { afterAnswerWriteWhen } from './after-answer';
import { runDueJobs, runJobNow } from './jobs';
import { writeTogether } from './write-together';

// A write answers before the work it queued for others (lib/after-answer.ts): notices and their mail.

const HELD_SUBJECT = 'Office closed Friday';
let releaseHeldMail: () => void = () => {};
const heldMail = new Promise<void>((resolve) => {
  releaseHeldMail = resolve;
});

/** Delivers every mail at once except the announcement's, which waits until the test releases it. */
const transport = nodemailer.createTransport({
  name: 'held',
  version: '1',
  send(mail, callback) {
    const subject = String(mail.data.subject ?? '');
    const sent = () => callback(null, { envelope: mail.message.getEnvelope(), messageId: 'held' } as never);
    if (subject === HELD_SUBJECT) void heldMail.then(sent);
    else sent();
  },
});

let t: TestApp;
let org: OrganizationFixture;
beforeAll(async () => {
  t = await createTestApp({ mailTransport: transport });
  org = await newOrganization(t, 'After Answer LLP');
});
afterAll(async () => {
  releaseHeldMail();
  await t.close();
});

const deliveriesOf = (orgId: string) =>
  t.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, 'notifications.deliver'), sql`${jobs.payload}::text like ${`%${orgId}%`}`));

async function noticesTo(userIds: string[], title: string) {
  return t.db
    .select()
    .from(notifications)
    .where(and(inArray(notifications.userId, userIds), eq(notifications.title, title)));
}

describe('work after the answer', () => {
  it('answers an announcement before its mail goes out, then delivers each notice and mail once', async () => {
    const member = await org.member();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // Over a real socket: the test app's inject waits for after-answer work, a browser does not.
    const response = await fetch(`${address}/api/v1/notifications/send`, {
      method: 'POST',
      headers: { cookie: org.admin.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ title: HELD_SUBJECT, message: 'Maintenance.', audience: { type: 'everyone' } }),
    });
    // Against the code before, the answer waited for the held mail, and this line was never reached.
    expect(response.status).toBe(201);
    expect(((await response.json()) as { data: unknown }).data).toEqual({ recipients: 2 });
    releaseHeldMail();
    await t.app.afterAnswer.idle();

    const people = [org.admin.id, member.id];
    expect(await noticesTo(people, HELD_SUBJECT)).toHaveLength(2);
    const mails = await t.db.select().from(outbox).where(eq(outbox.subject, HELD_SUBJECT));
    expect(mails.map((mail) => mail.to).sort()).toEqual([org.admin.email, member.email].sort());
    // Delivered, the job is gone (not kept as completed: every comment queues one).
    expect(await deliveriesOf(org.orgId)).toHaveLength(0);

    // A poll after it finds nothing left to deliver.
    await runDueJobs(t.app);
    expect(await noticesTo(people, HELD_SUBJECT)).toHaveLength(2);
  });

  it('never sends the notices of a change that rolled back', async () => {
    const other = await newOrganization(t, 'Rolled Back LLP');
    const title = 'Never told';
    await expect(
      t.db.transaction(async (tx) => {
        await queueNotices(tx, [
          { organizationId: other.orgId, userIds: [other.admin.id], kind: 'announcement', title },
        ]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await deliveriesOf(other.orgId)).toHaveLength(0);
    await runDueJobs(t.app);
    expect(await noticesTo([other.admin.id], title)).toHaveLength(0);
  });

  it('leaves what a dying process queued to the next poll, delivered once when both try', async () => {
    const other = await newOrganization(t, 'Left Behind LLP');
    const member = await other.member();
    const title = 'Told once';
    // Outside a request nothing runs it after an answer: as if the process had died after the commit.
    await queueNotices(t.db, [
      { organizationId: other.orgId, userIds: [other.admin.id, member.id], kind: 'announcement', title },
    ]);
    const [queued] = await deliveriesOf(other.orgId);
    expect(queued?.completedAt).toBeNull();
    await Promise.all([
      runJobNow(t.app, queued?.id ?? ''),
      runDueJobs(t.app),
      runJobNow(t.app, queued?.id ?? ''),
    ]);
    expect(await noticesTo([other.admin.id, member.id], title)).toHaveLength(2);
    expect(await deliveriesOf(other.orgId)).toHaveLength(0);
  });

  it('writes a conditional piece only when its condition holds in the statement, and says whether it did', async () => {
    const kindOf = (tag: string) => `test.conditional-${tag}`;
    const statementOf = (tag: string, condition: ReturnType<typeof sql>) => {
      const piece = afterAnswerWriteWhen({ kind: kindOf(tag), payload: { tag } }, condition, `job_${tag}`);
      return writeTogether(t.db, [piece.write]);
    };
    expect(await statementOf('no', sql`1 = 2`)).toEqual({ job_no: 0 });
    expect(await statementOf('yes', sql`1 = 1`)).toEqual({ job_yes: 1 });
    const rows = await t.db
      .select({ kind: jobs.kind, payload: jobs.payload })
      .from(jobs)
      .where(inArray(jobs.kind, [kindOf('no'), kindOf('yes')]));
    expect(rows).toEqual([{ kind: kindOf('yes'), payload: { tag: 'yes' } }]);
    await t.db.delete(jobs).where(eq(jobs.kind, kindOf('yes')));
  });
});
