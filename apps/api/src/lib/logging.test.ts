/** Secrets stay out of the logs and out of delivered mail rows. */
import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema';
import { capturedLogger } from '../test/log-capture';
import { createTestApp, type TestApp } from '../test/test-app';
import { redactedUrl } from './logging';
import { DELIVERED_BODY } from './mailer';

const SECRET = 'S3cr3t-T0ken-Value-0123456789abcdef';

let t: TestApp;
const captured = capturedLogger();
const { lines } = captured;

beforeAll(async () => {
  t = await createTestApp({
    logger: captured.logger,
    mailTransport: nodemailer.createTransport({ jsonTransport: true }),
    beforeReady(app) {
      app.get('/api/v1/test-only/failing-query', { config: { isPublic: true } }, async () => {
        await app.db.execute(sql`select ${SECRET}::int as n`);
        return {};
      });
    },
  });
});
afterAll(() => t.close());

const log = () => lines.join('');

describe('logs', () => {
  it('keep the SQL of a failing query but not its parameters', async () => {
    const response = await t.app.inject({ url: '/api/v1/test-only/failing-query' });
    expect(response.statusCode).toBe(500);
    expect(log()).toContain('Unhandled error');
    expect(log()).toContain('select $1::int');
    expect(log()).not.toContain(SECRET);
  });

  it.each([
    `/api/v1/calendar/feed/${SECRET}.ics`,
    `/api/v1/invitations/preview?token=${SECRET}`,
    `/reset-password?token=${SECRET}`,
    `/api/v1/users/oidc/callback?code=${SECRET}&state=${SECRET}`,
  ])('keep no token of %s', async (url) => {
    await t.app.inject({ url });
    expect(log()).toContain(url.split(SECRET)[0]);
    expect(log()).not.toContain(SECRET);
  });

  it('redact only credentials: other query parameters and path ids stay readable', () => {
    expect(redactedUrl({ url: '/api/v1/people?q=asha&token=abc&page=2', params: {} })).toBe(
      '/api/v1/people?q=asha&token=[redacted]&page=2',
    );
    expect(redactedUrl({ url: '/api/v1/events/42', params: { id: '42' } })).toBe('/api/v1/events/42');
  });
});

describe('the outbox', () => {
  it('drops a mail body once SMTP has taken it', async () => {
    await t.app.mailer.send({
      to: 'someone@example.com',
      subject: 'Reset',
      text: `Reset: /r?token=${SECRET}`,
    });
    const [row] = await t.db.select().from(outbox).where(eq(outbox.to, 'someone@example.com'));
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.text).toBe(DELIVERED_BODY);
  });
});

describe('mail without a mail server', () => {
  it('logs the body outside production with its links’ credentials replaced, and keeps it whole in the outbox', async () => {
    const { lines: mailLines, logger } = capturedLogger();
    const app = await createTestApp({ logger });
    try {
      const text = [
        `Accept: http://localhost:3000/invite?token=${SECRET}`,
        `Answer: http://localhost:3000/events/rsvp/${SECRET}`,
        `Send your documents: http://localhost:3000/client#${SECRET}`,
        'Sign in: http://localhost:3000/login',
      ].join('\n');
      await app.app.mailer.send({ to: 'new.person@example.com', subject: 'Invitation', text });
      const logged = mailLines.join('');
      expect(logged).toContain('Outbox (no SMTP_URL set');
      expect(logged).toContain('/invite?token=[redacted]');
      expect(logged).toContain('/events/rsvp/[redacted]');
      expect(logged).toContain('/client#[redacted]');
      expect(logged).toContain('http://localhost:3000/login');
      expect(logged).not.toContain(SECRET);
      const [row] = await app.db.select().from(outbox).where(eq(outbox.to, 'new.person@example.com'));
      expect(row?.text).toBe(text);
    } finally {
      await app.close();
    }
  });
});
