import type { RouteRateLimit } from '../../plugins/types';

/**
 * Fixed-window counters per key (an address, or a person): the chat may call a paid model, so each
 * address and each signed-in person has a cap. In memory per process, like @fastify/rate-limit's default.
 */
export function createWindowLimiter(limit: RouteRateLimit) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Counts one use; answers the seconds to wait when past the cap. */
    take(key: string, now = Date.now()): { ok: true } | { ok: false; retryAfterSeconds: number } {
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (now - w.start >= limit.timeWindow) windows.delete(k);
      }
      let window = windows.get(key);
      if (!window || now - window.start >= limit.timeWindow) {
        window = { start: now, count: 0 };
        windows.set(key, window);
      }
      if (window.count >= limit.max) {
        return { ok: false, retryAfterSeconds: Math.ceil((window.start + limit.timeWindow - now) / 1000) };
      }
      window.count++;
      return { ok: true };
    },
  };
}
