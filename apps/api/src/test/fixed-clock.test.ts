/**
 * scripts/fixed-clock.mjs, the preload the browser suite starts the server with: each case runs a
 * real `node --import` child and reads its clocks, the JavaScript ones and the embedded PGlite's.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { apiRoot } from '../paths';

const run = promisify(execFile);
const preload = pathToFileURL(join(apiRoot, 'scripts/fixed-clock.mjs')).href;

/**
 * What the child reads: every argument-less clock, the explicit forms, and (when asked: a PGlite takes
 * seconds to start) the embedded database's now() and current_date.
 */
const probe = (withDatabase: boolean) => `
let row = {};
if (${withDatabase}) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite();
  [row] = (await db.query("select extract(epoch from now()) * 1000 as now, current_date::text as today")).rows;
  await db.close();
}
const made = new Date();
console.log(JSON.stringify({
  dateNow: Date.now(),
  newDate: made.getTime(),
  dateCall: Date(),
  explicit: new Date(86_400_000).toISOString(),
  parts: new Date(2030, 0, 2, 3, 4, 5).getFullYear(),
  parsed: Date.parse('2030-01-02T00:00:00Z'),
  utc: Date.UTC(2030, 0, 2),
  isDate: made instanceof Date && structuredClone(made) instanceof Date,
  pgNow: row.now && Number(row.now),
  pgToday: row.today,
  performanceNow: performance.now(),
}));
`;

async function readClocks(env: Record<string, string>, withDatabase = false) {
  const args = ['--import', preload, '--input-type=module', '-e', probe(withDatabase)];
  const { stdout } = await run(process.execPath, args, {
    cwd: apiRoot,
    env: { ...process.env, FIXED_NOW: '', FIXED_NOW_SINCE: '', ...env },
  });
  return JSON.parse(stdout) as {
    dateNow: number;
    newDate: number;
    dateCall: string;
    explicit: string;
    parts: number;
    parsed: number;
    utc: number;
    isDate: boolean;
    pgNow?: number;
    pgToday?: string;
    performanceNow: number;
  };
}

describe('fixed-clock preload', () => {
  it('starts the clock at FIXED_NOW and lets it run, for the app and its embedded database alike', async () => {
    const instant = Date.parse('2026-11-16T09:30:00+05:30');
    const since = Date.now();
    const clocks = await readClocks(
      { FIXED_NOW: '2026-11-16T09:30:00+05:30', FIXED_NOW_SINCE: String(since) },
      true,
    );
    const elapsed = Date.now() - since;

    // Read after start-up, so later than the instant by at most the real time the child took.
    for (const reading of [clocks.dateNow, clocks.newDate, clocks.pgNow]) {
      expect(reading).toBeGreaterThanOrEqual(instant);
      expect(reading).toBeLessThanOrEqual(instant + elapsed);
    }
    expect(clocks.pgNow).toBeLessThanOrEqual(clocks.dateNow);
    expect(clocks.pgToday).toBe('2026-11-16');
    expect(Date.parse(clocks.dateCall)).toBeGreaterThanOrEqual(instant - 1000);
    expect(Date.parse(clocks.dateCall)).toBeLessThanOrEqual(instant + elapsed);
    // Dates given explicitly, and the monotonic clock, are not moved.
    expect(clocks.explicit).toBe('1970-01-02T00:00:00.000Z');
    expect(clocks.parts).toBe(2030);
    expect(clocks.parsed).toBe(Date.UTC(2030, 0, 2));
    expect(clocks.utc).toBe(Date.UTC(2030, 0, 2));
    expect(clocks.performanceNow).toBeLessThan(elapsed);
    expect(clocks.isDate).toBe(true);
  });

  it('takes the moment it loads as the start when FIXED_NOW_SINCE is not given', async () => {
    const instant = Date.parse('2027-02-26T23:59:00Z');
    const started = Date.now();
    const clocks = await readClocks({ FIXED_NOW: '2027-02-26T23:59:00Z' });
    expect(clocks.dateNow).toBeGreaterThanOrEqual(instant);
    expect(clocks.dateNow).toBeLessThanOrEqual(instant + (Date.now() - started));
  });

  it('changes nothing without FIXED_NOW', async () => {
    const before = Date.now();
    const clocks = await readClocks({});
    const after = Date.now();
    for (const reading of [clocks.dateNow, clocks.newDate]) {
      expect(reading).toBeGreaterThanOrEqual(before);
      expect(reading).toBeLessThanOrEqual(after);
    }
  });

  it('refuses to start on a FIXED_NOW that is not a date', async () => {
    await expect(readClocks({ FIXED_NOW: 'next monday' })).rejects.toThrow(/FIXED_NOW is not a date/);
  });
});
