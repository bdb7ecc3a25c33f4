/** `POST /auth/register`: the account-security adapters, the account item and moderation (of the account's name). */
import { AccountRepository } from '../db/account-repository';
import { tableOf } from '../db/table';
import type { Runtime } from '../runtime';
import { securityDeps } from './auth';
import { moderationOf } from './moderation';

export const registerDeps = (rt: Runtime) => ({
  ...securityDeps(rt),
  accounts: new AccountRepository(tableOf(rt)),
  moderation: moderationOf(rt),
});
