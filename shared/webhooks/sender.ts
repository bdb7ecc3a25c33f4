/**
 * Posting to customers' endpoints without server-side request forgery: `https` only (the local stage also allows
 * `http://127.0.0.1` and `localhost`), and no private, loopback, link-local, shared, reserved or cloud-metadata target.
 * The address is checked where the connection is made (the socket's own DNS lookup), so a name that resolved to a
 * public address when the endpoint was saved and to a private one now (DNS rebinding) is refused. No redirects are
 * followed. docs/decisions/1003-webhook-delivery.md.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** Resolves a host name to its addresses (tests and the local stage may install their own). */
export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** Every range that is not the public internet (RFC 6890 and friends), IPv4 and IPv6. */
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  // IPv4-compatible (deprecated): ::, ::1 and ::a.b.c.d, however spelled (issue 26 finding 8).
  ['::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  // Site-local (deprecated, RFC 3879): still routed inside some networks.
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv6');
}
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** The eight 16-bit groups of an IPv6 address in any spelling (`::`, a dotted IPv4 tail, a zone), if it is one. */
export function ipv6Groups(address: string): number[] | undefined {
  let text = address.split('%')[0]!.toLowerCase();
  const dotted = /^(.*:)(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const b = dotted.slice(2).map(Number);
    if (b.some((n) => n > 255)) return undefined;
    text = `${dotted[1]}${((b[0]! << 8) | b[1]!).toString(16)}:${((b[2]! << 8) | b[3]!).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const part = (s: string | undefined) => (s ? s.split(':') : []);
  const head = part(halves[0]);
  const tail = part(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const groups = [...head, ...Array.from({ length: halves.length === 2 ? missing : 0 }, () => '0'), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return undefined;
  return groups.map((g) => Number.parseInt(g, 16));
}

const v4Of = (high: number, low: number) => [high >> 8, high & 255, low >> 8, low & 255].join('.');

/**
 * The IPv4 address an IPv6 one reaches, whatever its spelling: IPv4-mapped `::ffff:0:0/96`, IPv4-translated
 * `::ffff:0:0:0/96`, NAT64 `64:ff9b::/96` and 6to4 `2002::/16` (the IPv4 address in bits 16 to 48).
 */
function embeddedIpv4(address: string): string | undefined {
  const g = ipv6Groups(address);
  if (!g) return undefined;
  const zero = (from: number, to: number) => g.slice(from, to).every((n) => n === 0);
  if (zero(0, 5) && g[5] === 0xffff) return v4Of(g[6]!, g[7]!);
  if (zero(0, 4) && g[4] === 0xffff && g[5] === 0) return v4Of(g[6]!, g[7]!);
  if (g[0] === 0x64 && g[1] === 0xff9b && zero(2, 6)) return v4Of(g[6]!, g[7]!);
  if (g[0] === 0x2002) return v4Of(g[1]!, g[2]!);
  return undefined;
}

/** Why an address may not be connected to, or undefined when it may. */
export function refusedAddress(address: string, allowLoopback: boolean): string | undefined {
  const family = isIP(address);
  if (family === 0) return `${address} is not an IP address`;
  const v4 = family === 6 ? embeddedIpv4(address) : address;
  const [addr, type] = v4 ? [v4, 'ipv4' as const] : [address, 'ipv6' as const];
  if (allowLoopback && LOOPBACK.check(addr, type)) return undefined;
  if (PRIVATE.check(addr, type)) return `${address} is a private, loopback, link-local or reserved address`;
  return undefined;
}

export interface UrlPolicy {
  /** The local stage: `http://127.0.0.1`, `http://localhost` (and other loopback addresses) are allowed. */
  allowLoopback: boolean;
  resolve: Resolver;
}

const LOCAL_NAMES = new Set(['localhost']);

/** Why a URL may not be an endpoint (its form, or what its host resolves to now), or undefined. */
export async function refusedUrl(raw: string, policy: UrlPolicy): Promise<string | undefined> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'is not a URL';
  }
  if (url.username || url.password) return 'must not carry credentials';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const loopbackHost =
    LOCAL_NAMES.has(host.toLowerCase()) ||
    (isIP(host) !== 0 && LOOPBACK.check(host, isIP(host) === 4 ? 'ipv4' : 'ipv6'));
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && policy.allowLoopback && loopbackHost)) {
    return 'must be https';
  }
  if (isIP(host) !== 0) return refusedAddress(host, policy.allowLoopback);
  if (LOCAL_NAMES.has(host.toLowerCase())) return policy.allowLoopback ? undefined : 'must not be a loopback name';
  let addresses: { address: string }[];
  try {
    addresses = await policy.resolve(host);
  } catch {
    return `${host} does not resolve`;
  }
  if (addresses.length === 0) return `${host} does not resolve`;
  for (const { address } of addresses) {
    const why = refusedAddress(address, policy.allowLoopback);
    if (why) return `${host} resolves to ${why}`;
  }
  return undefined;
}

export interface PostResult {
  statusCode?: number;
  error?: string;
  durationMs: number;
}

/**
 * Posts `body` to `url` within `timeoutMs` (connection, request and answer together). The socket connects only to an
 * address the policy allows, checked in its own DNS lookup; any 2xx is a success (the body is read and dropped).
 */
export async function postWebhook(
  raw: string,
  body: string,
  headers: Record<string, string>,
  policy: UrlPolicy,
  timeoutMs = 10_000,
): Promise<PostResult> {
  const started = Date.now();
  const done = (r: Omit<PostResult, 'durationMs'>): PostResult => ({ ...r, durationMs: Date.now() - started });
  const refused = await refusedUrl(raw, { ...policy, resolve: async () => [{ address: '8.8.8.8', family: 4 }] });
  if (refused) return done({ error: `refused: the URL ${refused}` });
  const url = new URL(raw);
  // The lookup the socket itself makes: what is checked is what is connected to.
  const lookup: LookupFunction = (hostname, options, callback) => {
    policy
      .resolve(hostname)
      .then((addresses) => {
        for (const { address } of addresses) {
          const why = refusedAddress(address, policy.allowLoopback);
          if (why)
            throw Object.assign(new Error(`refused: ${hostname} resolves to ${why}`), { code: 'EREFUSEDTARGET' });
        }
        if (addresses.length === 0)
          throw Object.assign(new Error(`${hostname} does not resolve`), { code: 'ENOTFOUND' });
        if ((options as { all?: boolean }).all) {
          (callback as (e: null, a: { address: string; family: number }[]) => void)(null, addresses);
        } else callback(null, addresses[0]!.address, addresses[0]!.family);
      })
      .catch((error: NodeJS.ErrnoException) => callback(error, '', 0));
  };
  return new Promise<PostResult>((resolve) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(
      url,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': String(Buffer.byteLength(body)),
          'User-Agent': 'sms-platform-webhooks/1',
          ...headers,
        },
        lookup,
        timeout: timeoutMs,
      },
      (response) => {
        response.resume();
        response.on('end', () => {
          clearTimeout(timer);
          const statusCode = response.statusCode ?? 0;
          resolve(
            done({ statusCode, ...(statusCode >= 200 && statusCode < 300 ? {} : { error: `HTTP ${statusCode}` }) }),
          );
        });
        response.on('error', () => undefined);
      },
    );
    const timer = setTimeout(
      () => request.destroy(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' })),
      timeoutMs,
    );
    request.on('socket', (socket) => {
      // The address actually connected to, checked once more: when the socket connects, or at once for a kept-alive
      // socket the agent reuses (it connected, and was checked, before; no listener is left on it).
      const check = () => {
        const why = socket.remoteAddress ? refusedAddress(socket.remoteAddress, policy.allowLoopback) : 'no address';
        if (why) request.destroy(Object.assign(new Error(`refused: connected to ${why}`), { code: 'EREFUSEDTARGET' }));
      };
      if (socket.connecting) socket.once('connect', check);
      else check();
    });
    request.on('timeout', () => request.destroy(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' })));
    request.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      const message = error.message.startsWith('refused:')
        ? error.message
        : `${error.code ?? 'ERROR'}: ${error.message}`;
      resolve(done({ error: message.slice(0, 300) }));
    });
    request.end(body);
  });
}
