/** `GET /settings/sms-vendor`, wired (and the base of PUT's wiring). */
import { AccountRepository } from '../db/account-repository';
import { tableOf } from '../db/table';
import type { Runtime } from '../runtime';
import { publicBaseUrlOf } from './callbacks';

/** GET: the settings, masked, with the callback addresses as the request's host names them. */
export const vendorSettingsReadDeps = (rt: Runtime) => ({
  accounts: new AccountRepository(tableOf(rt)),
  callbackBase: (host?: string) => publicBaseUrlOf(rt, host),
});
