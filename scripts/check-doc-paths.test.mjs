import { describe, expect, it } from 'vitest';
import { missingDocPaths } from './check-doc-paths.mjs';

const FILES = ['README.md', 'apps/api/src/lib/reach.ts', 'apps/api/src/modules/tasks/README.md'];

function check(docText) {
  return missingDocPaths(FILES, (path) => (path === 'README.md' ? docText : ''));
}

describe('document paths', () => {
  it('accepts a path from the root and the end of a tracked path', () => {
    expect(check('See `apps/api/src/lib/reach.ts` and `lib/reach.ts`, `modules/tasks/README.md`.')).toEqual(
      [],
    );
  });

  it('names a file that moved or never existed, with its document', () => {
    expect(check('Reach is in `tasks/reach.ts`; the plan in `docs/plan.md`.')).toEqual([
      'README.md: tasks/reach.ts',
      'README.md: docs/plan.md',
    ]);
  });

  it('leaves build output, placeholders, bare names and commands alone', () => {
    expect(check('`dist/cpu-tasks.js`, `schemas/<x>.ts`, `reach.ts`, `npm run lint`, `a/b`')).toEqual([]);
  });

  it('matches whole folders: `b/reach.ts` ends the text of `lib/reach.ts` but names no file', () => {
    expect(check('`b/reach.ts`')).toEqual(['README.md: b/reach.ts']);
  });
});
