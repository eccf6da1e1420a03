/** A task's history and comments. */

import {
  CommentBodySchema,
  CommentSchema,
  HistoryEntrySchema,
  ListMetaSchema,
  ListQuerySchema,
} from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '../../lib/route-params';
import { authOf } from '../../plugins/auth';
import { addComment, listComments, listHistory } from './task-activity.service';
import { tags } from './task-route-schemas';

export const taskActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/history',
    {
      schema: {
        tags,
        summary: 'History: every change (field, old, new, who, when), newest first (tasks.view)',
        params: IdParams,
        querystring: ListQuerySchema.pick({ page: true, pageSize: true }),
        response: { 200: z.object({ data: z.array(HistoryEntrySchema), meta: ListMetaSchema }) },
      },
    },
    async (request) => listHistory(app.db, authOf(request), request.params.id, request.query),
  );

  app.get(
    '/:id/comments',
    {
      schema: {
        tags,
        summary: 'Comments, oldest first (tasks.view)',
        params: IdParams,
        response: { 200: z.object({ data: z.array(CommentSchema) }) },
      },
    },
    async (request) => ({ data: await listComments(app.db, authOf(request), request.params.id) }),
  );

  app.post(
    '/:id/comments',
    {
      schema: {
        tags,
        summary: 'Comment in Markdown; @[Name](id) mentions notify (tasks.view)',
        params: IdParams,
        body: CommentBodySchema,
        response: { 201: z.object({ data: CommentSchema }) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await addComment(app, authOf(request), request.params.id, request.body.body) }),
  );
};
