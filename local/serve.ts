import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handler as accountDeletionWorker } from '../functions/account-deletion-worker';
import { handler as authorizer } from '../functions/authorizer';
import { handler as callbackOverflowWorker } from '../functions/callback-overflow-worker';
import { handler as campaignSweeper } from '../functions/campaign-sweeper';
import { handler as campaignWorker } from '../functions/campaign-worker';
import { handler as eventRelay } from '../functions/event-relay';
import { handler as importWorker } from '../functions/import-worker';
import { handler as pendingSweeper } from '../functions/pending-sweeper';
import { handler as scheduledSweeper } from '../functions/scheduled-sweeper';
import { handler as sendWorker } from '../functions/send-worker';
import { handler as webhookWorker } from '../functions/webhook-worker';
import type { RouteAccess, RouteDefinition } from '../lib/route-table';
import { routes as routeTable } from '../lib/routes';
import {
  ACCOUNT_DELETION_WORKER,
  AUTHORIZER,
  CALLBACK_OVERFLOW_WORKER,
  CAMPAIGN_SWEEPER,
  CAMPAIGN_WORKER,
  EVENT_RELAY,
  type FunctionDeclaration,
  IMPORT_WORKER,
  PENDING_SWEEPER,
  SCHEDULED_SWEEPER,
  SEND_WORKER,
  WEBHOOK_WORKER,
} from '../lib/service-functions';
import { routeUpdateKeyPrefixes, tableActions } from '../lib/table-access';
import { sqsClientOf } from '../shared/aws/sqs-queue';
import { tableOf } from '../shared/db/table';
import { API_PREFIX } from '../shared/http/contract';
import type { ReleaseResult } from '../shared/messages/scheduled';
import type { SweepResult } from '../shared/messages/sweep';
import { type Runtime, useRuntime } from '../shared/runtime';
import { createGateway } from './gateway';
import { type QueuePoller, startQueuePoller } from './queue-poller';
import { loadRouteHandler } from './routes-loader';
import { LocalScheduler } from './scheduler';
import { type StreamPoller, startStreamPoller } from './stream-poller';
import { asFunction, type FunctionAccess, guardTable, writeAccessLog } from './table-access-guard';

export interface ServeOptions {
  port: number;
  host?: string;
  routes?: readonly RouteDefinition[];
  /** Run the send worker from the queue (default true). */
  pollQueue?: boolean;
  /** Run the send worker in this process (default: pollQueue); false leaves the send queue to a worker process. */
  pollSendQueue?: boolean;
  /** Run the campaign worker in this process (default: pollQueue); false leaves its queue to a worker process. */
  pollCampaignQueue?: boolean;
  /** Run the pending-message sweeper this often; 0 turns it off (default 30 s). */
  sweepEveryMs?: number;
  /**
   * Where the change-stream relay starts reading (default TRIM_HORIZON: every change the stream keeps; `npm start`
   * on a persisted table: LATEST, so a restart does not relay again the last day's events).
   */
  streamStart?: 'TRIM_HORIZON' | 'LATEST';
  /** Serve the rendered API reference at /docs (default true). */
  docs?: boolean;
  /** Serve the dashboard's build from this folder at / (default: not served; `npm start` serves dashboard/dist). */
  dashboardDist?: string;
}

export interface LocalService {
  baseUrl: string;
  server: Server;
  poller?: QueuePoller;
  /** Runs the sweeper once now (tests). */
  sweep(): Promise<SweepResult>;
  /** Runs the campaign sweeper once now (tests). */
  sweepCampaigns(): Promise<{ woken: number }>;
  /** Runs the scheduled-message sweeper once now (tests). */
  releaseScheduled(): Promise<ReleaseResult>;
  stop(): Promise<void>;
}

/**
 * Serves the route table through the local gateway with `rt` as every function's runtime, and runs what AWS would run
 * beside it: the queue's event source mapping into the send worker, and the scheduled sweeper.
 */
function accessOf(name: string, access: RouteAccess, updateKeyPrefixes: readonly string[] = []): FunctionAccess {
  return { name, actions: tableActions(access.table), updateKeyPrefixes };
}

/** A declared function's table access, as the local guard enforces it (also for tests that invoke one directly). */
export const declared = (fn: FunctionDeclaration) => accessOf(fn.handlerId, fn.access, fn.updateKeyPrefixes);

export async function serveLocal(rt: Runtime, options: ServeOptions): Promise<LocalService> {
  useRuntime(rt);
  // IAM, locally: every function runs with its declared table access only (local/table-access-guard.ts).
  guardTable(tableOf(rt).db);
  const server = createGateway({
    routes: options.routes ?? routeTable,
    loadHandler: async (route) => {
      const handler = await loadRouteHandler(route);
      const access = accessOf(route.id, route.access, routeUpdateKeyPrefixes(route));
      return (event, context) => asFunction(access, () => handler(event, context));
    },
    authorizer: (event) => asFunction(declared(AUTHORIZER), () => authorizer(event)),
    docs: options.docs ?? true,
    ...(options.dashboardDist ? { dashboardDist: options.dashboardDist } : {}),
  });
  await new Promise<void>((resolve) => server.listen(options.port, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const host = options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1';
  const baseUrl = `http://${host}:${port}${API_PREFIX}`;

  const poller =
    options.pollQueue === false || options.pollSendQueue === false || !rt.config.QUEUE_URL
      ? undefined
      : startQueuePoller({
          sqs: sqsClientOf(rt),
          queueUrl: rt.config.QUEUE_URL,
          handler: (event) => asFunction(declared(SEND_WORKER), () => sendWorker(event)),
          onError: (error) => rt.log.error('local queue poller error', { error }),
        });
  // The job queues' event source mappings (contact imports; campaigns; webhooks; account deletions), as Lambda would.
  const jobPollers =
    options.pollQueue === false
      ? []
      : [
          { url: rt.config.IMPORT_QUEUE_URL, fn: IMPORT_WORKER, handler: importWorker, batchSize: 1 },
          ...(options.pollCampaignQueue === false
            ? []
            : [{ url: rt.config.CAMPAIGN_QUEUE_URL, fn: CAMPAIGN_WORKER, handler: campaignWorker, batchSize: 10 }]),
          { url: rt.config.WEBHOOK_QUEUE_URL, fn: WEBHOOK_WORKER, handler: webhookWorker, batchSize: 10 },
          // The retry lane (decision 1020): its own poller, as its own event source mapping deployed.
          { url: rt.config.WEBHOOK_RETRY_QUEUE_URL, fn: WEBHOOK_WORKER, handler: webhookWorker, batchSize: 10 },
          // The vendor callbacks' overflow lane (decision 1021).
          {
            url: rt.config.CALLBACK_OVERFLOW_QUEUE_URL,
            fn: CALLBACK_OVERFLOW_WORKER,
            handler: callbackOverflowWorker,
            batchSize: 10,
          },
          {
            url: rt.config.ACCOUNT_QUEUE_URL,
            fn: ACCOUNT_DELETION_WORKER,
            handler: accountDeletionWorker,
            batchSize: 1,
          },
        ]
          .filter((q): q is typeof q & { url: string } => q.url !== undefined)
          .map((q) =>
            startQueuePoller({
              sqs: sqsClientOf(rt),
              queueUrl: q.url,
              handler: (event) => asFunction(declared(q.fn), () => q.handler(event)),
              batchSize: q.batchSize,
              onError: (error) => rt.log.error('local job poller error', { error }),
            }),
          );
  // The table's change stream into the event relay (DynamoDB Streams event source mapping deployed).
  const streamPoller: StreamPoller | undefined =
    options.pollQueue === false || !rt.config.DYNAMODB_ENDPOINT || !rt.config.WEBHOOK_QUEUE_URL
      ? undefined
      : startStreamPoller({
          endpoint: rt.config.DYNAMODB_ENDPOINT,
          tableName: rt.config.TABLE_NAME,
          startingPosition: options.streamStart ?? 'TRIM_HORIZON',
          handler: (event) => asFunction(declared(EVENT_RELAY), () => eventRelay(event)),
          onError: (error) => rt.log.error('local stream poller error', { error }),
          onDropped: (records) =>
            rt.log.error('changes dropped after their retries (on-failure destination)', { count: records.length }),
        });
  // The scheduled functions themselves, on this runtime.
  const sweep = () => asFunction(declared(PENDING_SWEEPER), () => pendingSweeper());
  // Campaign wake-ups (EventBridge Scheduler deployed) and the campaign sweeper.
  const scheduler = rt.overrides.campaignScheduler;
  if (scheduler instanceof LocalScheduler) scheduler.start(rt);
  const sweepCampaignsNow = () => asFunction(declared(CAMPAIGN_SWEEPER), () => campaignSweeper());
  const releaseScheduled = () => asFunction(declared(SCHEDULED_SWEEPER), () => scheduledSweeper());
  const sweepEvery = options.sweepEveryMs ?? 30_000;
  const timer =
    sweepEvery > 0
      ? setInterval(() => {
          void sweep().catch(() => undefined);
          void releaseScheduled().catch(() => undefined);
          if (rt.config.CAMPAIGN_QUEUE_URL) void sweepCampaignsNow().catch(() => undefined);
        }, sweepEvery)
      : undefined;

  return {
    baseUrl,
    server,
    ...(poller ? { poller } : {}),
    sweep,
    sweepCampaigns: sweepCampaignsNow,
    releaseScheduled,
    async stop() {
      writeAccessLog();
      if (timer) clearInterval(timer);
      if (scheduler instanceof LocalScheduler) scheduler.stop();
      await poller?.stop();
      await Promise.all(jobPollers.map((p) => p.stop()));
      await streamPoller?.stop();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}
