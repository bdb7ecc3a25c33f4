import { MessageRepository } from '../shared/db/message-repository';
import { tableOf } from '../shared/db/table';
import { json } from '../shared/http/response';
import { twilioMessagesGet } from '../shared/http/routes/twilio';
import { twilioNotFound } from '../shared/twilio/errors';
import { accountPath, twilioMessageOf } from '../shared/twilio/resource';
import { idOfSid } from '../shared/twilio/sid';
import { twilioHttp } from '../shared/wiring/twilio';

/** GET /twilio/2010-04-01/Accounts/{AccountSid}/Messages/{Sid}.json: one of the account's messages, Twilio's shape. */
export const handler = twilioHttp(
  twilioMessagesGet,
  (rt) => ({ messages: new MessageRepository(tableOf(rt)) }),
  async (req, deps, caller, admitted) => {
    const sid = req.params.Sid.endsWith('.json') ? req.params.Sid.slice(0, -'.json'.length) : '';
    const id = idOfSid(sid, 'SM', 'msg');
    await admitted;
    const message = id ? await deps.messages.get(id) : undefined;
    if (!message || message.accountId !== caller.accountId) {
      throw twilioNotFound(`${accountPath(caller.accountId)}/Messages/${req.params.Sid}`);
    }
    return json(200, twilioMessageOf(message));
  },
);
