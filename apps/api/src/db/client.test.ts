/** The app's PostgreSQL connections, as `openDatabase` configures them. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlStateOf } from '../lib/db-errors';
import { createTestApp, type TestApp } from '../test/test-app';
import { openDatabase } from './client';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let t: TestApp;

beforeAll(async () => {
  if (onPostgres) t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe.skipIf(!onPostgres)('PostgreSQL connections', () => {
  it('never JIT-compile a query (compiling cost reports ten times their run time)', async () => {
    // Several at once: each may be a different pooled connection, and every one must carry the setting.
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => t.db.execute(sql`select current_setting('jit') as jit`)),
    );
    for (const answer of answers) {
      expect((answer as unknown as { rows: { jit: string }[] }).rows[0]?.jit).toBe('off');
    }
  });
});

describe.skipIf(!onPostgres)('the heavy pool', () => {
  it('ends a report statement past its timeout, while the light pool runs the same statement to the end', async () => {
    const result = await t.db.execute(sql`select current_database() as name`);
    const name = (result as unknown as { rows: { name: string }[] }).rows[0]?.name ?? '';
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString(), heavyStatementTimeoutMs: 1_000 });
    try {
      const settings = await database.heavyDb.execute(
        sql`select current_setting('statement_timeout') as timeout, current_setting('jit') as jit`,
      );
      expect((settings as unknown as { rows: unknown[] }).rows[0]).toEqual({ timeout: '1s', jit: 'off' });
      const refusal = await database.heavyDb
        .execute(sql`select pg_sleep(1.5)`)
        .catch((error: unknown) => error);
      expect(sqlStateOf(refusal)).toBe('57014');
      await database.db.execute(sql`select pg_sleep(1.5)`);
    } finally {
      await database.close();
    }
  });
});
