import type { Writable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { addressKeyOf } from '../lib/client-address';
import { createFairSlots, type FairSlots, type SlotLimits, SlotRefused } from '../lib/fair-slots';
import { stopCounting } from './overload';

/** Work that costs far more than a page of a list: each kind has slots of its own (decision 034). */
export type HeavyKind = 'report' | 'export' | 'import' | 'search' | 'assistant';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Heavy work: limited per person and organization instead of counting as a request in progress. */
    heavy?: HeavyKind;
  }
}

/**
 * Per process. A person's third report waits for nothing: it is refused at once (the page asks one
 * at a time). An organization's fifth, or the process's ninth, waits its turn for a few seconds. The
 * process bounds keep heavy statements below the database pool's size, so light requests always find
 * connections; search is lighter and typed by many at once, so it gets more room.
 */
export const HEAVY_LIMITS: Record<HeavyKind, SlotLimits> = {
  report: { perPerson: 2, perOrganization: 4, perProcess: 8, maxWaitMs: 10_000 },
  export: { perPerson: 2, perOrganization: 4, perProcess: 8, maxWaitMs: 10_000 },
  import: { perPerson: 2, perOrganization: 3, perProcess: 6, maxWaitMs: 10_000 },
  search: { perPerson: 3, perOrganization: 16, perProcess: 32, maxWaitMs: 5_000 },
  assistant: { perPerson: 2, perOrganization: 4, perProcess: 16, maxWaitMs: 10_000 },
};

/**
 * How long a response may keep bytes waiting for a client that takes none before it is ended. Only a
 * client that stops reading is ended: a response waiting on the server (the assistant's model) has
 * nothing waiting to be sent.
 */
export const DOWNLOAD_STALL_MS = 30_000;

/** What a person is told when they hold all their slots of a kind. */
export const HEAVY_WORK_LIMIT_MESSAGES: Record<HeavyKind, string> = {
  report: 'You already have reports running. Wait for one to finish, then try again.',
  export: 'You already have downloads in progress. Wait for one to finish, then try again.',
  import: 'You already have imports in progress. Wait for one to finish, then try again.',
  search: 'You are searching faster than the server answers. Wait a moment, then try again.',
  assistant: 'The assistant is still answering you. Wait for its answer, then ask again.',
};
/** What anyone is told when their organization's or the process's slots stayed taken. */
export const HEAVY_WORK_BUSY_MESSAGE =
  'The server is busy with other work like this. Please try again in a moment.';

const RETRY_AFTER_SECONDS = { person: 5, busy: 10 } as const;

/** The person a heavy request counts for: its caller, or its address (by /64) when it has none. */
function claimOf(request: FastifyRequest) {
  const address = `address:${addressKeyOf(request.ip)}`;
  return {
    person: request.auth?.userId ?? address,
    organization: request.auth?.orgId ?? address,
  };
}

/** A response stream's socket-level progress: bytes handed to the kernel, and whether any wait behind. */
function progressOf(
  response: Writable & { socket?: { bytesWritten: number; writableLength: number } | null },
) {
  const socket = response.socket;
  const waiting = response.writableLength + (socket?.writableLength ?? 0);
  return { sent: (socket?.bytesWritten ?? 0) - (socket?.writableLength ?? 0), isWaiting: waiting > 0 };
}

/**
 * Ends a streamed response whose client has stopped reading: bytes wait to be sent and none has left
 * for `stallMs`. It then holds no slot, no socket and none of this process's memory.
 */
export function endWhenStalled(
  response: Parameters<typeof progressOf>[0] & { destroy(error?: Error): void; once: Writable['once'] },
  stallMs: number,
  onStalled: () => void,
) {
  let lastSent = progressOf(response).sent;
  let stalledSince: number | undefined;
  const timer = setInterval(
    () => {
      const { sent, isWaiting } = progressOf(response);
      if (sent !== lastSent || !isWaiting) {
        lastSent = sent;
        stalledSince = undefined;
        return;
      }
      stalledSince ??= Date.now();
      if (Date.now() - stalledSince < stallMs) return;
      clearInterval(timer);
      onStalled();
      response.destroy();
    },
    Math.max(50, Math.floor(stallMs / 4)),
  );
  timer.unref();
  response.once('close', () => clearInterval(timer));
}

function isStream(payload: unknown): payload is NodeJS.ReadableStream {
  return typeof (payload as { pipe?: unknown } | null)?.pipe === 'function';
}

export interface HeavyWorkOptions {
  limits?: Partial<Record<HeavyKind, SlotLimits>>;
  stallMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The slots of each kind of heavy work in this process (tests and metrics read them). */
    heavySlots: Record<HeavyKind, FairSlots>;
  }
}

/**
 * Heavy routes (config.heavy) take a slot of their kind, after the caller is known, and hold it until
 * their response has ended (sent, streamed to the last byte, or its client gone). They never count
 * against the requests in progress (plugins/overload.ts), so a person running 300 reports is refused
 * their own third one while a colleague's page, in any organization, is answered as usual.
 *
 * Every streamed response (exports, attachments, calendar feeds) also leaves the requests in progress
 * once its first byte is ready, and is ended when its client stops reading (`endWhenStalled`).
 */
export const heavyWorkPlugin = fp(async (app: FastifyInstance, options: HeavyWorkOptions) => {
  const limits = { ...HEAVY_LIMITS, ...options.limits };
  const slots = Object.fromEntries(
    Object.entries(limits).map(([kind, kindLimits]) => [kind, createFairSlots(kindLimits)]),
  ) as Record<HeavyKind, FairSlots>;
  app.decorate('heavySlots', slots);
  const stallMs = options.stallMs ?? DOWNLOAD_STALL_MS;

  app.addHook('onRequest', async (request, reply) => {
    const kind = request.routeOptions.config?.heavy;
    if (!kind) return;
    const gone = new AbortController();
    const onClose = () => gone.abort();
    reply.raw.once('close', onClose);
    try {
      const release = await slots[kind].acquire(claimOf(request), gone.signal);
      reply.raw.off('close', onClose);
      if (reply.raw.destroyed) release();
      else reply.raw.once('close', release);
    } catch (error) {
      reply.raw.off('close', onClose);
      if (!(error instanceof SlotRefused)) throw error;
      reply.header('retry-after', String(RETRY_AFTER_SECONDS[error.reason]));
      throw new AppError(
        'RATE_LIMITED',
        error.reason === 'person' ? HEAVY_WORK_LIMIT_MESSAGES[kind] : HEAVY_WORK_BUSY_MESSAGE,
      );
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!isStream(payload) || !request.routeOptions.url) return payload;
    stopCounting(request);
    endWhenStalled(reply.raw, stallMs, () =>
      request.log.warn({ route: request.routeOptions.url }, 'Ended a response its client stopped reading'),
    );
    return payload;
  });
});
