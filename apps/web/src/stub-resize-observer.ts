import { afterAll, beforeAll } from 'vitest';

/**
 * For tests that open a Headless UI combobox's list: it watches the input's size to place the list, and
 * jsdom has no layout to watch. Only in the files that call it: with an observer, Headless UI also
 * closes an open list when its input moves, a frame later, which other tests' typing must not meet.
 */
export function stubResizeObserver() {
  const original = globalThis.ResizeObserver;
  beforeAll(() => {
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });
  afterAll(() => {
    globalThis.ResizeObserver = original;
  });
}
