/**
 * The task list and what acts on many tasks: list, create, board, My Tasks, the team dashboard and its CSV,
 * export, import, bulk update and delete.
 */

import {
  BoardQuerySchema,
  BoardSchema,
  BulkDeleteTasksBodySchema,
  BulkUpdateResultSchema,
  BulkUpdateTasksBodySchema,
  CreateTaskBodySchema,
  DashboardRowSchema,
  MyTasksSchema,
  TASK_IMPORT_MAX_BYTES,
  TASK_SCOPES,
  TaskImportResultSchema,
  TaskListMetaSchema,
  TaskListQuerySchema,
  TaskSchema,
} from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readMultipartForm } from '../../lib/multipart-form';
import { authOf } from '../../plugins/auth';
import { dashboardCsv, exportTasksCsv } from './csv.service';
import { listMyTasks } from './my-tasks.service';
import { getBoard } from './task-board.service';
import { bulkUpdateTasks, createTask, deleteTasks } from './task-commands.service';
import { importTasksCsv } from './task-import.service';
import { listTasks } from './task-list.service';
import { TaskResponse, tags } from './task-route-schemas';
import { teamDashboard } from './team-dashboard.service';

const ScopeQuery = z.object({ scope: z.enum(TASK_SCOPES, { error: 'Choose mine, team or all' }).optional() });

export const taskCollectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { readCache: true },
      schema: {
        tags,
        summary:
          'Task List: filters (status and priority comma-separated, assigneeId, customerId, projectId, departmentId, dueFrom, dueTo, overdue), q full-text search, sort, page (tasks.view; scope=all needs tasks.view_all)',
        querystring: TaskListQuerySchema,
        response: { 200: z.object({ data: z.array(TaskSchema), meta: TaskListMetaSchema }) },
      },
    },
    async (request) => listTasks(app.db, app.names, authOf(request), request.query),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Assign New Task (tasks.create)',
        body: CreateTaskBodySchema,
        response: { 201: TaskResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createTask(app, authOf(request), request.body) }),
  );

  app.get(
    '/board',
    {
      config: { readCache: true },
      schema: {
        tags,
        summary:
          "Kanban board by status, cards in their persisted order: every column's count and first page (limit cards, default 30), or with status and cursor one column's next page; the Task List's filters and reach (tasks.view)",
        querystring: BoardQuerySchema,
        response: { 200: z.object({ data: BoardSchema }) },
      },
    },
    async (request) => ({ data: await getBoard(app.db, app.names, authOf(request), request.query) }),
  );

  app.get(
    '/mine',
    {
      schema: {
        tags,
        summary:
          'My tasks: open tasks assigned to the caller, grouped Overdue, Today, This week and Later by the day where the caller is (their profile time zone, else the organization time zone) (tasks.view)',
        response: { 200: z.object({ data: MyTasksSchema }) },
      },
    },
    async (request) => ({ data: await listMyTasks(app.db, authOf(request)) }),
  );

  app.get(
    '/dashboard',
    {
      config: { readCache: true },
      schema: {
        tags,
        summary: 'Team Members Dashboard: per member counts by status, overdue, due this week (tasks.view)',
        querystring: ScopeQuery,
        response: { 200: z.object({ data: z.array(DashboardRowSchema) }) },
      },
    },
    async (request) => ({ data: await teamDashboard(app.db, authOf(request), request.query.scope) }),
  );

  app.get(
    '/dashboard.csv',
    {
      config: { heavy: 'export' },
      schema: {
        tags,
        summary: 'Team Members Dashboard as CSV (tasks.view)',
        querystring: ScopeQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const rows = await teamDashboard(app.heavyDb, authOf(request), request.query.scope);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="team-dashboard.csv"')
        .header('x-content-type-options', 'nosniff')
        .send(dashboardCsv(rows));
    },
  );

  app.get(
    '/export.csv',
    {
      config: { heavy: 'export' },
      schema: {
        tags,
        summary: 'The Task List as CSV with the same query parameters, streamed (tasks.view)',
        querystring: TaskListQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const csv = await exportTasksCsv(app.heavyDb, authOf(request), request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="tasks.csv"')
        .header('x-content-type-options', 'nosniff')
        .send(csv);
    },
  );

  app.post(
    '/import',
    {
      config: { heavy: 'import' },
      schema: {
        tags,
        summary:
          'Import tasks from CSV (multipart: file; mapping = JSON {field: column index}, guessed from the headers of our export, Asana, Jira, Trello or ClickUp when left out; the choices createMissing=true (create the projects and clients the file names that do not exist: projects.create, customers.create), defaultAssigneeId, defaultDueDate, defaultCustomerId, dateOrder=dmy|mdy; commit=true to create them, all or nothing) (tasks.create)',
        consumes: ['multipart/form-data'],
        response: { 200: z.object({ data: TaskImportResultSchema }) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { fields, file } = await readMultipartForm(request, 'file', TASK_IMPORT_MAX_BYTES);
      return {
        data: await importTasksCsv(app, auth, { file, commit: fields.commit === 'true', fields }),
      };
    },
  );

  app.post(
    '/bulk-update',
    {
      schema: {
        tags,
        summary: 'Change status, assignee, priority or due date of selected tasks, all or none (tasks.edit)',
        body: BulkUpdateTasksBodySchema,
        response: { 200: z.object({ data: BulkUpdateResultSchema }) },
      },
    },
    async (request) => ({ data: await bulkUpdateTasks(app, authOf(request), request.body) }),
  );

  app.post(
    '/bulk-delete',
    {
      schema: {
        tags,
        summary: 'Delete selected tasks, all or none (tasks.delete)',
        body: BulkDeleteTasksBodySchema,
        response: { 200: z.object({ data: z.object({ deleted: z.number() }) }) },
      },
    },
    async (request) => ({ data: await deleteTasks(app, authOf(request), request.body.taskIds) }),
  );
};
