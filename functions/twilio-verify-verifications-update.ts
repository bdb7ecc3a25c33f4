import { tableOf } from '../shared/db/table';
import { VerifyServiceRepository } from '../shared/db/verify-service-repository';
import { json } from '../shared/http/response';
import { twilioVerifyVerificationsUpdate } from '../shared/http/routes/twilio-verify';
import { formFields } from '../shared/twilio/form';
import { idOfSid } from '../shared/twilio/sid';
import { updateFields } from '../shared/twilio/verify-form';
import { twilioVerification } from '../shared/twilio/verify-resource';
import { ownService } from '../shared/twilio/verify-service';
import { goneOnConflict, ownVerification } from '../shared/twilio/verify-use';
import { cancelVerification } from '../shared/verify/verify';
import { twilioHttp } from '../shared/wiring/twilio';
import { verifyDeps } from '../shared/wiring/verify';

/**
 * POST /twilio/v2/Services/{ServiceSid}/Verifications/{Sid}: `Status=canceled` cancels a pending verification (its
 * code stops working); `approved` is refused 60200 (no custom codes); one no longer pending is gone: 404 20404.
 */
export const handler = twilioHttp(
  twilioVerifyVerificationsUpdate,
  (rt) => ({ ...verifyDeps(rt), services: new VerifyServiceRepository(tableOf(rt)) }),
  async (req, deps, caller, admitted) => {
    const { ServiceSid: serviceSid, Sid: sid } = req.params;
    updateFields(formFields(req.body));
    const servicing = ownService(deps.services, caller.accountId, serviceSid);
    servicing.catch(() => undefined);
    await admitted;
    const service = await servicing;
    const rest = `Verifications/${sid}`;
    const id = idOfSid(sid, 'VE', 'vrf');
    const v = await ownVerification(deps, { accountId: caller.accountId, service, serviceSid, id, rest });
    const canceled = await cancelVerification(deps, { accountId: caller.accountId, id: v.id }).catch((error: unknown) =>
      goneOnConflict(error, serviceSid, rest),
    );
    return json(200, twilioVerification(canceled, canceled.serviceId ?? service.id, deps.clock.now()));
  },
);
