/**
 * The client's address, as per-IP limits and audit records use it (docs/decisions/1504-client-ip-behind-cloudfront.md).
 * Requests straight to API Gateway: `requestContext.identity.sourceIp`. Requests through the dashboard's CloudFront
 * distribution arrive from CloudFront's addresses, so there the viewer's address is taken from the header CloudFront's
 * viewer-request function sets (`x-sms-viewer-ip`), but only when the request also carries the origin-verify header
 * CloudFront adds with the stack's generated secret (compared in constant time). Without that proof the header is the
 * caller's own claim and is ignored: a direct caller cannot choose the address its limits are counted under.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

/** Set by CloudFront on every origin request of the /api/* behaviour (its value is the secret). */
export const ORIGIN_VERIFY_HEADER = 'x-sms-origin-verify';
/** Set by the /api/* viewer-request function from `event.viewer.ip`, replacing whatever the viewer sent. */
export const VIEWER_IP_HEADER = 'x-sms-viewer-ip';

const IPV4 = /^(\d{1,3})(\.\d{1,3}){3}$/;
const IPV6 = /^[0-9a-fA-F:]+(:\d{1,3}(\.\d{1,3}){3})?$/;

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/** Constant-time equality of two strings of any length (both hashed to 32 bytes first). */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

function header(headers: Readonly<Record<string, string | undefined>> | null | undefined, name: string) {
  if (!headers) return undefined;
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === name) return value;
  return undefined;
}

function plainAddress(value: string | undefined): string | undefined {
  const address = value?.trim();
  if (!address || address.length > 45) return undefined;
  return IPV4.test(address) || (address.includes(':') && IPV6.test(address)) ? address : undefined;
}

export interface ClientIpEvent {
  readonly headers?: Readonly<Record<string, string | undefined>> | null;
  readonly requestContext?: { readonly identity?: { readonly sourceIp?: string | null } | null } | null;
}

/**
 * The viewer's address when the request came through our CloudFront (the origin-verify header matches `secret`),
 * else API Gateway's source address; 'unknown' when there is neither.
 */
export function clientIp(event: ClientIpEvent, secret: string | undefined): string {
  const source = event.requestContext?.identity?.sourceIp || 'unknown';
  if (!secret) return source;
  const proof = header(event.headers, ORIGIN_VERIFY_HEADER);
  if (proof === undefined || !sameSecret(proof, secret)) return source;
  return plainAddress(header(event.headers, VIEWER_IP_HEADER)) ?? source;
}
