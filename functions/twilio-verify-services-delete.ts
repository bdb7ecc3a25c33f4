import { tableOf } from '../shared/db/table';
import { VerifyServiceRepository } from '../shared/db/verify-service-repository';
import { noContent } from '../shared/http/response';
import { twilioVerifyServicesDelete } from '../shared/http/routes/twilio-verify';
import { twilioNotFound } from '../shared/twilio/errors';
import { idOfSid } from '../shared/twilio/sid';
import { twilioHttp } from '../shared/wiring/twilio';

/**
 * DELETE /twilio/v2/Services/{ServiceSid}: removes one of the account's services, 204 as Twilio answers; its
 * verifications are then out of reach of the compatible API (docs/decisions/1706-twilio-verify-reads.md).
 */
export const handler = twilioHttp(
  twilioVerifyServicesDelete,
  (rt) => ({ services: new VerifyServiceRepository(tableOf(rt)) }),
  async (req, deps, caller, admitted) => {
    await admitted;
    const id = idOfSid(req.params.ServiceSid, 'VA', 'vas');
    if (!id || !(await deps.services.remove(caller.accountId, id)).ok) {
      throw twilioNotFound(`/Services/${req.params.ServiceSid}`);
    }
    return noContent();
  },
);
