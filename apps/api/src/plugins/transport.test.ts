/** What the server trusts about the connection: forwarded addresses, HTTPS-only headers, the docs switch. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env';
import { signUp } from '../test/accounts';
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
  it('is on by default, in production too, and off when set so', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'false' }).apiDocs).toBe(false);
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

describe('COOKIE_SECURE (issue 7)', () => {
  it('is on in production unless turned off, and follows the request elsewhere', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).cookieSecure).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', COOKIE_SECURE: 'auto' }).cookieSecure).toBe('auto');
    expect(loadConfig({ NODE_ENV: 'development' }).cookieSecure).toBe('auto');
    expect(loadConfig({ NODE_ENV: 'development', COOKIE_SECURE: '1' }).cookieSecure).toBe(true);
    expect(() => loadConfig({ COOKIE_SECURE: 'yes' })).toThrow(/COOKIE_SECURE/);
  });

  async function sessionCookieHeader(t: TestApp, headers: Record<string, string> = {}) {
    const account = await signUp(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: account.email, password: account.password },
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return { response, cookie: String(response.headers['set-cookie']) };
  }

  it('in production defaults, marks the session cookie Secure and sends HSTS behind an untrusted TLS proxy', async () => {
    const t = await createTestApp({
      config: { cookieSecure: loadConfig({ NODE_ENV: 'production' }).cookieSecure },
    });
    try {
      // What a TLS-terminating proxy sends with TRUST_PROXY unset: the server sees plain HTTP.
      const { response, cookie } = await sessionCookieHeader(t, { 'x-forwarded-proto': 'https' });
      expect(cookie).toMatch(/^sid=[^;]+;.*\bSecure\b/);
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await t.close();
    }
  });

  it('turned off, or auto over plain HTTP, sends neither', async () => {
    for (const cookieSecure of [false, 'auto'] as const) {
      const t = await createTestApp({ config: { cookieSecure } });
      try {
        const { response, cookie } = await sessionCookieHeader(t);
        expect(cookie).not.toMatch(/Secure/);
        expect(response.headers['strict-transport-security']).toBeUndefined();
      } finally {
        await t.close();
      }
    }
  });

  it('on auto, warns once when a request says https through a proxy it does not trust', async () => {
    const lines: string[] = [];
    const t = await createTestApp({
      config: { cookieSecure: 'auto', trustProxy: false },
      logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } },
      beforeReady(app) {
        app.get('/api/v1/test-only/ping', { config: { isPublic: true } }, async () => ({ ok: true }));
      },
    });
    try {
      const warnings = () => lines.filter((line) => line.includes('forwarded over HTTPS'));
      await t.app.inject({ url: '/api/v1/test-only/ping' });
      expect(warnings()).toHaveLength(0);
      await t.app.inject({ url: '/api/v1/test-only/ping', headers: { 'x-forwarded-proto': 'https' } });
      await t.app.inject({
        url: '/api/v1/test-only/ping',
        headers: { forwarded: 'for=1.2.3.4;proto=https' },
      });
      expect(warnings()).toHaveLength(1);
      expect(warnings()[0]).toContain('TRUST_PROXY');
    } finally {
      await t.close();
    }
  });

  it('warns at start when PUBLIC_URL is https and nothing would make cookies Secure', async () => {
    const lines: string[] = [];
    const t = await createTestApp({
      config: { cookieSecure: 'auto', trustProxy: false, publicUrl: 'https://taskflow.example' },
      logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } },
    });
    await t.close();
    expect(lines.filter((line) => line.includes('PUBLIC_URL is https'))).toHaveLength(1);
  });

  it('says at start in production what a public deployment needs in front of it, unless a proxy is trusted', async () => {
    const logged = async (trustProxy: false | string[]) => {
      const lines: string[] = [];
      const t = await createTestApp({
        config: { env: 'production', trustProxy },
        logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } },
      });
      await t.close();
      return lines.filter((line) => line.includes('No TRUST_PROXY is set')).length;
    };
    expect(await logged(false)).toBe(1);
    expect(await logged(['10.0.0.1'])).toBe(0);
  });
});
