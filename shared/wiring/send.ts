/** The one send route, wired: both send functions (public and dashboard) use it; only who sends differs. */
import { metricsOf } from '../aws/emf-metrics';
import { queueOf } from '../aws/sqs-queue';
import { MessageSendRepository } from '../db/message-send-repository';
import { tableOf } from '../db/table';
import type { CallerRequest, HttpRequest, StagedLogic } from '../http/chain';
import type { RouteContract } from '../http/contract';
import { jsonText } from '../http/response';
import { type PreparedSend, prepareSend, type SendDeps, type Sender, sendMessage } from '../messages/send-message';
import type { SendSmsRequest } from '../messages/send-request';
import type { Runtime } from '../runtime';
import { sandboxAllowedOn } from '../vendors/vendor';
import { moderationOf } from './moderation';

export const sendDeps = (rt: Runtime): SendDeps => ({
  messages: new MessageSendRepository(tableOf(rt)),
  queue: queueOf(rt),
  moderation: moderationOf(rt),
  clock: rt.clock,
  ...(rt.overrides.sandboxClock ? { dayClock: rt.overrides.sandboxClock } : {}),
  sandboxAllowed: sandboxAllowedOn(rt.config.STAGE),
  metrics: metricsOf(rt),
});

type SendContract = RouteContract & { request: { body: typeof import('../messages/send-request').SendSmsRequest } };

/**
 * The staged logic of a send route: its reads while the rate limit is counted, then the send; a replay of an
 * Idempotency-Key answers the first response's exact bytes, marked `Idempotent-Replayed`.
 */
export function sendRoute<C extends SendContract>(
  senderOf: (req: CallerRequest<C>) => Sender,
): StagedLogic<C, SendDeps, PreparedSend> {
  return {
    load: (req, deps) =>
      prepareSend(deps, {
        accountId: senderOf(req).accountId,
        rawBody: req.rawBody,
        ...(req.headers['idempotency-key'] !== undefined ? { idempotencyKey: req.headers['idempotency-key'] } : {}),
      }),
    handle: async (req: HttpRequest<C>, deps, prepared) => {
      const outcome = await sendMessage(deps, {
        sender: senderOf(req),
        request: req.body as SendSmsRequest,
        prepared,
        log: req.log,
      });
      return jsonText(201, outcome.body, outcome.replayed ? { 'Idempotent-Replayed': 'true' } : {});
    },
  };
}
