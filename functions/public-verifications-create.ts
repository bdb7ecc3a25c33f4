import { json } from '../shared/http/response';
import { publicVerificationsCreate } from '../shared/http/routes/verify';
import { prepareSend } from '../shared/messages/send-message';
import { publicVerification } from '../shared/verify/verification';
import { startVerification } from '../shared/verify/verify';
import { http } from '../shared/wiring/http';
import { refusedStart, verifyDeps } from '../shared/wiring/verify';

/**
 * POST /public/verifications (scope verify): starts a verification of a number, or sends the pending one a new code.
 * The fraud guard and the resend rules answer 429 with Retry-After, before anything is sent or charged.
 */
export const handler = http(publicVerificationsCreate, verifyDeps, {
  // The account's state (suspended, closed) while the key's limit is counted, as the send route does.
  load: (req, deps) => prepareSend(deps.send, { accountId: req.principal.accountId, rawBody: {} }),
  handle: async (req, deps, prepared) => {
    const { principal } = req;
    const started = await startVerification(deps, {
      sender: {
        accountId: principal.accountId,
        source: 'api',
        actor: { apiKeyId: principal.keyId },
        ...(principal.dailySpendLimit !== undefined ? { apiKeyDailySpendLimit: principal.dailySpendLimit } : {}),
      },
      request: req.body,
      prepared,
      log: req.log,
    });
    if (!started.ok) return refusedStart(req.requestId, started);
    return json(201, publicVerification(started.verification, deps.clock.now()));
  },
});
