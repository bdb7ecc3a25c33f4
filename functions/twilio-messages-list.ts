import { MessageRepository } from '../shared/db/message-repository';
import { tableOf } from '../shared/db/table';
import { json } from '../shared/http/response';
import { twilioMessagesList } from '../shared/http/routes/twilio';
import { listPlan, messagePage } from '../shared/twilio/list';
import { twilioHttp } from '../shared/wiring/twilio';

/** GET /twilio/2010-04-01/Accounts/{AccountSid}/Messages.json: the account's messages, newest first, Twilio's page. */
export const handler = twilioHttp(
  twilioMessagesList,
  (rt) => ({ messages: new MessageRepository(tableOf(rt)) }),
  async (req, deps, caller, admitted) => {
    const plan = listPlan(req.query);
    await admitted;
    const read = await deps.messages.listByAccount(
      caller.accountId,
      { limit: plan.pageSize, ...(plan.cursor ? { cursor: plan.cursor } : {}) },
      undefined,
      plan.keep ? { keep: plan.keep } : {},
    );
    return json(200, messagePage(caller.accountId, req.query, plan, read));
  },
);
