/**
 * The permission matrix's cases for the staff routes of requests (apps/api/src/test/permission-matrix.test.ts
 * runs them): each is allowed with its permission and refused without it. Fixtures are written straight
 * to the database, fresh for every run, so a refused run finds the same state an allowed one did.
 */
import type { Permission } from '@taskflow/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clientRequestFiles, clientRequestItems, clientRequests, customers } from '../../db/schema';
import type { FileStorage } from '../../lib/storage';
import { PDF_BYTES } from '../../test/request-fixture';
import { issueClientLink } from './client-links';
import { insertRequest } from './request-commands.service';

type Response = { statusCode: number; body: string };
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface RequestsMatrixContext {
  db: () => Db;
  orgId: () => string;
  storage: () => FileStorage;
  call: (method: Method, url: string, body?: unknown) => Promise<Response>;
}

let made = 0;
const unique = (name: string) => `${name} ${Date.now()}-${++made}`;

export function requestRouteCases(
  context: RequestsMatrixContext,
): { route: string; needs: Permission; run: () => Promise<Response> }[] {
  const customer = async () => {
    const [row] = await context
      .db()
      .insert(customers)
      .values({
        organizationId: context.orgId(),
        businessName: unique('Matrix client'),
        email: 'matrix@client.test',
        address: '1 Matrix Road',
      })
      .returning({ id: customers.id });
    return row?.id as string;
  };
  const requestBody = (customerId: string) => ({
    customerId,
    title: unique('Matrix request'),
    dueOn: '2031-01-31',
    items: [{ name: 'Bank statement', wantsFile: true }],
    send: false,
  });
  /** A request sent (as far as the reminders can tell), its one item submitted with a file. */
  const request = async () => {
    const customerId = await customer();
    const { id } = await context
      .db()
      .transaction((tx) => insertRequest(tx, context.orgId(), requestBody(customerId), null));
    await context.db().update(clientRequests).set({ sentAt: sql`now()` }).where(eq(clientRequests.id, id));
    const [item] = await context
      .db()
      .select({ id: clientRequestItems.id })
      .from(clientRequestItems)
      .where(eq(clientRequestItems.requestId, id));
    return { id, customerId, itemId: item?.id as string };
  };
  const submitted = async () => {
    const made = await request();
    const key = `client-request-files/${crypto.randomUUID()}`;
    await context.storage().put(key, PDF_BYTES, 'application/pdf');
    const [file] = await context
      .db()
      .insert(clientRequestFiles)
      .values({
        organizationId: context.orgId(),
        requestId: made.id,
        itemId: made.itemId,
        fileName: 'statement.pdf',
        file: key,
        mime: 'application/pdf',
        sizeBytes: PDF_BYTES.length,
      })
      .returning({ id: clientRequestFiles.id });
    await context
      .db()
      .update(clientRequestItems)
      .set({ status: 'submitted', submittedAt: sql`now()` })
      .where(eq(clientRequestItems.id, made.itemId));
    return { ...made, fileId: file?.id as string };
  };
  const { call } = context;
  return [
    { route: 'GET /requests', needs: 'requests.view', run: () => call('GET', '/api/v1/requests') },
    {
      route: 'GET /requests/settings',
      needs: 'requests.view',
      run: () => call('GET', '/api/v1/requests/settings'),
    },
    {
      route: 'PATCH /requests/settings',
      needs: 'requests.manage',
      run: () => call('PATCH', '/api/v1/requests/settings', { clientLinkDays: 30 }),
    },
    {
      route: 'POST /requests',
      needs: 'requests.manage',
      run: async () => call('POST', '/api/v1/requests', requestBody(await customer())),
    },
    {
      route: 'GET /requests/:id',
      needs: 'requests.view',
      run: async () => call('GET', `/api/v1/requests/${(await request()).id}`),
    },
    {
      route: 'PATCH /requests/:id',
      needs: 'requests.manage',
      run: async () =>
        call('PATCH', `/api/v1/requests/${(await request()).id}`, { title: unique('Edited request') }),
    },
    {
      route: 'POST /requests/:id/cancel',
      needs: 'requests.manage',
      run: async () => call('POST', `/api/v1/requests/${(await request()).id}/cancel`),
    },
    {
      route: 'POST /requests/:id/send',
      needs: 'requests.manage',
      run: async () => call('POST', `/api/v1/requests/${(await request()).id}/send`),
    },
    {
      route: 'POST /requests/:id/nudge',
      needs: 'requests.manage',
      run: async () => call('POST', `/api/v1/requests/${(await request()).id}/nudge`),
    },
    {
      route: 'POST /requests/:id/reminders',
      needs: 'requests.manage',
      run: async () => call('POST', `/api/v1/requests/${(await request()).id}/reminders`, { paused: true }),
    },
    {
      route: 'GET /requests/:id/files/:fileId',
      needs: 'requests.view',
      run: async () => {
        const { id, fileId } = await submitted();
        return call('GET', `/api/v1/requests/${id}/files/${fileId}`);
      },
    },
    {
      route: 'POST /requests/:id/items/:itemId/accept',
      needs: 'requests.manage',
      run: async () => {
        const { id, itemId } = await submitted();
        return call('POST', `/api/v1/requests/${id}/items/${itemId}/accept`);
      },
    },
    {
      route: 'POST /requests/:id/items/:itemId/return',
      needs: 'requests.manage',
      run: async () => {
        const { id, itemId } = await submitted();
        return call('POST', `/api/v1/requests/${id}/items/${itemId}/return`, { reason: 'Blurred' });
      },
    },
    {
      route: 'GET /customers/:id/client-links',
      needs: 'requests.view',
      run: async () => call('GET', `/api/v1/customers/${await customer()}/client-links`),
    },
    {
      route: 'POST /customers/:id/client-links/:linkId/revoke',
      needs: 'requests.manage',
      run: async () => {
        const customerId = await customer();
        const link = await issueClientLink(context.db(), {
          orgId: context.orgId(),
          customerId,
          requestId: null,
          sentTo: 'matrix@client.test',
          createdById: null,
        });
        return call('POST', `/api/v1/customers/${customerId}/client-links/${link.id}/revoke`);
      },
    },
  ];
}

/**
 * A request of the organization's first client with an item submitted with a stored file, and a link:
 * rows for the tenant isolation walk to attack.
 */
export async function probeRequest(db: Db, storage: FileStorage, orgId: string) {
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.organizationId, orgId))
    .limit(1);
  if (!customer) throw new Error('No client to ask');
  const { id } = await db.transaction((tx) =>
    insertRequest(
      tx,
      orgId,
      {
        customerId: customer.id,
        title: 'Isolation probe request',
        dueOn: '2031-01-31',
        items: [{ name: 'Bank statement', wantsFile: true }],
        send: false,
      },
      null,
    ),
  );
  const [item] = await db
    .select({ id: clientRequestItems.id })
    .from(clientRequestItems)
    .where(eq(clientRequestItems.requestId, id));
  const key = `client-request-files/${crypto.randomUUID()}`;
  await storage.put(key, PDF_BYTES, 'application/pdf');
  await db.insert(clientRequestFiles).values({
    organizationId: orgId,
    requestId: id,
    itemId: item?.id as string,
    fileName: 'statement.pdf',
    file: key,
    mime: 'application/pdf',
    sizeBytes: PDF_BYTES.length,
  });
  await db
    .update(clientRequestItems)
    .set({ status: 'submitted', submittedAt: sql`now()` })
    .where(eq(clientRequestItems.id, item?.id as string));
  await issueClientLink(db, {
    orgId,
    customerId: customer.id,
    requestId: id,
    sentTo: 'probe',
    createdById: null,
  });
  return id;
}
