import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { join, sep } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const TEST_FILES = ['src/**/*.test.{ts,tsx}'];
/** The test files that replace a module with vi.mock, found afresh on each test run (never by a build). */
function mockingFiles() {
  return readdirSync(join(import.meta.dirname, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => readFileSync(join(import.meta.dirname, 'src', file), 'utf8').includes('vi.mock('))
    .map((file) => `src/${file.split(sep).join('/')}`);
}

function testProjects(mocking: string[]) {
  return [
    {
      extends: true as const,
      test: { name: 'shared', include: TEST_FILES, exclude: mocking, isolate: false },
    },
    { extends: true as const, test: { name: 'isolated', include: mocking, isolate: true } },
  ];
}

/** What rolldown's chunking functions can ask about a module. */
interface ChunkingContext {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

/** Whether a module is imported, directly or through other modules, by the public site's pages. */
function isUsedByPublicSite(id: string, ctx: ChunkingContext, seen = new Set<string>()): boolean {
  if (PUBLIC_SITE_MODULE.test(id)) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  return (ctx.getModuleInfo(id)?.importers ?? []).some((importer) => isUsedByPublicSite(importer, ctx, seen));
}
const PUBLIC_SITE_MODULE = /src[\\/](app[\\/]routes[\\/]marketing|components[\\/](marketing|layouts))[\\/]/;
const LUCIDE_ICON = /node_modules[\\/]lucide-react[\\/]/;
const SHARED_SCHEMA = /packages[\\/]shared[\\/]src[\\/]schemas[\\/](.+)\.ts$/;

// react-router's exports map only names its development build (warnings, extra checks); builds use
// the production build it ships beside it.
const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/[\\/]dist[\\/]development[\\/]index\.m?js$/, '/dist/production/index.mjs');

export default defineConfig(({ command, mode }) => ({
  plugins: [react(), tailwindcss()],
  resolve:
    command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  server: {
    port: 5173,
    // The API serves /api in development too; the browser still sees one origin.
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // zod and the shared schemas (~30 KB gzip) are only needed when a form validates; their own
        // chunk keeps them from being merged into chunks that public pages load up front.
        codeSplitting: {
          groups: [
            {
              // The icons of the public pages: one chunk instead of a dozen tiny ones, each of which
              // costs the browser a request and a compile task (app-only icons stay with their pages).
              name: (id, ctx) => (LUCIDE_ICON.test(id) && isUsedByPublicSite(id, ctx) ? 'icons' : null),
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
            {
              name: 'zod',
              test: /node_modules[\\/]zod[\\/]/,
              includeDependenciesRecursively: false,
            },
            {
              // A chunk per schema module: a page evaluates the schemas it uses, not all of them (building
              // every zod schema of the package took a phone half a second on each first load).
              name: (id) => {
                const path = SHARED_SCHEMA.exec(id)?.[1];
                return path ? `schema-${path.replaceAll(/[\\/]/g, '-')}` : null;
              },
              // Shared constants the schemas import stay where pages can reach them without zod.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  test: {
    // Each test's own limit: the waits above may take their 5 s on a busy machine.
    testTimeout: 20_000,
    // Two workers on CI's two cores (Vitest's default leaves one idle).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A file that stubs fetch or another global gets the real one back after each test, whoever runs next.
    unstubGlobals: true,
    // A fresh jsdom and module graph per file cost the suite more than its tests (environment 152 s and
    // import 111 s summed, against 107 s of tests, on two cores). Files share their worker's instead, but
    // a file that replaces a module (vi.mock) keeps its own, so its stand-in never reaches another file.
    projects: mode === 'test' ? testProjects(mockingFiles()) : [],
    environment: 'jsdom',
    setupFiles: ['src/test-setup.ts'],
  },
}));
