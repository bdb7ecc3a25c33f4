import { MessageRepository } from '../shared/db/message-repository';
import { tableOf } from '../shared/db/table';
import { json } from '../shared/http/response';
import { twilioMessagesUpdate } from '../shared/http/routes/twilio';
import { formFields } from '../shared/twilio/form';
import { ownMessage, updateMessage } from '../shared/twilio/manage';
import { twilioMessageOf } from '../shared/twilio/resource';
import { twilioHttp } from '../shared/wiring/twilio';

/**
 * POST /twilio/2010-04-01/Accounts/{AccountSid}/Messages/{Sid}.json: `Status=canceled` cancels a scheduled message,
 * its credits refunded once (docs/decisions/1607-scheduled-messages.md); Twilio's 30409 for any other message.
 */
export const handler = twilioHttp(
  twilioMessagesUpdate,
  (rt) => ({ messages: new MessageRepository(tableOf(rt)), clock: rt.overrides.sandboxClock ?? rt.clock }),
  async (req, deps, caller, admitted) => {
    const fields = formFields(req.body);
    await admitted;
    const message = await ownMessage(deps.messages, caller.accountId, req.params.Sid);
    return json(200, twilioMessageOf(await updateMessage(deps, message, fields)));
  },
);
