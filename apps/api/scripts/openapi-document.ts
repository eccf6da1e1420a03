/**
 * Writes the API's OpenAPI document, as /api/docs/json serves it, without a server or a database
 * server: the app is built on an empty in-memory PGlite, made ready (which registers every route),
 * asked for its document and closed. `npm run openapi:document -w @taskflow/api -- <file>`.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { openDatabase, PGLITE_EXTENSIONS } from '../src/db/client';

const target = process.argv[2];
if (!target) {
  console.error('usage: openapi-document.ts <output.json>');
  process.exit(2);
}

const dataDir = await mkdtemp(join(tmpdir(), 'taskflow-openapi-'));
const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
const database = await openDatabase({ pglite: client });
try {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, WEB_DIST_DIR: join(dataDir, 'no-web') });
  const app = await buildApp({ config: { ...config, apiDocs: true }, database });
  await app.ready();
  const document = app.swagger();
  await app.close();
  await mkdir(dirname(resolve(target)), { recursive: true });
  await writeFile(resolve(target), `${JSON.stringify(document, null, 2)}\n`);
  console.log(`OpenAPI document: ${Object.keys(document.paths ?? {}).length} paths → ${target}`);
} finally {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
