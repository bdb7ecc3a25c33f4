/** Contracts of contacts, lists, imports and opt-outs (contract Part 2): writes need contacts.manage, reads messages.read. */
import * as z from 'zod/mini';
import { ContactInput, ContactPatch, OptOutInput } from '../contacts/contact-input';
import { ImportRequest } from '../contacts/import-request';
import { defineRoute } from '../http/contract';
import { ListQuery, listQuery, pathParams } from '../http/pagination';

const contact = pathParams('contact');

const ContactQuery = listQuery({
  listId: z.optional(z.string().check(z.maxLength(64), z.describe('Only the members of this list'))),
  search: z.optional(
    z.string().check(z.maxLength(100), z.describe('A prefix of the first or last name, or digits of the number')),
  ),
  optedOut: z.optional(
    z.pipe(
      z.enum(['true', 'false']),
      z.transform((v) => v === 'true'),
    ),
  ),
});

export const contactsCreate = defineRoute({
  id: 'contacts-create',
  method: 'POST',
  path: '/contacts',
  auth: 'bearer',
  permission: 'contacts.manage',
  request: { body: ContactInput },
});

export const contactsList = defineRoute({
  id: 'contacts-list',
  method: 'GET',
  path: '/contacts',
  auth: 'bearer',
  permission: 'messages.read',
  request: { query: ContactQuery },
});

export const contactsGet = defineRoute({
  id: 'contacts-get',
  method: 'GET',
  path: '/contacts/{id}',
  auth: 'bearer',
  permission: 'messages.read',
  request: { params: contact },
});

export const contactsUpdate = defineRoute({
  id: 'contacts-update',
  method: 'PATCH',
  path: '/contacts/{id}',
  auth: 'bearer',
  permission: 'contacts.manage',
  request: { params: contact, body: ContactPatch },
});

export const contactsDelete = defineRoute({
  id: 'contacts-delete',
  method: 'DELETE',
  path: '/contacts/{id}',
  auth: 'bearer',
  permission: 'contacts.manage',
  request: { params: contact },
});

/** The CSV travels in the JSON body: up to 5 MB (about 50,000 rows), under Lambda's 6 MB request payload. */
const IMPORT_MAX_BODY_BYTES = 5 * 1024 * 1024;

export const contactImportsCreate = defineRoute({
  id: 'contact-imports-create',
  method: 'POST',
  path: '/contact-imports',
  auth: 'bearer',
  permission: 'contacts.manage',
  maxBodyBytes: IMPORT_MAX_BODY_BYTES,
  request: { body: ImportRequest },
});

export const contactImportsGet = defineRoute({
  id: 'contact-imports-get',
  method: 'GET',
  path: '/contact-imports/{id}',
  auth: 'bearer',
  permission: 'messages.read',
  request: { params: pathParams('import') },
});

export const optOutsList = defineRoute({
  id: 'opt-outs-list',
  method: 'GET',
  path: '/opt-outs',
  auth: 'bearer',
  permission: 'messages.read',
  request: { query: ListQuery },
});

export const optOutsCreate = defineRoute({
  id: 'opt-outs-create',
  method: 'POST',
  path: '/opt-outs',
  auth: 'bearer',
  permission: 'contacts.manage',
  request: { body: OptOutInput },
});

export const optOutsDelete = defineRoute({
  id: 'opt-outs-delete',
  method: 'DELETE',
  path: '/opt-outs/{phone}',
  auth: 'bearer',
  permission: 'contacts.manage',
  request: { params: pathParams('opted-out', 'phone') },
});
