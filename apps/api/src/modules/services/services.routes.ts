import {
  ApplyServiceBodySchema,
  ApplyServiceResultSchema,
  ClientServiceChangeBodySchema,
  ClientServiceListQuerySchema,
  ClientServiceSchema,
  ServiceDetailSchema,
  ServiceFieldsSchema,
  ServiceListQuerySchema,
  ServicePreviewBodySchema,
  ServicePreviewPeriodSchema,
  ServiceSummarySchema,
  StarterServicesResultSchema,
} from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth';
import { changeClientService, listCustomerServices, listServiceClients } from './client-services.service';
import { applyService } from './service-apply';
import {
  createService,
  getService,
  listServices,
  previewService,
  setServiceArchived,
  updateService,
} from './services.service';
import { addStarterServices } from './starter-services';
// The job generator's queue handler: registered with the routes that schedule it.
import './generation.jobs';
import { IdParams } from '../../lib/route-params';

const ServiceResponse = z.object({ data: ServiceDetailSchema });
const ClientServicesResponse = z.object({ data: z.array(ClientServiceSchema) });
const SERVICE_BODY =
  'name, namePattern ("GSTR-3B – {period}"), description, frequency, everyMonths, jobDateRule, leadDays, steps [{id?, title, workType, assigneeRule, assigneeId, estimateHours, startOffset, startUnit, dueOffset, dueUnit}]';

/** Services, applying them to clients, and clients' services (issue 40; registered under /services). */
export const servicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['services'],
        summary:
          "The organization's services by name, with active and paused clients counted (services.view)",
        querystring: ServiceListQuerySchema,
        response: { 200: z.object({ data: z.array(ServiceSummarySchema) }) },
      },
    },
    async (request) => ({ data: await listServices(app.db, authOf(request), request.query) }),
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['services'],
        summary: `Create a service with its steps (${SERVICE_BODY}; services.manage)`,
        body: ServiceFieldsSchema,
        response: { 201: ServiceResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createService(app.db, authOf(request), request.body) }),
  );

  app.post(
    '/preview',
    {
      schema: {
        tags: ['services'],
        summary:
          "The next periods of a draft service (the same body, name optional; from: a day, count 1-24): each job's name, date, the day it appears and its steps' dates in the organization's calendar (services.view)",
        body: ServicePreviewBodySchema,
        response: { 200: z.object({ data: z.array(ServicePreviewPeriodSchema) }) },
      },
    },
    async (request) => ({ data: await previewService(app.db, authOf(request), request.body) }),
  );

  app.post(
    '/starter',
    {
      schema: {
        tags: ['services'],
        summary:
          'Add the starter services (the Indian statutory calendar) the organization has none of the same name for (services.manage)',
        response: { 200: z.object({ data: StarterServicesResultSchema }) },
      },
    },
    async (request) => ({ data: await addStarterServices(app.db, authOf(request)) }),
  );

  app.get(
    '/clients/:customerId',
    {
      schema: {
        tags: ['services'],
        summary: "A client's services with their status, assignee and jobs counted (services.view)",
        params: z.object({ customerId: z.string() }),
        querystring: ClientServiceListQuerySchema,
        response: { 200: ClientServicesResponse },
      },
    },
    async (request) => ({
      data: await listCustomerServices(app.db, authOf(request), request.params.customerId, request.query),
    }),
  );

  app.patch(
    '/client-services/:id',
    {
      schema: {
        tags: ['services'],
        summary:
          "Pause, resume or end a client's service (status), or give it another assignee (assigneeId, null for the steps' rules) (services.manage)",
        params: IdParams,
        body: ClientServiceChangeBodySchema,
        response: { 200: z.object({ data: ClientServiceSchema }) },
      },
    },
    async (request) => ({
      data: await changeClientService(app.db, authOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['services'],
        summary: 'A service with its steps (services.view)',
        params: IdParams,
        response: { 200: ServiceResponse },
      },
    },
    async (request) => ({ data: await getService(app.db, authOf(request), request.params.id) }),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags: ['services'],
        summary: `Edit a service (${SERVICE_BODY}; steps replace the list, kept by id); its jobs not yet started take the new name, dates and steps, jobs begun keep theirs (services.manage)`,
        params: IdParams,
        body: ServiceFieldsSchema,
        response: { 200: ServiceResponse.extend({ jobsUpdated: z.number().int() }) },
      },
    },
    async (request) => {
      const { service, jobsUpdated } = await updateService(
        app.db,
        authOf(request),
        request.params.id,
        request.body,
      );
      return { data: service, jobsUpdated };
    },
  );

  for (const [path, isArchived, summary] of [
    [
      '/:id/archive',
      true,
      'Archive a service: no new jobs, out of the list; its jobs stay (services.manage)',
    ],
    ['/:id/restore', false, 'Restore an archived service (services.manage)'],
  ] as const) {
    app.post(
      path,
      { schema: { tags: ['services'], summary, params: IdParams, response: { 200: ServiceResponse } } },
      async (request) => ({
        data: await setServiceArchived(app.db, authOf(request), request.params.id, isArchived),
      }),
    );
  }

  app.post(
    '/:id/apply',
    {
      schema: {
        tags: ['services'],
        summary:
          'Apply a service to clients picked by ids, a tag or a filter (responsibleId, entityType) from the period holding startsOn (default today), with an optional assignee; clients that have it already are skipped and counted; dryRun only counts (services.manage)',
        params: IdParams,
        body: ApplyServiceBodySchema,
        response: { 200: z.object({ data: ApplyServiceResultSchema }) },
      },
    },
    async (request) => ({
      data: await applyService(app.db, authOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/:id/clients',
    {
      schema: {
        tags: ['services'],
        summary:
          'The clients that have a service, with its status, assignee and jobs counted (services.view)',
        params: IdParams,
        querystring: ClientServiceListQuerySchema,
        response: { 200: ClientServicesResponse },
      },
    },
    async (request) => ({
      data: await listServiceClients(app.db, authOf(request), request.params.id, request.query),
    }),
  );
};
