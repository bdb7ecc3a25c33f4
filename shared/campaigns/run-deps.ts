/**
 * What the campaign worker's jobs are given (shared/wiring/campaign-run.ts builds it): the campaign, chunk and message
 * stores, the audience, vendors, moderation, the job queue and scheduler, the clocks and the account's rate.
 */
import type { Clock } from '../clock';
import type { JobQueue } from '../contacts/import';
import type { Logger } from '../logger';
import type { MessageRecord, MessageStore } from '../messages/message';
import type { Metrics } from '../metrics';
import type { ModerationService } from '../moderation/types';
import type { SmsVendor, VendorRegistry } from '../vendors/vendor';
import type {
  AudienceReader,
  CampaignChunkStore,
  CampaignJob,
  CampaignMessageStore,
  CampaignScheduler,
  CampaignStore,
} from './campaign';

export interface RunDeps {
  campaigns: CampaignStore;
  chunks: CampaignChunkStore;
  campaignMessages: CampaignMessageStore;
  audience: AudienceReader;
  messages: Pick<MessageStore, 'shard'>;
  vendors: VendorRegistry;
  moderation: ModerationService;
  queue: JobQueue<CampaignJob>;
  scheduler: CampaignScheduler;
  /** The service's clock (the sandbox clock locally): schedules, marketing hours, leases, sentAt. */
  clock: Clock;
  /** Real time, for pacing: a rate is a physical thing, whatever the sandbox clock says. */
  realClock: Clock;
  /**
   * The clock the pending-message sweeper runs on (the service's own, not the sandbox clock): an unconfirmed message is
   * due for its first status lookup from its time. Default `clock` (they are the same when deployed).
   */
  lookupClock?: Clock;
  /** Messages per second for all of one account's campaigns. */
  ratePerSecond: number;
  sleep?: (ms: number) => Promise<void>;
  /** Where the campaign's verdicts and hand-overs are counted (default: nowhere). */
  metrics?: Metrics;
  /**
   * Told of a chunk's messages once they are stored and before the chunk's results are written: the receipts that
   * arrived before them (shared/messages/receipts.ts; `subscribed`: the balance shard's copy of the account's webhook
   * subscriptions). Before the results, so that a worker that dies before it is done leaves the chunk's claim
   * unfinished and the next claim does it again (docs/decisions/0718). An error fails the chunk's attempt the same way.
   */
  handedOver?: (
    messages: readonly MessageRecord[],
    vendor: SmsVendor | undefined,
    subscribed: readonly string[] | undefined,
    log: Logger,
  ) => Promise<void>;
}
