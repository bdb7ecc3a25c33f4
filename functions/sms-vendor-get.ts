import { httpHandler } from '../shared/http/handler';
import { json } from '../shared/http/response';
import { signedIn } from '../shared/http/signed-in';
import { getVendorSettings } from '../shared/vendors/vendor-settings';

/**
 * GET /settings/sms-vendor (accounts.manage): 200 `{configured: true, provider, senderId, configuredAt, credentials}`
 * with credentials masked (`{"apiKey": "••••1234"}`), or 200 `{configured: false}` when none is set.
 */
export const handler = httpHandler('sms-vendor-get', async (req) => {
  return json(200, await getVendorSettings(signedIn(req)));
});
