import { tableOf } from '../shared/db/table';
import { VerifyServiceRepository } from '../shared/db/verify-service-repository';
import { json } from '../shared/http/response';
import { twilioVerifyServicesGet } from '../shared/http/routes/twilio-verify';
import { ownService, twilioService } from '../shared/twilio/verify-service';
import { twilioHttp } from '../shared/wiring/twilio';

/** GET /twilio/v2/Services/{ServiceSid}: one of the account's Verify services, Twilio's shape; else 404 20404. */
export const handler = twilioHttp(
  twilioVerifyServicesGet,
  (rt) => ({ services: new VerifyServiceRepository(tableOf(rt)) }),
  async (req, deps, caller, admitted) => {
    await admitted;
    return json(200, twilioService(await ownService(deps.services, caller.accountId, req.params.ServiceSid)));
  },
);
