/** Replies to an account's messages (contract Part 2, "Real vendors, delivery receipts and replies"). */
import { numberDigits } from '../messages/phone';
import type { Page, PageRequest } from '../page';
import type { Result } from '../result';

export interface InboundRecord {
  id: string;
  accountId: string;
  /** The number that replied (E.164 when it is a South African mobile, as the vendor gave it otherwise). */
  from: string;
  /** The number or sender id it replied to. */
  to: string;
  body: string;
  receivedAt: string;
  /** True when this reply opted the number out (a STOP word); a START reply is stored with false. */
  optOut: boolean;
  /** `STOP` or `START` when the reply was one of those words (what it did to the opt-out ledger). */
  keyword?: 'STOP' | 'START';
  provider: string;
  vendorMessageId: string;
}

export type PublicInbound = Pick<InboundRecord, 'id' | 'from' | 'to' | 'body' | 'receivedAt' | 'optOut'>;

export function publicInbound(r: InboundRecord): PublicInbound {
  return { id: r.id, from: r.from, to: r.to, body: r.body, receivedAt: r.receivedAt, optOut: r.optOut };
}

/** Inbound messages (shared/db/inbound-repository.ts). */
export interface InboundStore {
  /** Stores a reply once per vendor message id; STORED when that reply was stored before (a redelivered callback). */
  add(record: InboundRecord): Promise<Result<'STORED'>>;
  /** Newest first; `keep` filters while the list is read, with the list filters' budget (decision 0402). */
  list(accountId: string, page: PageRequest, keep?: (r: InboundRecord) => boolean): Promise<Page<InboundRecord>>;
  /** Whether the account has sent to the number (the only numbers an opt-out confirmation goes to; decision 0830). */
  knowsNumber(accountId: string, phone: string): Promise<boolean>;
  /**
   * Counts `segments` more of the day's opt-out confirmations of the account, when the day's count stays within
   * `room`; FULL (nothing counted) when it would not.
   */
  countConfirmation(
    accountId: string,
    day: string,
    segments: number,
    room: number,
    nowMs: number,
  ): Promise<Result<'FULL'>>;
  /** Takes the day's one opt-out confirmation of the number for the account; TAKEN when it was taken already. */
  claimConfirmation(accountId: string, phone: string, day: string, nowMs: number): Promise<Result<'TAKEN'>>;
}

/** The words that opt a number out, and back in, as the first word of a reply (any case, any punctuation around). */
const STOP_WORDS = new Set([
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'REVOKE',
  'REMOVE',
  'OPTOUT',
  'OPT-OUT',
]);
const START_WORDS = new Set(['START', 'UNSTOP']);

/**
 * `STOP`, `START` or nothing, by the reply's first word: punctuation before it and anything after the word's letters
 * (`STOP,thanks`, `stop!`, `(STOP)`, `STOP.thanks`) taken off, but a word joined to another by a hyphen is that longer
 * word (`Non-stop`, `stop-over` are not STOP), and a longer word is not its prefix (`stopped`).
 */
export function keywordOf(body: string): 'STOP' | 'START' | undefined {
  const first = body.trim().split(/\s+/)[0] ?? '';
  const lead = /^[^\p{L}\p{N}]*([\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*)/u.exec(first)?.[1]?.toUpperCase() ?? '';
  // OPT-OUT is hyphenated itself; any other hyphenated word is not a keyword.
  const word = lead.includes('-') && lead !== 'OPT-OUT' ? '' : lead;
  if (STOP_WORDS.has(word)) return 'STOP';
  if (START_WORDS.has(word)) return 'START';
  return undefined;
}

/**
 * `GET /inbound-messages?number=`: the account's replies, newest first, only those from a number whose digits hold
 * `number`'s (as the message log's `?number=` matches recipients): a conversation reads its replies with it
 * (docs/decisions/1534-conversations.md).
 */
export async function listInbound(
  { inbound }: { inbound: InboundStore },
  { accountId, page, number }: { accountId: string; page: PageRequest; number?: string | undefined },
): Promise<{ items: PublicInbound[]; nextCursor: string | null }> {
  const digits = number ? numberDigits(number) : undefined;
  const result = digits
    ? await inbound.list(accountId, page, (r) => r.from.replace(/\D/g, '').includes(digits))
    : await inbound.list(accountId, page);
  return { items: result.items.map(publicInbound), nextCursor: result.nextCursor };
}
