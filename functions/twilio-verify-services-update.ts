import { tableOf } from '../shared/db/table';
import { VerifyServiceRepository } from '../shared/db/verify-service-repository';
import { json } from '../shared/http/response';
import { twilioVerifyServicesUpdate } from '../shared/http/routes/twilio-verify';
import { twilioNotFound } from '../shared/twilio/errors';
import { formFields } from '../shared/twilio/form';
import { ownService, serviceChanges, twilioService } from '../shared/twilio/verify-service';
import { twilioHttp } from '../shared/wiring/twilio';

/**
 * POST /twilio/v2/Services/{ServiceSid}: changes a service's FriendlyName (the brand of its next codes' SMS) and
 * CodeLength (of its next verifications); 200 with the service, 404 20404 for none of the account's.
 */
export const handler = twilioHttp(
  twilioVerifyServicesUpdate,
  (rt) => ({ services: new VerifyServiceRepository(tableOf(rt)), clock: rt.overrides.sandboxClock ?? rt.clock }),
  async (req, deps, caller, admitted) => {
    const changes = serviceChanges(formFields(req.body));
    await admitted;
    const service = await ownService(deps.services, caller.accountId, req.params.ServiceSid);
    const changed = { ...service, ...changes, updatedAt: new Date(deps.clock.now()).toISOString() };
    if (!(await deps.services.update(changed)).ok) throw twilioNotFound(`/Services/${req.params.ServiceSid}`);
    return json(200, twilioService(changed));
  },
);
