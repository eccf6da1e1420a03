import { accessTokenLevelOf } from '@taskflow/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { writeAudit } from '../audit-log';

/**
 * Every write made with a personal access token is on record (issue 43), refused ones included: token,
 * method, route and the status answered. Written before the answer leaves, so whoever reads the log after
 * it sees it. A plugin of this module (registered app-wide by app.ts) rather than part of plugins/auth.ts:
 * the core plugins never import a module.
 */
export const accessTokenAuditPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const auth = request.auth;
    if (!auth?.tokenId || accessTokenLevelOf(request.method) !== 'write') return payload;
    try {
      await writeAudit(app.db, auth, {
        action: 'access-token.write',
        entityType: 'access-token',
        entityId: auth.tokenId,
        before: null,
        after: {
          tokenId: auth.tokenId,
          tokenName: auth.tokenName,
          method: request.method,
          route: request.routeOptions.url ?? null,
          path: request.url.split('?')[0],
          status: reply.statusCode,
        },
      });
    } catch (error) {
      app.log.error({ err: error }, 'Audit of an access token write');
    }
    return payload;
  });
});
