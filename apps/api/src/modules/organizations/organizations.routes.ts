import { LOGO_MAX_BYTES, OrganizationSchema, OrganizationStorageSchema } from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readMultipartForm } from '../../lib/multipart-form';
import { authOf } from '../../plugins/auth';
import {
  createOrganization,
  getCurrentOrganization,
  getLogoFile,
  getOrganizationStorage,
  updateOrganization,
} from './organizations.service';

const OrganizationResponse = z.object({ data: OrganizationSchema });
const FORM_FIELDS =
  'multipart: name, industry, address, timeZone, workWeek (e.g. 1,2,3,4,5), currency, showLeaveTypeToColleagues (true or false), soleApproverPolicy (auto_approve or self_with_reason), logo';

export const organizationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['organizations'],
        summary: `Create your organization and become its admin (${FORM_FIELDS})`,
        consumes: ['multipart/form-data'],
        response: { 201: OrganizationResponse },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const { fields, file } = await readMultipartForm(request, 'logo', LOGO_MAX_BYTES);
      return reply.status(201).send({ data: await createOrganization(app, auth, fields, file) });
    },
  );

  app.get(
    '/current',
    {
      schema: {
        tags: ['organizations'],
        summary: 'Your organization',
        response: { 200: OrganizationResponse },
      },
    },
    async (request) => ({ data: await getCurrentOrganization(app.db, authOf(request)) }),
  );

  app.patch(
    '/current',
    {
      schema: {
        tags: ['organizations'],
        summary: `Update organization settings (${FORM_FIELDS}; needs organization.manage)`,
        consumes: ['multipart/form-data'],
        response: { 200: OrganizationResponse },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { fields, file } = await readMultipartForm(request, 'logo', LOGO_MAX_BYTES);
      return { data: await updateOrganization(app, auth, fields, file) };
    },
  );

  app.get(
    '/current/storage',
    {
      schema: {
        tags: ['organizations'],
        summary:
          "Uploaded files' bytes against the plan's storage quota, and the plan's name (organization.manage)",
        response: { 200: z.object({ data: OrganizationStorageSchema }) },
      },
    },
    async (request) => ({ data: await getOrganizationStorage(app.db, authOf(request)) }),
  );

  app.get(
    '/current/logo',
    { schema: { tags: ['organizations'], summary: "Your organization's logo" } },
    async (request, reply) => {
      const logo = await getLogoFile(app.db, authOf(request));
      const body = await app.storage.read(logo.file);
      return reply
        .header('content-type', logo.mime)
        .header('content-disposition', 'inline; filename="logo"')
        .header('cache-control', 'private, max-age=86400')
        .send(body);
    },
  );
};
