import { describe, expect, it } from 'vitest';
import { fileSizeReport, lineCount, MAX_LINES } from './check-file-size.mjs';

const linesOf = (count) => 'x\n'.repeat(count);

function report(sizes, allowed = new Map()) {
  return fileSizeReport(
    Object.keys(sizes),
    (path) => (sizes[path] === undefined ? undefined : linesOf(sizes[path])),
    allowed,
  );
}

describe('file sizes', () => {
  it('counts lines as an editor numbers them, with or without a final newline', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('a')).toBe(1);
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\nb')).toBe(2);
  });

  it('names the source files over the limit, largest first, and lets the limit itself pass', () => {
    const { oversized } = report({
      'apps/api/src/modules/events/events.service.ts': MAX_LINES + 1,
      'apps/web/src/features/tasks/board.tsx': MAX_LINES + 40,
      'packages/shared/src/format.ts': MAX_LINES,
      'scripts/check-doc-paths.mjs': MAX_LINES + 1,
      'bench/api-load.mjs': MAX_LINES + 2,
      'e2e/tests/timesheet-week.spec.ts': MAX_LINES + 3,
    });
    expect(oversized).toEqual([
      { path: 'apps/web/src/features/tasks/board.tsx', lines: MAX_LINES + 40 },
      { path: 'e2e/tests/timesheet-week.spec.ts', lines: MAX_LINES + 3 },
      { path: 'bench/api-load.mjs', lines: MAX_LINES + 2 },
      { path: 'apps/api/src/modules/events/events.service.ts', lines: MAX_LINES + 1 },
      { path: 'scripts/check-doc-paths.mjs', lines: MAX_LINES + 1 },
    ]);
  });

  it('leaves out what is not source: other folders, other extensions, generated types, files gone from disk', () => {
    const { oversized } = report({
      'apps/api/scripts/openapi-types.ts': 900,
      'apps/api/src/db/migrations/0001_init.sql': 900,
      'docs/architecture.md': 900,
      'apps/web/src/styles.css': 900,
      'e2e/support/api-types.ts': 20_000,
      'apps/api/src/lib/deleted.ts': undefined,
    });
    expect(oversized).toEqual([]);
  });

  it('lets an allowed file pass, and names an allowed file that shrank or is gone so the list only shrinks', () => {
    const allowed = new Map([
      ['apps/api/src/test/permission-matrix.test.ts', 'one table'],
      ['apps/api/src/modules/time/time.test.ts', 'shrank'],
      ['apps/api/src/modules/gone/gone.test.ts', 'gone'],
    ]);
    const result = report(
      {
        'apps/api/src/test/permission-matrix.test.ts': 1400,
        'apps/api/src/modules/time/time.test.ts': MAX_LINES,
      },
      allowed,
    );
    expect(result).toEqual({
      oversized: [],
      stale: ['apps/api/src/modules/time/time.test.ts', 'apps/api/src/modules/gone/gone.test.ts'],
    });
  });
});
