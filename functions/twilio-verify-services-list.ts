import { tableOf } from '../shared/db/table';
import { VerifyServiceRepository } from '../shared/db/verify-service-repository';
import { json } from '../shared/http/response';
import { twilioVerifyServicesList } from '../shared/http/routes/twilio-verify';
import { servicesPage, servicesPlan } from '../shared/twilio/verify-service';
import { twilioHttp } from '../shared/wiring/twilio';

/**
 * GET /twilio/v2/Services: the account's Verify services, oldest first, in Twilio's list page (`services`, `meta` with
 * absolute page URLs on the URL the caller called; docs/decisions/1706-twilio-verify-reads.md).
 */
export const handler = twilioHttp(
  twilioVerifyServicesList,
  (rt) => ({ services: new VerifyServiceRepository(tableOf(rt)) }),
  async (req, deps, caller, admitted) => {
    const plan = servicesPlan(req.query);
    await admitted;
    const read = await deps.services.list(caller.accountId, plan.pageSize, plan.token);
    return json(200, servicesPage(req.calledUrl, plan, read));
  },
);
