/**
 * PGlite runs queries on the server's own thread; queued behind each other they must still let the event
 * loop turn, or nothing else (reading requests, answering from caches, refusing overload) happens until
 * the whole queue has drained.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takingTurns } from './client';

let raw: PGlite;
beforeAll(async () => {
  raw = await PGlite.create();
});
afterAll(async () => {
  await raw.close();
});

/**
 * How many of `count` queued queries had finished when a callback queued beside them ran, or -1 when it
 * had not run by the time the last one finished.
 */
async function finishedBeforeTheLoopTurned(client: PGlite, count: number) {
  let finished = 0;
  let seenByTheLoop = -1;
  const queries = Array.from({ length: count }, () =>
    client.query('select count(*) from generate_series(1, 2000)').then(() => {
      finished++;
    }),
  );
  setImmediate(() => {
    seenByTheLoop = finished;
  });
  await Promise.all(queries);
  return seenByTheLoop;
}

describe('PGlite queries taking turns', () => {
  it('a bare PGlite drains its whole queue before the loop turns (why takingTurns exists)', async () => {
    expect(await finishedBeforeTheLoopTurned(raw, 50)).toBe(-1);
  });

  it('lets the loop turn between queries, and keeps their order', async () => {
    const client = takingTurns(raw);
    const finished = await finishedBeforeTheLoopTurned(client, 50);
    expect(finished).toBeGreaterThanOrEqual(0);
    expect(finished).toBeLessThan(5);
    const order: number[] = [];
    await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        client.query<{ n: number }>(`select ${n} as n`).then((r) => order.push(r.rows[0]?.n ?? 0)),
      ),
    );
    expect(order).toEqual([1, 2, 3, 4, 5]);
  });

  it('runs a transaction as one turn, and a failed query does not stop the queue', async () => {
    const client = takingTurns(raw);
    await client.exec('create table turns (n int)');
    const inserted = client.transaction(async (tx) => {
      await tx.query('insert into turns values (1)');
      await tx.query('insert into turns values (2)');
    });
    const failed = client.query('select * from no_such_table').catch((error: Error) => error.message);
    const counted = client.query<{ n: number }>('select count(*)::int as n from turns');
    await inserted;
    expect(await failed).toMatch(/no_such_table/);
    expect((await counted).rows[0]?.n).toBe(2);
  });
});
