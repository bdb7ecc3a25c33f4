/** The adapters of the POPIA routes and the account-deletion worker. */
import { jobQueueOf } from '../aws/job-queue';
import { AccountDataRepository } from '../db/account-data-repository';
import { AccountRepository } from '../db/account-repository';
import { tableOf } from '../db/table';
import { UserRepository } from '../db/user-repository';
import type { DeletionMessage, DeletionRequestDeps, DeletionRunDeps, ExportDeps } from '../privacy/account-privacy';
import type { Runtime } from '../runtime';

export const exportDeps = (rt: Runtime): ExportDeps => {
  const data = new AccountDataRepository(tableOf(rt));
  return { data, audit: data };
};

export const deletionRequestDeps = (rt: Runtime): DeletionRequestDeps => ({
  accounts: new AccountRepository(tableOf(rt)),
  users: new UserRepository(tableOf(rt)),
  data: new AccountDataRepository(tableOf(rt)),
  queue: jobQueueOf<DeletionMessage>(rt, 'account'),
});

export const deletionRunDeps = (rt: Runtime): DeletionRunDeps => ({
  data: new AccountDataRepository(tableOf(rt)),
  queue: jobQueueOf<DeletionMessage>(rt, 'account'),
  clock: rt.clock,
});
