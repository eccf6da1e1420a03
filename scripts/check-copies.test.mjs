import { describe, expect, it } from 'vitest';
import { copyPairs } from './check-copies.mjs';

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
