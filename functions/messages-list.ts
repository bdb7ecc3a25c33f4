import { MessageRepository } from '../shared/db/message-repository';
import { tableOf } from '../shared/db/table';
import { json } from '../shared/http/response';
import { listMessages } from '../shared/messages/dashboard-messages';
import { messagesList } from '../shared/routes/messages';
import { http } from '../shared/wiring/http';

/** GET /messages?status=&number=&source=&campaignId=&createdAfter=&createdBefore=&limit=&cursor=: the account's messages, newest first (messages.read). */
export const handler = http(
  messagesList,
  (rt) => ({ messages: new MessageRepository(tableOf(rt)) }),
  async (req, deps) => {
    const { limit, cursor, ...filter } = req.query;
    const page = { limit, ...(cursor ? { cursor } : {}) };
    return json(200, await listMessages(deps, { accountId: req.principal.accountId, page, ...filter }));
  },
);
