/**
 * The one guard of every request the server makes to an address someone typed (webhooks, Slack, Teams:
 * decision 049, issue 43 item 3). Without it an administrator could point a webhook at the cloud
 * metadata service, the database or anything else on the server's network and read the answers in the
 * delivery log.
 *
 * - HTTPS only, no user name or password in the URL.
 * - The host is resolved (`dns.lookup`, every address) and refused when ANY address is not ordinary
 *   public unicast by ipaddr.js's ranges: loopback, private (RFC 1918, fc00::/7), link-local (169.254/16
 *   with the metadata address, fe80::/10), CGNAT, multicast, unspecified, broadcast, reserved, and the
 *   IPv6 forms that carry an IPv4 address (mapped, NAT64, 6to4, Teredo). An allow-list of one range is
 *   harder to get wrong than a deny-list.
 * - The connection goes to the address that was checked (the socket's `lookup` answers it), so a second
 *   DNS answer cannot rebind the name to an inner address between the check and the connection.
 * - Redirects are not followed (a 3xx is a failed attempt); the whole request ends after 10 s; at most
 *   64 KB of the answer are read.
 *
 * `allowPrivate` (ALLOW_PRIVATE_WEBHOOK_TARGETS, development and tests only) lifts the HTTPS and address
 * rules; resolving, the timeout, the size cap and no redirects stay.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

export const OUTBOUND_TIMEOUT_MS = 10_000;
export const OUTBOUND_MAX_BYTES = 64 * 1024;

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}
/** Every address of a host name; tests inject one that answers what they need. */
export type ResolveAll = (hostname: string) => Promise<ResolvedAddress[]>;

const systemResolve: ResolveAll = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((entry) => ({
    address: entry.address,
    family: entry.family === 6 ? 6 : 4,
  }));

export interface OutboundOptions {
  allowPrivate: boolean;
  resolve?: ResolveAll;
  timeoutMs?: number;
  maxBytes?: number;
}

export type OutboundRefusalReason = 'invalid' | 'not_https' | 'credentials' | 'unresolvable' | 'private';

/** A target refused before any byte was sent, with the reason (the routes name it in the `url` field). */
export class OutboundRefusal extends Error {
  constructor(
    readonly reason: OutboundRefusalReason,
    message: string,
  ) {
    super(message);
    this.name = 'OutboundRefusal';
  }
}

/** Whether an address is ordinary public unicast (IPv4-mapped IPv6 judged as its IPv4 address). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

export interface CheckedTarget {
  url: URL;
  /** The address the connection must go to. */
  address: ResolvedAddress;
}

/** Checks a URL and resolves its host; throws OutboundRefusal. */
export async function checkOutboundUrl(raw: string, options: OutboundOptions): Promise<CheckedTarget> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundRefusal('invalid', 'Not a URL');
  }
  if (url.protocol !== 'https:' && !(options.allowPrivate && url.protocol === 'http:')) {
    throw new OutboundRefusal('not_https', 'Only https:// targets are allowed');
  }
  if (url.username || url.password) throw new OutboundRefusal('credentials', 'Credentials in the URL');
  // URL keeps an IPv6 literal in brackets.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: ResolvedAddress[];
  if (ipaddr.isValid(host)) {
    addresses = [{ address: host, family: ipaddr.parse(host).kind() === 'ipv6' ? 6 : 4 }];
  } else {
    try {
      addresses = await (options.resolve ?? systemResolve)(host);
    } catch {
      addresses = [];
    }
  }
  const [first] = addresses;
  if (!first) throw new OutboundRefusal('unresolvable', `${host} does not resolve`);
  if (!options.allowPrivate) {
    const inner = addresses.find((entry) => !isPublicAddress(entry.address));
    if (inner)
      throw new OutboundRefusal('private', `${host} resolves to ${inner.address}, not a public address`);
  }
  return { url, address: first };
}

export interface OutboundAnswer {
  status: number;
  /** The answer's first bytes, at most `maxBytes`. */
  body: Buffer;
  durationMs: number;
}

export interface OutboundRequest {
  method: 'POST';
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends one request to a checked target. Resolves with the answer (any status: a 3xx is not followed),
 * rejects on refusal (OutboundRefusal), timeout or a connection error.
 */
export async function sendOutbound(
  raw: string,
  request: OutboundRequest,
  options: OutboundOptions,
): Promise<OutboundAnswer> {
  const started = performance.now();
  const timeoutMs = options.timeoutMs ?? OUTBOUND_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? OUTBOUND_MAX_BYTES;
  const signal = AbortSignal.timeout(timeoutMs);
  const noAnswer = () => new Error(`No answer within ${timeoutMs} ms`);
  // Resolution counts against the same 10 s as the request.
  const target = await new Promise<CheckedTarget>((resolve, reject) => {
    const onAbort = () => reject(noAnswer());
    signal.addEventListener('abort', onAbort, { once: true });
    checkOutboundUrl(raw, options)
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', onAbort));
  });
  const { url, address } = target;
  // The socket connects to the checked address whatever the name resolves to now.
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    if ((lookupOptions as { all?: boolean }).all) {
      (callback as unknown as (error: null, addresses: ResolvedAddress[]) => void)(null, [address]);
    } else {
      callback(null, address.address, address.family);
    }
  };
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise<OutboundAnswer>((resolve, reject) => {
    const outgoing = transport.request(
      url,
      {
        method: request.method,
        headers: { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) },
        lookup: pinned,
        signal,
        agent: false,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () =>
          resolve({
            status: incoming.statusCode ?? 0,
            body: Buffer.concat(chunks, size),
            durationMs: Math.round(performance.now() - started),
          });
        incoming.on('data', (chunk: Buffer) => {
          const room = maxBytes - size;
          if (room > 0) {
            const kept = chunk.subarray(0, room);
            chunks.push(kept);
            size += kept.length;
          }
          // Past the cap nothing more is read: the answer so far is enough for the log.
          if (size >= maxBytes) {
            incoming.destroy();
            finish();
          }
        });
        incoming.on('end', finish);
        incoming.on('error', (error) => (size >= maxBytes ? finish() : reject(error)));
      },
    );
    outgoing.on('error', (error) => reject(signal.aborted ? noAnswer() : error));
    outgoing.end(request.body);
  });
}

/**
 * The answer's first `maxBytes` bytes as text for the attempts log: control characters (NUL cannot be
 * stored) replaced, and cut on a character boundary so it never holds more than `maxBytes` bytes.
 */
export function excerptOf(body: Buffer, maxBytes: number): string | null {
  if (body.length === 0) return null;
  let text = '';
  for (const character of body.subarray(0, maxBytes).toString('utf8')) {
    const code = character.charCodeAt(0);
    const isControl = (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;
    text += isControl ? '?' : character;
  }
  while (Buffer.byteLength(text) > maxBytes) text = text.slice(0, -1);
  return text;
}
