import { publicSendSms } from '../shared/http/routes/send';
import { http } from '../shared/wiring/http';
import { sendDeps, sendRoute } from '../shared/wiring/send';

/** POST /public/sms/send: send one SMS with an API key (scope sms.send). */
export const handler = http(
  publicSendSms,
  sendDeps,
  sendRoute(({ principal }) => ({
    accountId: principal.accountId,
    source: 'api',
    actor: { apiKeyId: principal.keyId },
    ...(principal.dailySpendLimit !== undefined ? { apiKeyDailySpendLimit: principal.dailySpendLimit } : {}),
  })),
);
