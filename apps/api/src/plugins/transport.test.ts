/** What the server trusts about the connection: forwarded addresses, HTTPS-only headers, the docs switch. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env';
import { createTestApp, type TestApp } from '../test/test-app';

async function appTrusting(trustProxy: string) {
  return createTestApp({
    config: { trustProxy: loadConfig({ TRUST_PROXY: trustProxy }).trustProxy },
    beforeReady(app) {
      app.get('/api/v1/test-only/whoami', { config: { isPublic: true } }, async (request) => ({
        ip: request.ip,
        protocol: request.protocol,
      }));
    },
  });
}

function whoami(t: TestApp, headers: Record<string, string>, remoteAddress = '127.0.0.1') {
  return t.app.inject({ url: '/api/v1/test-only/whoami', headers, remoteAddress });
}

describe('TRUST_PROXY', () => {
  it('reads false, a hop count (true is one hop) or proxy addresses, and refuses anything else', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  describe('with one trusted hop', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await appTrusting('true');
    });
    afterAll(() => t.close());

    it('takes the client address from the right end of X-Forwarded-For, not what the client wrote', async () => {
      const spoofed = await whoami(t, { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' });
      expect(spoofed.json().ip).toBe('203.0.113.7');
      const plain = await whoami(t, { 'x-forwarded-for': '203.0.113.8' });
      expect(plain.json().ip).toBe('203.0.113.8');
    });

    it('sends HSTS only when the proxy says the request came over HTTPS', async () => {
      const overHttps = await whoami(t, { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' });
      expect(overHttps.json().protocol).toBe('https');
      expect(overHttps.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      const overHttp = await whoami(t, { 'x-forwarded-for': '203.0.113.9' });
      expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    });
  });

  describe('with listed proxy addresses', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await appTrusting('10.9.9.9');
    });
    afterAll(() => t.close());

    it('believes X-Forwarded-For only from a listed proxy', async () => {
      const viaProxy = await whoami(t, { 'x-forwarded-for': '203.0.113.10' }, '10.9.9.9');
      expect(viaProxy.json().ip).toBe('203.0.113.10');
      const direct = await whoami(t, { 'x-forwarded-for': '6.6.6.6' }, '198.51.100.4');
      expect(direct.json().ip).toBe('198.51.100.4');
    });
  });
});

describe('without a proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appTrusting('false');
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-* and sends no HSTS over plain HTTP', async () => {
    const response = await whoami(t, { 'x-forwarded-for': '6.6.6.6', 'x-forwarded-proto': 'https' });
    expect(response.json()).toEqual({ ip: '127.0.0.1', protocol: 'http' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('API_DOCS', () => {
  it('is on by default outside production and off in production unless set', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'true' }).apiDocs).toBe(true);
  });

  it('serves no /api/docs when off', async () => {
    const t = await createTestApp({ config: { apiDocs: false } });
    try {
      expect((await t.app.inject({ url: '/api/docs/json' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
