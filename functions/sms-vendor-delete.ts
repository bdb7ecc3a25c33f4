import { noContent } from '../shared/http/response';
import { smsVendorDelete } from '../shared/http/routes/workspace';
import { deleteVendorSettings } from '../shared/vendors/vendor-settings';
import { http } from '../shared/wiring/http';
import { vendorSettingsDeleteDeps } from '../shared/wiring/vendor-settings';

/** DELETE /settings/sms-vendor (accounts.manage): 204; sends answer 503 VENDOR_NOT_CONFIGURED until a new PUT. */
export const handler = http(smsVendorDelete, vendorSettingsDeleteDeps, async (req, deps) => {
  await deleteVendorSettings(deps, { actor: req });
  return noContent();
});
