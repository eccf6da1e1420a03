import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Transporter } from 'nodemailer';
import type { AppConfig } from './config/env';
import type { Database } from './db/client';
import { createAfterAnswerRunner } from './lib/after-answer';
import { addressKeyOf } from './lib/client-address';
import { guardConnections, trustedPeers } from './lib/connection-guard';
import { createLiveHub, DEFAULT_STREAM_LIMITS, type StreamLimits } from './lib/live-events';
import { CompletedRequestsOnly } from './lib/logging';
import { createMailer } from './lib/mailer';
import { createNameDirectory } from './lib/name-directory';
import { forgetOrganizationCalendars } from './lib/organization-calendar';
import { type RequestContext, runInRequest } from './lib/request-context';
import { compiledSerializerCompiler } from './lib/serializer';
import { waitForRequestsInProgressAtClose } from './lib/shutdown';
import { createStorage } from './lib/storage';
import {
  postgresWindowCounter,
  rateLimitStoreOf,
  redisWindowCounter,
  type WindowCounter,
} from './lib/window-counter';
import {
  accessTokenAuditPlugin,
  accessTokensRoutes,
  organizationAccessTokensRoutes,
} from './modules/access-tokens';
import { adminRoutes } from './modules/admin';
import { billingRoutes } from './modules/billing';
import { chatRoutes } from './modules/chat';
import {
  clientPageRoutes,
  customerClientLinksRoutes,
  requestInsightsRoutes,
  requestsRoutes,
} from './modules/client-requests';
import { customerOverviewRoutes } from './modules/customer-overview';
import { customersRoutes } from './modules/customers';
import { departmentsRoutes } from './modules/departments';
import { calendarRoutes, eventsRoutes } from './modules/events';
import { guideRoutes } from './modules/guide';
import { holidaysRoutes } from './modules/holidays';
import { inquiriesRoutes } from './modules/inquiries';
import { invitationsRoutes } from './modules/invitations';
import { leaveRoutes } from './modules/leave';
import { metaRoutes } from './modules/meta';
import { milestonesRoutes, projectMilestonesRoutes } from './modules/milestones';
import { notificationsRoutes, streamRoutes } from './modules/notifications';
import { organizationsRoutes } from './modules/organizations';
import { peopleRoutes } from './modules/people';
import { planningRoutes } from './modules/planning';
import { pricingPlansRoutes } from './modules/pricing-plans';
import { projectsRoutes } from './modules/projects';
import { billingReportsRoutes, reportsRoutes, workReportsRoutes } from './modules/reports';
import { rolesRoutes } from './modules/roles';
import { searchRoutes } from './modules/search';
import {
  customerJobsRoutes,
  jobsRoutes,
  serviceExtensionRoutes,
  serviceMatrixRoutes,
  servicesRoutes,
} from './modules/services';
import { sessionsRoutes } from './modules/sessions';
import { publicPagesPlugin, siteContentRoutes } from './modules/site-content';
import { tasksRoutes } from './modules/tasks';
import { timeRoutes } from './modules/time';
import { usersRoutes } from './modules/users';
import { webhooksRoutes } from './modules/webhooks';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { healthPlugin } from './plugins/health';
import { heavyWorkPlugin } from './plugins/heavy-work';
import { metricsPlugin } from './plugins/metrics';
import { openapiPlugin } from './plugins/openapi';
import { DEFAULT_MAX_REQUESTS_IN_PROGRESS, limitRequestsInProgress } from './plugins/overload';
import { readCachePlugin } from './plugins/read-cache';
import { securityPlugin } from './plugins/security';
import { seoPlugin } from './plugins/seo';
import type { RateLimits, RouteEntry } from './plugins/types';
import { webPlugin } from './plugins/web';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const FIVE_MINUTES = 5 * 60 * 1000;
const ONE_MINUTE = 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;

/**
 * Bounds on how long a client may hold a socket without finishing its part. A request's headers must
 * arrive within 15 s (Node's 60 s would let a slow client hold a socket that long before asking for
 * anything; sockets are checked every 5 s instead of 30) and its whole body within `requestTimeout`
 * (a 5 MB upload at about 1 Mbit/s). An idle keep-alive socket closes after `keepAliveTimeout`,
 * Fastify's 72 s, kept above the 60 s idle timeout of common proxies and load balancers so that they,
 * not we, close a shared socket. Answers, live streams included, are not timed: a stream lives as long
 * as its page, bounded by `admitStream` and ended when its client stops reading (stream.routes.ts).
 */
const CONNECTION_TIMEOUTS = {
  http: { headersTimeout: 15_000, connectionsCheckingInterval: 5_000 },
  requestTimeout: 60_000,
  keepAliveTimeout: 72_000,
} as const;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  register: { max: 10, timeWindow: FIFTEEN_MINUTES },
  passwordReset: { max: 10, timeWindow: FIFTEEN_MINUTES },
  publicForm: { max: 5, timeWindow: FIFTEEN_MINUTES },
  publicToken: { max: 30, timeWindow: FIFTEEN_MINUTES },
  chat: { max: 30, timeWindow: FIVE_MINUTES },
  chatPerUser: { max: 20, timeWindow: FIVE_MINUTES },
  // One person's uploads (issue 38): enough for a day's documents, not for filling the disk in a minute.
  uploadFiles: { max: 30, timeWindow: ONE_MINUTE },
  uploadBytes: { max: 200 * 1024 * 1024, timeWindow: ONE_HOUR },
  // A client's page (issue 41): plenty for a person uploading a month's documents; ten wrong links in
  // fifteen minutes end a guesser's tries from that address (a 32-byte token is never guessed anyway).
  clientLink: { max: 120, timeWindow: ONE_MINUTE },
  clientLinkMisses: { max: 10, timeWindow: FIFTEEN_MINUTES },
  // Personal access tokens (issue 43): a busy integration's pace per token; wrong tokens are throttled per
  // address like wrong passwords (a 256-bit token is never guessed anyway).
  accessToken: { max: 600, timeWindow: ONE_MINUTE },
  accessTokenMisses: { max: 10, timeWindow: FIFTEEN_MINUTES },
};

const REQUEST_ID = /^[\w.:-]{1,64}$/;

/**
 * A request's id: the one a proxy or load balancer sent in X-Request-Id (so one id follows the request
 * through every hop's logs), when it is a plain token; else a new UUID. Returned in X-Request-Id and on
 * every log line of the request (Fastify's `reqId`).
 */
function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Fastify refuses a bare hop count (a client reaching the server directly could then forge hops), so a
 * count becomes "the first n peers are proxies": right only when the server is reachable through them alone.
 */
function fastifyTrustProxy(trust: AppConfig['trustProxy']) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  rateLimits?: Partial<RateLimits>;
  /** How responses are written: compiled from their schemas (default), or by zod (tests compare the two). */
  responseSerializer?: 'compiled' | 'zod';
  /** API requests in progress at once before the next is answered 503 (tests lower it; else the config's). */
  maxRequestsInProgress?: number;
  /** Bounds of live streams other than the process's (tests lower them). */
  streamLimits?: Partial<Omit<StreamLimits, 'perProcess'>>;
  /** How long a new socket may send nothing before it is closed (tests lower it). */
  firstByteTimeoutMs?: number;
  /** How long a streamed response may wait on a client that reads nothing (tests lower it). */
  downloadStallMs?: number;
  /** A mail transport instead of SMTP_URL (tests). */
  mailTransport?: Transporter;
}

/** Redis when REDIS_URL is set (closed with the app), else the database: decision 018. */
function windowCounterOf(app: FastifyInstance, config: AppConfig, database: Database): WindowCounter {
  if (!config.redisUrl) return postgresWindowCounter(database.db);
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: false });
  redis.on('error', (error) => app.log.warn({ err: error }, 'Redis connection'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redisWindowCounter(redis);
}

/** The whole API and web server, without listening: the server and the tests both build it here. */
export async function buildApp(options: BuildAppOptions) {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new CompletedRequestsOnly(),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 256 * 1024,
    // A plugin's start (the guide's index, the built pages) may take longer than Fastify's 10 s on a
    // busy machine (several processes starting at once); a slow start is not a failed one.
    pluginTimeout: 120_000,
    genReqId: requestIdOf,
    ...CONNECTION_TIMEOUTS,
  }).withTypeProvider<ZodTypeProvider>();
  const requestContexts = new WeakMap<object, RequestContext>();
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    // The rest of the request runs in its context: jobs it schedules carry its id.
    requestContexts.set(request, runInRequest(request.id, done));
  });
  // Past this, new sockets are closed on arrival: the process keeps descriptors for its database and
  // files, and recovers the moment connections end (config/env.ts derives it from the open-file limit).
  app.server.maxConnections = config.maxConnections;
  guardConnections(app.server, {
    perAddress: config.maxConnectionsPerAddress,
    firstByteMs: options.firstByteTimeoutMs,
    isTrustedPeer: trustedPeers(config.trustProxy),
  });
  // The API speaks JSON (and multipart where a route reads a form): refuse text/plain with 415
  // instead of handing a string to the JSON schemas; it is also the body a cross-site form can send.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    options.responseSerializer === 'zod' ? serializerCompiler : compiledSerializerCompiler,
  );

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('heavyDb', database.heavyDb);
  app.decorate(
    'mailer',
    createMailer({
      db: database.db,
      log: app.log,
      smtpUrl: config.smtpUrl,
      transport: options.mailTransport,
      from: config.mailFrom,
      logBodies: config.env !== 'production',
    }),
  );
  const storage = await createStorage(config, app.log);
  app.decorate('storage', storage);
  app.addHook('onClose', () => storage.close());
  app.decorate('rateLimits', { ...DEFAULT_RATE_LIMITS, ...options.rateLimits });
  app.decorate('windowCounter', windowCounterOf(app, config, database));
  database.onConnectionError?.((error) => app.log.warn({ err: error }, 'Database connection lost'));
  // One LISTEN per process, fanned out to this process's live streams.
  // Streams may take at most half the connections: the rest stay for ordinary requests and logins.
  const live = createLiveHub(database, (error) => app.log.error({ err: error }, 'Live events'), {
    ...DEFAULT_STREAM_LIMITS,
    perProcess: Math.min(config.maxLiveStreams, Math.floor(config.maxConnections / 2)),
    ...options.streamLimits,
  });
  app.decorate('live', live);
  app.decorate('names', createNameDirectory(live));
  // The organizations' zones and work weeks kept in memory follow every change, whoever made it.
  live.onRowsChanged((event) => {
    if (event.table === 'organizations') forgetOrganizationCalendars(event.orgs ?? undefined);
  });
  live.onEventsLost(() => forgetOrganizationCalendars());
  app.addHook('onReady', () => live.start());
  app.addHook('preClose', async () => live.closeStreams());
  app.addHook('onClose', () => live.stop());
  // What a write queued for others (notices, their mail) runs once its answer is sent (lib/after-answer.ts).
  const afterAnswer = createAfterAnswerRunner(app);
  app.decorate('afterAnswer', afterAnswer);
  app.addHook('onResponse', async (request) => {
    const jobIds = requestContexts.get(request)?.afterAnswer;
    if (jobIds?.length) afterAnswer.run(jobIds);
  });
  // Before the database closes: what was queued is not left to another process's poll.
  app.addHook('onClose', () => afterAnswer.idle());
  // The server's own route table: security tests walk it, so every new route is covered automatically.
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      // Read the config when asked: hooks of inner scopes (markRoutesAsWebAssets) may still set it.
      routeTable.push({
        method,
        url: route.url,
        get config() {
          return route.config ?? {};
        },
        handler: route.handler,
      });
    }
  });
  // At close, requests in progress finish before the onClose hooks and the caller close the database.
  waitForRequestsInProgressAtClose(app);

  await app.register(errorsPlugin);
  await app.register(readCachePlugin);
  // Probes and metrics answer before compression, sessions and the request limit: a load balancer's
  // question must not wait behind the work it is meant to steer.
  await app.register(healthPlugin, { database });
  if (config.metricsToken) await app.register(metricsPlugin, { database, token: config.metricsToken });
  // API responses go out compressed; a moderate brotli level keeps per-request CPU low. Level 4, not 5:
  // a report's 1.1 MB of JSON takes 4.8 ms instead of 9.9 for 4.6% more bytes, a list's 34 KB the same
  // time either way (docs/performance.md). Built assets and pages arrive compressed already (web plugin)
  // and pass through untouched.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cookie);
  await app.register(securityPlugin);
  // Limits count in the store every process shares; a store that fails lets the request through
  // (an outage of Redis must not lock everyone out) and is logged.
  await app.register(rateLimit, {
    global: false,
    store: rateLimitStoreOf(app.windowCounter),
    skipOnError: true,
    // Per address, with an IPv6 client's whole /64 as one address.
    keyGenerator: (request) => addressKeyOf(request.ip),
  });
  await app.register(multipart, {
    limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 30, fieldSize: 64 * 1024 },
  });
  await app.register(openapiPlugin);
  limitRequestsInProgress(
    app,
    options.maxRequestsInProgress ??
      config.maxRequestsInProgress ??
      DEFAULT_MAX_REQUESTS_IN_PROGRESS[database.driver],
  );
  await app.register(authPlugin);
  await app.register(accessTokenAuditPlugin);
  await app.register(heavyWorkPlugin, { stallMs: options.downloadStallMs });

  await app.register(
    async (api) => {
      await api.register(usersRoutes, { prefix: '/users' });
      await api.register(sessionsRoutes, { prefix: '/sessions' });
      await api.register(accessTokensRoutes, { prefix: '/access-tokens' });
      await api.register(metaRoutes, { prefix: '/meta' });
      await api.register(organizationsRoutes, { prefix: '/organizations' });
      await api.register(organizationAccessTokensRoutes, { prefix: '/organizations/current/access-tokens' });
      await api.register(inquiriesRoutes, { prefix: '/inquiries' });
      await api.register(pricingPlansRoutes, { prefix: '/pricing-plans' });
      await api.register(notificationsRoutes, { prefix: '/notifications' });
      await api.register(streamRoutes, { prefix: '/stream' });
      await api.register(peopleRoutes, { prefix: '/people' });
      await api.register(invitationsRoutes, { prefix: '/invitations' });
      await api.register(customersRoutes, { prefix: '/customers' });
      await api.register(customerOverviewRoutes, { prefix: '/customers' });
      await api.register(customerJobsRoutes, { prefix: '/customers' });
      await api.register(holidaysRoutes, { prefix: '/holidays' });
      await api.register(rolesRoutes, { prefix: '/roles' });
      await api.register(departmentsRoutes, { prefix: '/departments' });
      await api.register(eventsRoutes, { prefix: '/events' });
      await api.register(calendarRoutes, { prefix: '/calendar' });
      await api.register(projectsRoutes, { prefix: '/projects' });
      await api.register(projectMilestonesRoutes, { prefix: '/projects' });
      await api.register(milestonesRoutes, { prefix: '/milestones' });
      await api.register(tasksRoutes, { prefix: '/tasks' });
      await api.register(serviceMatrixRoutes, { prefix: '/services' });
      await api.register(serviceExtensionRoutes, { prefix: '/services' });
      await api.register(jobsRoutes, { prefix: '/jobs' });
      await api.register(servicesRoutes, { prefix: '/services' });
      await api.register(requestInsightsRoutes, { prefix: '/requests' });
      await api.register(requestsRoutes, { prefix: '/requests' });
      await api.register(customerClientLinksRoutes, { prefix: '/customers' });
      await api.register(clientPageRoutes, { prefix: '/client-link' });
      await api.register(searchRoutes, { prefix: '/search' });
      await api.register(leaveRoutes, { prefix: '/leave' });
      await api.register(timeRoutes, { prefix: '/time' });
      await api.register(billingRoutes);
      await api.register(planningRoutes);
      await api.register(reportsRoutes, { prefix: '/reports' });
      await api.register(workReportsRoutes, { prefix: '/reports' });
      await api.register(billingReportsRoutes, { prefix: '/reports' });
      await api.register(siteContentRoutes, { prefix: '/site-content' });
      await api.register(guideRoutes, { prefix: '/guide' });
      await api.register(chatRoutes, { prefix: '/chat' });
      await api.register(adminRoutes, { prefix: '/admin' });
      await api.register(webhooksRoutes, { prefix: '/webhooks' });
    },
    { prefix: '/api/v1' },
  );

  await app.register(seoPlugin);
  await app.register(publicPagesPlugin);
  await app.register(webPlugin);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
