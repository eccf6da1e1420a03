import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The client page's public routes (registered under /client-link): the token in the x-client-link header. */
export const clientPageRoutes: FastifyPluginAsyncZod = async () => {};
