/**
 * One attempt at a chunk, the parts that sending it (send-chunk.ts) and settling a stopped worker's hand-overs
 * (settle-hand-overs.ts) share: the claim's lease, what the attempt gathers (ChunkWork), a recipient settled into it,
 * a recipient's message and its moderation, and the end of the attempt in its order (docs/decisions/0718): messages
 * stored, early receipts applied, results written.
 */
import { newId } from '../ids';
import type { Logger } from '../logger';
import type { MessageRecord } from '../messages/message';
import { segmentInfo } from '../messages/segments';
import { count, METRIC, noMetrics } from '../metrics';
import type { FlagRecord } from '../moderation/flag';
import type { SmsVendor } from '../vendors/vendor';
import { type CampaignRecord, type ChunkControl, FINAL_COUNTS, type Progress, type Recipient } from './campaign';
import type { RunDeps } from './run-deps';

/** How long a worker owns a claimed chunk; past it (a crash), the sweeper queues it again. */
export const CHUNK_LEASE_MS = 120_000;

/** What one attempt at a chunk gathers before its results are written: counts moved, messages and flags. */
export interface ChunkWork {
  delta: Progress;
  flags: FlagRecord[];
  /** Messages to store with the chunk's results. */
  messages: MessageRecord[];
  /**
   * Messages a stopped worker stored before it could write its results (stranded hand-overs settled by them): stored
   * already, but it may have died before it applied their early receipts (handedOver, just before the results).
   */
  stored: MessageRecord[];
}

export function settle(work: ChunkWork, r: Recipient, status: Recipient['s'], detail: string | null) {
  r.s = status;
  r.d = detail;
  delete r.x;
  if (status !== 'QUEUED') work.delta[FINAL_COUNTS[status]] += 1;
}

/**
 * Moderates a recipient's text: the verdict, with the message's moderation record, and the flag to write when it has
 * severity (written only with a message that is recorded: a recipient left queued by a pause is moderated again later).
 */
export async function moderated(
  deps: RunDeps,
  campaign: CampaignRecord,
  r: Recipient,
  base: MessageRecord,
  atMs: number,
) {
  const verdict = await deps.moderation.moderate(base.body);
  count(deps.metrics ?? noMetrics, METRIC.moderation, { Verdict: verdict.verdict });
  let flag: FlagRecord | undefined;
  if (verdict.verdict !== 'ALLOWED') {
    base.moderation = { verdict: verdict.verdict, categories: verdict.categories.map((c) => c.category) };
    if (verdict.severity) {
      flag = {
        id: newId('flg', atMs),
        accountId: campaign.accountId,
        messageId: r.m,
        categories: verdict.categories.map((c) => c.category),
        severity: verdict.severity,
        status: 'OPEN',
        excerpt: verdict.excerpt,
        createdAt: new Date(atMs).toISOString(),
      };
    }
  }
  return { verdict, flag };
}

export function messageOf(
  campaign: CampaignRecord,
  r: Recipient,
  text: string,
  atMs: number,
  vendor: string,
): MessageRecord {
  const { encoding, segments } = segmentInfo(text);
  const at = new Date(atMs).toISOString();
  return {
    id: r.m,
    accountId: campaign.accountId,
    to: r.t,
    body: text,
    status: 'QUEUED',
    deliveryStatus: null,
    segments,
    encoding,
    cost: segments,
    shard: 0,
    source: 'campaign',
    campaignId: campaign.id,
    createdAt: at,
    updatedAt: at,
    vendor,
    ...(campaign.senderId ? { senderId: campaign.senderId } : {}),
    attempts: r.a ?? 0,
  };
}

/**
 * The end of a chunk attempt, in its order (docs/decisions/0718): its messages stored, the receipts that came back
 * before them applied, then its results written. False when the claim was lost meanwhile (another worker owns it).
 */
export async function writeAttempt(
  deps: RunDeps,
  at: { campaignId: string; chunk: number },
  claim: ChunkControl,
  recipients: Recipient[],
  work: ChunkWork,
  vendor: SmsVendor | undefined,
  shard: { webhookEvents?: readonly string[] } | undefined,
  log: Logger,
): Promise<boolean> {
  await deps.campaignMessages.putMessages(work.messages, (deps.lookupClock ?? deps.clock).now());
  // Early receipts before the results: a worker that dies in between leaves the claim to be taken again.
  await handedOver(deps, work, vendor, shard?.webhookEvents, log, at);
  const left = recipients.some((r) => r.s === 'QUEUED');
  const finished = await deps.chunks.finishChunk(
    at.campaignId,
    claim,
    recipients,
    work.delta,
    work.flags,
    !left,
    deps.clock.now(),
  );
  return finished.ok;
}

/**
 * A chunk's messages are stored and its results not written yet: the receipts that came back before its messages
 * were stored are applied (RunDeps.handedOver), to those stored now and to those a stopped worker stored before it
 * could write its results. Done before the results (docs/decisions/0718): until they are written the chunk's claim
 * is unfinished, so a worker that dies before this is done leaves its hand-overs to the next claim, which settles
 * them by their stored messages and comes here again; after them nothing is left to do. An error here fails the
 * attempt before its results, like a crash: a receipt swallowed here would stay kept and its message SENT for good.
 */
async function handedOver(
  deps: RunDeps,
  work: ChunkWork,
  vendor: SmsVendor | undefined,
  subscribed: readonly string[] | undefined,
  log: Logger,
  at: { campaignId: string; chunk: number },
): Promise<void> {
  const messages = [...work.messages, ...work.stored];
  if (!deps.handedOver || messages.length === 0) return;
  await deps.handedOver(messages, vendor, subscribed, log).catch((error: unknown) => {
    // The attempt fails before its results: the claim stays unfinished, and the next claim applies them (0718).
    log.error('early receipts of a chunk not applied; the chunk is taken again', { ...at, error });
    throw error;
  });
}
