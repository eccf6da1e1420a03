/**
 * Sending a request and reminding (issue 41): each send or reminder issues a NEW client link (a token is
 * shown once and never stored, so it cannot be mailed again), mails it to the request's contacts, and
 * records the event. The link's row and the event commit before any mail leaves: a mail never carries a
 * link that a rolled-back transaction took away.
 */
import { isItemOpen, REQUEST_NO_RECIPIENT } from '@taskflow/shared';
import { and, asc, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/client';
import {
  clientRequestItems,
  clientRequests,
  customerContacts,
  customers,
  organizations,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../lib/mailer';
import { organizationCalendar, todayIn } from '../../lib/organization-calendar';
import { clientPageUrl, issueClientLink } from './client-links';
import {
  type MailParties,
  reminderMail,
  requestMail,
  whatsappDigits,
  whatsappText,
  whatsappUrl,
} from './request-mail';
import { scheduleRequestsDaily } from './request-schedule';
import { type RequestRow, recordRequestEvent, requestNotOpen, requestOrThrow } from './requests.service';

export interface SendDeps {
  db: Db;
  mailer: Mailer;
  config: AppConfig;
}

export interface WhatsappLink {
  contactName: string;
  phone: string;
  url: string;
}

/**
 * What a send answers: who was mailed, the click-to-chat links, and the client page's link itself, which
 * exists only in this answer (staff may copy it; it is never stored or logged).
 */
export interface SendResult {
  sentTo: string[];
  linkUrl: string;
  expiresAt: Date;
  whatsapp: WhatsappLink[];
}

interface Recipients {
  /** "Name <address>" for each address mailed. */
  mails: { to: string; label: string }[];
  /** People with a WhatsApp number (else a phone). */
  phones: { name: string; phone: string; digits: string }[];
}

/**
 * Where a request goes: its contacts (still the client's, with an email address) or, chosen none, the
 * client's own email; WhatsApp to those contacts, or to every contact who receives requests when none
 * were chosen, else the client's own phone.
 */
export async function recipientsOf(
  db: Db,
  request: RequestRow,
  customer: { name: string; email: string; phone: string | null },
) {
  const contacts = await db
    .select({
      id: customerContacts.id,
      name: customerContacts.name,
      email: customerContacts.email,
      phone: customerContacts.phone,
      whatsapp: customerContacts.whatsapp,
    })
    .from(customerContacts)
    .where(
      and(
        eq(customerContacts.organizationId, request.organizationId),
        eq(customerContacts.customerId, request.customerId),
        request.contactIds.length > 0
          ? inArray(customerContacts.id, request.contactIds)
          : eq(customerContacts.receivesRequests, true),
      ),
    )
    .orderBy(asc(customerContacts.position), asc(customerContacts.createdAt));
  const recipients: Recipients = { mails: [], phones: [] };
  const chosen = request.contactIds.length > 0;
  for (const contact of contacts) {
    if (chosen && contact.email)
      recipients.mails.push({ to: contact.email, label: `${contact.name} <${contact.email}>` });
    const phone = contact.whatsapp ?? contact.phone;
    const digits = phone ? whatsappDigits(phone) : null;
    if (phone && digits) recipients.phones.push({ name: contact.name, phone, digits });
  }
  if (!chosen && customer.email.trim()) {
    recipients.mails.push({
      to: customer.email.trim(),
      label: `${customer.name} <${customer.email.trim()}>`,
    });
  }
  if (recipients.phones.length === 0 && customer.phone) {
    const digits = whatsappDigits(customer.phone);
    if (digits) recipients.phones.push({ name: customer.name, phone: customer.phone, digits });
  }
  return recipients;
}

/** The firm's and client's names and the organization's zone, as the mails show them. */
export async function mailPartiesOf(db: Db, config: AppConfig, orgId: string, customerId: string) {
  const [row] = await db
    .select({
      firmName: organizations.name,
      clientName: customers.businessName,
      email: customers.email,
      phone: customers.phone,
    })
    .from(customers)
    .innerJoin(organizations, eq(organizations.id, customers.organizationId))
    .where(and(eq(customers.organizationId, orgId), eq(customers.id, customerId)));
  if (!row) throw new Error('Request client missing');
  const { zone } = await organizationCalendar(db, orgId);
  const parties: MailParties = {
    firmName: row.firmName,
    clientName: row.clientName,
    zone,
    publicUrl: config.publicUrl,
  };
  return { parties, customer: { name: row.clientName, email: row.email, phone: row.phone } };
}

/** The items of a request in order. */
export function itemsOf(db: Db, orgId: string, requestId: string) {
  return db
    .select()
    .from(clientRequestItems)
    .where(and(eq(clientRequestItems.organizationId, orgId), eq(clientRequestItems.requestId, requestId)))
    .orderBy(asc(clientRequestItems.position));
}

/** Refuses a request that could reach nobody: no address to mail, no number for WhatsApp. */
export async function checkReachable(db: Db, orgId: string, requestId: string, config: AppConfig) {
  const request = await requestOrThrow(db, orgId, requestId);
  const { customer } = await mailPartiesOf(db, config, orgId, request.customerId);
  const recipients = await recipientsOf(db, request, customer);
  if (recipients.mails.length === 0 && recipients.phones.length === 0) {
    throw AppError.invalid({ contactIds: REQUEST_NO_RECIPIENT });
  }
  return { request, recipients };
}

/**
 * Sends (or sends again) an open request: a new link, a mail to each recipient, the WhatsApp links. A
 * client with neither an address nor a number to reach is a field error on the contacts.
 */
export async function sendRequest(
  deps: SendDeps,
  orgId: string,
  requestId: string,
  actorId: string | null,
): Promise<SendResult> {
  const sent = await deps.db.transaction(async (tx) => {
    const request = await requestOrThrow(tx, orgId, requestId, { lock: true });
    if (request.status !== 'open') throw requestNotOpen();
    const { parties } = await mailPartiesOf(tx, deps.config, orgId, request.customerId);
    const { recipients } = await checkReachable(tx, orgId, requestId, deps.config);
    const sentTo = recipients.mails.map((mail) => mail.label);
    const link = await issueClientLink(tx, {
      orgId,
      customerId: request.customerId,
      requestId,
      sentTo: sentTo.length > 0 ? sentTo.join(', ') : 'WhatsApp',
      createdById: actorId,
    });
    await tx
      .update(clientRequests)
      .set({ sentAt: sql`coalesce(${clientRequests.sentAt}, now())`, updatedAt: sql`now()` })
      .where(eq(clientRequests.id, requestId));
    await recordRequestEvent(tx, orgId, requestId, {
      kind: 'sent',
      detail: sentTo.length > 0 ? sentTo.join(', ') : 'WhatsApp only',
      actorId,
    });
    // The organization's daily run reminds it (queued once a day however many requests go).
    await scheduleRequestsDaily(tx, orgId);
    const items = await itemsOf(tx, orgId, requestId);
    return { request, parties, recipients, link, items };
  });
  const { request, parties, recipients, link } = sent;
  const linkUrl = clientPageUrl(deps.config.publicUrl, link.token);
  const mail = requestMail(
    parties,
    { title: request.title, message: request.message, dueOn: request.dueOn, items: sent.items },
    { url: linkUrl, expiresAt: link.expiresAt },
  );
  for (const recipient of recipients.mails) await deps.mailer.send({ ...mail, to: recipient.to });
  const text = whatsappText(parties, request, linkUrl);
  return {
    sentTo: recipients.mails.map((recipient) => recipient.label),
    linkUrl,
    expiresAt: link.expiresAt,
    whatsapp: recipients.phones.map((phone) => ({
      contactName: phone.name,
      phone: phone.phone,
      url: whatsappUrl(phone.digits, text),
    })),
  };
}

/**
 * A reminder of what the client still owes, with a new link: `reminded` by the queue (not when paused,
 * at most once a day in the organization's zone), `nudged` by staff (whenever asked). True when mailed;
 * false when the request is not open, was never sent, owes nothing, has no address to mail, or (the
 * queue) is paused or was reminded today. The request is locked and the day's claim is one UPDATE, so two runs mail once.
 */
export async function sendReminder(
  deps: SendDeps,
  orgId: string,
  requestId: string,
  kind: 'reminded' | 'nudged',
  actorId: string | null,
): Promise<boolean> {
  const { zone } = await organizationCalendar(deps.db, orgId);
  const today = todayIn(zone);
  const sent = await deps.db.transaction(async (tx) => {
    const current = await requestOrThrow(tx, orgId, requestId, { lock: true });
    const { parties, customer } = await mailPartiesOf(tx, deps.config, orgId, current.customerId);
    const recipients = await recipientsOf(tx, current, customer);
    if (recipients.mails.length === 0) return null;
    const owed = sql`exists (
      select 1 from ${clientRequestItems}
       where ${clientRequestItems.requestId} = ${clientRequests.id}
         and ${clientRequestItems.status} in ('pending', 'returned'))`;
    const [request] = await tx
      .update(clientRequests)
      .set({
        remindersSent: sql`${clientRequests.remindersSent} + 1`,
        lastRemindedOn: today,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(clientRequests.organizationId, orgId),
          eq(clientRequests.id, requestId),
          eq(clientRequests.status, 'open'),
          isNotNull(clientRequests.sentAt),
          owed,
          kind === 'reminded'
            ? and(
                eq(clientRequests.remindersPaused, false),
                or(isNull(clientRequests.lastRemindedOn), ne(clientRequests.lastRemindedOn, today)),
              )
            : undefined,
        ),
      )
      .returning();
    if (!request) return null;
    const sentTo = recipients.mails.map((mail) => mail.label).join(', ');
    const link = await issueClientLink(tx, {
      orgId,
      customerId: request.customerId,
      requestId,
      sentTo,
      createdById: actorId,
    });
    await recordRequestEvent(tx, orgId, requestId, { kind, detail: sentTo, actorId });
    const items = (await itemsOf(tx, orgId, requestId)).filter((item) => isItemOpen(item.status));
    return { request, parties, recipients, link, items };
  });
  if (!sent) return false;
  const mail = reminderMail(
    sent.parties,
    {
      title: sent.request.title,
      dueOn: sent.request.dueOn,
      isOverdue: sent.request.dueOn < today,
      items: sent.items.map((item) => ({
        name: item.name,
        returnReason: item.status === 'returned' ? item.returnReason : null,
      })),
    },
    { url: clientPageUrl(deps.config.publicUrl, sent.link.token), expiresAt: sent.link.expiresAt },
  );
  for (const recipient of sent.recipients.mails) await deps.mailer.send({ ...mail, to: recipient.to });
  return true;
}
