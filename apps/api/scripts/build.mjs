// Bundles the API into dist/server.js (and the CPU pool's tasks into dist/cpu-tasks.js, loaded by
// lib/off-thread.ts beside it), its npm dependencies included: one file to read and parse at
// start instead of some 1,500 modules resolved one by one (start-up is measured by bench/api-load.mjs).
// Packages that load files by path at run time stay external: native addons (argon2), PGlite's WebAssembly,
// pino's worker-thread transports, swagger-ui's static assets and pdfkit's fonts. The PDFs' Noto fonts are
// read at run time from the @fontsource packages, found from dist/cpu-tasks.js (lib/pdf/fonts.ts).
import { build } from 'esbuild';

const EXTERNAL = [
  '@node-rs/argon2',
  '@electric-sql/pglite',
  'pino',
  'pino-pretty',
  'thread-stream',
  '@fastify/swagger-ui',
  'pg-native',
  // pdfkit reads its font metrics (.afm) from its own folder; exceljs is large and loads lazily.
  'pdfkit',
  'exceljs',
  // The PDFs' fonts are parsed with the fontkit pdfkit embeds them with (one copy of it, not two).
  'fontkit',
  // piscina starts its threads from its own worker file, found beside its module.
  'piscina',
];

await build({
  entryPoints: { server: 'src/server.ts', 'cpu-tasks': 'src/workers/cpu-tasks.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: EXTERNAL,
  // Bundled CommonJS packages call require(); an ES module has none of its own.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
