// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the client build,
// once, at the highest levels: the server sends them as they are (@fastify/static preCompressed)
// instead of compressing each asset on every request. Prerendered pages are compressed by the
// server when it loads them (it fills in their public URL first).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.txt', '.webmanifest']);
const SKIPPED_DIRS = new Set(['prerendered', '.vite', '.ssr']);
/** Below this a compressed copy saves less than the bytes of its headers. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* compressibleFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) yield* compressibleFiles(path);
    } else if (COMPRESSIBLE.has(extname(entry.name))) {
      yield path;
    }
  }
}

let original = 0;
let compressed = 0;
for await (const path of compressibleFiles(dist)) {
  const content = await readFile(path);
  if (content.length < MIN_BYTES) continue;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
  original += content.length;
  compressed += br.length;
  if (process.env.VERBOSE) console.log(relative(dist, path), content.length, br.length, gz.length);
}
console.log(
  `precompressed ${(original / 1024).toFixed(0)} KiB of assets to ${(compressed / 1024).toFixed(0)} KiB (brotli)`,
);
