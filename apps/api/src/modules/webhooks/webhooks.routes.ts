import {
  CreatedWebhookAnswerSchema,
  CreateWebhookBodySchema,
  RotatedWebhookSecretAnswerSchema,
  UpdateWebhookBodySchema,
  WEBHOOK_STRINGS,
  WebhookDeliveriesQuerySchema,
  WebhookDeliveryAnswerSchema,
  WebhookDeliveryListSchema,
  WebhookEndpointAnswerSchema,
  WebhookEndpointListSchema,
} from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth';
import './delivery-jobs';
import {
  createEndpoint,
  deleteEndpoint,
  getEndpoint,
  listDeliveries,
  listEndpoints,
  redeliver,
  rotateSecret,
  sendTest,
  updateEndpoint,
} from './webhooks.service';

const Params = z.object({ id: z.uuid(WEBHOOK_STRINGS.notFound) });
const DeliveryParams = z.object({ deliveryId: z.uuid(WEBHOOK_STRINGS.deliveryNotFound) });
const tags = ['webhooks'];

/**
 * Webhook endpoints of the organization (issue 43, decision 049), for its administrators
 * (organization.manage, checked by every service function). No access-token area covers /webhooks, so
 * only a session reaches them.
 */
export const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: "The organization's webhook endpoints (needs organization.manage)",
        response: { 200: WebhookEndpointListSchema },
      },
    },
    async (request) => listEndpoints(app.db, authOf(request)),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary:
          'Register a webhook endpoint; its signing secret (whsec_…) is in this answer only (needs organization.manage)',
        body: CreateWebhookBodySchema,
        response: { 201: CreatedWebhookAnswerSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await createEndpoint(app.db, app.config, authOf(request), request.body) }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One webhook endpoint (needs organization.manage)',
        params: Params,
        response: { 200: WebhookEndpointAnswerSchema },
      },
    },
    async (request) => ({ data: await getEndpoint(app.db, authOf(request), request.params.id) }),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        summary: "Change a webhook endpoint's URL, events or description, or disable or enable it",
        params: Params,
        body: UpdateWebhookBodySchema,
        response: { 200: WebhookEndpointAnswerSchema },
      },
    },
    async (request) => ({
      data: await updateEndpoint(app.db, app.config, authOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/:id',
    {
      schema: { tags, summary: 'Delete a webhook endpoint and its delivery log', params: Params },
    },
    async (request, reply) => {
      await deleteEndpoint(app.db, authOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/:id/rotate-secret',
    {
      schema: {
        tags,
        summary: 'A new signing secret, in this answer only; the previous one keeps signing for 24 hours',
        params: Params,
        response: { 200: RotatedWebhookSecretAnswerSchema },
      },
    },
    async (request) => ({ data: await rotateSecret(app.db, app.config, authOf(request), request.params.id) }),
  );

  app.get(
    '/:id/deliveries',
    {
      schema: {
        tags,
        summary: "A webhook endpoint's deliveries, newest first, each with its attempts",
        params: Params,
        querystring: WebhookDeliveriesQuerySchema,
        response: { 200: WebhookDeliveryListSchema },
      },
    },
    async (request) => listDeliveries(app.db, authOf(request), request.params.id, request.query),
  );

  app.post(
    '/deliveries/:deliveryId/redeliver',
    {
      schema: {
        tags,
        summary: 'Queue one more attempt of a delivery now (same webhook-id)',
        params: DeliveryParams,
        response: { 200: WebhookDeliveryAnswerSchema },
      },
    },
    async (request) => ({ data: await redeliver(app.db, authOf(request), request.params.deliveryId) }),
  );

  app.post(
    '/:id/test',
    {
      schema: {
        tags,
        summary: 'Send a webhook.test event to the endpoint now; answers with the delivery and its attempt',
        params: Params,
        response: { 200: WebhookDeliveryAnswerSchema },
      },
    },
    async (request) => ({ data: await sendTest(app, authOf(request), request.params.id) }),
  );
};
