import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

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

// react-router's exports map only names its development build (warnings, extra checks); builds use
// the production build it ships beside it.
const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/[\\/]dist[\\/]development[\\/]index\.m?js$/, '/dist/production/index.mjs');

export default defineConfig(({ command }) => ({
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
              name: 'schemas',
              test: /node_modules[\\/]zod[\\/]|packages[\\/]shared[\\/]src[\\/]schemas[\\/]/,
              // Shared constants the schemas import stay where pages can reach them without zod.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    // Each test's own limit: the waits above may take their 5 s on a busy machine.
    testTimeout: 20_000,
    // Two workers on CI's two cores (Vitest's default leaves one idle).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
}));
