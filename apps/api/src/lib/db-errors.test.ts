import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isDatabaseUnavailable,
  isStillReferenced,
  isUniqueViolation,
  sqlStateOf,
  violatedConstraint,
} from './db-errors';

/** A driver as the app meets it: through Drizzle, and raw (as a failed COMMIT or a driver call raises). */
interface Driver {
  drizzle: { execute(query: ReturnType<typeof sql>): Promise<unknown>; transaction: unknown };
  raw(text: string): Promise<unknown>;
  /** Runs several statements. */
  exec(text: string): Promise<unknown>;
  close(): Promise<void>;
}

async function pglite(): Promise<Driver> {
  const client = new PGlite();
  return {
    drizzle: drizzlePglite(client),
    raw: (text) => client.query(text),
    exec: (text) => client.exec(text),
    close: () => client.close(),
  };
}

/** The PostgreSQL server of TEST_DATABASE_URL, on one connection (its temporary tables are the client's). */
async function postgres(url: string): Promise<Driver> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    drizzle: drizzlePg(client),
    raw: (text) => client.query(text),
    exec: (text) => client.query(text),
    close: () => client.end(),
  };
}

/** The error a call rejects with (the test fails if it succeeds). */
async function refusal(call: () => Promise<unknown>): Promise<unknown> {
  try {
    await call();
  } catch (error) {
    return error;
  }
  throw new Error('expected the database to refuse');
}

const drivers: [string, () => Promise<Driver>][] = [['PGlite', pglite]];
const url = process.env.TEST_DATABASE_URL;
if (url) drivers.push(['PostgreSQL', () => postgres(url)]);

describe.each(drivers)('database errors on %s', (_name, open) => {
  let driver: Driver;
  beforeAll(async () => {
    driver = await open();
    await driver.exec(`
      create temporary table parent (id int primary key, name text constraint parent_name_unique unique);
      create temporary table held (id int primary key, parent_id int references parent (id) on delete restrict);
      create temporary table linked (id int primary key, parent_id int references parent (id));
      insert into parent values (1, 'Acme'), (2, 'Globex'), (3, 'Initech');
      insert into held values (1, 1);
      insert into linked values (1, 2);`);
  });
  afterAll(() => driver?.close());

  it('reads a unique violation wrapped by Drizzle, with the index it names', async () => {
    const error = await refusal(() => driver.drizzle.execute(sql`insert into parent values (9, 'Acme')`));
    expect(error).not.toHaveProperty('code');
    expect(isUniqueViolation(error)).toBe(true);
    expect(sqlStateOf(error)).toBe('23505');
    expect(violatedConstraint(error)).toBe('parent_name_unique');
    expect(isStillReferenced(error)).toBe(false);
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('reads the same violation raised bare by the driver', async () => {
    const error = await refusal(() => driver.raw(`insert into parent values (1, 'Other')`));
    expect(error).toHaveProperty('code', '23505');
    expect(isUniqueViolation(error)).toBe(true);
    expect(violatedConstraint(error)).toBe('parent_pkey');
  });

  it('tells a delete refused by ON DELETE RESTRICT and by a plain foreign key', async () => {
    const restricted = await refusal(() => driver.drizzle.execute(sql`delete from parent where id = 1`));
    // PostgreSQL 18 (PGlite's) answers 23001 for RESTRICT; earlier servers answer 23503 for both.
    expect(['23001', '23503']).toContain(sqlStateOf(restricted));
    expect(isStillReferenced(restricted)).toBe(true);
    const referenced = await refusal(() => driver.raw('delete from parent where id = 2'));
    expect(sqlStateOf(referenced)).toBe('23503');
    expect(isStillReferenced(referenced)).toBe(true);
    expect(isUniqueViolation(referenced)).toBe(false);
  });

  it('answers no for a refusal of another kind', async () => {
    const error = await refusal(() =>
      driver.drizzle.execute(sql`insert into parent values (null, 'Nobody')`),
    );
    expect(sqlStateOf(error)).toBe('23502');
    expect(isUniqueViolation(error)).toBe(false);
    expect(isStillReferenced(error)).toBe(false);
  });
});

describe('errors that are not the database’s', () => {
  it('answers no, and reads no SQLSTATE from a socket error', () => {
    const socket = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    for (const error of [new Error('boom'), socket, undefined, null, 'text', { code: '23505' }]) {
      expect(isUniqueViolation(error)).toBe(false);
      expect(isStillReferenced(error)).toBe(false);
      expect(violatedConstraint(error)).toBeUndefined();
    }
    expect(sqlStateOf(socket)).toBeUndefined();
    expect(isDatabaseUnavailable(new Error('query failed', { cause: socket }))).toBe(true);
  });
});
