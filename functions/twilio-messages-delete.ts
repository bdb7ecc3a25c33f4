import { MessageRepository } from '../shared/db/message-repository';
import { tableOf } from '../shared/db/table';
import { noContent } from '../shared/http/response';
import { twilioMessagesDelete } from '../shared/http/routes/twilio';
import { deleteMessage, ownMessage } from '../shared/twilio/manage';
import { twilioHttp } from '../shared/wiring/twilio';

/**
 * DELETE /twilio/2010-04-01/Accounts/{AccountSid}/Messages/{Sid}.json: a final message's record and list entry are
 * removed (its ledger entries stay; docs/decisions/1608-twilio-message-delete.md); 204, as Twilio answers.
 */
export const handler = twilioHttp(
  twilioMessagesDelete,
  (rt) => ({ messages: new MessageRepository(tableOf(rt)) }),
  async (req, deps, caller, admitted) => {
    await admitted;
    const message = await ownMessage(deps.messages, caller.accountId, req.params.Sid);
    await deleteMessage(deps.messages, message);
    return noContent();
  },
);
