import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** What the firm sees of its requests as a whole (registered under /requests): outstanding by client, median days to complete. */
export const requestInsightsRoutes: FastifyPluginAsyncZod = async () => {};
