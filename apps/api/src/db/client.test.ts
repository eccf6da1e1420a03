/** The app's PostgreSQL connections, as `openDatabase` configures them. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

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
