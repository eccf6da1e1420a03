import type { Server } from 'node:net';
import { BlockList, isIPv6 } from 'node:net';
import { addressKeyOf } from './client-address';

/** How long a new socket may stay silent before it is closed: a browser asks at once. */
export const FIRST_BYTE_TIMEOUT_MS = 5_000;

/**
 * The peers whose sockets are not counted per address: the proxies TRUST_PROXY names (their sockets
 * carry every client's requests). A hop count trusts every peer, so nothing is counted per address
 * then: the proxy in front must bound its clients (README, "A public deployment").
 */
export function trustedPeers(trustProxy: false | number | string[]): (address: string) => boolean {
  if (trustProxy === false) return () => false;
  if (typeof trustProxy === 'number') return () => true;
  const list = new BlockList();
  for (const entry of trustProxy) {
    const [address = '', prefix] = entry.split('/');
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    return mapped ? list.check(mapped, 'ipv4') : list.check(address, isIPv6(address) ? 'ipv6' : 'ipv4');
  };
}

/**
 * Bounds what one client can hold of the server's sockets, before any request is read:
 * - a socket that sends nothing within `firstByteMs` is closed (10,000 silent sockets once held the
 *   server until the 15 s header timeout);
 * - one address (an IPv6 client by its /64) holds at most `perAddress` sockets; past it, new ones are
 *   closed on arrival, and the rest of MAX_CONNECTIONS stays for everyone else.
 */
export function guardConnections(
  server: Server,
  options: { perAddress: number; firstByteMs?: number; isTrustedPeer: (address: string) => boolean },
) {
  const firstByteMs = options.firstByteMs ?? FIRST_BYTE_TIMEOUT_MS;
  const byAddress = new Map<string, number>();
  server.on('connection', (socket) => {
    const silent = setTimeout(() => {
      if (socket.bytesRead === 0) socket.destroy();
    }, firstByteMs);
    silent.unref();
    socket.once('close', () => clearTimeout(silent));

    const address = socket.remoteAddress;
    if (!address || options.isTrustedPeer(address)) return;
    const key = addressKeyOf(address);
    const held = byAddress.get(key) ?? 0;
    if (held >= options.perAddress) {
      socket.destroy();
      return;
    }
    byAddress.set(key, held + 1);
    socket.once('close', () => {
      const left = (byAddress.get(key) ?? 1) - 1;
      if (left > 0) byAddress.set(key, left);
      else byAddress.delete(key);
    });
  });
  return { heldBy: (address: string) => byAddress.get(addressKeyOf(address)) ?? 0 };
}
