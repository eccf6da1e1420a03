import {
  CUSTOMER_IMPORT_MAX_BYTES,
  CustomerDetailSchema,
  CustomerImportResultSchema,
  CustomerListQuerySchema,
  CustomerSchema,
  CustomerTagCountSchema,
  LOGO_MAX_BYTES,
  listResponse,
} from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readMultipartForm } from '../../lib/multipart-form';
import { IdParams } from '../../lib/route-params';
import { authOf } from '../../plugins/auth';
import { importCustomers } from './customer-import.service';
import { listCustomerTags } from './customer-tags';
import {
  createCustomer,
  deleteCustomer,
  getCustomer,
  getCustomerLogo,
  listCustomers,
  updateCustomer,
} from './customers.service';

const CustomerResponse = z.object({ data: CustomerDetailSchema });
const FORM_FIELDS =
  'multipart: businessName, email, address, phone, industry, anniversaryDate (YYYY-MM-DD), logo; ' +
  'kept when left out, cleared when blank: entityType, pan, gstin, tan, fyEndMonth, fyEndDay, responsibleId, ' +
  'tags (JSON list), contacts (JSON list of {id?, name, role, email, phone, whatsapp, receivesRequests}, replacing the list)';

export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { readCache: true },
      schema: {
        tags: ['customers'],
        summary:
          'Customer List, sorted by business name; q searches business name, email, PAN and GSTIN; filters tag, responsibleId (or none), entityType (customers.view)',
        querystring: CustomerListQuerySchema,
        response: { 200: listResponse(CustomerSchema) },
      },
    },
    async (request) => listCustomers(app.db, authOf(request), request.query),
  );

  app.get(
    '/tags',
    {
      config: { readCache: true },
      schema: {
        tags: ['customers'],
        summary: "The organization's client tags with how many clients carry each (customers.view)",
        response: { 200: z.object({ data: z.array(CustomerTagCountSchema) }) },
      },
    },
    async (request) => ({ data: await listCustomerTags(app.db, authOf(request)) }),
  );

  app.post(
    '/import',
    {
      config: { heavy: 'import' },
      schema: {
        tags: ['customers'],
        summary:
          'Import clients from CSV or Excel (multipart: file (.csv of any common delimiter, or .xlsx: its first sheet); mapping = JSON {field: column index}, guessed from plain, Tally and Zoho headers when left out; commit=true to create them, all or nothing) (customers.create)',
        consumes: ['multipart/form-data'],
        response: { 200: z.object({ data: CustomerImportResultSchema }) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { fields, file } = await readMultipartForm(request, 'file', CUSTOMER_IMPORT_MAX_BYTES);
      return {
        data: await importCustomers(app.db, auth, {
          file,
          commit: fields.commit === 'true',
          mapping: fields.mapping,
        }),
      };
    },
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
