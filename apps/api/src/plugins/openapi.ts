import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { markRoutesAsWebAssets } from './auth';

/** OpenAPI generated from the route schemas, browsable at /api/docs unless API_DOCS=false. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  if (!app.config.apiDocs) return;
  await app.register(swagger, {
    openapi: {
      info: { title: 'TaskFlow API', version: '1.0.0', description: 'Cookie-session JSON API under /api/v1' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(async (scope) => {
    markRoutesAsWebAssets(scope);
    await scope.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  });
});
