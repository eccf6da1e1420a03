import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILD_OUTPUTS, FINGERPRINT_FILE, needsBuild, sourcesFingerprint } from './build-fingerprint.mjs';

const roots = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function write(root, path, text) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** A checkout with a source file of each build and, when `built`, the outputs and the fingerprint. */
function checkout({ built }) {
  const root = mkdtempSync(join(tmpdir(), 'fingerprint-'));
  roots.push(root);
  write(root, 'apps/web/src/main.tsx', 'export {};\n');
  write(root, 'apps/api/src/server.ts', 'export {};\n');
  write(root, 'package-lock.json', '{}\n');
  if (built) {
    for (const output of BUILD_OUTPUTS) write(root, output, '');
    write(root, FINGERPRINT_FILE, `${sourcesFingerprint(root)}\n`);
  }
  return root;
}

describe('npm start builds only when the sources changed', () => {
  it('builds a checkout never built, and one whose build lost an output', () => {
    expect(needsBuild(checkout({ built: false }))).toBe(true);
    const root = checkout({ built: true });
    expect(needsBuild(root)).toBe(false);
    rmSync(join(root, 'apps/web/dist/index.html'));
    expect(needsBuild(root)).toBe(true);
  });

  it('builds again after a source, the shared package or the lockfile changes, not after a touch', () => {
    const root = checkout({ built: true });
    utimesSync(join(root, 'apps/api/src/server.ts'), new Date(), new Date(2030, 0, 1));
    expect(needsBuild(root)).toBe(false);
    for (const [path, text] of [
      ['apps/api/src/server.ts', 'export const changed = 1;\n'],
      ['packages/shared/src/index.ts', 'export {};\n'],
      ['package-lock.json', '{"lockfileVersion":3}\n'],
    ]) {
      const fresh = checkout({ built: true });
      write(fresh, path, text);
      expect(needsBuild(fresh), path).toBe(true);
    }
  });

  it('ignores what the builds do not read: node_modules, build output, data', () => {
    const root = checkout({ built: true });
    write(root, 'apps/web/src/node_modules/x.js', 'x');
    write(root, 'apps/api/dist/extra.js', 'x');
    write(root, 'data/pglite/file', 'x');
    expect(needsBuild(root)).toBe(false);
  });
});
