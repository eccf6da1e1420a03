import {
  ACCESS_TOKEN_ANY_SCOPE_READS,
  ACCESS_TOKEN_STRINGS,
  accessTokenAreaOf,
  accessTokenLevelOf,
  accessTokenScopeMessage,
  scopeLevelOf,
} from '@taskflow/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { NOT_PLATFORM_ADMIN_MESSAGE, requirePlatformAdmin } from '../lib/access';
import { bearerTokenOf, resolveAccessToken } from '../lib/access-token-lookup';
import { AppError } from '../lib/app-error';
import { addressKeyOf } from '../lib/client-address';
import { createSessionCache, type SessionCache } from '../lib/session-cache';
import { resolveSession } from '../lib/session-lookup';
import type { WindowCount } from '../lib/window-counter';
import type { AuthContext } from './types';

export const SESSION_COOKIE = 'sid';

const UNAUTHENTICATED_MESSAGE = 'Please log in to continue';
const API_PREFIX = '/api/v1';

/**
 * Decides access from the route that matched, never from the raw URL: the router decodes
 * `/%61pi/…` and absolute-form targets to the same route, so a prefix test on `request.url`
 * can be walked around. Every route is private unless its config says `isPublic`.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
  const cache = createSessionCache(app.live);
  app.decorate('sessionCache', cache);

  /** A rate-limit count, or none when the store fails: an outage must not lock everyone out (app.ts). */
  async function counted(key: string, windowMs: number, amount?: number): Promise<WindowCount | null> {
    try {
      return await app.windowCounter.hit(key, windowMs, amount);
    } catch (error) {
      app.log.warn({ err: error }, 'Access token rate limit store');
      return null;
    }
  }

  /**
   * The token's caller, refused with one 401 for every reason (unknown, revoked, expired, deactivated
   * person, suspended organization), 429 past the per-address misses or the per-token rate, and 403 on a
   * route outside the token's scopes. Misses count against the address before any lookup, so a guesser is
   * cut off after a few tries whatever tokens it sends.
   */
  async function authenticateBearer(request: FastifyRequest, reply: FastifyReply, token: string) {
    const misses = app.rateLimits.accessTokenMisses;
    const missKey = `access-token:miss:${addressKeyOf(request.ip)}`;
    const missCount = await counted(missKey, misses.timeWindow, 0);
    if (missCount && missCount.count >= misses.max) throw tooManyRequests(missCount.resetInMs);
    const auth = await resolveAccessToken(app.db, token);
    if (!auth?.tokenId) {
      await counted(missKey, misses.timeWindow);
      reply.header('www-authenticate', 'Bearer error="invalid_token"');
      throw new AppError('UNAUTHENTICATED', ACCESS_TOKEN_STRINGS.invalid);
    }
    request.auth = auth;
    const perToken = app.rateLimits.accessToken;
    const uses = await counted(`access-token:use:${auth.tokenId}`, perToken.timeWindow);
    if (uses && uses.count > perToken.max) throw tooManyRequests(uses.resetInMs);
    const route = request.routeOptions.url ?? '';
    const underApi = route.startsWith(`${API_PREFIX}/`) ? route.slice(API_PREFIX.length) : null;
    const needs = accessTokenLevelOf(request.method);
    if (needs === 'read' && underApi && ACCESS_TOKEN_ANY_SCOPE_READS.includes(underApi)) return;
    const area = underApi ? accessTokenAreaOf(underApi) : null;
    if (!area) throw new AppError('FORBIDDEN', ACCESS_TOKEN_STRINGS.routeClosed);
    const has = scopeLevelOf(auth.tokenScopes ?? [], area);
    if (!has || (needs === 'write' && has === 'read')) {
      throw new AppError('FORBIDDEN', accessTokenScopeMessage(area, needs));
    }
  }

  app.addHook('onRequest', async (request, reply) => {
    // No route matched: the not-found handler answers, with nothing to guard.
    if (!request.routeOptions.url) return;
    const config = request.routeOptions.config;
    // Built assets and pages never read the caller: no session lookup for them. Nor do probes (health,
    // metrics), and /metrics checks a bearer credential of its own that is no access token.
    if (config.isWebAsset || config.isProbe) return;
    const bearer = bearerTokenOf(request.headers.authorization);
    if (bearer !== null) {
      // A bearer request is the token's alone: the cookie a browser may add is never read for it, which
      // is what lets security.ts skip the Origin check for it.
      await authenticateBearer(request, reply, bearer);
      return;
    }
    const token = request.cookies[SESSION_COOKIE];
    if (token) request.auth = await resolveSession(app.db, token, cache);
    if (config.isPublic) return;
    if (!request.auth) throw new AppError('UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE);
    if (config.isPlatformAdminOnly && !request.auth.isPlatformAdmin) {
      throw new AppError('FORBIDDEN', NOT_PLATFORM_ADMIN_MESSAGE);
    }
  });
});

function tooManyRequests(resetInMs: number) {
  return AppError.rateLimited(
    'Too many requests. Please wait a moment and try again.',
    Math.ceil(resetInMs / 1000),
  );
}

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
