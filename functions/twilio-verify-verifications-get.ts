import { tableOf } from '../shared/db/table';
import { VerificationRepository } from '../shared/db/verification-repository';
import { VerifyServiceRepository } from '../shared/db/verify-service-repository';
import { json } from '../shared/http/response';
import { twilioVerifyVerificationsGet } from '../shared/http/routes/twilio-verify';
import { idOfSid } from '../shared/twilio/sid';
import { twilioVerification } from '../shared/twilio/verify-resource';
import { ownService } from '../shared/twilio/verify-service';
import { fetchedVerification } from '../shared/twilio/verify-use';
import { twilioHttp } from '../shared/wiring/twilio';

/**
 * GET /twilio/v2/Services/{ServiceSid}/Verifications/{Sid}: a pending (or max_attempts_reached) verification in
 * Twilio's shape; approved, expired and canceled ones are gone as Twilio deletes them: 404 20404 (decision 1703).
 */
export const handler = twilioHttp(
  twilioVerifyVerificationsGet,
  (rt) => ({
    services: new VerifyServiceRepository(tableOf(rt)),
    verifications: new VerificationRepository(tableOf(rt)),
    clock: rt.overrides.sandboxClock ?? rt.clock,
  }),
  async (req, deps, caller, admitted) => {
    const { ServiceSid: serviceSid, Sid: sid } = req.params;
    await admitted;
    const service = await ownService(deps.services, caller.accountId, serviceSid);
    const id = idOfSid(sid, 'VE', 'vrf');
    const rest = `Verifications/${sid}`;
    const v = await fetchedVerification(deps, { accountId: caller.accountId, service, serviceSid, id, rest });
    return json(200, twilioVerification(v, v.serviceId ?? service.id, deps.clock.now()));
  },
);
