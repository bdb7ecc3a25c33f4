import { AccountRepository } from '../shared/db/account-repository';
import { tableOf } from '../shared/db/table';
import { noContent } from '../shared/http/response';
import { smsVendorDelete } from '../shared/routes/workspace';
import { deleteVendorSettings } from '../shared/vendors/vendor-settings';
import { http } from '../shared/wiring/http';

/** DELETE /settings/sms-vendor (accounts.manage): 204; sends answer 503 VENDOR_NOT_CONFIGURED until a new PUT. */
export const handler = http(
  smsVendorDelete,
  (rt) => ({ accounts: new AccountRepository(tableOf(rt)) }),
  async (req, deps) => {
    await deleteVendorSettings(deps, { actor: req });
    return noContent();
  },
);
