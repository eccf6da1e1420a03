/** The organization's work types and the caller's saved views. */

import {
  SavedViewBodySchema,
  SavedViewSchema,
  UpdateSavedViewBodySchema,
  WorkTypeBodySchema,
  WorkTypeSchema,
} from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '../../lib/route-params';
import { authOf } from '../../plugins/auth';
import { tags } from './task-route-schemas';
import { createView, deleteView, listViews, updateView } from './views.service';
import { addWorkType, listWorkTypes, renameWorkType } from './work-types.service';

export const taskSettingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/work-types',
    {
      schema: {
        tags,
        summary: 'Work types: built in and the organization’s own (tasks.view)',
        response: { 200: z.object({ data: z.array(WorkTypeSchema) }) },
      },
    },
    async (request) => ({ data: await listWorkTypes(app.db, authOf(request)) }),
  );

  app.post(
    '/work-types',
    {
      schema: {
        tags,
        summary: 'Add a work type (tasks.create)',
        body: WorkTypeBodySchema,
        response: { 201: z.object({ data: WorkTypeSchema }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await addWorkType(app.db, authOf(request), request.body.name) }),
  );

  app.patch(
    '/work-types/:id',
    {
      schema: {
        tags,
        summary:
          'Rename one of the organization’s work types; its tasks and recurring series follow (tasks.create). The built-in three keep their names',
        params: IdParams,
        body: WorkTypeBodySchema,
        response: { 200: z.object({ data: WorkTypeSchema }) },
      },
    },
    async (request) => ({
      data: await renameWorkType(app.db, authOf(request), request.params.id, request.body.name),
    }),
  );

  app.get(
    '/views',
    {
      schema: {
        tags,
        summary: 'My saved Task List views (tasks.view)',
        response: { 200: z.object({ data: z.array(SavedViewSchema) }) },
      },
    },
    async (request) => ({ data: await listViews(app.db, authOf(request)) }),
  );

  app.post(
    '/views',
    {
      schema: {
        tags,
        summary: 'Save the current Task List filters as a view (tasks.view)',
        body: SavedViewBodySchema,
        response: { 201: z.object({ data: SavedViewSchema }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createView(app.db, authOf(request), request.body) }),
  );

  app.patch(
    '/views/:id',
    {
      schema: {
        tags,
        summary: 'Rename one of my saved views or replace its filters (tasks.view)',
        params: IdParams,
        body: UpdateSavedViewBodySchema,
        response: { 200: z.object({ data: SavedViewSchema }) },
      },
    },
    async (request) => ({ data: await updateView(app.db, authOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/views/:id',
    { schema: { tags, summary: 'Delete one of my saved views', params: IdParams } },
    async (request, reply) => {
      await deleteView(app.db, authOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
