import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { bearerTokenOf } from '../lib/access-token-lookup';
import { AppError } from '../lib/app-error';
import { isSecureTransport } from './auth';

const HSTS = 'max-age=31536000; includeSubDomains';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The security headers, built once by helmet at start-up. @fastify/helmet rebuilt helmet's middleware
 * (and re-parsed the CSP) on every request; the headers never change, so they are computed here.
 */
function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https://www.openstreetmap.org'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Our own pages embed no cross-origin resources that would need CORP relaxations.
    crossOriginEmbedderPolicy: false,
    // Sent below, with Secure cookies only: browsers ignore it over plain HTTP (RFC 6797 section 7.2).
    strictTransportSecurity: false,
  })({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/** Whether the request carries a proxy's word that its client came over HTTPS (trusted or not). */
function saysForwardedHttps(request: FastifyRequest): boolean {
  const proto = request.headers['x-forwarded-proto'];
  const forwarded = request.headers.forwarded;
  return (
    (typeof proto === 'string' && /(^|,)\s*https\s*(,|$)/i.test(proto)) ||
    (typeof forwarded === 'string' && /proto="?https"?/i.test(forwarded))
  );
}

/** What a production server without a trusted proxy says at start (README, "A public deployment"). */
export const PUBLIC_DEPLOYMENT_NOTE =
  'No TRUST_PROXY is set. On the public internet, put a reverse proxy in front that terminates HTTPS and limits connections and request rates per client address, and name it in TRUST_PROXY (README, "A public deployment").';

/**
 * Security headers, and CSRF defence for cookie-authenticated writes: a browser always
 * says where a write comes from (Sec-Fetch-Site, Origin), and we accept only our own origin.
 * Non-browser clients send neither header and carry no ambient cookie risk.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const headers = securityHeaders();
  const publicOrigin = new URL(app.config.publicUrl).origin;
  let hasWarnedOfProxy = false;
  const { cookieSecure, trustProxy, publicUrl } = app.config;
  if (app.config.env === 'production' && trustProxy === false) app.log.warn(PUBLIC_DEPLOYMENT_NOTE);
  if (cookieSecure === 'auto' && trustProxy === false && publicUrl.startsWith('https:')) {
    app.log.warn(
      'PUBLIC_URL is https, but TRUST_PROXY is off and COOKIE_SECURE is auto: behind a TLS-terminating proxy, cookies go out without Secure. Set TRUST_PROXY to the proxy, or COOKIE_SECURE=true.',
    );
  }

  // Every write is checked, whatever its URL looks like: a prefix test on the raw URL is
  // walked around by `/%61pi/…` or an absolute-form request target.
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
    if (isSecureTransport(request)) reply.header('strict-transport-security', HSTS);
    else if (!hasWarnedOfProxy && saysForwardedHttps(request)) {
      // A TLS-terminating proxy the server does not trust: its clients are on HTTPS, but cookies go out
      // without Secure. Said once per process, so a client sending the header cannot flood the log.
      hasWarnedOfProxy = true;
      app.log.warn(
        'A request says it was forwarded over HTTPS (X-Forwarded-Proto or Forwarded), but TRUST_PROXY does not trust its sender: cookies are sent without Secure and no HSTS. Set TRUST_PROXY to the proxy, or COOKIE_SECURE=true.',
      );
    }
    if (!UNSAFE_METHODS.has(request.method)) return;
    // A bearer token is never sent by a browser on its own, and a bearer request is authenticated by its
    // token alone (the cookie is ignored: plugins/auth.ts), so there is no ambient credential to forge.
    if (bearerTokenOf(request.headers.authorization) !== null) return;
    const site = request.headers['sec-fetch-site'];
    if (site && site !== 'same-origin' && site !== 'none') {
      throw new AppError('CSRF_REJECTED', 'Cross-site request refused');
    }
    const origin = request.headers.origin;
    if (origin && origin !== publicOrigin && origin !== `${request.protocol}://${request.host}`) {
      throw new AppError('CSRF_REJECTED', 'Cross-site request refused');
    }
  });
});
