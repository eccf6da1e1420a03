/** One task: read, edit, stop its recurrence, delete, move on the board. */

import { MoveTaskBodySchema, UpdateTaskBodySchema } from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '../../lib/route-params';
import { authOf } from '../../plugins/auth';
import { moveTask } from './task-board.service';
import { deleteTasks, updateTask } from './task-commands.service';
import { getTask } from './task-detail.service';
import { stopRecurrence } from './task-recurrence.service';
import { DetailResponse, TaskResponse, tags } from './task-route-schemas';

export const taskDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id',
    {
      config: { readCache: true },
      schema: {
        tags,
        summary: 'One task with subtasks, watchers and recurrence (tasks.view; 404 outside reach)',
        params: IdParams,
        response: { 200: DetailResponse },
      },
    },
    async (request) => ({ data: await getTask(app.db, authOf(request), request.params.id) }),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Edit fields in place; each change goes to History (tasks.edit)',
        params: IdParams,
        body: UpdateTaskBodySchema,
        response: { 200: TaskResponse },
      },
    },
    async (request) => ({ data: await updateTask(app, authOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/:id/recurrence',
    {
      schema: {
        tags,
        summary: 'Stop repeating: no occurrence after this one (tasks.edit)',
        params: IdParams,
        response: { 200: DetailResponse },
      },
    },
    async (request) => ({ data: await stopRecurrence(app.db, authOf(request), request.params.id) }),
  );

  app.delete(
    '/:id',
    { schema: { tags, summary: 'Delete a task (tasks.delete)', params: IdParams } },
    async (request, reply) => {
      await deleteTasks(app, authOf(request), [request.params.id]);
      return reply.status(204).send();
    },
  );

  app.post(
    '/:id/move',
    {
      schema: {
        tags,
        summary: 'Board: move into a status column between two cards (tasks.edit)',
        params: IdParams,
        body: MoveTaskBodySchema,
        response: { 200: TaskResponse },
      },
    },
    async (request) => ({ data: await moveTask(app, authOf(request), request.params.id, request.body) }),
  );
};
