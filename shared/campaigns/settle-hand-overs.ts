/**
 * Hand-overs a stopped worker left unfinished (docs/decisions/0706-campaign-hand-over-write-ahead.md): settled by what
 * it stored or by the vendor's status lookup, never sent again; for a chunk being sent, and for a cancelled campaign's
 * chunks before its release.
 */
import type { Logger } from '../logger';
import { UNCONFIRMED_DETAIL } from '../messages/message';
import type { SmsVendor, VendorStatus } from '../vendors/vendor';
import { type CampaignRecord, type ChunkControl, emptyProgress, type HandingStep, type Recipient } from './campaign';
import { CHUNK_LEASE_MS, type ChunkWork, messageOf, moderated, settle, writeAttempt } from './chunk-attempt';
import type { RunDeps } from './run-deps';

/**
 * The recipients a claim finds written ahead and not finished: the worker that wrote them stopped (killed, timed out)
 * while handing them over, and any of them may have reached the vendor. None is handed over again. Each is settled by
 * what that worker stored (its message, written just before it died), or else by the vendor's status lookup by our
 * reference: delivered → DELIVERED, on its way → SENT, failed → FAILED (not charged: released at the end); no answer
 * (or no lookup) → SENT `unconfirmed`, charged, its message in the pending index for the sweeper's lookups, which
 * refund it only on a confirmed failure: what a single send whose worker vanished gets.
 */
export async function settleHandOvers(
  deps: RunDeps,
  campaign: CampaignRecord,
  claim: ChunkControl,
  recipients: Recipient[],
  vendor: SmsVendor | undefined,
  work: ChunkWork,
  log: Logger,
): Promise<void> {
  const stranded: { r: Recipient; step: HandingStep }[] = [];
  for (const step of claim.handing ?? []) {
    for (const n of step.n) {
      const r = recipients[n];
      if (r?.s === 'QUEUED') stranded.push({ r, step });
    }
  }
  if (stranded.length === 0) return;
  const stored = await deps.campaignMessages.storedMessages(stranded.map(({ r }) => r.m));
  const tally: Record<string, number> = {};
  await Promise.all(
    stranded.map(async ({ r, step }) => {
      r.a = (r.a ?? 0) + 1;
      const base = { ...messageOf(campaign, r, r.x ?? '', step.at, step.p), sentAt: new Date(step.at).toISOString() };
      // The flags of the dead worker's attempt were to be written with its results: moderated again for them.
      const { flag } = await moderated(deps, campaign, r, base, deps.clock.now());
      if (flag) work.flags.push(flag);
      const message = stored.get(r.m);
      // Counted in the state the dead worker stored it in: a receipt that has moved it since moves the counts itself.
      const as = message?.tallied ?? message?.status;
      if (message && (as === 'SENT' || as === 'DELIVERED' || as === 'FAILED')) {
        tally.stored = (tally.stored ?? 0) + 1;
        settle(work, r, as, message.deliveryStatus);
        work.stored.push(message);
        // Its cost as stored: 0 for a refused one; a charged one stays spent even if a lookup has since failed it,
        // because that lookup refunded it on its own (the release must not give it back a second time).
        work.delta.spent += message.cost;
        return;
      }
      let answer: VendorStatus = { state: 'unknown', detail: 'no status lookup for this vendor' };
      if (vendor?.provider === step.p && vendor.status) {
        try {
          answer = await vendor.status({ reference: r.m });
        } catch (error) {
          log.warn('status lookup failed; left unconfirmed', { messageId: r.m, error });
        }
      }
      tally[answer.state] = (tally[answer.state] ?? 0) + 1;
      switch (answer.state) {
        case 'delivered':
        case 'pending': {
          const status = answer.state === 'delivered' ? 'DELIVERED' : 'SENT';
          settle(work, r, status, answer.detail);
          work.delta.spent += base.cost;
          work.messages.push({ ...base, status, deliveryStatus: answer.detail });
          return;
        }
        case 'failed':
          settle(work, r, 'FAILED', answer.detail);
          work.messages.push({ ...base, status: 'FAILED', cost: 0, deliveryStatus: answer.detail });
          return;
        case 'unknown':
          settle(work, r, 'SENT', UNCONFIRMED_DETAIL);
          work.delta.spent += base.cost;
          work.messages.push({ ...base, status: 'SENT', deliveryStatus: UNCONFIRMED_DETAIL, lookups: 0 });
      }
    }),
  );
  log.info('hand-overs of a stopped worker settled without sending again', {
    campaignId: campaign.id,
    chunk: claim.chunk,
    ...tally,
  });
}

/**
 * Settles the unfinished hand-overs of a chunk of a cancelled campaign (nothing else is sent): claims it, settles them,
 * applies their early receipts and writes the results. False when another worker holds the chunk or took it meanwhile.
 */
export async function settleStranded(
  deps: RunDeps,
  campaign: CampaignRecord,
  chunk: number,
  log: Logger,
): Promise<boolean> {
  const claimed = await deps.chunks.claimChunk(campaign.id, chunk, deps.clock.now(), CHUNK_LEASE_MS);
  if (!claimed.ok) return claimed.reason === 'DONE';
  const { claim } = claimed;
  const recipients = (await deps.chunks.chunkData(campaign.id, chunk)) ?? [];
  const shard = await deps.messages.shard(campaign.accountId);
  const vendor = shard?.vendor ? deps.vendors.forSettings(shard.vendor, campaign.accountId) : undefined;
  const work: ChunkWork = { delta: emptyProgress(), flags: [], messages: [], stored: [] };
  await settleHandOvers(deps, campaign, claim, recipients, vendor, work, log);
  return writeAttempt(deps, { campaignId: campaign.id, chunk }, claim, recipients, work, vendor, shard, log);
}
