/** Routes that read or change the user item alone (`GET /team/members`, `POST /auth/logout-all`) or with the account (`GET /auth/me`). */
import { AccountRepository } from '../db/account-repository';
import { tableOf } from '../db/table';
import { UserRepository } from '../db/user-repository';
import type { Runtime } from '../runtime';

export const userDeps = (rt: Runtime) => ({ users: new UserRepository(tableOf(rt)) });

/** `GET /auth/me`: the user and their account. */
export const meDeps = (rt: Runtime) => ({ ...userDeps(rt), accounts: new AccountRepository(tableOf(rt)) });
