import { ApiKeyRepository } from '../shared/db/api-key-repository';
import { tableOf } from '../shared/db/table';
import { TwilioSettingsRepository } from '../shared/db/twilio-settings-repository';
import { json } from '../shared/http/response';
import { settingsTwilioPut } from '../shared/http/routes/twilio';
import { putTwilioSettings } from '../shared/twilio/settings';
import { http } from '../shared/wiring/http';
import { urlPolicyOf } from '../shared/wiring/webhooks';

/**
 * PUT /settings/twilio (accounts.manage): honour opt-outs on every compatible send; the incoming message URL and the
 * key that signs what goes there.
 */
export const handler = http(
  settingsTwilioPut,
  (rt) => {
    const apiKeys = new ApiKeyRepository(tableOf(rt));
    return {
      settings: new TwilioSettingsRepository(tableOf(rt)),
      urlPolicy: urlPolicyOf(rt),
      keyById: (accountId: string, keyId: string) => apiKeys.findById(accountId, keyId),
    };
  },
  async (req, deps) => json(200, await putTwilioSettings(deps, { actor: req, input: req.body })),
);
