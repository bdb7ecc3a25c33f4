import { json } from '../shared/http/response';
import { smsVendorGet } from '../shared/http/routes/workspace';
import { getVendorSettings } from '../shared/vendors/vendor-settings';
import { http } from '../shared/wiring/http';
import { vendorSettingsReadDeps } from '../shared/wiring/vendor-settings-read';

/**
 * GET /settings/sms-vendor (accounts.manage): 200 `{configured: true, provider, senderId, configuredAt, credentials}`
 * with credentials masked (`{"apiKey": "••••1234"}`), or 200 `{configured: false}` when none is set.
 */
export const handler = http(smsVendorGet, vendorSettingsReadDeps, async (req, deps) => {
  const callbackBase = deps.callbackBase(req.headers.host);
  return json(
    200,
    await getVendorSettings(deps, { accountId: req.principal.accountId, ...(callbackBase ? { callbackBase } : {}) }),
  );
});
