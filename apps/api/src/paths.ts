import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * This file sits directly in src/, and the production bundle directly in dist/,
 * so one level up is the api package in both cases.
 */
export const apiRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = resolve(apiRoot, '../..');
export const migrationsDir = resolve(apiRoot, 'src/db/migrations');
export const defaultWebDistDir = resolve(apiRoot, '../web/dist');
