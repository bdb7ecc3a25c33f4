import { tableOf } from '../shared/db/table';
import { TwilioSettingsRepository } from '../shared/db/twilio-settings-repository';
import { json } from '../shared/http/response';
import { twilioMessagesCreate } from '../shared/http/routes/twilio';
import type { PublicMessage } from '../shared/messages/message';
import { normaliseSouthAfricanMobile } from '../shared/messages/phone';
import { prepareSend, type Sender, sendMessage } from '../shared/messages/send-message';
import { checkStatusCallback } from '../shared/twilio/callbacks';
import { TwilioError } from '../shared/twilio/errors';
import { createRequest, formFields } from '../shared/twilio/form';
import { twilioMessage } from '../shared/twilio/resource';
import { sendAtOf } from '../shared/twilio/schedule';
import { sendDeps } from '../shared/wiring/send';
import { keyValueSealerOf, twilioHttp } from '../shared/wiring/twilio';
import { urlPolicyOf } from '../shared/wiring/webhooks';

/**
 * POST /twilio/2010-04-01/Accounts/{AccountSid}/Messages.json: Twilio's message create, through our one send path
 * (moderation, credits, spend caps, idempotency, the queue). A blocked message is created `failed` with 30007.
 */
export const handler = twilioHttp(
  twilioMessagesCreate,
  (rt) => ({
    ...sendDeps(rt),
    settings: new TwilioSettingsRepository(tableOf(rt)),
    urlPolicy: urlPolicyOf(rt),
    sealKeyValue: keyValueSealerOf(rt),
  }),
  async (req, deps, caller, admitted) => {
    const fields = formFields(req.body);
    const sender: Sender = {
      accountId: caller.accountId,
      source: 'api',
      actor: { apiKeyId: caller.keyId },
      ...(caller.dailySpendLimit !== undefined ? { apiKeyDailySpendLimit: caller.dailySpendLimit } : {}),
    };
    const idempotencyKey = req.headers['idempotency-key'] ?? req.headers['i-twilio-idempotency-token'];
    // The account's reads run while the key's limit is counted (as the Public API's send); a 429 still wins.
    const preparing = prepareSend(deps, {
      accountId: caller.accountId,
      rawBody: {
        to: fields.To,
        body: fields.Body,
        ...(fields.SendAt ? { sendAt: fields.SendAt } : {}),
        // A replay with another ValidityPeriod is another request (decision 1609).
        ...(fields.ValidityPeriod ? { validityPeriod: fields.ValidityPeriod } : {}),
      },
      ...(idempotencyKey !== undefined ? { idempotencyKey } : {}),
    });
    // Beside them, in the same round trip: the account's compatible-API settings and the recipient's opt-out.
    const to = fields.To ? normaliseSouthAfricanMobile(fields.To) : undefined;
    const policy = deps.settings.sendPolicy(caller.accountId, to);
    // The key's value sealed the first time it sends here (decision 1604): beside the reads, before anything is stored.
    const sealing = deps.sealKeyValue(caller);
    preparing.catch(() => undefined);
    policy.catch(() => undefined);
    sealing.catch(() => undefined);
    await admitted;
    const prepared = await preparing;
    const { request, statusCallback, validityPeriod } = createRequest(fields);
    if (statusCallback) await checkStatusCallback(statusCallback, deps.urlPolicy);
    // SendAt with ScheduleType=fixed: stored now, sent at that time (decision 1607); schedules read the sandbox clock.
    // A replay answers as the first request did, whatever the time is now (its SendAt was checked then).
    const sendAt = prepared.earlier
      ? fields.ScheduleType === 'fixed' && fields.SendAt
        ? new Date(fields.SendAt).toISOString()
        : undefined
      : sendAtOf(fields, (deps.dayClock ?? deps.clock).now());
    await sealing;
    const { settings, optedOut } = await policy;
    if (settings.honourOptOuts && optedOut) {
      throw new TwilioError(400, 21610, `Attempt to send to unsubscribed recipient: ${to} replied STOP`);
    }
    const outcome = await sendMessage(deps, {
      sender,
      request,
      prepared,
      log: req.log,
      ...(statusCallback ? { statusCallback } : {}),
      ...(sendAt ? { sendAt } : {}),
      // Twilio's ValidityPeriod (36000 s when absent), counted from now or from SendAt (decision 1609).
      validityPeriodSeconds: validityPeriod,
    });
    const message = JSON.parse(outcome.body) as PublicMessage & { body?: string | null };
    const senderId = prepared.shard?.vendor?.senderId;
    return json(
      201,
      twilioMessage({
        ...message,
        accountId: caller.accountId,
        ...(senderId ? { senderId } : {}),
        ...(sendAt && message.status === 'QUEUED' ? { sendAt, scheduled: true } : {}),
      }),
      outcome.replayed ? { 'Idempotent-Replayed': 'true' } : {},
    );
  },
);
