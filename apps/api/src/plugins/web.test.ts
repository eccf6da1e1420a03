import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * A minimal web build: the SPA shell and one hashed asset with its precompressed copies. Each copy
 * ends with its own marker, so a test can tell it was sent as it is rather than compressed again.
 */
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const BROTLI_COPY = `${SCRIPT}// .br\n`;
const GZIP_COPY = `${SCRIPT}// .gz\n`;

const APP_SHELL = '<!doctype html><div id="root" data-app-shell><header>frame</header></div>';
const PRICING_PAGE = `<!doctype html><link rel="canonical" href="__PUBLIC_URL__/pricing"><h1>Pricing</h1>${'<p>plan</p>'.repeat(200)}`;

let t: TestApp;
let webDistDir: string;
beforeAll(async () => {
  webDistDir = await mkdtemp(join(tmpdir(), 'taskflow-web-'));
  await mkdir(join(webDistDir, 'assets'));
  await writeFile(join(webDistDir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(webDistDir, 'assets/app-abc123.js'), SCRIPT);
  await writeFile(join(webDistDir, 'assets/app-abc123.js.br'), brotliCompressSync(BROTLI_COPY));
  await writeFile(join(webDistDir, 'assets/app-abc123.js.gz'), gzipSync(GZIP_COPY));
  await mkdir(join(webDistDir, 'marketing/walkthrough'), { recursive: true });
  await writeFile(join(webDistDir, 'marketing/walkthrough/1-home.webp'), 'webp');
  await mkdir(join(webDistDir, '.vite'));
  await writeFile(join(webDistDir, '.vite/manifest.json'), '{}');
  await mkdir(join(webDistDir, 'prerendered'));
  await writeFile(join(webDistDir, 'prerendered/pricing.html'), PRICING_PAGE);
  await writeFile(join(webDistDir, 'prerendered/app-shell.html'), APP_SHELL);
  await writeFile(
    join(webDistDir, 'prerendered/manifest.json'),
    JSON.stringify({ pages: { '/pricing': 'pricing.html' }, appShell: 'app-shell.html' }),
  );
  t = await createTestApp({ config: { webDistDir } });
});
afterAll(async () => {
  await t.close();
  await rm(webDistDir, { recursive: true, force: true });
});

const getAsset = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('built assets', () => {
  it('sends the brotli copy as it is to a browser that accepts it, as JavaScript, cached for a year', async () => {
    const response = await getAsset('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(BROTLI_COPY);
  });

  it('sends the gzip copy, or the file itself, to clients that accept only those', async () => {
    const gzipped = await getAsset('/assets/app-abc123.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(GZIP_COPY);
    const plain = await getAsset('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('does not serve the compressed copies under their own names', async () => {
    const response = await getAsset('/assets/app-abc123.js.br');
    expect(response.statusCode).toBe(404);
  });

  it('answers an asset the build does not have, or a path outside the folder, with 404', async () => {
    for (const url of ['/assets/app-zzz999.js', '/assets/..%2Findex.html']) {
      const response = await getAsset(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('greeting');
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/assets/app-abc123.js' });
    expect(head.statusCode).toBe(200);
  });

  it('serves the other built files under their names, not hidden ones, not prerendered copies', async () => {
    const image = await getAsset('/marketing/walkthrough/1-home.webp');
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('no-cache');
    expect(image.body).toBe('webp');
    expect((await getAsset('/index.html')).statusCode).toBe(200);
    expect((await getAsset('/.vite/manifest.json')).statusCode).toBe(404);
    const copy = await getAsset('/prerendered/pricing.html');
    expect(copy.statusCode).toBe(404);
    expect(copy.body).not.toContain('<h1>Pricing</h1>');
  });
});

describe('prerendered pages', () => {
  it('are sent with this server’s public URL filled in, plain, brotli or gzip, the same page each time', async () => {
    const expected = PRICING_PAGE.replaceAll('__PUBLIC_URL__', t.config.publicUrl);
    const plain = await getAsset('/pricing');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(plain.body).toBe(expected);
    const [first, second] = await Promise.all([getAsset('/pricing', 'br'), getAsset('/pricing', 'gzip, br')]);
    for (const response of [first, second]) {
      expect(response?.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(response?.rawPayload ?? Buffer.alloc(0)).toString()).toBe(expected);
    }
    const gzipped = await getAsset('/pricing', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(expected);
  });
});

describe('the app’s frame', () => {
  it('is sent with every /app address, signed in or not; other addresses get the plain index', async () => {
    for (const url of ['/app', '/app/', '/app/my-tasks', '/app/tasks/ACM-1?tab=time', '/app/no-such-page']) {
      const response = await getAsset(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(APP_SHELL);
    }
    for (const url of ['/login', '/apps', '/application', '/admin']) {
      const response = await getAsset(url);
      expect(response.body, url).toBe('<!doctype html><div id="root"></div>');
    }
  });
});
