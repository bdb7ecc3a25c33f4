/**
 * `/settings/sms-vendor`, wired: DELETE here, GET in vendor-settings-read.ts (callback addresses), PUT in
 * vendor-settings-write.ts (sealed credentials, moderated sender ids): each route carries only what it uses.
 */
import { AccountRepository } from '../db/account-repository';
import { tableOf } from '../db/table';
import type { Runtime } from '../runtime';

/** DELETE. */
export const vendorSettingsDeleteDeps = (rt: Runtime) => ({ accounts: new AccountRepository(tableOf(rt)) });
