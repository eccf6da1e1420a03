import { CustomerSchema, ListQuerySchema, LOGO_MAX_BYTES, listResponse } from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readMultipartForm } from '../../lib/multipart-form';
import { authOf } from '../../plugins/auth';
import {
  createCustomer,
  deleteCustomer,
  getCustomer,
  getCustomerLogo,
  listCustomers,
  updateCustomer,
} from './customers.service';

const CustomerResponse = z.object({ data: CustomerSchema });
const IdParams = z.object({ id: z.string() });
const FORM_FIELDS =
  'multipart: businessName, email, address, phone, industry, anniversaryDate (YYYY-MM-DD), logo';

export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { readCache: true },
      schema: {
        tags: ['customers'],
        summary:
          'Customer List, sorted by business name; q searches business name and email (customers.view)',
        querystring: ListQuerySchema,
        response: { 200: listResponse(CustomerSchema) },
      },
    },
    async (request) => listCustomers(app.db, authOf(request), request.query),
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['customers'],
        summary: `Add Customer (${FORM_FIELDS}; customers.create)`,
        consumes: ['multipart/form-data'],
        response: { 201: CustomerResponse },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const { fields, file } = await readMultipartForm(request, 'logo', LOGO_MAX_BYTES);
      return reply.status(201).send({ data: await createCustomer(app, auth, fields, file) });
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['customers'],
        summary: 'One customer (customers.view)',
        params: IdParams,
        response: { 200: CustomerResponse },
      },
    },
    async (request) => ({ data: await getCustomer(app.db, authOf(request), request.params.id) }),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags: ['customers'],
        summary: `Edit a customer (${FORM_FIELDS}, removeLogo=true; customers.edit)`,
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: { 200: CustomerResponse },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { fields, file } = await readMultipartForm(request, 'logo', LOGO_MAX_BYTES);
      return { data: await updateCustomer(app, auth, request.params.id, fields, file) };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['customers'],
        summary: 'Delete a customer (customers.delete)',
        params: IdParams,
      },
    },
    async (request, reply) => {
      await deleteCustomer(app, authOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/:id/logo',
    { schema: { tags: ['customers'], summary: "A customer's logo (customers.view)", params: IdParams } },
    async (request, reply) => {
      const logo = await getCustomerLogo(app.db, authOf(request), request.params.id);
      const body = await app.storage.read(logo.file);
      return reply
        .header('content-type', logo.mime)
        .header('content-disposition', 'inline; filename="logo"')
        .header('cache-control', 'private, max-age=86400')
        .send(body);
    },
  );
};
