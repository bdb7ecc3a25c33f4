/** The platform administrators' routes (`/admin/...`), wired. */
import { AccountRepository } from '../db/account-repository';
import { AuditRepository } from '../db/audit-repository';
import { FlagRepository } from '../db/flag-repository';
import { OriginationRepository } from '../db/origination-repository';
import { tableOf } from '../db/table';
import type { Runtime } from '../runtime';

/** Listing, suspending and crediting accounts. */
export const adminAccountsDeps = (rt: Runtime) => ({ accounts: new AccountRepository(tableOf(rt)) });

/** The platform's audit trail. */
export const adminAuditDeps = (rt: Runtime) => ({ audit: new AuditRepository(tableOf(rt)) });

/** The moderation flags of every account. */
export const adminFlagsDeps = (rt: Runtime) => ({ flags: new FlagRepository(tableOf(rt)) });

/** A flag's review, and its effect on the flagged account. */
export const adminFlagReviewDeps = (rt: Runtime) => ({
  ...adminFlagsDeps(rt),
  accounts: new AccountRepository(tableOf(rt)),
});

/** The origination identities assigned to an account (decision 0820). */
export const adminOriginationDeps = (rt: Runtime) => ({
  accounts: new AccountRepository(tableOf(rt)),
  origination: new OriginationRepository(tableOf(rt)),
});
