import {
  AVATAR_MAX_BYTES,
  ChangePasswordBodySchema,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  PROFILE_SAVED_MESSAGE,
  ResetPasswordBodySchema,
  SessionUserSchema,
  safeNextPath,
  UpdateProfileBodySchema,
} from '@taskflow/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { readMultipartForm } from '../../lib/multipart-form';
import { authOf, clearSessionCookie, isSecureTransport, setSessionCookie } from '../../plugins/auth';
import { ORGANIZATION_SUSPENDED_MESSAGE } from '../admin';
import { createSession, endSession, isAccountLive, revokeSession } from '../sessions';
import { createOidcClient } from './oidc.service';
import { replaceOwnAvatar, updateOwnProfile } from './profile.service';
import {
  authenticate,
  changePassword,
  getAvatarFile,
  getSessionUser,
  registerUser,
  requestPasswordReset,
  resetPassword,
  SIGNED_UP_MESSAGE,
  settleAccountMails,
} from './users.service';

const OIDC_STATE_COOKIE = 'oidc_state';
const MessageResponse = z.object({ message: z.string() });
const ProfileResponse = z.object({ data: SessionUserSchema, message: z.string() });

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const oidc = config.oidc
    ? createOidcClient(app.db, config.oidc, `${config.publicUrl}/api/v1/users/oidc/callback`)
    : undefined;
  // Reset and sign-up mails go out after the answer; let the ones under way finish before the database closes.
  app.addHook('onClose', () => settleAccountMails());

  const mailDeps = (request: FastifyRequest) => ({
    db: app.db,
    config,
    mailer: app.mailer,
    storage: app.storage,
    log: request.log,
  });

  async function startSession(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: string,
    isRemembered: boolean,
  ) {
    // A new sign-in replaces the session this browser held: the old token must not stay live.
    if (request.auth) await endSession(app.db, request.auth.sessionId);
    const { token, cookieMaxAgeMs } = await createSession(app.db, {
      userId,
      isRemembered,
      userAgent: request.headers['user-agent'],
      ip: request.ip,
    });
    setSessionCookie(request, reply, token, cookieMaxAgeMs);
  }

  app.post(
    '/register',
    {
      config: { isPublic: true, rateLimit: app.rateLimits.register },
      schema: {
        tags: ['users'],
        summary: 'Sign up (multipart: name, email, phone, countryCode, password, avatar)',
        consumes: ['multipart/form-data'],
        // The same answer whether or not the address already has an account (decision 015).
        response: { 201: MessageResponse },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readMultipartForm(request, 'avatar', AVATAR_MAX_BYTES);
      await registerUser(mailDeps(request), fields, file);
      return reply.status(201).send({ message: SIGNED_UP_MESSAGE });
    },
  );

  app.post(
    '/login',
    {
      config: { isPublic: true },
      schema: {
        tags: ['users'],
        summary: 'Log in with email and password; sets the session cookie',
        body: LoginBodySchema,
        response: { 200: z.object({ data: SessionUserSchema, message: z.string() }) },
      },
    },
    async (request, reply) => {
      const { email, password, remember } = request.body;
      const user = await authenticate(app.db, { email, password, ip: request.ip });
      await startSession(request, reply, user.id, remember === true);
      return { data: await getSessionUser(app.db, user.id), message: 'Login Successful!' };
    },
  );

  app.post(
    '/logout',
    { config: { isPublic: true }, schema: { tags: ['users'], summary: 'End the current session' } },
    async (request, reply) => {
      if (request.auth) await revokeSession(app.db, request.auth, request.auth.sessionId);
      clearSessionCookie(reply);
      return reply.status(204).send();
    },
  );

  app.get(
    '/me',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user, with organization, role and permissions',
        response: { 200: z.object({ data: SessionUserSchema }) },
      },
    },
    async (request) => ({ data: authOf(request).sessionUser }),
  );

  // The web app's session probe: public, so a signed-out visitor's page load logs no failed request.
  app.get(
    '/session',
    {
      config: { isPublic: true },
      schema: {
        tags: ['users'],
        summary: 'The signed-in user, or null when there is no live session',
        response: { 200: z.object({ data: SessionUserSchema.nullable() }) },
      },
    },
    async (request) => ({ data: request.auth?.sessionUser ?? null }),
  );

  // My profile: the caller's own row only (its id comes from the session), so being signed in is the
  // permission, as for a password change; email, role and placement stay with the people admins.
  app.patch(
    '/me',
    {
      schema: {
        tags: ['users'],
        summary: 'Edit your own profile: name, phone, job title, time zone (null: the organization zone)',
        body: UpdateProfileBodySchema,
        response: { 200: ProfileResponse },
      },
    },
    async (request) => ({
      data: await updateOwnProfile(app.db, authOf(request), request.body),
      message: PROFILE_SAVED_MESSAGE,
    }),
  );

  app.put(
    '/me/avatar',
    {
      schema: {
        tags: ['users'],
        summary: 'Replace your profile photo (multipart: avatar; JPG, PNG, GIF or WebP up to 2 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: ProfileResponse },
      },
    },
    async (request) => {
      // The caller first: nothing of the body is read for someone who is not signed in.
      const auth = authOf(request);
      const { file } = await readMultipartForm(request, 'avatar', AVATAR_MAX_BYTES);
      return {
        data: await replaceOwnAvatar(app, auth, file),
        message: 'Your profile photo has been changed',
      };
    },
  );

  app.post(
    '/me/password',
    {
      schema: {
        tags: ['users'],
        summary: 'Change your password; your other sessions end',
        body: ChangePasswordBodySchema,
        response: { 200: MessageResponse },
      },
    },
    async (request) => {
      await changePassword(app.db, authOf(request), { ...request.body, ip: request.ip });
      return { message: 'Password changed. Your other sessions have been signed out.' };
    },
  );

  app.post(
    '/forgot-password',
    {
      config: { isPublic: true, rateLimit: app.rateLimits.passwordReset },
      schema: {
        tags: ['users'],
        summary: 'Email a password reset link (same answer whether or not the account exists)',
        body: ForgotPasswordBodySchema,
        response: { 202: MessageResponse },
      },
    },
    async (request, reply) => {
      requestPasswordReset(mailDeps(request), request.body.email);
      return reply
        .status(202)
        .send({ message: 'If an account exists for that email, we have sent a link to reset the password.' });
    },
  );

  app.post(
    '/reset-password',
    {
      config: { isPublic: true, rateLimit: app.rateLimits.passwordReset },
      schema: {
        tags: ['users'],
        summary: 'Set a new password with a reset token; every session of the account ends',
        body: ResetPasswordBodySchema,
        response: { 200: MessageResponse },
      },
    },
    async (request) => {
      await resetPassword(app.db, request.body);
      return { message: 'Your password has been reset. Please log in.' };
    },
  );

  app.get(
    '/:id/avatar',
    { schema: { tags: ['users'], summary: "A user's profile photo", params: z.object({ id: z.uuid() }) } },
    async (request, reply) => {
      const avatar = await getAvatarFile(app.db, authOf(request), request.params.id);
      const body = await app.storage.read(avatar.file);
      return reply
        .header('content-type', avatar.mime)
        .header('content-disposition', 'inline; filename="avatar"')
        .header('cache-control', 'private, max-age=300')
        .send(body);
    },
  );

  app.get(
    '/oidc/config',
    {
      config: { isPublic: true },
      schema: {
        tags: ['users'],
        summary: 'Whether social sign-in is configured, and with whom',
        response: {
          200: z.object({ data: z.object({ isEnabled: z.boolean(), providerName: z.string().nullable() }) }),
        },
      },
    },
    async () => ({ data: { isEnabled: Boolean(oidc), providerName: oidc?.providerName ?? null } }),
  );

  app.get(
    '/oidc/start',
    {
      config: { isPublic: true },
      schema: {
        tags: ['users'],
        summary: 'Start OpenID Connect sign-in (redirects to the provider)',
        querystring: z.object({ next: z.string().max(2000).optional() }),
      },
    },
    async (request, reply) => {
      if (!oidc) throw new AppError('NOT_CONFIGURED', 'Social sign-in is not configured on this server');
      const { url, state } = await oidc.start(safeNextPath(request.query.next));
      reply.setCookie(OIDC_STATE_COOKIE, state, {
        path: '/api/v1/users/oidc',
        httpOnly: true,
        sameSite: 'lax',
        secure: isSecureTransport(request),
        maxAge: 600,
      });
      return reply.redirect(url);
    },
  );

  app.get(
    '/oidc/callback',
    {
      config: { isPublic: true },
      schema: { tags: ['users'], summary: 'OpenID Connect redirect target', hide: true },
    },
    async (request, reply) => {
      if (!oidc) throw new AppError('NOT_CONFIGURED', 'Social sign-in is not configured on this server');
      const browserState = request.cookies[OIDC_STATE_COOKIE];
      reply.clearCookie(OIDC_STATE_COOKIE, { path: '/api/v1/users/oidc' });
      try {
        const callbackUrl = new URL(request.url, config.publicUrl);
        const { userId, nextPath } = await oidc.finish(callbackUrl, browserState);
        // As for a password login: a suspended organization's members are not signed in.
        if (!(await isAccountLive(app.db, userId)))
          throw new AppError('FORBIDDEN', ORGANIZATION_SUSPENDED_MESSAGE);
        await startSession(request, reply, userId, false);
        // Checked again at the redirect: a server-side redirect is where a browser-normalised `next` bites.
        return reply.redirect(safeNextPath(nextPath));
      } catch (error) {
        request.log.warn({ err: error }, 'OpenID Connect sign-in failed');
        const message =
          error instanceof AppError ? error.message : 'Sign-in with the provider failed. Please try again.';
        return reply.redirect(`/login?error=${encodeURIComponent(message)}`);
      }
    },
  );
};
