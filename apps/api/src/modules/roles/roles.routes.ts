import {
  DeleteRoleQuerySchema,
  ListQuerySchema,
  listResponse,
  RoleFieldsSchema,
  RoleSchema,
} from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth';
import { createRole, deleteRole, getRole, listRoles, updateRole } from './roles.service';

const RoleResponse = z.object({ data: RoleSchema });
const Params = z.object({ id: z.uuid('Role not found') });

export const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { readCache: true },
      schema: {
        tags: ['roles'],
        summary: 'Roles of your organization with how many users hold each (needs roles.view)',
        querystring: ListQuerySchema,
        response: { 200: listResponse(RoleSchema) },
      },
    },
    async (request) => listRoles(app.db, authOf(request), request.query),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['roles'],
        summary: 'One role (needs roles.view)',
        params: Params,
        response: { 200: RoleResponse },
      },
    },
    async (request) => ({ data: await getRole(app.db, authOf(request), request.params.id) }),
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['roles'],
        summary: 'Create a role (needs roles.create)',
        body: RoleFieldsSchema,
        response: { 201: RoleResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createRole(app.db, authOf(request), request.body) }),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags: ['roles'],
        summary: 'Replace a role’s name, description and permissions (needs roles.edit)',
        params: Params,
        body: RoleFieldsSchema,
        response: { 200: RoleResponse },
      },
    },
    async (request) => ({
      data: await updateRole(app.db, authOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['roles'],
        summary: 'Delete a role; one held by users needs ?reassignTo=<roleId> (needs roles.delete)',
        params: Params,
        querystring: DeleteRoleQuerySchema,
        response: { 200: z.object({ data: z.object({ reassigned: z.number() }) }) },
      },
    },
    async (request) => ({
      data: await deleteRole(app.db, authOf(request), request.params.id, request.query),
    }),
  );
};
