import { CreateMilestoneBodySchema, MilestoneSchema, UpdateMilestoneBodySchema } from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '../../lib/route-params';
import { authOf } from '../../plugins/auth';
import { createMilestone, deleteMilestone, listMilestones, updateMilestone } from './milestones.service';

const tags = ['milestones'];
const MilestoneResponse = z.object({ data: MilestoneSchema });

/** Registered twice: under /projects (a project's milestones) and /milestones (one milestone). */
export const projectMilestonesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/milestones',
    {
      schema: {
        tags,
        summary: 'A project’s milestones by date',
        params: IdParams,
        response: { 200: z.object({ data: z.array(MilestoneSchema) }) },
      },
    },
    async (request) => ({ data: await listMilestones(app.db, authOf(request), request.params.id) }),
  );
  app.post(
    '/:id/milestones',
    {
      schema: {
        tags,
        summary: 'Add a milestone (projects.create or the lead)',
        params: IdParams,
        body: CreateMilestoneBodySchema,
        response: { 201: MilestoneResponse },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await createMilestone(app.db, authOf(request), request.params.id, request.body) }),
  );
};

export const milestonesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Edit a milestone or mark it done (projects.create or the lead)',
        params: IdParams,
        body: UpdateMilestoneBodySchema,
        response: { 200: MilestoneResponse },
      },
    },
    async (request) => ({
      data: await updateMilestone(app.db, authOf(request), request.params.id, request.body),
    }),
  );
  app.delete(
    '/:id',
    { schema: { tags, summary: 'Delete a milestone (projects.create or the lead)', params: IdParams } },
    async (request, reply) => {
      await deleteMilestone(app.db, authOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
