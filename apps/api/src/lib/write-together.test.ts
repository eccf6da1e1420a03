import { randomUUID } from 'node:crypto';
import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobs } from '../db/schema';
import { newOrganization, type OrganizationFixture } from '../test/org-fixture';
import { createTestApp, type TestApp } from '../test/test-app';
import type { WorkChangedEvent } from './live-events';
import { isWriteConflict, writeTogether } from './write-together';

// A write's rows made in one statement (issue 45, item 5): each write a data-modifying CTE.

let t: TestApp;
let org: OrganizationFixture;
beforeAll(async () => {
  t = await createTestApp();
  org = await newOrganization(t, 'Write Together LLP');
});
afterAll(async () => {
  await t.close();
});

const jobsKeyed = (key: string) =>
  t.db
    .select({ kind: jobs.kind, key: jobs.key })
    .from(jobs)
    .where(like(jobs.key, `${key}%`))
    .orderBy(jobs.key);

describe('writeTogether', () => {
  it('makes every write, a later one reading what an earlier one named, and sends the live events: one statement', async () => {
    const key = `write-together:${randomUUID()}`;
    const heard: WorkChangedEvent[] = [];
    const stop = t.app.live.onWorkChanged(org.orgId, (event) => heard.push(event));
    const execute = vi.spyOn(t.db, 'execute');
    try {
      await writeTogether(
        t.db,
        [
          {
            name: 'first',
            write: t.db
              .insert(jobs)
              .values({ kind: 'test.first', key, runAt: new Date() })
              .returning({ key: jobs.key }),
          },
          sql`insert into jobs (kind, key, run_at) select 'test.second', first.key || ':second', now() from first`,
          null,
        ],
        [{ type: 'work_changed', org: org.orgId, kind: 'task', ids: [key] }],
      );
      expect(execute).toHaveBeenCalledTimes(1);
      expect(await jobsKeyed(key)).toEqual([
        { kind: 'test.first', key },
        { kind: 'test.second', key: `${key}:second` },
      ]);
      await vi.waitFor(() => expect(heard.some((event) => event.ids.includes(key))).toBe(true));
    } finally {
      execute.mockRestore();
      stop();
    }
  });

  it('writes nothing, and tells nobody, when one of the writes fails', async () => {
    const key = `write-together:${randomUUID()}`;
    const heard: WorkChangedEvent[] = [];
    const stop = t.app.live.onWorkChanged(org.orgId, (event) => heard.push(event));
    try {
      await expect(
        writeTogether(
          t.db,
          [
            t.db.insert(jobs).values({ kind: 'test.kept', key, runAt: new Date() }),
            // The same key again: the unique index refuses the statement, and with it the first row.
            t.db.insert(jobs).values({ kind: 'test.refused', key, runAt: new Date() }),
          ],
          [{ type: 'work_changed', org: org.orgId, kind: 'task', ids: [key] }],
        ),
      ).rejects.toThrow();
      expect(await jobsKeyed(key)).toEqual([]);
      // A later event arrives; the refused one never did.
      await writeTogether(t.db, [], [{ type: 'work_changed', org: org.orgId, kind: 'task', ids: ['after'] }]);
      await vi.waitFor(() => expect(heard.some((event) => event.ids.includes('after'))).toBe(true));
      expect(heard.some((event) => event.ids.includes(key))).toBe(false);
    } finally {
      stop();
    }
  });

  it('writes nothing, and says it was a conflict, when a guarded write did not change the rows it expected', async () => {
    const key = `write-together:${randomUUID()}`;
    await t.db.insert(jobs).values({ kind: 'test.guarded', key, runAt: new Date() });
    const guarded = (seen: string) => ({
      name: 'guarded',
      write: sql`update jobs set attempts = attempts + 1 where key = ${key} and kind = ${seen} returning id`,
      rows: 1,
    });
    const after = sql`insert into jobs (kind, key, run_at) values ('test.after', ${`${key}:after`}, now())`;
    // The row is no longer what was read: nothing of the statement is written.
    const refused = writeTogether(t.db, [guarded('test.other'), after]);
    await expect(refused).rejects.toSatisfy(isWriteConflict);
    expect(await jobsKeyed(key)).toEqual([{ kind: 'test.guarded', key }]);
    // It is: all of it is.
    await writeTogether(t.db, [guarded('test.guarded'), after]);
    expect(await jobsKeyed(key)).toEqual([
      { kind: 'test.guarded', key },
      { kind: 'test.after', key: `${key}:after` },
    ]);
    // Another error is not a conflict.
    await expect(
      writeTogether(t.db, [t.db.insert(jobs).values({ kind: 'test.twice', key, runAt: new Date() })]),
    ).rejects.not.toSatisfy(isWriteConflict);
  });

  it('sends nothing at all when there is nothing to write or tell', async () => {
    const execute = vi.spyOn(t.db, 'execute');
    try {
      await writeTogether(t.db, [null, undefined]);
      expect(execute).not.toHaveBeenCalled();
    } finally {
      execute.mockRestore();
    }
  });
});
