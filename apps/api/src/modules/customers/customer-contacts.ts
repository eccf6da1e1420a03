import type { CustomerContact, CustomerContactFieldsSchema } from '@taskflow/shared';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { customerContacts } from '../../db/schema';
import type { AuthContext } from '../../plugins/types';

export type ContactValues = z.output<typeof CustomerContactFieldsSchema>;

/**
 * Contacts' phone and WhatsApp numbers are personal data: read only by those who may change clients
 * (customers.edit), as a colleague's phone number is read only by those who may edit people. Everyone
 * who sees clients (customers.view) reads their names, roles and email addresses.
 */
export const mayReadContactNumbers = (auth: AuthContext) => auth.permissions.has('customers.edit');

/** A client's contacts in their order, numbers left out (null) for a reader who may not read them. */
export async function contactsOf(
  db: Db | Tx,
  orgId: string,
  customerId: string,
  canReadNumbers: boolean,
): Promise<CustomerContact[]> {
  const rows = await db
    .select()
    .from(customerContacts)
    .where(and(eq(customerContacts.organizationId, orgId), eq(customerContacts.customerId, customerId)))
    .orderBy(asc(customerContacts.position), asc(customerContacts.createdAt));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    role: row.role,
    email: row.email,
    phone: canReadNumbers ? row.phone : null,
    whatsapp: canReadNumbers ? row.whatsapp : null,
    receivesRequests: row.receivesRequests,
  }));
}

/** The rows of contacts for clients being created or saved, in the order given. */
export function contactRows(orgId: string, customerId: string, contacts: readonly ContactValues[]) {
  return contacts.map((contact, position) => ({
    organizationId: orgId,
    customerId,
    name: contact.name,
    role: contact.role ?? null,
    email: contact.email ?? null,
    phone: contact.phone ?? null,
    whatsapp: contact.whatsapp ?? null,
    receivesRequests: contact.receivesRequests ?? true,
    position,
  }));
}

/**
 * Replaces a client's whole list of contacts, in the caller's transaction: a contact sent with the id
 * of one of this client's keeps its row (and what refers to it), the others are new, and the client's
 * contacts left out are removed.
 */
export async function replaceContacts(
  tx: Tx,
  orgId: string,
  customerId: string,
  contacts: readonly ContactValues[],
): Promise<void> {
  const ofClient = and(
    eq(customerContacts.organizationId, orgId),
    eq(customerContacts.customerId, customerId),
  );
  const existing = new Set(
    (await tx.select({ id: customerContacts.id }).from(customerContacts).where(ofClient)).map(
      (row) => row.id,
    ),
  );
  const rows = contactRows(orgId, customerId, contacts);
  const kept = contacts.flatMap((contact, index) =>
    contact.id && existing.has(contact.id)
      ? [{ id: contact.id, row: rows[index] as (typeof rows)[number] }]
      : [],
  );
  const keptIds = new Set(kept.map((contact) => contact.id));
  await tx.delete(customerContacts).where(and(ofClient, notInArray(customerContacts.id, [...keptIds])));
  for (const { id, row } of kept) {
    await tx
      .update(customerContacts)
      .set(row)
      .where(and(ofClient, eq(customerContacts.id, id)));
  }
  const added = rows.filter((_row, index) => !keptIds.has(contacts[index]?.id ?? ''));
  if (added.length) await tx.insert(customerContacts).values(added);
}
