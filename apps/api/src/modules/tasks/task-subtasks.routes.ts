/** A task's subtasks: add, edit, delete. */

import { CreateSubtaskBodySchema, UpdateSubtaskBodySchema } from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '../../lib/route-params';
import { authOf } from '../../plugins/auth';
import { addSubtask, deleteSubtask, updateSubtask } from './subtasks.service';
import { DetailResponse, tags } from './task-route-schemas';

export const taskSubtaskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/subtasks',
    {
      schema: {
        tags,
        summary: 'Add a checklist item (tasks.edit)',
        params: IdParams,
        body: CreateSubtaskBodySchema,
        response: { 201: DetailResponse },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await addSubtask(app.db, authOf(request), request.params.id, request.body) }),
  );

  app.patch(
    '/:id/subtasks/:subtaskId',
    {
      schema: {
        tags,
        summary: 'Tick, rename or assign a checklist item (tasks.edit)',
        params: z.object({ id: z.string(), subtaskId: z.string() }),
        body: UpdateSubtaskBodySchema,
        response: { 200: DetailResponse },
      },
    },
    async (request) => ({
      data: await updateSubtask(
        app.db,
        authOf(request),
        request.params.id,
        request.params.subtaskId,
        request.body,
      ),
    }),
  );

  app.delete(
    '/:id/subtasks/:subtaskId',
    {
      schema: {
        tags,
        summary: 'Remove a checklist item (tasks.edit)',
        params: z.object({ id: z.string(), subtaskId: z.string() }),
      },
    },
    async (request, reply) => {
      await deleteSubtask(app.db, authOf(request), request.params.id, request.params.subtaskId);
      return reply.status(204).send();
    },
  );
};
