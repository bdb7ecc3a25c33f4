import { json } from '../shared/http/response';
import { smsVendorPut } from '../shared/http/routes/workspace';
import { putVendorSettings } from '../shared/vendors/vendor-settings';
import { http } from '../shared/wiring/http';
import { vendorSettingsWriteDeps } from '../shared/wiring/vendor-settings-write';

/**
 * PUT /settings/sms-vendor `{provider, senderId?, credentials}` (accounts.manage): credentials are sealed (envelope
 * encryption) and never returned or logged; answers 200 with the masked settings; audited as `vendor.configured`.
 */
export const handler = http(smsVendorPut, vendorSettingsWriteDeps, async (req, deps) => {
  const callbackBase = deps.callbackBase(req.headers.host);
  return json(
    200,
    await putVendorSettings(deps, { actor: req, input: req.body, ...(callbackBase ? { callbackBase } : {}) }),
  );
});
