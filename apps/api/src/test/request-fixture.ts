/**
 * Test fixture for requests to clients (issue 41): a client with contacts, a job with its step tasks, a
 * request made as the routes make one (insertRequest), and what a client sends for an item, written the
 * way the client page stores it (file in storage, row, item submitted).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { clientRequestFiles, clientRequestItems, customerContacts, outbox, tasks } from '../db/schema';
import { insertRequest } from '../modules/client-requests/request-commands.service';
import { recomputeRequestStatus } from '../modules/client-requests/requests.service';
import { clientWork } from './client-work.fixture';
import type { OrganizationFixture } from './org-fixture';
import type { TestApp } from './test-app';

export interface ContactSeed {
  name: string;
  email?: string | null;
  phone?: string | null;
  whatsapp?: string | null;
  receivesRequests?: boolean;
}

let made = 0;

/** A PDF's first bytes: enough for the attachment rules' sniffing. */
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

export function requestFixture(t: TestApp, org: OrganizationFixture) {
  const work = clientWork(t, org);
  return {
    /** A client (its own email `accounts@customer.test`) with these contacts, in order. */
    async client(
      name = `Client ${++made}`,
      contacts: ContactSeed[] = [
        { name: 'Ravi Mehta', email: `ravi${++made}@client.test`, whatsapp: '+91 98230 55667' },
      ],
    ) {
      const customerId = await org.customer(name);
      const contactIds: string[] = [];
      for (const [position, contact] of contacts.entries()) {
        const [row] = await t.db
          .insert(customerContacts)
          .values({
            organizationId: org.orgId,
            customerId,
            position,
            name: contact.name,
            email: contact.email ?? null,
            phone: contact.phone ?? null,
            whatsapp: contact.whatsapp ?? null,
            receivesRequests: contact.receivesRequests ?? true,
          })
          .returning({ id: customerContacts.id });
        if (!row) throw new Error('No contact');
        contactIds.push(row.id);
      }
      return { customerId, contactIds };
    },

    /** A job of the client (a monthly service's September 2026) with two step tasks for the Admin. */
    async job(customerId: string) {
      const serviceId = await work.service(`GSTR-3B ${++made}`, {
        steps: [
          { title: 'Prepare', due: -5, assigneeId: org.admin.id },
          { title: 'File', due: 0, assigneeId: org.admin.id },
        ],
      });
      await work.apply(serviceId, customerId, '2026-09-01');
      await work.generate('2026-11-21');
      const job = await work.job(serviceId, customerId, '2026-09');
      const steps = await t.db
        .select({ id: tasks.id, title: tasks.title })
        .from(tasks)
        .where(eq(tasks.jobId, job.id))
        .orderBy(asc(tasks.dueDate));
      return { jobId: job.id, taskIds: steps.map((step) => step.id) };
    },

    /** A request (not sent) with these items; answers its id and its items' ids in order. */
    async request(
      customerId: string,
      fields: {
        jobId?: string;
        title?: string;
        dueOn?: string;
        contactIds?: string[];
        items?: string[];
      } = {},
    ) {
      const { id } = await t.db.transaction((tx) =>
        insertRequest(
          tx,
          org.orgId,
          {
            customerId,
            jobId: fields.jobId,
            title: fields.title ?? 'September GST documents',
            dueOn: fields.dueOn ?? '2026-10-10',
            contactIds: fields.contactIds,
            items: (fields.items ?? ['Sales register', 'Bank statement']).map((name) => ({
              name,
              wantsFile: true,
            })),
            send: false,
          },
          org.admin.id,
        ),
      );
      const items = await t.db
        .select({ id: clientRequestItems.id })
        .from(clientRequestItems)
        .where(eq(clientRequestItems.requestId, id))
        .orderBy(asc(clientRequestItems.position));
      return { requestId: id, itemIds: items.map((item) => item.id) };
    },

    /** What a client sends for an item: each file stored and recorded, the item submitted. */
    async submit(requestId: string, itemId: string, files: { name: string; bytes?: Buffer }[]) {
      for (const file of files) {
        const bytes = file.bytes ?? PDF_BYTES;
        const key = `client-request-files/${crypto.randomUUID()}`;
        await t.app.storage.put(key, bytes, 'application/pdf');
        await t.db.insert(clientRequestFiles).values({
          organizationId: org.orgId,
          requestId,
          itemId,
          fileName: file.name,
          file: key,
          mime: 'application/pdf',
          sizeBytes: bytes.length,
        });
      }
      await t.db
        .update(clientRequestItems)
        .set({ status: 'submitted', submittedAt: sql`now()` })
        .where(and(eq(clientRequestItems.id, itemId), eq(clientRequestItems.requestId, requestId)));
      await recomputeRequestStatus(t.db, org.orgId, requestId);
    },

    /** The mails written to an address, oldest first. */
    mailsTo(address: string) {
      return t.db.select().from(outbox).where(eq(outbox.to, address)).orderBy(asc(outbox.createdAt));
    },
  };
}

export type RequestFixture = ReturnType<typeof requestFixture>;

/** The client link's token in a mail's text (`…/client#TOKEN`). */
export function tokenInMail(text: string): string {
  const match = /\/client#([\w-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`No client link in: ${text}`);
  return match[1];
}
