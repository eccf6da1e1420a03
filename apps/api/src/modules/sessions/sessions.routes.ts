import { SessionSchema } from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, clearSessionCookie } from '../../plugins/auth';
import { listSessions, revokeSession } from './sessions.service';

export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['sessions'],
        summary: "Session history: the signed-in user's live sessions",
        response: { 200: z.object({ data: z.array(SessionSchema) }) },
      },
    },
    async (request) => ({ data: await listSessions(app.db, authOf(request)) }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['sessions'],
        summary: 'Revoke one of your sessions (your current one logs you out)',
        params: z.object({ id: z.uuid('Session not found') }),
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      await revokeSession(app.db, auth, request.params.id);
      if (request.params.id === auth.sessionId) clearSessionCookie(reply);
      return reply.status(204).send();
    },
  );
};
