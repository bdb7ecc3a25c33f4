import { tableOf } from '../shared/db/table';
import { VerifyServiceRepository } from '../shared/db/verify-service-repository';
import { json } from '../shared/http/response';
import { twilioVerifyChecksCreate } from '../shared/http/routes/twilio-verify';
import { formFields } from '../shared/twilio/form';
import { checkFields } from '../shared/twilio/verify-form';
import { twilioVerificationCheck } from '../shared/twilio/verify-resource';
import { ownService } from '../shared/twilio/verify-service';
import { checkedVerification, goneOnConflict, notFoundUnder } from '../shared/twilio/verify-use';
import { checkVerification } from '../shared/verify/verify';
import { twilioHttp } from '../shared/wiring/twilio';
import { verifyDeps } from '../shared/wiring/verify';

/**
 * POST /twilio/v2/Services/{ServiceSid}/VerificationCheck: a code checked through our one check (constant time, 5
 * checks, approved once); `approved` and valid, or `pending`; gone (approved, expired, canceled) 404, spent 60202.
 */
export const handler = twilioHttp(
  twilioVerifyChecksCreate,
  (rt) => ({ ...verifyDeps(rt), services: new VerifyServiceRepository(tableOf(rt)) }),
  async (req, deps, caller, admitted) => {
    const serviceSid = req.params.ServiceSid;
    const target = checkFields(formFields(req.body));
    const servicing = ownService(deps.services, caller.accountId, serviceSid);
    servicing.catch(() => undefined);
    await admitted;
    const service = await servicing;
    const v = await checkedVerification(deps, { accountId: caller.accountId, service, serviceSid, target });
    const { v: checked, status } = await checkVerification(deps, {
      accountId: caller.accountId,
      id: v.id,
      code: target.code,
      log: req.log,
    }).catch((error: unknown) => goneOnConflict(error, serviceSid, 'VerificationCheck'));
    if (status === 'expired' || status === 'canceled') throw notFoundUnder(serviceSid, 'VerificationCheck');
    return json(201, twilioVerificationCheck(checked, checked.serviceId ?? service.id, status));
  },
);
