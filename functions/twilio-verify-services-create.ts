import { tableOf } from '../shared/db/table';
import { VerifyServiceRepository } from '../shared/db/verify-service-repository';
import { json } from '../shared/http/response';
import { twilioVerifyServicesCreate } from '../shared/http/routes/twilio-verify';
import { formFields } from '../shared/twilio/form';
import { newService, twilioService } from '../shared/twilio/verify-service';
import { twilioHttp } from '../shared/wiring/twilio';

/**
 * POST /twilio/v2/Services: a Verify service of the key's account, its FriendlyName the brand its codes' SMS start
 * with (docs/decisions/1703-twilio-verify.md); Twilio's Service resource, 201.
 */
export const handler = twilioHttp(
  twilioVerifyServicesCreate,
  (rt) => ({ services: new VerifyServiceRepository(tableOf(rt)), clock: rt.overrides.sandboxClock ?? rt.clock }),
  async (req, deps, caller, admitted) => {
    const service = newService(formFields(req.body), caller.accountId, deps.clock.now());
    await admitted;
    await deps.services.create(service);
    return json(201, twilioService(service));
  },
);
