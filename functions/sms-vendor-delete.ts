import { httpHandler } from '../shared/http/handler';
import { noContent } from '../shared/http/response';
import { signedIn } from '../shared/http/signed-in';
import { deleteVendorSettings } from '../shared/vendors/vendor-settings';

/** DELETE /settings/sms-vendor (accounts.manage): 204; sends answer 503 VENDOR_NOT_CONFIGURED until a new PUT. */
export const handler = httpHandler('sms-vendor-delete', async (req) => {
  await deleteVendorSettings(signedIn(req));
  return noContent();
});
