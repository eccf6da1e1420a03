/**
 * Sending an issued invoice or credit note to the client by email (issue 42, item 4): its PDF attached,
 * the amount and when it is due in the text, to the client's contacts with an address (the ones chosen,
 * else those who receive the firm's requests, else the client's own address), recorded in the audit log
 * with who received it. When the client has documents the firm is waiting for, the mail carries a client
 * link (issue 41) to its page.
 *
 * The firm's and the client's names are typed by the firm, so, as in every mail of the product, they
 * appear as quoted data inside our own words and never in the subject or as the sender: a stranger who
 * signs up as "Some Bank" cannot make an invoice mail read as the bank's (issue 6). The subject names the
 * document's number alone, whose series prefix is letters, digits and hyphens.
 */
import { buffer } from 'node:stream/consumers';
import {
  formatCalendarDate,
  formatDate,
  formatMoney,
  INVOICE_SEND_CONTACT_INVALID,
  INVOICE_SEND_NO_RECIPIENT,
  INVOICE_SEND_NOT_ISSUED,
  type Invoice,
  type InvoiceSendResult,
  type SendInvoiceInput,
} from '@taskflow/shared';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AppConfig } from '../../config/env';
import { clientRequests, customerContacts, customers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { quotedInMail } from '../../lib/mail-text';
import type { Mail, Mailer } from '../../lib/mailer';
import { pdfOffThread } from '../../lib/off-thread';
import { organizationCalendar } from '../../lib/organization-calendar';
import type { AuthContext } from '../../plugins/types';
import { writeAudit } from '../audit-log';
import { clientPageUrl, issueClientLink } from '../client-requests';
import { requireBilling } from './billing-common';
import { type DocumentDeps, invoiceFileName, organizationLogo } from './documents.service';
import { readInvoice } from './invoice-read';

export interface SendDeps extends DocumentDeps {
  mailer: Mailer;
  config: Pick<AppConfig, 'publicUrl'>;
}

/** The subject: the kind of document and its number, nothing the firm typed freely. */
export const invoiceMailSubject = (invoice: Pick<Invoice, 'kind' | 'number'>) =>
  `${invoice.kind === 'credit_note' ? 'Credit note' : 'Invoice'} ${invoice.number} from your accounting firm`;

interface ClientLinkText {
  url: string;
  expiresAt: Date;
  zone: string;
}

/** The mail's text: who sends what, the amounts, when it is due, and the client's page when it has one. */
export function invoiceMailText(invoice: Invoice, link: ClientLinkText | null): Omit<Mail, 'to'> {
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  const firm = quotedInMail(invoice.supplier.name);
  const isCredit = invoice.kind === 'credit_note';
  const what = isCredit ? `credit note ${invoice.number}` : `invoice ${invoice.number}`;
  const amounts = isCredit
    ? [
        `  Amount credited: ${money(invoice.totalMinor)}`,
        ...(invoice.creditNoteOf?.number ? [`  Against invoice: ${invoice.creditNoteOf.number}`] : []),
      ]
    : [
        `  Invoice total: ${money(invoice.totalMinor)}`,
        ...(invoice.paidMinor + invoice.creditedMinor > 0
          ? [`  Paid or credited so far: ${money(invoice.paidMinor + invoice.creditedMinor)}`]
          : []),
        invoice.outstandingMinor > 0
          ? `  Amount due: ${money(invoice.outstandingMinor)}${invoice.dueDate ? `, by ${formatCalendarDate(invoice.dueDate)}` : ''}`
          : '  Amount due: nothing, it is paid in full',
      ];
  return {
    subject: invoiceMailSubject(invoice),
    text: [
      `Hello ${quotedInMail(invoice.recipient.name)},`,
      '',
      `Your accounting firm ${firm} has sent you ${what}${invoice.issueDate ? ` of ${formatCalendarDate(invoice.issueDate)}` : ''}. It is attached as a PDF.`,
      '',
      ...amounts,
      ...(isCredit || invoice.outstandingMinor === 0 ? [] : ['', 'How to pay is written in the invoice.']),
      ...(link
        ? [
            '',
            `${firm} is also waiting for documents from you. Open this link to see what they need and send it (no account or password needed):`,
            link.url,
            `The link works until ${formatDate(link.expiresAt, link.zone)}. Keep it to yourself: anyone with it can see and send your documents for this firm.`,
          ]
        : []),
      '',
      `This mail was sent through TaskFlow on behalf of ${firm}, who chose that name and wrote the ${isCredit ? 'credit note' : 'invoice'}.`,
      'If you do not know this firm, ignore this mail and do not pay anything it asks for.',
    ].join('\n'),
  };
}

interface Recipient {
  to: string;
  label: string;
}

/**
 * Who receives the invoice: the chosen contacts of its client (each must be one; those without an address
 * are skipped), else every contact who receives the firm's requests and has an address, else the client's
 * own address. Each address once.
 */
async function recipientsOf(
  deps: DocumentDeps,
  orgId: string,
  customerId: string,
  contactIds: string[] | undefined,
): Promise<Recipient[]> {
  const chosen = [...new Set(contactIds ?? [])];
  const contacts = await deps.db
    .select({ id: customerContacts.id, name: customerContacts.name, email: customerContacts.email })
    .from(customerContacts)
    .where(
      and(
        eq(customerContacts.organizationId, orgId),
        eq(customerContacts.customerId, customerId),
        chosen.length > 0
          ? inArray(customerContacts.id, chosen)
          : eq(customerContacts.receivesRequests, true),
      ),
    )
    .orderBy(asc(customerContacts.position), asc(customerContacts.createdAt));
  if (contacts.length < chosen.length) throw AppError.invalid({ contactIds: INVOICE_SEND_CONTACT_INVALID });
  const found: Recipient[] = contacts.flatMap((contact) => {
    const address = contact.email?.trim();
    return address ? [{ to: address, label: `${contact.name} <${address}>` }] : [];
  });
  if (found.length === 0 && chosen.length === 0) {
    const [client] = await deps.db
      .select({ name: customers.businessName, email: customers.email })
      .from(customers)
      .where(and(eq(customers.organizationId, orgId), eq(customers.id, customerId)));
    const address = client?.email.trim();
    if (client && address) found.push({ to: address, label: `${client.name} <${address}>` });
  }
  if (found.length === 0) throw AppError.invalid({ contactIds: INVOICE_SEND_NO_RECIPIENT });
  const seen = new Set<string>();
  return found.filter((recipient) => {
    const key = recipient.to.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Whether the client has a sent request still open: then its page has something to show. */
async function isAwaitingDocuments(deps: DocumentDeps, orgId: string, customerId: string) {
  const [row] = await deps.db
    .select({ id: clientRequests.id })
    .from(clientRequests)
    .where(
      and(
        eq(clientRequests.organizationId, orgId),
        eq(clientRequests.customerId, customerId),
        eq(clientRequests.status, 'open'),
        isNotNull(clientRequests.sentAt),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * POST /invoices/:id/send: mails an issued invoice or credit note (409 for a draft or a void) with its PDF
 * to each recipient, then records who received it. A client link (a credential) is issued only when the
 * client has documents to send, and committed before any mail carries it.
 */
export async function sendInvoice(
  deps: SendDeps,
  auth: AuthContext,
  id: string,
  input: SendInvoiceInput,
): Promise<InvoiceSendResult> {
  const orgId = requireBilling(auth);
  const invoice = await readInvoice(deps.db, auth, id);
  if (invoice.status !== 'issued') throw new AppError('CONFLICT', INVOICE_SEND_NOT_ISSUED);
  const recipients = await recipientsOf(deps, orgId, invoice.customerId, input.contactIds);
  const pdf = await buffer(pdfOffThread('invoice', { invoice, logo: await organizationLogo(deps, orgId) }));
  const sentTo = recipients.map((recipient) => recipient.label);
  let link: ClientLinkText | null = null;
  if (await isAwaitingDocuments(deps, orgId, invoice.customerId)) {
    const issued = await issueClientLink(deps.db, {
      orgId,
      customerId: invoice.customerId,
      requestId: null,
      sentTo: sentTo.join(', '),
      createdById: auth.userId,
    });
    const { zone } = await organizationCalendar(deps.db, orgId);
    link = { url: clientPageUrl(deps.config.publicUrl, issued.token), expiresAt: issued.expiresAt, zone };
  }
  const mail = invoiceMailText(invoice, link);
  const attachment = { filename: invoiceFileName(invoice), content: pdf, contentType: 'application/pdf' };
  for (const recipient of recipients)
    await deps.mailer.send({ ...mail, to: recipient.to, attachments: [attachment] });
  await writeAudit(deps.db, auth, {
    action: 'invoice.sent',
    entityType: 'invoice',
    entityId: invoice.id,
    before: null,
    after: { organizationId: orgId, customerId: invoice.customerId, number: invoice.number, sentTo },
  });
  return { sentTo };
}
