import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { firstLoadFiles, measure } from './check-js-budget.mjs';

/** A build's manifest in small: an entry, the app layout, a page with a shared chunk and a lazy chart. */
const MANIFEST = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], dynamicImports: ['page'] },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
  '_chart.js': { file: 'assets/chart.js' },
  'src/app/routes/app/app-layout.tsx': { file: 'assets/layout.js', imports: ['index.html', '_shared.js'] },
  'src/app/routes/app/home-page.tsx': {
    file: 'assets/home.js',
    imports: ['_shared.js'],
    dynamicImports: ['_chart.js'],
    css: ['assets/home.css'],
  },
};
const HOME = 'src/app/routes/app/home-page.tsx';

describe('first-load JavaScript', () => {
  it('counts the entry, the layout and the page with their static imports, each once, not the lazy ones', () => {
    expect(firstLoadFiles(MANIFEST, HOME).sort()).toEqual([
      'assets/home.js',
      'assets/index.js',
      'assets/layout.js',
      'assets/react.js',
      'assets/shared.js',
    ]);
  });

  it('names a page over its budget, and a budget whose page the build does not have', () => {
    // Random bytes do not compress: 60 KB stays about 60 KB gzipped.
    const big = randomBytes(60_000);
    const rows = measure(MANIFEST, (file) => (file === 'assets/home.js' ? big : Buffer.from('x')), {
      [HOME]: 10,
    });
    expect(rows[0]).toMatchObject({ page: HOME, over: true });
    expect(rows[0].kb).toBeGreaterThan(10);
    expect(measure(MANIFEST, () => Buffer.from('x'), { [HOME]: 10 })[0].over).toBe(false);
    expect(() =>
      measure(MANIFEST, () => Buffer.from('x'), { 'src/app/routes/app/gone-page.tsx': 10 }),
    ).toThrow(/no src\/app\/routes\/app\/gone-page.tsx/);
  });
});
