import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Every mail is written to the outbox first, so nothing is lost when SMTP fails;
 * without SMTP_URL the outbox (and the log) is the delivery.
 */
export function createMailer(options: {
  db: Db;
  log: FastifyBaseLogger;
  smtpUrl?: string;
  from: string;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(mail) {
      const [row] = await options.db.insert(outbox).values(mail).returning({ id: outbox.id });
      if (!transport || !row) {
        options.log.info({ to: mail.to, subject: mail.subject }, `Outbox (no SMTP_URL set):\n${mail.text}`);
        return;
      }
      try {
        await transport.sendMail({ from: options.from, ...mail });
        await options.db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
      } catch (error) {
        options.log.error({ err: error, to: mail.to }, 'Sending mail failed; kept in the outbox');
        await options.db
          .update(outbox)
          .set({ error: String(error) })
          .where(eq(outbox.id, row.id));
      }
    },
  };
}
