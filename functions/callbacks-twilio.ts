import { jsonText } from '../shared/http/response';
import { callbacksTwilio } from '../shared/http/routes/delivery';
import { receiveCallback } from '../shared/messages/callbacks';
import { callbackDeps } from '../shared/wiring/callbacks';
import { http } from '../shared/wiring/http';

/** An empty TwiML answer: the reply gets no automatic answer from Twilio. */
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

/**
 * POST /callbacks/twilio/{accountId}: status callbacks and inbound messages, X-Twilio-Signature verified over the
 * URL the contract names with the account's auth token (403 INVALID_SIGNATURE, nothing changed, otherwise).
 */
export const handler = http(callbacksTwilio, callbackDeps, async (req, deps) => {
  const { accountId } = req.params;
  await receiveCallback(deps, {
    provider: 'twilio',
    accountId,
    request: {
      url: deps.signedUrl(`/callbacks/twilio/${accountId}`, req.headers.host),
      headers: req.headers,
      body: req.body,
    },
    log: req.log,
  });
  return jsonText(200, EMPTY_TWIML, { 'Content-Type': 'text/xml; charset=utf-8' });
});
