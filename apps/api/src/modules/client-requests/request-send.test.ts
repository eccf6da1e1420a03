/**
 * Sending through a real SMTP server (issue 41): the mail the client receives opens their page, the
 * delivered outbox row keeps no link, and the queue's reminder goes once a day.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientRequests, outbox } from '../../db/schema';
import { DELIVERED_BODY } from '../../lib/mailer';
import { call, newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { type RequestFixture, requestFixture, tokenInMail } from '../../test/request-fixture';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { openClientLink } from './client-links';
import { whatsappDigits } from './request-mail';
import { sendReminder } from './request-send';

let smtp: TestSmtpServer;
let t: TestApp;
let org: OrganizationFixture;
let fx: RequestFixture;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ config: { smtpUrl: smtp.url, publicUrl: 'https://firm.example' } });
  org = await newOrganization(t, 'Smtp Partners');
  fx = requestFixture(t, org);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const deps = () => ({ db: t.db, mailer: t.app.mailer, config: t.config });

describe('over SMTP', () => {
  it("delivers the request to each contact with a link that opens the client's page", async () => {
    const { customerId } = await fx.client('Joshi Exports', [
      { name: 'Anil Joshi', email: 'anil@joshi.test' },
      { name: 'Sunita Joshi', email: 'sunita@joshi.test' },
    ]);
    const created = await call(t, org.admin.cookie, 'POST', '/requests', {
      customerId,
      title: 'Annual accounts',
      dueOn: '2026-12-01',
      items: [{ name: 'Fixed deposit certificates', note: 'All banks' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    for (const address of ['anil@joshi.test', 'sunita@joshi.test']) {
      const [mail] = smtp.to(address);
      expect(mail?.subject).toBe('Your accounting firm has asked you for documents');
      expect(mail?.text).toContain('"Fixed deposit certificates"');
      expect(mail?.text).toContain('by 1 Dec 2026');
      const token = tokenInMail(mail?.text ?? '');
      expect(mail?.text).toContain(`https://firm.example/client#${token}`);
      expect(await openClientLink(t.db, token)).toMatchObject({ customerId });
      // Delivered: the outbox keeps no link.
      const rows = await t.db.select().from(outbox).where(eq(outbox.to, address));
      expect(rows.map((row) => row.text)).toEqual([DELIVERED_BODY]);
    }
    // One send, one link: both contacts got the same one.
    expect(tokenInMail(smtp.to('anil@joshi.test')[0]?.text ?? '')).toBe(
      tokenInMail(smtp.to('sunita@joshi.test')[0]?.text ?? ''),
    );
  });

  it('reminds once a day from the queue, not while paused, and not once nothing is owed', async () => {
    const { customerId } = await fx.client('Reminded Ltd', [{ name: 'Leela', email: 'leela@reminded.test' }]);
    const { requestId, itemIds } = await fx.request(customerId, { items: ['GST invoices'] });
    // Never sent: nothing to remind of.
    expect(await sendReminder(deps(), org.orgId, requestId, 'reminded', null)).toBe(false);
    await call(t, org.admin.cookie, 'POST', `/requests/${requestId}/send`);

    const [first, second] = await Promise.all([
      sendReminder(deps(), org.orgId, requestId, 'reminded', null),
      sendReminder(deps(), org.orgId, requestId, 'reminded', null),
    ]);
    expect([first, second].sort()).toEqual([false, true]);
    const [row] = await t.db.select().from(clientRequests).where(eq(clientRequests.id, requestId));
    expect(row).toMatchObject({ remindersSent: 1 });
    expect(row?.lastRemindedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const reminders = smtp.to('leela@reminded.test').filter((mail) => mail.subject.startsWith('Reminder'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.text).toContain('"GST invoices"');
    expect(await openClientLink(t.db, tokenInMail(reminders[0]?.text ?? ''))).not.toBeNull();

    // Another day, but paused.
    await t.db
      .update(clientRequests)
      .set({ lastRemindedOn: '2020-01-01', remindersPaused: true })
      .where(eq(clientRequests.id, requestId));
    expect(await sendReminder(deps(), org.orgId, requestId, 'reminded', null)).toBe(false);
    await t.db.update(clientRequests).set({ remindersPaused: false }).where(eq(clientRequests.id, requestId));
    await fx.submit(requestId, itemIds[0] as string, [{ name: 'invoices.pdf' }]);
    expect(await sendReminder(deps(), org.orgId, requestId, 'reminded', null)).toBe(false);
    expect(await sendReminder(deps(), org.orgId, requestId, 'nudged', null)).toBe(false);
  });
});

describe('WhatsApp numbers', () => {
  it.each([
    ['+91 98230 55667', '919823055667'],
    ['98230 55667', '919823055667'],
    ['098230-55667', '919823055667'],
    ['+44 20 7946 0958', '442079460958'],
    ['12', null],
  ])('%s → %s', (phone, digits) => {
    expect(whatsappDigits(phone)).toBe(digits);
  });
});
