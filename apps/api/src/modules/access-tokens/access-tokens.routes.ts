import {
  AccessTokenListSchema,
  CreateAccessTokenBodySchema,
  CreatedAccessTokenAnswerSchema,
  ListQuerySchema,
  OrganizationAccessTokenListSchema,
} from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth';
import {
  createToken,
  listMyTokens,
  listOrganizationTokens,
  revokeMyToken,
  revokeOrganizationToken,
} from './access-tokens.service';

const Params = z.object({ id: z.uuid('Access token not found') });

/** Your own personal access tokens (issue 43). Reached with a session only: no token scope covers them. */
export const accessTokensRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['access-tokens'],
        summary:
          'Your personal access tokens (prefix, scopes, created, last used, expiry) and the areas you may give one',
        response: { 200: AccessTokenListSchema },
      },
    },
    async (request) => listMyTokens(app.db, authOf(request)),
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['access-tokens'],
        summary:
          'Create a personal access token; its text is in this answer only (no expiry: organization.manage)',
        body: CreateAccessTokenBodySchema,
        response: { 201: CreatedAccessTokenAnswerSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createToken(app.db, authOf(request), request.body) }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['access-tokens'],
        summary: 'Revoke one of your personal access tokens',
        params: Params,
      },
    },
    async (request, reply) => {
      await revokeMyToken(app.db, authOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
};

/** Every token of the organization, for its administrators (organization.manage). */
export const organizationAccessTokensRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['access-tokens'],
        summary:
          'Every live personal access token of your organization, with its owner (needs organization.manage)',
        querystring: ListQuerySchema.omit({ q: true }),
        response: { 200: OrganizationAccessTokenListSchema },
      },
    },
    async (request) => listOrganizationTokens(app.db, authOf(request), request.query),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['access-tokens'],
        summary: "Revoke any person's access token in your organization (needs organization.manage)",
        params: Params,
      },
    },
    async (request, reply) => {
      await revokeOrganizationToken(app.db, authOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
