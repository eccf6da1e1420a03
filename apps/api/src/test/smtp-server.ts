/**
 * A real SMTP server for tests (the `smtp-server` package on 127.0.0.1, a free port): the app's mailer
 * speaks SMTP to it as to a mail provider, and the test reads what arrived, decoded. No TLS, no
 * authentication: it listens on loopback only.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  /** Files of a multipart mail (an invoice's PDF), decoded. */
  attachments: ReceivedAttachment[];
  raw: string;
}

/** A quoted-printable body as text (soft line breaks joined, `=XX` bytes read as UTF-8). */
function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index++) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] as string, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A part's head (continuation lines joined) and body, with a header reader. */
function split(raw: string) {
  const at = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, at).replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  return { header, body: raw.slice(at + 4) };
}

function decoded(body: string, encoding: string): Buffer {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') return Buffer.from(decodeQuotedPrintable(body), 'utf8');
  return Buffer.from(body, 'utf8');
}

const asText = (content: Buffer) => content.toString('utf8').replace(/\r\n/g, '\n').replace(/\n$/, '');

/**
 * The subject, plain-text body and attachments of a message as nodemailer writes one: a single part, or
 * multipart/mixed with the text first and each file after it.
 */
function parse(raw: string): { subject: string; text: string; attachments: ReceivedAttachment[] } {
  const { header, body } = split(raw);
  const subject = header('Subject');
  const boundary = /boundary="?([^";]+)"?/i.exec(header('Content-Type'))?.[1];
  if (!boundary) {
    return {
      subject,
      text: asText(decoded(body, header('Content-Transfer-Encoding').toLowerCase())),
      attachments: [],
    };
  }
  let text = '';
  const attachments: ReceivedAttachment[] = [];
  const parts = body.split(`--${boundary}`).slice(1, -1);
  for (const part of parts) {
    const inner = split(part.replace(/^\r\n/, '').replace(/\r\n$/, ''));
    const content = decoded(inner.body, inner.header('Content-Transfer-Encoding').toLowerCase());
    const filename = /filename="?([^";]+)"?/i.exec(inner.header('Content-Disposition'))?.[1];
    if (filename) {
      attachments.push({ filename, contentType: inner.header('Content-Type').split(';')[0] ?? '', content });
    } else if (!text) {
      text = asText(content);
    }
  }
  return { subject, text, attachments };
}

/** Starts the server; `close` in afterAll. */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          ...parse(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The mails delivered to an address, oldest first. */
    to: (address: string) => received.filter((mail) => mail.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestSmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;
