/** Issue 38, item 4: sockets per address, and silent sockets closed quickly. */
import { createServer, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { guardConnections, trustedPeers } from './connection-guard';

let server: Server | undefined;
const sockets: Socket[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await new Promise((resolve) => server?.close(resolve));
});

async function serve(options: Parameters<typeof guardConnections>[1]) {
  server = createServer((_request, response) => response.end('ok'));
  guardConnections(server, options);
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/** A socket from `from` (any address of 127.0.0.0/8 is this machine): answers whether the server closed it. */
function open(port: number, from = '127.0.0.1') {
  const socket = connect({ port, host: '127.0.0.1', localAddress: from });
  sockets.push(socket);
  const closed = new Promise<boolean>((resolve) => socket.once('close', () => resolve(true)));
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, closed, connected };
}

function ask(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    socket.once('data', (chunk) => resolve(String(chunk)));
    socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
  });
}

describe('guardConnections', () => {
  it('closes a socket that sends nothing, and keeps one that asks', async () => {
    const port = await serve({ perAddress: 100, firstByteMs: 150, isTrustedPeer: () => false });
    const silent = open(port);
    const asking = open(port);
    await asking.connected;
    expect(await ask(asking.socket)).toMatch(/^HTTP\/1\.1 200/);
    expect(await silent.closed).toBe(true);
    // The socket that asked is still open, kept alive for its next request.
    expect(asking.socket.destroyed).toBe(false);
    expect(await ask(asking.socket)).toMatch(/^HTTP\/1\.1 200/);
  });

  it('closes sockets past the bound of one address on arrival, while another address is served', async () => {
    const port = await serve({ perAddress: 5, firstByteMs: 60_000, isTrustedPeer: () => false });
    const held = Array.from({ length: 5 }, () => open(port));
    await Promise.all(held.map((socket) => socket.connected));
    const refused = open(port);
    expect(await refused.closed).toBe(true);
    const other = open(port, '127.0.0.2');
    await other.connected;
    expect(await ask(other.socket)).toMatch(/^HTTP\/1\.1 200/);
    // A socket given back makes room again.
    held[0]?.socket.destroy();
    await held[0]?.closed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const again = open(port);
    await again.connected;
    expect(await ask(again.socket)).toMatch(/^HTTP\/1\.1 200/);
  });

  it("does not count a trusted proxy's sockets", async () => {
    const port = await serve({
      perAddress: 2,
      firstByteMs: 60_000,
      isTrustedPeer: trustedPeers(['127.0.0.1']),
    });
    const many = Array.from({ length: 6 }, () => open(port));
    await Promise.all(many.map((socket) => socket.connected));
    for (const socket of many) expect(await ask(socket.socket)).toMatch(/^HTTP\/1\.1 200/);
  });
});

describe('trustedPeers', () => {
  it('trusts the named proxies and ranges, every peer for a hop count, none when unset', () => {
    const named = trustedPeers(['10.0.0.0/8', '192.0.2.7', '2001:db8::/32']);
    expect(named('10.1.2.3')).toBe(true);
    expect(named('::ffff:10.1.2.3')).toBe(true);
    expect(named('192.0.2.7')).toBe(true);
    expect(named('192.0.2.8')).toBe(false);
    expect(named('2001:db8:1::1')).toBe(true);
    expect(named('2001:db9::1')).toBe(false);
    expect(trustedPeers(1)('203.0.113.9')).toBe(true);
    expect(trustedPeers(false)('10.1.2.3')).toBe(false);
  });
});
