import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { NOT_PLATFORM_ADMIN_MESSAGE, requirePlatformAdmin } from '../lib/access';
import { AppError } from '../lib/app-error';
import { createSessionCache, type SessionCache } from '../lib/session-cache';
import { resolveSession } from '../lib/session-lookup';
import type { AuthContext } from './types';

export const SESSION_COOKIE = 'sid';

const UNAUTHENTICATED_MESSAGE = 'Please log in to continue';

/**
 * Decides access from the route that matched, never from the raw URL: the router decodes
 * `/%61pi/…` and absolute-form targets to the same route, so a prefix test on `request.url`
 * can be walked around. Every route is private unless its config says `isPublic`.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
  const cache = createSessionCache(app.live);
  app.decorate('sessionCache', cache);

  app.addHook('onRequest', async (request) => {
    // No route matched: the not-found handler answers, with nothing to guard.
    if (!request.routeOptions.url) return;
    const config = request.routeOptions.config;
    // Built assets and pages never read the caller: no session lookup for them.
    if (config.isWebAsset) return;
    const token = request.cookies[SESSION_COOKIE];
    if (token) request.auth = await resolveSession(app.db, token, cache);
    if (config.isPublic) return;
    if (!request.auth) throw new AppError('UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE);
    if (config.isPlatformAdminOnly && !request.auth.isPlatformAdmin) {
      throw new AppError('FORBIDDEN', NOT_PLATFORM_ADMIN_MESSAGE);
    }
  });
});

/**
 * Marks every route registered in `scope` (and its children) as a public web asset: the web
 * build, robots.txt, the API docs. Call it inside an encapsulated plugin, before registering.
 */
export function markRoutesAsWebAssets(scope: FastifyInstance) {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, isPublic: true, isWebAsset: true };
  });
}

/**
 * The caller of a private route. Handlers take their caller from here, not from `request.auth`,
 * so a route whose hook was skipped still answers 401 instead of data.
 */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE);
  return request.auth;
}

/** The caller of a platform-admin route, checked again in the handler for the same reason. */
export function platformAdminOf(request: FastifyRequest): AuthContext {
  return requirePlatformAdmin(authOf(request));
}

/**
 * Whether a cookie set on this answer carries `Secure`, and HSTS is sent (COOKIE_SECURE): always in
 * production by default, otherwise when the request arrived over HTTPS (directly, or through a trusted proxy).
 */
export function isSecureTransport(request: FastifyRequest): boolean {
  const setting = request.server.config.cookieSecure;
  return setting === 'auto' ? request.protocol === 'https' : setting;
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
    secure: isSecureTransport(request),
    // No maxAge: a browser session cookie, gone when the browser closes.
    ...(maxAgeMs ? { maxAge: Math.floor(maxAgeMs / 1000) } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The callers resolved lately (session-cache.ts); tests read how many it answered. */
    sessionCache: SessionCache;
  }
}
