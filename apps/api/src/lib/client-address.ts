import { isIPv6 } from 'node:net';

/**
 * The key a per-address limit counts a client under: an IPv4 address as it is, an IPv6 address by its
 * /64 network. One IPv6 subscriber is usually given a whole /64 (2^64 addresses), so counting each
 * address on its own would let one client take as many turns as it has addresses. An IPv4 address
 * written as IPv6 (`::ffff:192.0.2.1`, what a dual-stack socket reports) counts as the IPv4 address.
 */
export function addressKeyOf(address: string): string {
  if (!isIPv6(address)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail = ''] = address.toLowerCase().split('%')[0]?.split('::') ?? [];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
