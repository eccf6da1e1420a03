import { describe, expect, it } from 'vitest';
import { keepShown, toggleAll, toggleOne } from './selection';

describe('bulk selection', () => {
  it('toggles one row on and off', () => {
    const one = toggleOne(new Set(), 'a');
    expect([...one]).toEqual(['a']);
    expect([...toggleOne(one, 'a')]).toEqual([]);
  });
  it('selects all shown rows, and clears them when all were selected', () => {
    expect([...toggleAll(new Set(['a']), ['a', 'b'])]).toEqual(['a', 'b']);
    expect([...toggleAll(new Set(['a', 'b']), ['a', 'b'])]).toEqual([]);
    expect([...toggleAll(new Set(), [])]).toEqual([]);
  });
  it('drops rows decided elsewhere and keeps the same set when nothing changed', () => {
    const selected = new Set(['a', 'b']);
    expect([...keepShown(selected, ['b', 'c'])]).toEqual(['b']);
    expect(keepShown(selected, ['a', 'b', 'c'])).toBe(selected);
  });
});
