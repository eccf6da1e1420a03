import type { Permission, SessionUser } from '@taskflow/shared';
import type { RouteHandlerMethod } from 'fastify';
import type { AppConfig } from '../config/env';
import type { Db } from '../db/client';
import type { AfterAnswerRunner } from '../lib/after-answer';
import type { Mailer } from '../lib/mailer';
import type { FileStorage } from '../lib/storage';
import type { WindowCounter } from '../lib/window-counter';
import type { HeavyKind } from './heavy-work';

/** Who is calling: set by the auth plugin for every /api request with a live session. */
export interface AuthContext {
  userId: string;
  sessionId: string;
  /** When the session ends at the latest (its absolute lifetime). */
  sessionExpiresAt: Date;
  orgId: string | null;
  roleId: string | null;
  /** The permissions of the caller's role, read with the session on every request. */
  permissions: ReadonlySet<Permission>;
  isPlatformAdmin: boolean;
  /** The caller as `/users/me` shows them, read in the same query as the session. */
  sessionUser: SessionUser;
  /**
   * Set when the caller came with a personal access token (`Authorization: Bearer`), not a session:
   * `permissions` are then the person's within the token's scopes (lib/access-token-lookup.ts).
   */
  tokenId?: string;
  tokenName?: string;
  tokenScopes?: readonly string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** Where reports and exports read: a pool of their own with a statement timeout (db/client.ts). */
    heavyDb: Db;
    config: AppConfig;
    mailer: Mailer;
    /** Uploaded files: the local folder or an S3-compatible bucket (lib/storage). */
    storage: FileStorage;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a session (register, login, public content). */
    isPublic?: boolean;
    /** Only for platform administrators. */
    isPlatformAdminOnly?: boolean;
    /** A built file or page of the web app: public, and no session is looked up for it. */
    isWebAsset?: boolean;
  }
}

export interface RouteRateLimit {
  max: number;
  timeWindow: number;
}

export interface RouteEntry {
  method: string;
  url: string;
  config: {
    isPublic?: boolean;
    isPlatformAdminOnly?: boolean;
    isWebAsset?: boolean;
    readCache?: true | { ownRows: readonly string[] };
    heavy?: HeavyKind;
  };
  /** The route's handler, so tests can call it without the hooks in front of it. */
  handler: RouteHandlerMethod;
}

/** Per-IP caps of the public write routes; tests lower or raise them. */
export interface RateLimits {
  register: RouteRateLimit;
  passwordReset: RouteRateLimit;
  publicForm: RouteRateLimit;
  /** Links that work without signing in by a token they carry (an event guest's RSVP). */
  publicToken: RouteRateLimit;
  /** Help chat messages per address, and per signed-in person. */
  chat: RouteRateLimit;
  chatPerUser: RouteRateLimit;
  /** Files one person may upload (task attachments, leave documents) in a window. */
  uploadFiles: RouteRateLimit;
  /** Bytes one person may upload in a window (counted in kilobytes, lib/upload-allowance.ts). */
  uploadBytes: RouteRateLimit;
  /** Requests per address to each route of the client page (issue 41). */
  clientLink: RouteRateLimit;
  /** Client link lookups that opened nothing, per address: past it, the address is refused (guessing). */
  clientLinkMisses: RouteRateLimit;
  /** Requests per personal access token (issue 43), whatever the route. */
  accessToken: RouteRateLimit;
  /** Bearer tokens that opened nothing, per address: past it, the address's bearer requests are refused. */
  accessTokenMisses: RouteRateLimit;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
    /** The rate limits' counts, shared by every API process (lib/window-counter.ts). */
    windowCounter: WindowCounter;
    routeTable: RouteEntry[];
    /** Runs the jobs a request queued for after its answer (lib/after-answer.ts). */
    afterAnswer: AfterAnswerRunner;
  }
}
