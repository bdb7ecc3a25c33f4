/** The billing routes (`GET /billing/balance`, `/billing/transactions`, `/public/balance`): the account item. */
import { AccountRepository } from '../db/account-repository';
import { tableOf } from '../db/table';
import type { Runtime } from '../runtime';

export const billingDeps = (rt: Runtime) => ({ accounts: new AccountRepository(tableOf(rt)) });
