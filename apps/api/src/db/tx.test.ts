/** Tx is a type: these expectations are checked by the type check (`npm run typecheck`), not at run time. */
import { describe, expectTypeOf, it } from 'vitest';
import type { Db, Tx } from './client';

describe('Tx', () => {
  it('is what db.transaction hands its callback', () => {
    expectTypeOf<Parameters<Parameters<Db['transaction']>[0]>[0]>().toEqualTypeOf<Tx>();
  });

  it('goes wherever a Db goes, while a function that takes a Tx refuses a plain Db', () => {
    expectTypeOf<Tx>().toExtend<Db>();
    expectTypeOf<Db>().not.toExtend<Tx>();
  });
});
