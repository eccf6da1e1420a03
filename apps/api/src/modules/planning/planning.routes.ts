import {
  DependencyBodySchema,
  DependencySchema,
  GanttQuerySchema,
  GanttSchema,
  ListMetaSchema,
  ScheduleBodySchema,
  ScheduleResultSchema,
  TaskCalendarQuerySchema,
  TaskCalendarSchema,
  TaskDependenciesSchema,
  WorkloadQuerySchema,
  WorkloadSchema,
} from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '../../lib/route-params';
import { authOf } from '../../plugins/auth';
import { addDependency, listTaskDependencies, removeDependency } from './dependencies.service';
import { projectGantt } from './gantt.service';
import { scheduleTask } from './schedule.service';
import { getTaskCalendar } from './task-calendar.service';
import { getWorkload } from './workload.service';

const tags = ['planning'];

/** Registered at the API root: its paths sit beside the tasks and projects they plan. */
export const planningRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/projects/:id/gantt',
    {
      config: { readCache: true },
      schema: {
        tags,
        summary:
          'A window of a project’s Gantt rows: reachable tasks with subtasks and progress, the links touching them, and the whole chart’s range, row count, milestones and non-working days (tasks.view)',
        params: IdParams,
        querystring: GanttQuerySchema,
        response: { 200: z.object({ data: GanttSchema }) },
      },
    },
    async (request) => ({
      data: await projectGantt(app.db, authOf(request), request.params.id, request.query),
    }),
  );

  app.get(
    '/tasks/:id/dependencies',
    {
      schema: {
        tags,
        summary: 'The tasks this task waits for and those waiting for it (tasks.view)',
        params: IdParams,
        response: { 200: z.object({ data: TaskDependenciesSchema }) },
      },
    },
    async (request) => ({ data: await listTaskDependencies(app.db, authOf(request), request.params.id) }),
  );

  app.put(
    '/tasks/:id/schedule',
    {
      schema: {
        tags,
        summary:
          'Set start and due dates; refused outside the project or before a predecessor ends, or shifts successors along (tasks.edit)',
        params: IdParams,
        body: ScheduleBodySchema,
        response: { 200: z.object({ data: ScheduleResultSchema }) },
      },
    },
    async (request) => ({
      data: await scheduleTask(app.db, authOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/dependencies',
    {
      schema: {
        tags,
        summary: 'Link two tasks finish-to-start; cycles refused (tasks.edit over both)',
        body: DependencyBodySchema,
        response: { 201: z.object({ data: DependencySchema }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await addDependency(app.db, authOf(request), request.body) }),
  );

  app.delete(
    '/dependencies/:id',
    { schema: { tags, summary: 'Remove a link (tasks.edit over both tasks)', params: IdParams } },
    async (request, reply) => {
      await removeDependency(app.db, authOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/workload',
    {
      config: { readCache: true },
      schema: {
        tags,
        summary:
          'Per person per week: estimated hours of open tasks due against working hours less approved leave (View All Tasks or a reporting tree)',
        querystring: WorkloadQuerySchema,
        response: { 200: z.object({ data: WorkloadSchema, meta: ListMetaSchema }) },
      },
    },
    async (request) => getWorkload(app.db, authOf(request), request.query),
  );

  app.get(
    '/task-calendar',
    {
      config: { readCache: true },
      schema: {
        tags,
        summary:
          'Tasks within reach by due date and milestones of visible projects over a range of days, by project and assignee (tasks.view)',
        querystring: TaskCalendarQuerySchema,
        response: { 200: z.object({ data: TaskCalendarSchema }) },
      },
    },
    async (request) => ({ data: await getTaskCalendar(app.db, authOf(request), request.query) }),
  );
};
