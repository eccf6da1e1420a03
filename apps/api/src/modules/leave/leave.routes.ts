import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { leaveAvailabilityRoutes } from './leave-availability.routes';
import { leaveBalanceRoutes } from './leave-balances.routes';
import { leaveBlackoutRoutes } from './leave-blackouts.routes';
import { leaveCancelRoutes } from './leave-cancel.routes';
import { leaveDecisionRoutes } from './leave-decisions.routes';
import { leaveRequestRoutes } from './leave-requests.routes';
import { leaveTypeRoutes } from './leave-types.routes';

/**
 * Leave management (issue 14); the route list and permissions are in README.md beside this file. Each use
 * case's routes are in their own file, registered here in the order the API lists them.
 */
export const leaveRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(leaveTypeRoutes);
  await app.register(leaveBalanceRoutes);
  await app.register(leaveRequestRoutes);
  await app.register(leaveDecisionRoutes);
  await app.register(leaveCancelRoutes);
  await app.register(leaveBlackoutRoutes);
  await app.register(leaveAvailabilityRoutes);
};
