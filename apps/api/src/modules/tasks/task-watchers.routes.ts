/** A task's watchers: add and remove. */

import { WatcherBodySchema } from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '../../lib/route-params';
import { authOf } from '../../plugins/auth';
import { addWatcher, removeWatcher } from './task-activity.service';
import { DetailResponse, tags } from './task-route-schemas';

export const taskWatcherRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/watchers',
    {
      schema: {
        tags,
        summary: 'Watch a task (oneself: tasks.view; someone else: tasks.edit)',
        params: IdParams,
        body: WatcherBodySchema,
        response: { 200: DetailResponse },
      },
    },
    async (request) => ({
      data: await addWatcher(app.db, authOf(request), request.params.id, request.body.userId),
    }),
  );

  app.delete(
    '/:id/watchers/:userId',
    {
      schema: {
        tags,
        summary: 'Stop watching (oneself) or remove a watcher (tasks.edit)',
        params: z.object({ id: z.string(), userId: z.string() }),
      },
    },
    async (request, reply) => {
      await removeWatcher(app.db, authOf(request), request.params.id, request.params.userId);
      return reply.status(204).send();
    },
  );
};
