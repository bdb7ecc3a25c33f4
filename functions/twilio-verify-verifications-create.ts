import { tableOf } from '../shared/db/table';
import { VerifyServiceRepository } from '../shared/db/verify-service-repository';
import { DomainError } from '../shared/errors';
import { json } from '../shared/http/response';
import { twilioVerifyVerificationsCreate } from '../shared/http/routes/twilio-verify';
import { prepareSend } from '../shared/messages/send-message';
import { formFields } from '../shared/twilio/form';
import { invalidParameter, refusalAsTwilio, startFields } from '../shared/twilio/verify-form';
import { twilioVerification } from '../shared/twilio/verify-resource';
import { ownService } from '../shared/twilio/verify-service';
import { type StartResult, startVerification } from '../shared/verify/verify';
import { twilioHttp } from '../shared/wiring/twilio';
import { verifyDeps } from '../shared/wiring/verify';

/**
 * POST /twilio/v2/Services/{ServiceSid}/Verifications: Twilio's start, through our one start (codes, resend rules,
 * fraud guard, the send path; docs/decisions/1703-twilio-verify.md); refusals in Twilio's codes (decision 1704).
 */
export const handler = twilioHttp(
  twilioVerifyVerificationsCreate,
  (rt) => ({ ...verifyDeps(rt), services: new VerifyServiceRepository(tableOf(rt)) }),
  async (req, deps, caller, admitted) => {
    // The account's state and the service while the key's limit is counted, as the Public API's start does.
    const preparing = prepareSend(deps.send, { accountId: caller.accountId, rawBody: {} });
    const servicing = ownService(deps.services, caller.accountId, req.params.ServiceSid);
    preparing.catch(() => undefined);
    servicing.catch(() => undefined);
    await admitted;
    const service = await servicing;
    const prepared = await preparing;
    const fields = startFields(formFields(req.body));
    let started: StartResult;
    try {
      started = await startVerification(deps, {
        sender: {
          accountId: caller.accountId,
          source: 'api',
          actor: { apiKeyId: caller.keyId },
          ...(caller.dailySpendLimit !== undefined ? { apiKeyDailySpendLimit: caller.dailySpendLimit } : {}),
        },
        request: {
          to: fields.to,
          locale: fields.locale,
          brand: fields.brand ?? service.friendlyName,
          codeLength: service.codeLength,
          serviceId: service.id,
        },
        prepared,
        log: req.log,
      });
    } catch (error) {
      // The brand refused by moderation: the name the SMS would carry.
      if (error instanceof DomainError && error.code === 'VALIDATION_ERROR') {
        throw invalidParameter(fields.brand ? 'CustomFriendlyName' : 'FriendlyName');
      }
      throw error;
    }
    if (!started.ok) throw refusalAsTwilio(started);
    const v = started.verification;
    return json(201, twilioVerification(v, v.serviceId ?? service.id, deps.clock.now()));
  },
);
