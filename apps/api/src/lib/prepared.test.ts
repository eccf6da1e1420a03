import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { preparedVariants, variantOf } from './prepared';

describe('preparedVariants', () => {
  it('builds each shape once per database, and keeps only the most recent few hundred shapes', () => {
    const built: string[] = [];
    const statementOf = preparedVariants('list', (_db, variant, statement) => {
      built.push(variant);
      return statement;
    });
    const db = {} as Db;
    expect(statementOf(db, 'a')).toBe('list:a');
    statementOf(db, 'a');
    expect(built).toEqual(['a']);
    statementOf({} as Db, 'a');
    expect(built).toEqual(['a', 'a']);

    for (let n = 0; n < 300; n++) statementOf(db, `shape${n}`);
    const before = built.length;
    statementOf(db, 'shape299');
    expect(built.length).toBe(before);
    statementOf(db, 'a');
    expect(built.length).toBe(before + 1);
  });

  it('names a variant after the filters present, in a fixed order', () => {
    expect(variantOf({ q: 'x', role: undefined, department: 'd' })).toBe('q+department');
    expect(variantOf({ q: '', role: null })).toBe('all');
  });
});
