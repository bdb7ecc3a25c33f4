/**
 * Twilio's SIDs for our ids (docs/decisions/1601-twilio-compatible-api.md): a two-letter prefix and 32 hex digits, the
 * 128 bits of the id's ULID. The mapping is exact both ways, so a SID names its record without any index: an account
 * `acc_<ULID>` is `AC<hex>`, a message `msg_<ULID>` is `SM<hex>`, a reply `inb_<ULID>` is `SM<hex>` too (as Twilio
 * names incoming messages); a Verify service `vas_<ULID>` is `VA<hex>` and a verification `vrf_<ULID>` `VE<hex>`
 * (docs/decisions/1703-twilio-verify.md).
 */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const ULID = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/;
const HEX32 = /^[0-9a-fA-F]{32}$/;

function ulidToHex(ulid: string): string {
  let n = 0n;
  for (const c of ulid) n = n * 32n + BigInt(CROCKFORD.indexOf(c));
  return n.toString(16).padStart(32, '0');
}

function hexToUlid(hex: string): string {
  let n = BigInt(`0x${hex}`);
  let out = '';
  for (let i = 0; i < 26; i += 1) {
    out = CROCKFORD[Number(n % 32n)] + out;
    n /= 32n;
  }
  return out;
}

/** `acc_01J...` → `AC0190...`; undefined for anything that is not one of our ids with that prefix. */
export type SidPrefix = 'AC' | 'SM' | 'VA' | 'VE';

export function sidOf(sidPrefix: SidPrefix, id: string, idPrefix: string): string | undefined {
  const ulid = id.startsWith(`${idPrefix}_`) ? id.slice(idPrefix.length + 1) : '';
  return ULID.test(ulid) ? `${sidPrefix}${ulidToHex(ulid)}` : undefined;
}

/** `AC0190...` → `acc_01J...`; undefined when the SID is malformed or not of that prefix. */
export function idOfSid(sid: string, sidPrefix: SidPrefix, idPrefix: string): string | undefined {
  if (!sid.startsWith(sidPrefix)) return undefined;
  const hex = sid.slice(2);
  if (!HEX32.test(hex)) return undefined;
  return `${idPrefix}_${hexToUlid(hex.toLowerCase())}`;
}

export const accountSid = (accountId: string): string => sidOf('AC', accountId, 'acc') ?? accountId;
export const messageSid = (messageId: string): string => sidOf('SM', messageId, 'msg') ?? messageId;
export const serviceSid = (serviceId: string): string => sidOf('VA', serviceId, 'vas') ?? serviceId;
export const verificationSid = (verificationId: string): string => sidOf('VE', verificationId, 'vrf') ?? verificationId;
