/** Balances: a person's balances and ledger, an administrator's adjustment. */

import {
  LeaveAdjustmentBodySchema,
  LeaveBalancesQuerySchema,
  LeaveBalancesSchema,
  LeaveLedgerQuerySchema,
  LedgerEntrySchema,
} from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth';
import { adjustBalance, getBalances, listLedger } from './leave-balances.service';
import { tags } from './leave-route-schemas';

export const leaveBalanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/balances',
    {
      schema: {
        tags,
        summary: "A person's balances per type for a year (own: any leave permission; others: leave.view)",
        querystring: LeaveBalancesQuerySchema,
        response: { 200: z.object({ data: LeaveBalancesSchema }) },
      },
    },
    async (request) => ({ data: await getBalances(app.db, authOf(request), request.query) }),
  );
  app.get(
    '/balances/ledger',
    {
      schema: {
        tags,
        summary: 'The ledger of one balance, oldest first (as balances)',
        querystring: LeaveLedgerQuerySchema,
        response: { 200: z.object({ data: z.array(LedgerEntrySchema) }) },
      },
    },
    async (request) => ({ data: await listLedger(app.db, authOf(request), request.query) }),
  );
  app.post(
    '/balances/adjustments',
    {
      schema: {
        tags,
        summary: 'Adjust a balance with a reason: a new ledger row (organization.manage)',
        body: LeaveAdjustmentBodySchema,
        response: { 201: z.object({ data: LedgerEntrySchema }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await adjustBalance(app.db, authOf(request), request.body) }),
  );
};
