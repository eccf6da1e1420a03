import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { defaultWebDistDir, repoRoot } from '../paths';

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  TRUST_PROXY: z.string().default('false'),
  COOKIE_SECURE: z.enum(['true', 'false', '1', '0', 'auto']).optional(),
  API_DOCS: flag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().startsWith('postgres', 'DATABASE_URL must be a postgres:// URL').optional(),
  DATA_DIR: z.string().default(resolve(repoRoot, 'data')),
  UPLOAD_DIR: z.string().optional(),
  UPLOAD_MIN_FREE_MB: z.coerce.number().int().min(0).default(1024),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag.default(false),
  WEB_DIST_DIR: z.string().default(defaultWebDistDir),
  SEED_DEMO: flag.optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('TaskFlow <no-reply@taskflow.local>'),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_PROVIDER_NAME: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_BASE_URL: z.url().default('https://api.openai.com/v1'),
  LLM_MODEL: z.string().default('gpt-3.5-turbo'),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
  LLM_DAILY_CALLS: z.coerce.number().int().min(0).default(20_000),
  LLM_ORGANIZATION_DAILY_CALLS: z.coerce.number().int().min(0).default(2_000),
  REPORT_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(1000).default(20_000),
  MAX_CONNECTIONS: z.coerce.number().int().min(16).optional(),
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).default(500),
  MAX_LIVE_STREAMS: z.coerce.number().int().min(1).default(2000),
  MAX_REQUESTS_IN_PROGRESS: z.coerce.number().int().min(1).optional(),
  REDIS_URL: z.string().startsWith('redis', 'REDIS_URL must be a redis:// or rediss:// URL').optional(),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  ALLOW_PRIVATE_WEBHOOK_TARGETS: flag.default(false),
  WEBHOOK_SECRET_KEY: z.string().min(32, 'WEBHOOK_SECRET_KEY must be at least 32 characters').optional(),
});

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret?: string;
  providerName: string;
}

/** An S3-compatible object store (AWS S3, MinIO, Ceph, R2…); no endpoint means AWS itself. */
export interface S3StorageConfig {
  driver: 's3';
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (`endpoint/bucket/key`), as most self-hosted stores need, not in the host name. */
  forcePathStyle: boolean;
}

/** Where uploaded files live: `uploadDir` on this machine, or a bucket every process shares. */
export type StorageConfig = { driver: 'local' } | S3StorageConfig;

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  /** Fastify's trustProxy: false, a number of proxy hops, or the proxies' addresses. */
  trustProxy: false | number | string[];
  /**
   * Whether cookies carry `Secure` (and HSTS is sent): always (`true`), never (`false`), or when the
   * request arrived over HTTPS as far as the server can tell (`'auto'`, which needs TRUST_PROXY behind a
   * TLS-terminating proxy).
   */
  cookieSecure: boolean | 'auto';
  /** Serve the OpenAPI docs at /api/docs. */
  apiDocs: boolean;
  logLevel: string;
  databaseUrl?: string;
  dataDir: string;
  /** The local driver's folder (also the default for a backup's uploads). */
  uploadDir: string;
  /**
   * The local driver's free-space floor: below this many megabytes free on the upload folder's disk,
   * uploads are refused (507) and a warning is logged; 0 turns it off. A bucket has no floor.
   */
  uploadMinFreeMb: number;
  storage: StorageConfig;
  webDistDir: string;
  seedDemo: boolean;
  smtpUrl?: string;
  mailFrom: string;
  oidc?: OidcConfig;
  /** The help chatbot's model; no apiKey: the offline help assistant answers from the guide. */
  llm: {
    apiKey?: string;
    baseUrl: string;
    model: string;
    timeoutMs: number;
    /**
     * Calls to the model in 24 hours, for everyone together and for one organization (visitors who are
     * not signed in count as one): past either the assistant refuses until the window ends (decision 035).
     */
    dailyCalls: number;
    organizationDailyCalls: number;
  };
  /** How long one report or export statement may run on PostgreSQL (db/client.ts, the heavy pool). */
  reportStatementTimeoutMs: number;
  /** Sockets the server holds at once (ordinary requests, idle keep-alives and live streams together). */
  maxConnections: number;
  /**
   * Sockets one client address (an IPv6 client by its /64) holds at once; the trusted proxies of
   * TRUST_PROXY are not counted (lib/connection-guard.ts).
   */
  maxConnectionsPerAddress: number;
  /** Live event streams this process holds at once (every person together). */
  maxLiveStreams: number;
  /** API requests in progress at once; unset: the driver's default (plugins/overload.ts). */
  maxRequestsInProgress?: number;
  /** Where the rate limits count (every process shares it); unset: the database (decision 018). */
  redisUrl?: string;
  /** API processes on this machine (server.ts); more than one needs PostgreSQL. */
  webConcurrency: number;
  /** Bearer token of GET /metrics; unset: no metrics route at all (plugins/metrics.ts). */
  metricsToken?: string;
  /**
   * Development and tests only: webhooks may target http:// and private, loopback and link-local
   * addresses (lib/outbound.ts). Refused with NODE_ENV=production: it opens the server's network to its admins.
   */
  allowPrivateWebhookTargets: boolean;
  /**
   * The key webhook signing secrets are encrypted under (lib/secret-box.ts); unset: a key generated in
   * the data folder (one machine). Several machines on one PostgreSQL must share this setting.
   */
  webhookSecretKey?: string;
}

/** Descriptors kept back from sockets: the database pool, LISTEN, uploads, built files and logs. */
const RESERVED_DESCRIPTORS = 1024;
const DEFAULT_MAX_CONNECTIONS = 10_000;

/**
 * The process's open-file limit (Linux; Node raises the soft limit to the hard one at start), or
 * undefined where it cannot be read. At the limit, accept() fails and so does every file and database
 * connection the process opens: connections must run out well before descriptors do.
 */
function openFileLimit(): number | undefined {
  try {
    const limits = readFileSync('/proc/self/limits', 'utf8');
    const soft = /^Max open files\s+(\d+)/m.exec(limits)?.[1];
    return soft ? Number(soft) : undefined;
  } catch {
    return undefined;
  }
}

function defaultMaxConnections(): number {
  const limit = openFileLimit();
  if (limit === undefined) return DEFAULT_MAX_CONNECTIONS;
  return Math.max(16, Math.min(DEFAULT_MAX_CONNECTIONS, limit - RESERVED_DESCRIPTORS));
}

function oidcFrom(env: z.infer<typeof EnvSchema>): OidcConfig | undefined {
  if (env.OIDC_ISSUER && env.OIDC_CLIENT_ID) {
    return {
      issuer: env.OIDC_ISSUER,
      clientId: env.OIDC_CLIENT_ID,
      clientSecret: env.OIDC_CLIENT_SECRET,
      providerName: env.OIDC_PROVIDER_NAME ?? 'SSO',
    };
  }
  if (env.GOOGLE_CLIENT_ID) {
    return {
      issuer: 'https://accounts.google.com',
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      providerName: 'Google',
    };
  }
  return undefined;
}

/**
 * Which peers may set X-Forwarded-*: `false`, a hop count (`1` for one reverse proxy; `true` means 1),
 * or a comma-separated list of proxy addresses or CIDR ranges. Trusting every peer would let any client
 * choose its own address (and so its own rate-limit bucket): the client address is taken from the
 * right end of X-Forwarded-For, past the trusted proxies only.
 */
function parseTrustProxy(value: string): false | number | string[] {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text);
  const addresses = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const address of addresses) {
    if (
      !/^[0-9a-f.:]+(\/\d{1,3})?$/.test(address) &&
      !['loopback', 'linklocal', 'uniquelocal'].includes(address)
    ) {
      throw new Error(
        `Invalid environment configuration:\n  TRUST_PROXY: expected false, a hop count or proxy addresses, got "${value}"`,
      );
    }
  }
  return addresses;
}

/**
 * In production cookies are Secure unless turned off explicitly: behind a proxy that terminates HTTPS,
 * with TRUST_PROXY unset, the server sees plain HTTP and would otherwise send the session cookie without
 * `Secure` (issue 7). Elsewhere the request's protocol decides, so http://localhost keeps working.
 */
function parseCookieSecure(value: string | undefined, nodeEnv: string): boolean | 'auto' {
  if (value === 'auto') return 'auto';
  if (value !== undefined) return value === 'true' || value === '1';
  return nodeEnv === 'production' ? true : 'auto';
}

const S3_REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** The S3 settings are checked only when the driver is s3; each missing one is named. */
function storageFrom(env: z.infer<typeof EnvSchema>): StorageConfig {
  if (env.STORAGE_DRIVER === 'local') return { driver: 'local' };
  const { S3_BUCKET: bucket, S3_REGION: region, S3_ACCESS_KEY_ID: accessKeyId } = env;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
  if (!bucket || !region || !accessKeyId || !secretAccessKey) {
    const missing = S3_REQUIRED.filter((name) => !env[name]);
    const lines = missing.map((name) => `  ${name}: required when STORAGE_DRIVER=s3`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return {
    driver: 's3',
    endpoint: env.S3_ENDPOINT,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

/** Reads the environment once; a bad value stops the process with the variable's name. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  // The flag lets whoever manages webhooks aim the server at its own network (the metadata service, the
  // database): a production server refuses to start with it rather than run so. No second setting
  // re-opens it (the browser suite needs no private target); a trial on one machine runs without NODE_ENV.
  if (env.NODE_ENV === 'production' && env.ALLOW_PRIVATE_WEBHOOK_TARGETS) {
    throw new Error(
      'Invalid environment configuration:\n  ALLOW_PRIVATE_WEBHOOK_TARGETS: not allowed with NODE_ENV=production (it lets webhooks reach private, loopback and link-local addresses); unset it',
    );
  }
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    cookieSecure: parseCookieSecure(env.COOKIE_SECURE, env.NODE_ENV),
    // The API reference is part of the product (issue 43: integrators read it, the guide links to it).
    apiDocs: env.API_DOCS ?? true,
    logLevel: env.LOG_LEVEL,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    uploadDir: env.UPLOAD_DIR ?? resolve(env.DATA_DIR, 'uploads'),
    uploadMinFreeMb: env.UPLOAD_MIN_FREE_MB,
    storage: storageFrom(env),
    webDistDir: env.WEB_DIST_DIR,
    // The demo's passwords are published: seeded by default only into the embedded database of a trial.
    seedDemo: env.SEED_DEMO ?? !env.DATABASE_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    oidc: oidcFrom(env),
    llm: {
      apiKey: env.LLM_API_KEY || undefined,
      baseUrl: env.LLM_BASE_URL,
      model: env.LLM_MODEL,
      timeoutMs: env.LLM_TIMEOUT_MS,
      dailyCalls: env.LLM_DAILY_CALLS,
      organizationDailyCalls: env.LLM_ORGANIZATION_DAILY_CALLS,
    },
    reportStatementTimeoutMs: env.REPORT_STATEMENT_TIMEOUT_MS,
    maxConnections: env.MAX_CONNECTIONS ?? defaultMaxConnections(),
    maxConnectionsPerAddress: env.MAX_CONNECTIONS_PER_ADDRESS,
    maxLiveStreams: env.MAX_LIVE_STREAMS,
    maxRequestsInProgress: env.MAX_REQUESTS_IN_PROGRESS,
    redisUrl: env.REDIS_URL,
    webConcurrency: env.WEB_CONCURRENCY,
    metricsToken: env.METRICS_TOKEN,
    allowPrivateWebhookTargets: env.ALLOW_PRIVATE_WEBHOOK_TARGETS,
    webhookSecretKey: env.WEBHOOK_SECRET_KEY,
  };
}
