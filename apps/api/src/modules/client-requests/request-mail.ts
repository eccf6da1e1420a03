/**
 * The texts a client receives (issue 41): the request, a reminder, a returned item, the one
 * acknowledgement, and the WhatsApp message staff send from their own phone. Plain text like every other
 * mail. The firm's and the client's names, titles, notes and messages are typed by the firm, so they
 * appear as quoted data inside our own words and never in a subject (as in the invitation mail): a
 * stranger who signs up as "Some Bank" cannot make a mail read as the bank's.
 */
import { formatCalendarDate, formatDate } from '@taskflow/shared';
import { quotedInMail } from '../../lib/mail-text';
import type { Mail } from '../../lib/mailer';

export const REQUEST_MAIL_SUBJECT = 'Your accounting firm has asked you for documents';
export const REMINDER_MAIL_SUBJECT = 'Reminder: documents your accounting firm is waiting for';
export const RETURN_MAIL_SUBJECT = 'Your accounting firm needs something again';
export const ACKNOWLEDGEMENT_MAIL_SUBJECT = 'Your accounting firm has received your documents';

/** Who writes to whom, and the link that opens the client's page. */
export interface MailParties {
  firmName: string;
  clientName: string;
  /** The organization's zone, for the link's expiry. */
  zone: string;
  publicUrl: string;
}

export interface MailLink {
  url: string;
  expiresAt: Date;
}

type Text = Omit<Mail, 'to'>;

/** The firm's own words (a message, a reason), indented as a quotation, lines kept. */
const quoted = (text: string) =>
  text
    .trim()
    .split(/\r?\n/)
    .map((line) => `  > ${line}`);

const itemLines = (items: { name: string; note?: string | null }[]) =>
  items.flatMap((item, index) => [
    `  ${index + 1}. ${quotedInMail(item.name, 160)}`,
    ...(item.note ? [`     ${quotedInMail(item.note, 300)}`] : []),
  ]);

const linkLines = (parties: MailParties, link: MailLink) => [
  'Open this link to send them (from a phone or a computer):',
  link.url,
  '',
  `The link works until ${formatDate(link.expiresAt, parties.zone)}. You don't need an account or password.`,
  'Keep it to yourself: anyone with the link can see and send your documents for this firm.',
];

const footer = (parties: MailParties) => [
  '',
  `This mail was sent through TaskFlow on behalf of ${quotedInMail(parties.firmName)}, who chose that name and the request's words.`,
  `If you do not know this firm, ignore this mail; if it looks like an attempt to deceive you, report it through ${parties.publicUrl}/contactus.`,
];

const greeting = (parties: MailParties) => [`Hello ${quotedInMail(parties.clientName)},`, ''];

/** The request itself: what the firm needs, by when, and the link. */
export function requestMail(
  parties: MailParties,
  request: {
    title: string;
    message: string | null;
    dueOn: string;
    items: { name: string; note: string | null }[];
  },
  link: MailLink,
): Text {
  return {
    subject: REQUEST_MAIL_SUBJECT,
    text: [
      ...greeting(parties),
      `Your accounting firm ${quotedInMail(parties.firmName)} needs the following from you for ${quotedInMail(request.title, 160)}, by ${formatCalendarDate(request.dueOn)}:`,
      '',
      ...itemLines(request.items),
      ...(request.message ? ['', 'Their message:', ...quoted(request.message)] : []),
      '',
      ...linkLines(parties, link),
      ...footer(parties),
    ].join('\n'),
  };
}

/** A reminder (the queue's or a staff member's nudge): what is still owed, and a fresh link. */
export function reminderMail(
  parties: MailParties,
  request: {
    title: string;
    dueOn: string;
    isOverdue: boolean;
    items: { name: string; returnReason: string | null }[];
  },
  link: MailLink,
): Text {
  const due = formatCalendarDate(request.dueOn);
  return {
    subject: REMINDER_MAIL_SUBJECT,
    text: [
      ...greeting(parties),
      `A reminder from your accounting firm ${quotedInMail(parties.firmName)}: for ${quotedInMail(request.title, 160)} they are still waiting for the following, ${request.isOverdue ? `which was due on ${due}` : `due by ${due}`}:`,
      '',
      ...itemLines(
        request.items.map((item) => ({
          name: item.name,
          note: item.returnReason ? `Returned: ${item.returnReason}` : null,
        })),
      ),
      '',
      ...linkLines(parties, link),
      ...footer(parties),
    ].join('\n'),
  };
}

/** An item the firm sent back, with its reason. */
export function returnMail(
  parties: MailParties,
  request: { title: string; dueOn: string },
  item: { name: string; reason: string },
  link: MailLink,
): Text {
  return {
    subject: RETURN_MAIL_SUBJECT,
    text: [
      ...greeting(parties),
      `Your accounting firm ${quotedInMail(parties.firmName)} looked at what you sent for ${quotedInMail(item.name, 160)} (${quotedInMail(request.title, 160)}) and needs it again. Their reason:`,
      ...quoted(item.reason),
      '',
      `Please send it again by ${formatCalendarDate(request.dueOn)}.`,
      '',
      ...linkLines(parties, link),
      ...footer(parties),
    ].join('\n'),
  };
}

/** The one receipt: every item the firm accepted, with the names of the files received. */
export function acknowledgementMail(
  parties: MailParties,
  request: { title: string },
  items: { name: string; fileNames: string[] }[],
  acceptedOn: Date,
): Text {
  return {
    subject: ACKNOWLEDGEMENT_MAIL_SUBJECT,
    text: [
      ...greeting(parties),
      `Your accounting firm ${quotedInMail(parties.firmName)} has received and accepted everything it asked for in ${quotedInMail(request.title, 160)} (${formatDate(acceptedOn, parties.zone)}):`,
      '',
      ...items.flatMap((item, index) => [
        `  ${index + 1}. ${quotedInMail(item.name, 160)}`,
        ...(item.fileNames.length === 0
          ? ['     (marked done, no file)']
          : item.fileNames.map((name) => `     - ${quotedInMail(name, 160)}`)),
      ]),
      '',
      'Keep this mail as your receipt. There is nothing more to do.',
      ...footer(parties),
    ].join('\n'),
  };
}

/** The short message staff send on WhatsApp from their own phone. */
export function whatsappText(
  parties: Pick<MailParties, 'firmName'>,
  request: { title: string; dueOn: string },
  link: string,
): string {
  return [
    `Hello, this is ${parties.firmName.trim()}. For ${request.title.trim()} we need a few documents from you by ${formatCalendarDate(request.dueOn)}.`,
    `Please send them here (no account or password needed): ${link}`,
  ].join('\n');
}

/**
 * The digits of a number as wa.me takes them (country code first, no "+"); a 10-digit number without one
 * is taken as Indian (+91), as the firms this serves write their clients' mobiles. Null when too short to
 * be a number.
 */
export function whatsappDigits(phone: string): string | null {
  const digits = phone.replace(/\D/g, '').replace(/^0+/, '');
  if (digits.length < 8) return null;
  return digits.length === 10 ? `91${digits}` : digits;
}

export const whatsappUrl = (digits: string, text: string) =>
  `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
