import {
  DeleteDepartmentQuerySchema,
  DepartmentFieldsSchema,
  DepartmentSchema,
  ListQuerySchema,
  listResponse,
} from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth';
import {
  createDepartment,
  deleteDepartment,
  getDepartment,
  listDepartments,
  updateDepartment,
} from './departments.service';

const DepartmentResponse = z.object({ data: DepartmentSchema });
const Params = z.object({ id: z.uuid('Department not found') });

export const departmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { readCache: true },
      schema: {
        tags: ['departments'],
        summary: 'Departments of your organization with their member counts (needs departments.view)',
        querystring: ListQuerySchema,
        response: { 200: listResponse(DepartmentSchema) },
      },
    },
    async (request) => listDepartments(app.db, authOf(request), request.query),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['departments'],
        summary: 'One department (needs departments.view)',
        params: Params,
        response: { 200: DepartmentResponse },
      },
    },
    async (request) => ({ data: await getDepartment(app.db, authOf(request), request.params.id) }),
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['departments'],
        summary: 'Create a department (needs departments.create)',
        body: DepartmentFieldsSchema,
        response: { 201: DepartmentResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createDepartment(app.db, authOf(request), request.body) }),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags: ['departments'],
        summary: 'Rename a department or change its description (needs departments.edit)',
        params: Params,
        body: DepartmentFieldsSchema,
        response: { 200: DepartmentResponse },
      },
    },
    async (request) => ({
      data: await updateDepartment(app.db, authOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['departments'],
        summary:
          'Delete a department; one with members needs ?moveTo=<departmentId> or ?unassign=true (needs departments.delete)',
        params: Params,
        querystring: DeleteDepartmentQuerySchema,
        response: { 200: z.object({ data: z.object({ moved: z.number() }) }) },
      },
    },
    async (request) => ({
      data: await deleteDepartment(app.db, authOf(request), request.params.id, request.query),
    }),
  );
};
