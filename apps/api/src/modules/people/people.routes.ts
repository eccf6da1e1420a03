import {
  listResponse,
  OrgTreeNodeSchema,
  PeopleListQuerySchema,
  PeopleOptionsSchema,
  PersonProfileSchema,
  PersonSchema,
  UpdatePersonBodySchema,
} from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth';
import {
  deactivatePerson,
  getOrgTree,
  getPeopleOptions,
  getPerson,
  listPeople,
  reactivatePerson,
  updatePerson,
} from './people.service';

const Params = z.object({ id: z.uuid({ error: 'Person not found' }) });
const ProfileResponse = z.object({ data: PersonProfileSchema });

export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { readCache: true },
      schema: {
        tags: ['people'],
        summary: 'Members of your organization, searchable by name or email (needs users.view)',
        querystring: PeopleListQuerySchema,
        response: { 200: listResponse(PersonSchema) },
      },
    },
    async (request) => listPeople(app.db, authOf(request), request.query),
  );

  app.get(
    '/tree',
    {
      config: { readCache: true },
      schema: {
        tags: ['people'],
        summary: 'Every active member with their manager: the organization tree (needs users.view)',
        response: { 200: z.object({ data: z.array(OrgTreeNodeSchema) }) },
      },
    },
    async (request) => ({ data: await getOrgTree(app.db, authOf(request)) }),
  );

  app.get(
    '/options',
    {
      config: { readCache: true },
      schema: {
        tags: ['people'],
        summary: 'Roles and departments to choose from when inviting or editing people',
        response: { 200: z.object({ data: PeopleOptionsSchema }) },
      },
    },
    async (request) => ({ data: await getPeopleOptions(app.db, authOf(request)) }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['people'],
        summary: 'A profile with direct reports (needs users.view)',
        params: Params,
        response: { 200: ProfileResponse },
      },
    },
    async (request) => ({ data: await getPerson(app.db, authOf(request), request.params.id) }),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags: ['people'],
        summary: 'Change role, department, manager or job title (needs users.edit)',
        params: Params,
        body: UpdatePersonBodySchema,
        response: { 200: ProfileResponse },
      },
    },
    async (request) => ({
      data: await updatePerson(app.db, authOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/:id/deactivate',
    {
      schema: {
        tags: ['people'],
        summary: 'Deactivate a member; their sessions end at once (needs users.deactivate)',
        params: Params,
        response: { 200: ProfileResponse },
      },
    },
    async (request) => ({ data: await deactivatePerson(app.db, authOf(request), request.params.id) }),
  );

  app.post(
    '/:id/reactivate',
    {
      schema: {
        tags: ['people'],
        summary: 'Let a deactivated member sign in again (needs users.deactivate)',
        params: Params,
        response: { 200: ProfileResponse },
      },
    },
    async (request) => ({ data: await reactivatePerson(app.db, authOf(request), request.params.id) }),
  );
};
