import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../db/client';

/** A use counted within a fixed window: how many so far in this window, and when it resets. */
export interface WindowCount {
  count: number;
  resetInMs: number;
}

/**
 * Counts uses per key in fixed windows, in a store every API process shares (decision 018): Redis when
 * REDIS_URL is set, else the database's `rate_limit_windows`. One atomic statement per use, so two
 * processes (or two requests) never both see the last free place.
 */
export interface WindowCounter {
  /**
   * Counts `amount` uses (1 by default; an upload counts its kilobytes; 0 reads the count without
   * adding to it; a negative amount gives back what was reserved, never below 0) and answers the
   * window's total.
   */
  hit(key: string, windowMs: number, amount?: number): Promise<WindowCount>;
}

/** How often (in uses counted by this process) windows long past are deleted from the table. */
const SWEEP_EVERY = 500;

export function postgresWindowCounter(db: Db): WindowCounter {
  let uses = 0;
  return {
    async hit(key, windowMs, amount = 1) {
      // A window that has ended starts again at `amount`; else its count goes up and its end stays.
      // A give-back (negative) stops at 0, also in a window that began after its reservation.
      const result = await db.execute(sql`
        insert into rate_limit_windows (key, hits, resets_at)
        values (${key}, greatest(0, ${amount}::int), now() + make_interval(secs => ${windowMs / 1000}))
        on conflict (key) do update set
          hits = case when rate_limit_windows.resets_at <= now() then excluded.hits
                 else greatest(0, rate_limit_windows.hits + ${amount}::int) end,
          resets_at = case when rate_limit_windows.resets_at <= now() then excluded.resets_at
                      else rate_limit_windows.resets_at end
        returning hits, greatest(0, extract(epoch from (resets_at - now())) * 1000)::float8 as "resetInMs"`);
      const row = (result as unknown as { rows: { hits: number; resetInMs: number }[] }).rows[0];
      if (++uses % SWEEP_EVERY === 0) {
        await db.execute(sql`delete from rate_limit_windows where resets_at < now() - interval '1 hour'`);
      }
      return { count: row?.hits ?? Math.max(0, amount), resetInMs: Math.ceil(row?.resetInMs ?? windowMs) };
    },
  };
}

const REDIS_HIT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
if count < 0 then count = redis.call('INCRBY', KEYS[1], -count) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

export function redisWindowCounter(redis: Redis, prefix = 'taskflow:limit:'): WindowCounter {
  return {
    async hit(key, windowMs, amount = 1) {
      const [count, ttl] = (await redis.eval(REDIS_HIT, 1, `${prefix}${key}`, windowMs, amount)) as [
        number,
        number,
      ];
      return { count, resetInMs: ttl };
    },
  };
}

/**
 * @fastify/rate-limit's store over a shared counter: each route's limits count under its own method and
 * path (as the library's own stores do), and the answer is the library's `{ current, ttl }`.
 */
export function rateLimitStoreOf(counter: WindowCounter) {
  return class SharedRateLimitStore {
    readonly prefix: string;
    /** The library constructs the store with its options (unused); children are made by `child`. */
    constructor(_options?: unknown, prefix = 'route:') {
      this.prefix = prefix;
    }
    incr(
      key: string,
      done: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      counter.hit(`${this.prefix}${key}`, timeWindow).then(
        (count) => done(null, { current: count.count, ttl: count.resetInMs }),
        (error: Error) => done(error),
      );
    }
    /** The library passes the route's options; `routeInfo` (its method and path) is there at run time. */
    child(routeOptions: object) {
      const route = (routeOptions as { routeInfo?: { method: string; url: string } }).routeInfo;
      return new SharedRateLimitStore(undefined, `route:${route?.method ?? ''}${route?.url ?? ''}:`);
    }
  };
}
