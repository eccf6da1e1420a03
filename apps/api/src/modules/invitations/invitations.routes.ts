import {
  AcceptInvitationBodySchema,
  BulkInvitationResultSchema,
  CreateInvitationBodySchema,
  InvitationPreviewSchema,
  InvitationSchema,
  InvitationSentSchema,
  InvitationTokenSchema,
  ListQuerySchema,
  listResponse,
} from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readMultipartForm } from '../../lib/multipart-form';
import { authOf, setSessionCookie } from '../../plugins/auth';
import { createSession } from '../sessions';
import {
  acceptInvitation,
  createInvitation,
  listInvitations,
  previewInvitation,
  resendInvitation,
  revokeInvitation,
} from './invitations.service';
import { bulkInvite } from './invitations-bulk.service';

const Params = z.object({ id: z.uuid({ error: 'Invitation not found' }) });

export const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['invitations'],
        summary:
          'Invite someone by email (needs users.invite). The answer carries the invite link only when the server has no SMTP',
        body: CreateInvitationBodySchema,
        response: { 201: InvitationSentSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createInvitation(app, authOf(request), request.body)),
  );

  app.post(
    '/bulk',
    {
      config: { heavy: 'import' },
      schema: {
        tags: ['invitations'],
        summary:
          'Invite several people (needs users.invite; multipart: emails = a pasted list, or file = CSV with Name, Email, Role, Department, Manager (a member or another row of the file), Joining Date, Employee Code; roleId = the role of rows naming none; dateOrder = dmy|mdy when the joining dates do not settle it; commit=true writes all or none)',
        consumes: ['multipart/form-data'],
        response: { 200: z.object({ data: BulkInvitationResultSchema }) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { fields, file } = await readMultipartForm(request, 'file', 1024 * 1024);
      return {
        data: await bulkInvite(app, auth, {
          emails: fields.emails,
          file,
          roleId: fields.roleId,
          dateOrder: fields.dateOrder,
          commit: fields.commit === 'true',
        }),
      };
    },
  );

  app.get(
    '/',
    {
      schema: {
        tags: ['invitations'],
        summary: 'Pending invitations, newest first (needs users.invite)',
        querystring: ListQuerySchema,
        response: { 200: listResponse(InvitationSchema) },
      },
    },
    async (request) => listInvitations(app.db, authOf(request), request.query),
  );

  app.post(
    '/:id/resend',
    {
      schema: {
        tags: ['invitations'],
        summary: 'Send a pending invitation again with a new link and expiry (needs users.invite)',
        params: Params,
        response: { 200: InvitationSentSchema },
      },
    },
    async (request) => resendInvitation(app, authOf(request), request.params.id),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['invitations'],
        summary: 'Withdraw a pending invitation (needs users.invite)',
        params: Params,
      },
    },
    async (request, reply) => {
      await revokeInvitation(app.db, authOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/preview',
    {
      config: { isPublic: true },
      schema: {
        tags: ['invitations'],
        summary:
          'What an invite link is for: organization, inviter, email; hasAccount only when signed in as the invited account',
        querystring: z.object({ token: InvitationTokenSchema }),
        response: { 200: z.object({ data: InvitationPreviewSchema }) },
      },
    },
    async (request) => ({ data: await previewInvitation(app.db, request.auth, request.query.token) }),
  );

  app.post(
    '/accept',
    {
      config: { isPublic: true, rateLimit: app.rateLimits.register },
      schema: {
        tags: ['invitations'],
        summary:
          'Accept an invitation: creates the account (name, password) or, signed in as the invited email, joins',
        body: AcceptInvitationBodySchema,
        response: {
          200: z.object({ data: z.object({ organizationName: z.string() }), message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      const joined = await acceptInvitation(app.db, request.auth, request.body);
      if (joined.isNewAccount) {
        const { token, cookieMaxAgeMs } = await createSession(app.db, {
          userId: joined.userId,
          isRemembered: false,
          userAgent: request.headers['user-agent'],
          ip: request.ip,
        });
        setSessionCookie(request, reply, token, cookieMaxAgeMs);
      }
      return {
        data: { organizationName: joined.organizationName },
        message: `Welcome to ${joined.organizationName}!`,
      };
    },
  );
};
