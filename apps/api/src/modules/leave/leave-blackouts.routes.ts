/** Blackout periods, and an approver's Away & delegate. */

import { BlackoutBodySchema, BlackoutSchema, LeaveAwayBodySchema, LeaveAwaySchema } from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '../../lib/route-params';
import { authOf } from '../../plugins/auth';
import {
  createBlackout,
  deleteBlackout,
  getAway,
  listBlackouts,
  setAway,
  updateBlackout,
} from './leave-blackouts.service';
import { tags } from './leave-route-schemas';

export const leaveBlackoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/blackouts',
    {
      schema: {
        tags,
        summary: 'Blackout periods (any leave permission)',
        response: { 200: z.object({ data: z.array(BlackoutSchema) }) },
      },
    },
    async (request) => ({ data: await listBlackouts(app.db, authOf(request)) }),
  );
  app.post(
    '/blackouts',
    {
      schema: {
        tags,
        summary: 'Add a blackout period (organization.manage)',
        body: BlackoutBodySchema,
        response: { 201: z.object({ data: BlackoutSchema }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createBlackout(app.db, authOf(request), request.body) }),
  );
  app.put(
    '/blackouts/:id',
    {
      schema: {
        tags,
        summary: 'Replace a blackout period (organization.manage)',
        params: IdParams,
        body: BlackoutBodySchema,
        response: { 200: z.object({ data: BlackoutSchema }) },
      },
    },
    async (request) => ({
      data: await updateBlackout(app.db, authOf(request), request.params.id, request.body),
    }),
  );
  app.delete(
    '/blackouts/:id',
    { schema: { tags, summary: 'Remove a blackout period (organization.manage)', params: IdParams } },
    async (request, reply) => {
      await deleteBlackout(app.db, authOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  // ------------------------------------------------------------ away, availability
  app.get(
    '/away',
    {
      schema: {
        tags,
        summary: 'The caller’s time away and delegate (leave.accept)',
        response: { 200: z.object({ data: LeaveAwaySchema }) },
      },
    },
    async (request) => ({ data: await getAway(app.db, authOf(request)) }),
  );
  app.put(
    '/away',
    {
      schema: {
        tags,
        summary: 'Set the caller’s time away and the delegate who decides meanwhile (leave.accept)',
        body: LeaveAwayBodySchema,
        response: { 200: z.object({ data: LeaveAwaySchema }) },
      },
    },
    async (request) => ({ data: await setAway(app.db, authOf(request), request.body) }),
  );
};
