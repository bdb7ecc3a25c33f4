import { httpHandler } from '../shared/http/handler';
import { json } from '../shared/http/response';
import { signedIn } from '../shared/http/signed-in';
import { putVendorSettings } from '../shared/vendors/vendor-settings';

/**
 * PUT /settings/sms-vendor `{provider, senderId?, credentials}` (accounts.manage): credentials are sealed (envelope
 * encryption) and never returned or logged; answers 200 with the masked settings; audited as `vendor.configured`.
 */
export const handler = httpHandler('sms-vendor-put', async (req) => {
  return json(200, await putVendorSettings(signedIn(req), req.body));
});
