import {
  AddFeatureBodySchema,
  CreateFeatureBodySchema,
  FeatureListSchema,
  FeatureSchema,
} from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { platformAdminOf } from '../../plugins/auth';
import { addFeature, createFeature, deleteFeature, listFeatures } from './features.service';

const IdParams = z.object({ id: z.uuid('Unknown feature') });
const admin = { isPlatformAdminOnly: true } as const;

/** The features catalogue that plans pick from (platform admin). */
export const featuresRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: admin,
      schema: { tags: ['admin'], summary: 'The features catalogue', response: { 200: FeatureListSchema } },
    },
    async (request) => ({ data: await listFeatures(app.db, platformAdminOf(request)) }),
  );

  app.post(
    '/',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Add a custom feature by name',
        body: AddFeatureBodySchema,
        response: { 201: z.object({ data: FeatureSchema }) },
      },
    },
    async (request, reply) => {
      const data = await addFeature(app.db, platformAdminOf(request), request.body);
      return reply.status(201).send({ data });
    },
  );

  app.post(
    '/detailed',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Add a feature with title, slug and description (the features modal)',
        body: CreateFeatureBodySchema,
        response: { 201: z.object({ data: FeatureSchema }) },
      },
    },
    async (request, reply) => {
      const data = await createFeature(app.db, platformAdminOf(request), request.body);
      return reply.status(201).send({ data });
    },
  );

  app.delete(
    '/:id',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Delete a custom feature and remove it from every plan',
        params: IdParams,
        response: { 200: z.object({ data: z.object({ plansChanged: z.number().int() }) }) },
      },
    },
    async (request) => {
      const data = await deleteFeature(app.db, platformAdminOf(request), request.params.id);
      if (data.plansChanged > 0) app.publicPages.invalidate();
      return { data };
    },
  );
};
