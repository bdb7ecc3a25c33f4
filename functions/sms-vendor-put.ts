import { AccountRepository } from '../shared/db/account-repository';
import { tableOf } from '../shared/db/table';
import { json } from '../shared/http/response';
import { smsVendorPut } from '../shared/routes/workspace';
import { putVendorSettings } from '../shared/vendors/vendor-settings';
import { http } from '../shared/wiring/http';
import { sandboxAllowed, secretBoxOf } from '../shared/wiring/vendors';

/**
 * PUT /settings/sms-vendor `{provider, senderId?, credentials}` (accounts.manage): credentials are sealed (envelope
 * encryption) and never returned or logged; answers 200 with the masked settings; audited as `vendor.configured`.
 */
export const handler = http(
  smsVendorPut,
  (rt) => ({
    accounts: new AccountRepository(tableOf(rt)),
    secrets: secretBoxOf(rt),
    sandboxAllowed: sandboxAllowed(rt.config),
  }),
  async (req, deps) => json(200, await putVendorSettings(deps, { actor: req, input: req.body })),
);
