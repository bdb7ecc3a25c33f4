/** Contacts, lists, opt-outs and imports, wired for their functions. */
import { fileStoreOf } from '../aws/file-store';
import { jobQueueOf } from '../aws/job-queue';
import type { ContactDeps } from '../contacts/contact';
import type { ImportDeps, ImportJob, ImportRunDeps } from '../contacts/import';
import type { OptOutDeps } from '../contacts/opt-outs';
import { ContactListRepository, ContactRepository } from '../db/contact-repository';
import { ImportRepository } from '../db/import-repository';
import { OptOutRepository } from '../db/opt-out-repository';
import { tableOf } from '../db/table';
import type { Runtime } from '../runtime';

export const contactDeps = (rt: Runtime): ContactDeps => ({
  contacts: new ContactRepository(tableOf(rt)),
  lists: new ContactListRepository(tableOf(rt)),
  optOuts: new OptOutRepository(tableOf(rt)),
});

export const optOutDeps = (rt: Runtime): OptOutDeps => ({ optOuts: new OptOutRepository(tableOf(rt)) });

export const importDeps = (rt: Runtime): ImportDeps => ({
  imports: new ImportRepository(tableOf(rt)),
  files: fileStoreOf(rt),
  queue: jobQueueOf<ImportJob>(rt, 'import'),
  lists: new ContactListRepository(tableOf(rt)),
});

export const importRunDeps = (rt: Runtime): ImportRunDeps => ({
  imports: new ImportRepository(tableOf(rt)),
  files: fileStoreOf(rt),
  contacts: new ContactRepository(tableOf(rt)),
  optOuts: new OptOutRepository(tableOf(rt)),
  clock: rt.clock,
});
