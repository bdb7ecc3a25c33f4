import { tableOf } from '../shared/db/table';
import { TwilioSettingsRepository } from '../shared/db/twilio-settings-repository';
import { json } from '../shared/http/response';
import { settingsTwilioGet } from '../shared/http/routes/twilio';
import { getTwilioSettings } from '../shared/twilio/settings';
import { http } from '../shared/wiring/http';

/** GET /settings/twilio (accounts.manage): the account's settings of the Twilio-compatible API. */
export const handler = http(
  settingsTwilioGet,
  (rt) => ({ settings: new TwilioSettingsRepository(tableOf(rt)) }),
  async (req, deps) => json(200, await getTwilioSettings(deps, req.principal.accountId)),
);
