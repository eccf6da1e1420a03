import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { containsPattern, startsWithPattern } from './like';

const client = new PGlite();
afterAll(() => client.close());

/** Whether PostgreSQL's ILIKE finds `value` with `pattern`, as the lists' searches ask it. */
async function matches(value: string, pattern: string): Promise<boolean> {
  const result = await client.query<{ found: boolean }>('select $1::text ilike $2 as found', [
    value,
    pattern,
  ]);
  return result.rows[0]?.found ?? false;
}

describe('containsPattern', () => {
  it('finds the text anywhere, in any case', async () => {
    expect(await matches('Annual GST Filing', containsPattern('gst fil'))).toBe(true);
    expect(await matches('Annual GST Filing', containsPattern('gst  fil'))).toBe(false);
  });

  it('takes % literally: it is no longer "anything"', async () => {
    expect(await matches('Fees 100% paid', containsPattern('100%'))).toBe(true);
    expect(await matches('Fees 1000 paid', containsPattern('100%'))).toBe(false);
    expect(await matches('anything', containsPattern('%'))).toBe(false);
  });

  it('takes _ literally: it is no longer "any one character"', async () => {
    expect(await matches('file_2026.csv', containsPattern('e_2'))).toBe(true);
    expect(await matches('filex2026.csv', containsPattern('e_2'))).toBe(false);
  });

  it('takes \\ literally, also as the last character', async () => {
    expect(await matches('C:\\Clients\\Acme', containsPattern('C:\\Clients'))).toBe(true);
    expect(await matches('C:Clients', containsPattern('C:\\Clients'))).toBe(false);
    expect(await matches('ends with \\', containsPattern('with \\'))).toBe(true);
    expect(await matches('ends with', containsPattern('with \\'))).toBe(false);
  });
});

describe('startsWithPattern', () => {
  it('finds values that start with the text, wildcards taken literally', async () => {
    expect(await matches('digest:user_1:2026-04-01', startsWithPattern('digest:user_1'))).toBe(true);
    expect(await matches('digest:userX1:2026-04-01', startsWithPattern('digest:user_1'))).toBe(false);
    expect(await matches('old digest:user_1', startsWithPattern('digest:user_1'))).toBe(false);
    expect(await matches('50%_off', startsWithPattern('50%_'))).toBe(true);
    expect(await matches('50 off', startsWithPattern('50%'))).toBe(false);
  });
});
