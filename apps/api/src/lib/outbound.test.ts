/**
 * The outbound guard (issue 43 item 3, decision 049): private, loopback, link-local and metadata targets
 * refused after resolution (an injected resolver stands for DNS), only HTTPS, the connection pinned to the
 * checked address, redirects not followed, the answer capped, a timeout.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkOutboundUrl, excerptOf, isPublicAddress, OutboundRefusal, sendOutbound } from './outbound';

const STRICT = { allowPrivate: false };
const resolvesTo =
  (...addresses: string[]) =>
  async () =>
    addresses.map((address) => ({ address, family: (address.includes(':') ? 6 : 4) as 4 | 6 }));

async function refusal(url: string, options: Parameters<typeof checkOutboundUrl>[1] = STRICT) {
  try {
    await checkOutboundUrl(url, options);
  } catch (error) {
    if (error instanceof OutboundRefusal) return error.reason;
    throw error;
  }
  return null;
}

describe('checkOutboundUrl without the development setting', () => {
  it.each([
    'https://127.0.0.1/hook',
    'https://10.1.2.3/hook',
    'https://172.16.0.9/hook',
    'https://192.168.1.1/hook',
    'https://169.254.169.254/latest/meta-data/',
    'https://100.64.0.1/hook',
    'https://0.0.0.0/hook',
    'https://224.0.0.1/hook',
    'https://[::1]/hook',
    'https://[fd00:ec2::254]/hook',
    'https://[fe80::1]/hook',
    'https://[::ffff:127.0.0.1]/hook',
    'https://[::]/hook',
  ])('refuses %s as private', async (url) => {
    expect(await refusal(url)).toBe('private');
  });

  it('refuses a host name that resolves to a loopback address, or to any private one among public ones', async () => {
    expect(
      await refusal('https://hooks.example.test/x', { ...STRICT, resolve: resolvesTo('127.0.0.1') }),
    ).toBe('private');
    expect(
      await refusal('https://hooks.example.test/x', {
        ...STRICT,
        resolve: resolvesTo('93.184.215.14', '10.0.0.5'),
      }),
    ).toBe('private');
    expect(await refusal('https://hooks.example.test/x', { ...STRICT, resolve: resolvesTo() })).toBe(
      'unresolvable',
    );
  });

  it('refuses http://, credentials in the URL and what is not a URL', async () => {
    expect(await refusal('http://93.184.215.14/hook')).toBe('not_https');
    expect(await refusal('https://user:pass@93.184.215.14/hook')).toBe('credentials');
    expect(await refusal('not a url')).toBe('invalid');
  });

  it('accepts a public address, and resolves a name once to the address it checked', async () => {
    expect(await refusal('https://93.184.215.14/hook')).toBeNull();
    const checked = await checkOutboundUrl('https://hooks.example.test/x', {
      ...STRICT,
      resolve: resolvesTo('93.184.215.14'),
    });
    expect(checked.address).toEqual({ address: '93.184.215.14', family: 4 });
  });

  it('judges addresses by ipaddr.js ranges: only ordinary unicast is public', () => {
    expect(isPublicAddress('8.8.8.8')).toBe(true);
    expect(isPublicAddress('2606:4700:4700::1111')).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '169.254.169.254',
      '::1',
      '64:ff9b::a00:1',
      '2002:a00:1::1',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});

describe('sendOutbound (development setting on, to a local receiver)', () => {
  let server: Server;
  let port: number;
  const hits: string[] = [];
  const LOCAL = { allowPrivate: true };

  beforeAll(async () => {
    server = createServer((request, response) => {
      hits.push(request.url ?? '');
      if (request.url === '/redirect') {
        response.writeHead(302, { location: `http://127.0.0.1:${port}/elsewhere` }).end();
      } else if (request.url === '/large') {
        response.writeHead(200).end('x'.repeat(200 * 1024));
      } else if (request.url === '/silent') {
        // Never answers: the timeout ends it.
      } else {
        response.writeHead(200).end('ok');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const post = { method: 'POST' as const, headers: { 'content-type': 'application/json' }, body: '{}' };

  it('does not follow a redirect: the 3xx is the answer and its target is never asked', async () => {
    const answer = await sendOutbound(`http://127.0.0.1:${port}/redirect`, post, LOCAL);
    expect(answer.status).toBe(302);
    expect(hits).not.toContain('/elsewhere');
  });

  it('reads at most the cap of a large answer', async () => {
    const answer = await sendOutbound(`http://127.0.0.1:${port}/large`, post, {
      ...LOCAL,
      maxBytes: 64 * 1024,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBe(64 * 1024);
  });

  it('gives up after the timeout', async () => {
    await expect(
      sendOutbound(`http://127.0.0.1:${port}/silent`, post, { ...LOCAL, timeoutMs: 300 }),
    ).rejects.toThrow(/within 300 ms/);
  });

  it('connects to the address it checked, not to a second DNS answer', async () => {
    // `receiver.test` resolves nowhere in real DNS: reaching the server proves the checked address was used.
    const answer = await sendOutbound(`http://receiver.test:${port}/pinned`, post, {
      ...LOCAL,
      resolve: resolvesTo('127.0.0.1'),
    });
    expect(answer.status).toBe(200);
    expect(hits).toContain('/pinned');
  });

  it('refuses a private target before sending when the setting is off', async () => {
    await expect(sendOutbound(`https://127.0.0.1:${port}/strict`, post, STRICT)).rejects.toBeInstanceOf(
      OutboundRefusal,
    );
    expect(hits).not.toContain('/strict');
  });
});

describe('excerptOf', () => {
  it('keeps at most the byte limit, on a character boundary, without control characters', () => {
    expect(excerptOf(Buffer.from('a\u0000b'), 1024)).toBe('a?b');
    const text = excerptOf(Buffer.from('é'.repeat(600)), 1024) ?? '';
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(1024);
    expect(text).toMatch(/^é+$/);
    expect(excerptOf(Buffer.alloc(0), 1024)).toBeNull();
  });
});
