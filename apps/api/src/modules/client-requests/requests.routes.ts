import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Staff routes of requests to clients (registered under /requests): requests.view reads, requests.manage changes. */
export const requestsRoutes: FastifyPluginAsyncZod = async () => {};

/** A client's links (registered under /customers): list and revoke. */
export const customerClientLinksRoutes: FastifyPluginAsyncZod = async () => {};
