import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyPairs, sourceDirs } from './check-copies.mjs';

const at = (name, start, end) => ({ name, startLoc: { line: start }, endLoc: { line: end } });

describe('copy pairs', () => {
  it('names each pair from the root with its lines, the largest first', () => {
    const report = {
      duplicates: [
        {
          lines: 6,
          firstFile: at('/repo/apps/web/src/a.tsx', 10, 15),
          secondFile: at('/repo/apps/web/src/b.tsx', 3, 8),
        },
        {
          lines: 30,
          firstFile: at('/repo/apps/api/src/x.ts', 1, 30),
          secondFile: at('/repo/apps/api/src/y.ts', 41, 70),
        },
      ],
    };
    expect(copyPairs(report, '/repo')).toEqual([
      'apps/api/src/x.ts:1-30 ≈ apps/api/src/y.ts:41-70 (30 lines)',
      'apps/web/src/a.tsx:10-15 ≈ apps/web/src/b.tsx:3-8 (6 lines)',
    ]);
  });

  it('answers no pair for a report without copies', () => {
    expect(copyPairs({ duplicates: [] }, '/repo')).toEqual([]);
  });
});

describe('source folders', () => {
  it('are the src of every app and package, a folder without src left out', () => {
    const root = mkdtempSync(join(tmpdir(), 'copies-root-'));
    try {
      for (const dir of ['apps/api/src', 'apps/docs', 'apps/web/src', 'packages/shared/src'])
        mkdirSync(join(root, dir), { recursive: true });
      expect(sourceDirs(root).sort()).toEqual(['apps/api/src', 'apps/web/src', 'packages/shared/src']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
