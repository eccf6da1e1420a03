import { randomUUID } from 'node:crypto';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { eventWrites } from './webhook-outbox';

// The outbox's writes go into statements whose text db/read-tracking.ts keeps by shape: the same event
// recorded twice must read as the same statement, with only its values different.

const dialect = new PgDialect();
const textOf = (writes: ReturnType<typeof eventWrites>) =>
  writes.map((write) => dialect.sqlToQuery(('name' in write ? write.write : write).getSQL()).sql).join('\n');

describe('the webhook outbox as writes of one statement', () => {
  it('writes the same text for the same event, and other part names for another type', () => {
    const event = { orgId: randomUUID(), type: 'task.updated', actorId: randomUUID() } as const;
    const first = eventWrites(event, [randomUUID()]);
    const second = eventWrites({ ...event, orgId: randomUUID() }, [randomUUID()]);
    expect(textOf(second)).toBe(textOf(first));
    const names = (writes: ReturnType<typeof eventWrites>) =>
      writes.flatMap((write) => ('name' in write ? [write.name] : []));
    const completed = names(eventWrites({ ...event, type: 'task.completed' }, [randomUUID()]));
    expect(names(first).filter((name) => completed.includes(name))).toEqual([]);
  });
});
