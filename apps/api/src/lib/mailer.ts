import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { redactSecrets } from './logging';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Files sent with the mail (scheduled reports); the outbox row keeps only the text. */
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** What a delivered mail's outbox row keeps instead of its body. */
export const DELIVERED_BODY = '(delivered; the body is not kept, since it may hold single-use links)';

/**
 * Every mail is written to the outbox first, so nothing is lost when SMTP fails. Once SMTP has taken
 * it, the body (reset and invitation links) is dropped from the row. Without SMTP_URL the outbox is
 * the delivery, so the body stays, and outside production the log shows it too, its links' credentials
 * replaced (logs never carry them).
 */
export function createMailer(options: {
  db: Db;
  log: FastifyBaseLogger;
  smtpUrl?: string;
  /** A ready transport instead of SMTP_URL (tests). */
  transport?: Transporter;
  from: string;
  logBodies?: boolean;
}): Mailer {
  const transport =
    options.transport ?? (options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined);
  return {
    async send(mail) {
      const [row] = await options.db
        .insert(outbox)
        .values({ to: mail.to, subject: mail.subject, text: mail.text })
        .returning({ id: outbox.id });
      if (!transport || !row) {
        if (options.logBodies) {
          // The body helps someone trying the app without a mail server; its links' credentials stay in
          // the outbox table (logs never carry them).
          options.log.info(
            { to: mail.to, subject: mail.subject },
            `Outbox (no SMTP_URL set; links with a token are whole in the outbox table):\n${redactSecrets(mail.text)}`,
          );
        } else {
          options.log.warn({ subject: mail.subject }, 'Mail kept in the outbox: no SMTP_URL set');
        }
        return;
      }
      try {
        await transport.sendMail({ from: options.from, ...mail });
        await options.db
          .update(outbox)
          .set({ sentAt: new Date(), text: DELIVERED_BODY })
          .where(eq(outbox.id, row.id));
      } catch (error) {
        options.log.error({ err: error }, 'Sending mail failed; kept in the outbox');
        await options.db
          .update(outbox)
          .set({ error: String(error) })
          .where(eq(outbox.id, row.id));
      }
    },
  };
}
