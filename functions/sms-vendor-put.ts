import { AccountRepository } from '../shared/db/account-repository';
import { OriginationRepository } from '../shared/db/origination-repository';
import { tableOf } from '../shared/db/table';
import { json } from '../shared/http/response';
import { smsVendorPut } from '../shared/routes/workspace';
import { sandboxAllowedOn } from '../shared/vendors/vendor';
import { putVendorSettings } from '../shared/vendors/vendor-settings';
import { publicBaseUrlOf } from '../shared/wiring/callbacks';
import { http } from '../shared/wiring/http';
import { moderationOf } from '../shared/wiring/moderation';
import { secretBoxOf } from '../shared/wiring/secret-box';

/**
 * PUT /settings/sms-vendor `{provider, senderId?, credentials}` (accounts.manage): credentials are sealed (envelope
 * encryption) and never returned or logged; answers 200 with the masked settings; audited as `vendor.configured`.
 */
export const handler = http(
  smsVendorPut,
  (rt) => ({
    accounts: new AccountRepository(tableOf(rt)),
    secrets: secretBoxOf(rt),
    origination: new OriginationRepository(tableOf(rt)),
    sandboxAllowed: sandboxAllowedOn(rt.config.STAGE),
    callbackBase: (host?: string) => publicBaseUrlOf(rt, host),
    moderation: moderationOf(rt),
  }),
  async (req, deps) => {
    const callbackBase = deps.callbackBase(req.headers.host);
    return json(
      200,
      await putVendorSettings(deps, { actor: req, input: req.body, ...(callbackBase ? { callbackBase } : {}) }),
    );
  },
);
