/**
 * Rate limits hold across API processes: two apps on one database (as two processes would be) count
 * against one allowance, in the database and, when a Redis server is given (TEST_REDIS_URL), in Redis.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, secondAppOnSameDatabase, type TestApp } from '../test/test-app';
import { postgresWindowCounter, redisWindowCounter, type WindowCounter } from './window-counter';

const DEFAULT_PUBLIC_FORM_MAX = 5;
let t: TestApp;
let other: Awaited<ReturnType<typeof secondAppOnSameDatabase>>;

beforeAll(async () => {
  // The default allowance on both (the second app is built with the defaults).
  t = await createTestApp({
    rateLimits: { publicForm: { max: DEFAULT_PUBLIC_FORM_MAX, timeWindow: 15 * 60_000 } },
  });
  other = await secondAppOnSameDatabase(t);
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const demoRequest = (app: TestApp['app'], remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/inquiries/demo',
    remoteAddress,
    payload: {
      name: 'Kavya Nair',
      companyname: 'Nair & Co Chartered Accountants',
      email: `kavya.${randomUUID().slice(0, 8)}@example.com`,
      countryCode: 'IN',
      mobile: '9876543210',
      isHuman: true,
      website: '',
    },
  });

describe('rate limits across processes', () => {
  it('a public form’s allowance is one, whichever process answers', async () => {
    const address = '198.51.100.23';
    const statuses: number[] = [];
    for (let i = 0; i < DEFAULT_PUBLIC_FORM_MAX + 1; i++) {
      statuses.push((await demoRequest(i % 2 === 0 ? t.app : other.app, address)).statusCode);
    }
    expect(statuses.slice(0, DEFAULT_PUBLIC_FORM_MAX)).toEqual(Array(DEFAULT_PUBLIC_FORM_MAX).fill(201));
    expect(statuses.at(-1)).toBe(429);
    // Another address has its own allowance.
    expect((await demoRequest(other.app, '198.51.100.24')).statusCode).toBe(201);
  });
});

/** An upload's kilobytes counted in one use; 0 reads the window; a negative amount gives back, down to 0. */
async function countsAmounts(counter: WindowCounter) {
  const key = `test:${randomUUID()}`;
  expect((await counter.hit(key, 60_000, 0)).count).toBe(0);
  expect((await counter.hit(key, 60_000, 1500)).count).toBe(1500);
  expect((await counter.hit(key, 60_000, 0)).count).toBe(1500);
  const counts = await Promise.all([250, 250, 250].map((amount) => counter.hit(key, 60_000, amount)));
  expect(counts.map((count) => count.count).sort((a, b) => a - b)).toEqual([1750, 2000, 2250]);
  expect((await counter.hit(key, 60_000)).count).toBe(2251);
  // A reservation given back; a give-back past the count (its window began after it) stops at 0.
  expect((await counter.hit(key, 60_000, -251)).count).toBe(2000);
  expect((await counter.hit(key, 60_000, -5000)).count).toBe(0);
  const fresh = `test:${randomUUID()}`;
  expect((await counter.hit(fresh, 60_000, -10)).count).toBe(0);
  expect((await counter.hit(fresh, 60_000, 3)).count).toBe(3);
}

async function countsConcurrently(counter: WindowCounter) {
  const key = `test:${randomUUID()}`;
  const counts = await Promise.all(Array.from({ length: 20 }, () => counter.hit(key, 60_000)));
  return counts;
}

describe('window counters', () => {
  it('the database counts 20 simultaneous uses 1 to 20, and a window that ended starts again', async () => {
    const counter = postgresWindowCounter(t.db);
    const counts = await countsConcurrently(counter);
    expect(counts.map((count) => count.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    for (const count of counts) expect(count.resetInMs).toBeLessThanOrEqual(60_000);
    const key = `test:${randomUUID()}`;
    expect((await counter.hit(key, 50)).count).toBe(1);
    expect((await counter.hit(key, 50)).count).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect((await counter.hit(key, 50)).count).toBe(1);
  });

  it('the database counts amounts, and reads a window with an amount of 0', async () => {
    await countsAmounts(postgresWindowCounter(t.db));
  });

  it.skipIf(!process.env.TEST_REDIS_URL)('Redis counts amounts the same way', async () => {
    const redis = new Redis(process.env.TEST_REDIS_URL ?? '');
    try {
      await countsAmounts(redisWindowCounter(redis, `taskflow-test:${randomUUID()}:`));
    } finally {
      redis.disconnect();
    }
  });

  it.skipIf(!process.env.TEST_REDIS_URL)('Redis counts the same way', async () => {
    const redis = new Redis(process.env.TEST_REDIS_URL ?? '');
    try {
      const counter = redisWindowCounter(redis, `taskflow-test:${randomUUID()}:`);
      const counts = await countsConcurrently(counter);
      expect(counts.map((count) => count.count).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 20 }, (_, i) => i + 1),
      );
      const key = 'short';
      expect((await counter.hit(key, 50)).count).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect((await counter.hit(key, 50)).count).toBe(1);
    } finally {
      redis.disconnect();
    }
  });
});
