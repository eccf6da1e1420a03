/** Leave types: the list, creating and editing one, the preview of a policy change. */

import {
  CreateLeaveTypeBodySchema,
  LeavePolicyPreviewBodySchema,
  LeavePolicyPreviewSchema,
  LeaveTypeSchema,
  UpdateLeaveTypeBodySchema,
} from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '../../lib/route-params';
import { authOf } from '../../plugins/auth';
import { tags } from './leave-route-schemas';
import { createLeaveType, listLeaveTypes, previewPolicyChange, updateLeaveType } from './leave-types.service';

export const leaveTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/types',
    {
      schema: {
        tags,
        summary: 'Leave types (any leave permission; archived ones with includeArchived=true for admins)',
        querystring: z.object({ includeArchived: z.enum(['true', 'false']).optional() }),
        response: { 200: z.object({ data: z.array(LeaveTypeSchema) }) },
      },
    },
    async (request) => ({
      data: await listLeaveTypes(app.db, authOf(request), request.query.includeArchived === 'true'),
    }),
  );
  app.post(
    '/types',
    {
      schema: {
        tags,
        summary: 'Add a leave type (organization.manage)',
        body: CreateLeaveTypeBodySchema,
        response: { 201: z.object({ data: LeaveTypeSchema }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createLeaveType(app.db, authOf(request), request.body) }),
  );
  app.patch(
    '/types/:id',
    {
      schema: {
        tags,
        summary: 'Edit or archive a leave type (organization.manage)',
        params: IdParams,
        body: UpdateLeaveTypeBodySchema,
        response: { 200: z.object({ data: LeaveTypeSchema }) },
      },
    },
    async (request) => ({
      data: await updateLeaveType(app.db, authOf(request), request.params.id, request.body),
    }),
  );
  app.post(
    '/types/:id/policy-preview',
    {
      schema: {
        tags,
        summary:
          "How a change of a type's allocation, accrual, carry-forward or proration moves each person's balance (organization.manage; nothing is written)",
        params: IdParams,
        body: LeavePolicyPreviewBodySchema,
        response: { 200: z.object({ data: LeavePolicyPreviewSchema }) },
      },
    },
    async (request) => ({
      data: await previewPolicyChange(app.db, authOf(request), request.params.id, request.body),
    }),
  );
};
