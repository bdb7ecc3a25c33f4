import { randomUUID } from 'node:crypto';
import { notFound } from '../shared/errors';
import { json } from '../shared/http/response';
import { sandboxInbound } from '../shared/http/routes/delivery';
import { publicInbound } from '../shared/inbound/inbound';
import { receiveReplies } from '../shared/inbound/receive';
import { http } from '../shared/wiring/http';
import { inboundDeps } from '../shared/wiring/inbound';

/**
 * POST /sandbox/inbound `{from, body}` (local stage only): received as if the number had replied to the account, with
 * everything a real reply does (STOP and START, the confirmation SMS, webhooks). 404 on any other stage.
 */
export const handler = http(
  sandboxInbound,
  (rt) => ({ ...inboundDeps(rt), stage: rt.config.STAGE }),
  async (req, deps) => {
    if (deps.stage !== 'local' && deps.stage !== 'test') throw notFound('Route');
    const { accountId } = req.principal;
    const shard = await deps.messages.shard(accountId);
    const [stored] = await receiveReplies(deps, {
      accountId,
      provider: 'sandbox',
      replies: [
        {
          vendorMessageId: `sbx-in-${randomUUID()}`,
          from: req.body.from,
          to: shard?.vendor?.senderId ?? 'sandbox',
          body: req.body.body,
        },
      ],
      log: req.log,
    });
    return json(201, publicInbound(stored!));
  },
);
