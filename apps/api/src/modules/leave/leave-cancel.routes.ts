/** After applying: the applicant's cancellation and the hand-over of tasks to the Work Assignment colleague. */

import { CoverTasksBodySchema, CoverTasksResultSchema } from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '../../lib/route-params';
import { authOf } from '../../plugins/auth';
import { cancelLeave } from './leave-cancel.service';
import { coverTasks } from './leave-cover.service';
import { DetailResponse, tags } from './leave-route-schemas';

export const leaveCancelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/requests/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel own pending leave, or approved leave not yet started (leave.apply)',
        params: IdParams,
        response: { 200: DetailResponse },
      },
    },
    async (request) => ({ data: await cancelLeave(app, authOf(request), request.params.id) }),
  );
  app.post(
    '/requests/:id/cover-tasks',
    {
      schema: {
        tags,
        summary:
          'The Work Assignment colleague watches the tasks due during the leave (applicant or approver)',
        params: IdParams,
        body: CoverTasksBodySchema,
        response: { 200: z.object({ data: CoverTasksResultSchema }) },
      },
    },
    async (request) => ({
      data: await coverTasks(app.db, authOf(request), request.params.id, request.body.taskIds),
    }),
  );
};
