/** Who is on leave: the availability grid and one person on one day. */

import {
  LeaveAvailabilityEntrySchema,
  LeaveAvailabilityQuerySchema,
  OnLeaveQuerySchema,
  OnLeaveSchema,
} from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth';
import { listAvailability, onLeave } from './leave-availability';
import { tags } from './leave-route-schemas';

export const leaveAvailabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/availability',
    {
      schema: {
        tags,
        summary: 'Who is out between two days (any leave permission; own department without leave.view)',
        querystring: LeaveAvailabilityQuerySchema,
        response: { 200: z.object({ data: z.array(LeaveAvailabilityEntrySchema) }) },
      },
    },
    async (request) => ({ data: await listAvailability(app.db, authOf(request), request.query) }),
  );
  app.get(
    '/on-leave',
    {
      schema: {
        tags,
        summary: 'Whether a person is on leave on a date (tasks.create, tasks.edit or any leave permission)',
        querystring: OnLeaveQuerySchema,
        response: { 200: z.object({ data: OnLeaveSchema }) },
      },
    },
    async (request) => ({ data: await onLeave(app.db, authOf(request), request.query) }),
  );
};
