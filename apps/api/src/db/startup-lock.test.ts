/**
 * Three API processes starting at the same moment on an empty PostgreSQL database: each opens its own
 * pool (as a process would) and runs its startup (migrations, then the first seed) under the startup
 * lock. The migrations apply once and the demo organization is seeded once.
 */
import { randomUUID } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { withDatabase } from '../test/global-setup';
import { openDatabase } from './client';
import { organizations, pricingPlans } from './schema';
import { seedDemo } from './seed';

const url = process.env.TEST_DATABASE_URL;
const name = `taskflow_startup_${randomUUID().replaceAll('-', '').slice(0, 12)}`;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  if (url) await admin(`drop database if exists ${name} with (force)`);
});

describe.skipIf(!url)('startup of several processes at once', () => {
  it('migrates and seeds an empty database once', async () => {
    await admin(`create database ${name}`);
    const processes = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ url: withDatabase(url ?? '', name) })),
    );
    try {
      const outcomes = await Promise.all(
        processes.map((database) =>
          database.withStartupLock(async () => {
            await database.migrate();
            return seedDemo(database.db);
          }),
        ),
      );
      expect(outcomes.filter(Boolean)).toHaveLength(1);
      const [db] = processes.map((database) => database.db);
      if (!db) throw new Error('no database');
      const [orgs] = await db.select({ n: count() }).from(organizations);
      expect(orgs?.n).toBe(1);
      const [plans] = await db.select({ n: count() }).from(pricingPlans);
      expect(plans?.n).toBeGreaterThan(0);
      const applied = await db.execute(
        sql`select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`,
      );
      const row = (applied as unknown as { rows: { n: number; distinct: number }[] }).rows[0];
      expect(row?.n).toBe(row?.distinct);
      expect(row?.n).toBeGreaterThan(20);
    } finally {
      await Promise.all(processes.map((database) => database.close()));
    }
  });
});
