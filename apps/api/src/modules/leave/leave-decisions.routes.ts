/** Deciding leave: approve, reject, and the bulk decision. */

import {
  BulkLeaveDecisionBodySchema,
  BulkLeaveDecisionResultSchema,
  LeaveDecisionBodySchema,
  RejectLeaveBodySchema,
} from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '../../lib/route-params';
import { authOf } from '../../plugins/auth';
import { decideLeave, decideMany } from './leave-decisions.service';
import { DetailResponse, tags } from './leave-route-schemas';

export const leaveDecisionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/requests/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve the current step (leave.accept; its approver or their delegate)',
        params: IdParams,
        body: LeaveDecisionBodySchema,
        response: { 200: DetailResponse },
      },
    },
    async (request) => ({
      data: await decideLeave(app, authOf(request), request.params.id, {
        decision: 'approve',
        comment: request.body.comment,
        acceptShortfall: request.body.acceptShortfall,
      }),
    }),
  );
  app.post(
    '/requests/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject with a comment (leave.accept; its approver or their delegate)',
        params: IdParams,
        body: RejectLeaveBodySchema,
        response: { 200: DetailResponse },
      },
    },
    async (request) => ({
      data: await decideLeave(app, authOf(request), request.params.id, {
        decision: 'reject',
        comment: request.body.comment,
      }),
    }),
  );
  app.post(
    '/requests/bulk-decision',
    {
      schema: {
        tags,
        summary: 'Approve or reject several applications in one transaction (leave.accept)',
        body: BulkLeaveDecisionBodySchema,
        response: { 200: z.object({ data: BulkLeaveDecisionResultSchema }) },
      },
    },
    async (request) => {
      const { ids, decision, comment } = request.body;
      const chosen = decision === 'reject' ? { decision, comment: comment ?? '' } : { decision, comment };
      return { data: await decideMany(app, authOf(request), ids, chosen) };
    },
  );
};
