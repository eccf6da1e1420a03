import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { resolveSession } from '../modules/sessions/sessions.service';
import type { AuthContext } from './types';

export const SESSION_COOKIE = 'sid';

/**
 * Resolves the session cookie on every /api request, then refuses any route that is
 * not marked public: new routes are private unless someone decides otherwise.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/v1/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (token) request.auth = await resolveSession(app.db, token);
    const config = request.routeOptions.config;
    if (!request.routeOptions.url || config.isPublic) return;
    if (!request.auth) throw new AppError('UNAUTHENTICATED', 'Please log in to continue');
    if (config.isPlatformAdminOnly && !request.auth.isPlatformAdmin) {
      throw new AppError('FORBIDDEN', 'Only platform administrators can do this');
    }
  });
});

/** The caller of a private route; the hook above guarantees one. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', 'Please log in to continue');
  return request.auth;
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeMs?: number,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    // No maxAge: a browser session cookie, gone when the browser closes.
    ...(maxAgeMs ? { maxAge: Math.floor(maxAgeMs / 1000) } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
