/**
 * The permission matrix's cases for the webhook routes (apps/api/src/test/permission-matrix.test.ts runs
 * them): each needs organization.manage. Fixtures are written straight to the database, fresh for every
 * run; the endpoints point at a loopback address, so the test ping is refused by the outbound guard at
 * once (no network) and still answers 200 with its failed attempt.
 */
import type { Permission } from '@taskflow/shared';
import { eq, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/client';
import { users, webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema';
import { sealSecret, secretBoxKey } from '../../lib/secret-box';

type Response = { statusCode: number; body: string };
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface WebhooksMatrixContext {
  db: () => Db;
  orgId: () => string;
  config: () => AppConfig;
  call: (method: Method, url: string, body?: unknown) => Promise<Response>;
}

const NEEDS: Permission = 'organization.manage';

export function webhookRouteCases(
  context: WebhooksMatrixContext,
): { route: string; needs: Permission; run: () => Promise<Response> }[] {
  /** A fresh endpoint; the organization's others are removed first, so creating one stays under the cap. */
  const endpoint = async () => {
    const db = context.db();
    await db.delete(webhookEndpoints).where(eq(webhookEndpoints.organizationId, context.orgId()));
    const [owner] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.organizationId, context.orgId()))
      .limit(1);
    const [row] = await db
      .insert(webhookEndpoints)
      .values({
        organizationId: context.orgId(),
        createdByUserId: owner?.id as string,
        url: 'https://127.0.0.1:9/matrix',
        kind: 'standard',
        events: ['task.created'],
        secretEncrypted: sealSecret(secretBoxKey(context.config()), 'whsec_bWF0cml4LXByb2JlLXNlY3JldA=='),
      })
      .returning({ id: webhookEndpoints.id });
    return row?.id as string;
  };
  const delivery = async () => {
    const endpointId = await endpoint();
    const db = context.db();
    const [event] = await db
      .insert(webhookEvents)
      .values({ organizationId: context.orgId(), type: 'task.created', subjectId: sql`gen_random_uuid()` })
      .returning({ id: webhookEvents.id });
    const [row] = await db
      .insert(webhookDeliveries)
      .values({ organizationId: context.orgId(), endpointId, eventId: event?.id as string, status: 'failed' })
      .returning({ id: webhookDeliveries.id });
    return row?.id as string;
  };
  return [
    { route: 'GET /webhooks', needs: NEEDS, run: () => context.call('GET', '/api/v1/webhooks') },
    {
      route: 'POST /webhooks',
      needs: NEEDS,
      run: async () => {
        await context
          .db()
          .delete(webhookEndpoints)
          .where(eq(webhookEndpoints.organizationId, context.orgId()));
        // A public address literal: the guard resolves nothing and sends nothing at registration.
        return context.call('POST', '/api/v1/webhooks', {
          url: 'https://93.184.215.14/matrix',
          kind: 'standard',
          events: ['task.created'],
        });
      },
    },
    {
      route: 'GET /webhooks/:id',
      needs: NEEDS,
      run: async () => context.call('GET', `/api/v1/webhooks/${await endpoint()}`),
    },
    {
      route: 'PATCH /webhooks/:id',
      needs: NEEDS,
      run: async () =>
        context.call('PATCH', `/api/v1/webhooks/${await endpoint()}`, { description: 'Matrix probe' }),
    },
    {
      route: 'DELETE /webhooks/:id',
      needs: NEEDS,
      run: async () => context.call('DELETE', `/api/v1/webhooks/${await endpoint()}`),
    },
    {
      route: 'POST /webhooks/:id/rotate-secret',
      needs: NEEDS,
      run: async () => context.call('POST', `/api/v1/webhooks/${await endpoint()}/rotate-secret`),
    },
    {
      route: 'GET /webhooks/:id/deliveries',
      needs: NEEDS,
      run: async () => context.call('GET', `/api/v1/webhooks/${await endpoint()}/deliveries`),
    },
    {
      route: 'POST /webhooks/deliveries/:deliveryId/redeliver',
      needs: NEEDS,
      run: async () => context.call('POST', `/api/v1/webhooks/deliveries/${await delivery()}/redeliver`),
    },
    {
      route: 'POST /webhooks/:id/test',
      needs: NEEDS,
      run: async () => context.call('POST', `/api/v1/webhooks/${await endpoint()}/test`),
    },
  ];
}
