import {
  CreateProjectBodySchema,
  ListMetaSchema,
  ListQuerySchema,
  listResponse,
  ProjectDetailSchema,
  ProjectListQuerySchema,
  ProjectReportRowSchema,
  ProjectSchema,
  UpdateProjectBodySchema,
} from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '../../lib/route-params';
import { authOf } from '../../plugins/auth';
import {
  createProject,
  deleteProject,
  getProject,
  listProjects,
  projectReport,
  updateProject,
} from './projects.service';

const tags = ['projects'];
const DetailResponse = z.object({ data: ProjectDetailSchema });

export const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { readCache: true },
      schema: {
        tags,
        summary:
          'Project list with progress; q searches name and key; filters status, customerId, leadId, mine, archived',
        querystring: ProjectListQuerySchema,
        response: { 200: listResponse(ProjectSchema) },
      },
    },
    async (request) => listProjects(app.db, authOf(request), request.query),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Create Project (projects.create)',
        body: CreateProjectBodySchema,
        response: { 201: DetailResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createProject(app.db, authOf(request), request.body) }),
  );

  app.get(
    '/report',
    {
      schema: {
        tags,
        summary: 'Project Report: progress per project (projects.report)',
        querystring: ListQuerySchema.pick({ page: true, pageSize: true }),
        response: { 200: z.object({ data: z.array(ProjectReportRowSchema), meta: ListMetaSchema }) },
      },
    },
    async (request) => projectReport(app.db, authOf(request), request.query.page, request.query.pageSize),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Project overview: progress, overdue, team, next milestone (404 outside reach)',
        params: IdParams,
        response: { 200: DetailResponse },
      },
    },
    async (request) => ({ data: await getProject(app.db, authOf(request), request.params.id) }),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Edit or archive (isArchived) a project (projects.create or its lead)',
        params: IdParams,
        body: UpdateProjectBodySchema,
        response: { 200: DetailResponse },
      },
    },
    async (request) => ({
      data: await updateProject(app.db, authOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a project without tasks; one with tasks is archived instead (projects.create)',
        params: IdParams,
      },
    },
    async (request, reply) => {
      await deleteProject(app.db, authOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
