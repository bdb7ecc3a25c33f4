/** Contracts of contacts, lists, imports and opt-outs (contract Part 2): writes need contacts.manage, reads messages.read. */
import * as z from 'zod/mini';
import {
  ATTRIBUTE_NAME,
  isReservedName,
  MAX_ATTRIBUTE_VALUE,
  MAX_ATTRIBUTES,
  MAX_LISTS_PER_CONTACT,
  MAX_NAME,
  RESERVED_NAME_MESSAGE,
} from '../../contacts/contact';
import { ImportRequest } from '../../contacts/import-request';
import { normaliseSouthAfricanMobile } from '../../messages/phone';
import { defineRoute } from '../contract';
import { ListQuery, listQuery, pathParams } from '../pagination';

const contact = pathParams('contact');

const INVALID_PHONE = 'phone must be a South African mobile number (0XX XXX XXXX or +27XXXXXXXXX)';

/** A phone field: refused with 400 INVALID_PHONE_NUMBER unless it normalises like `to` of a send. */
const PhoneField = z.string({ error: 'phone is required' }).check(
  z.minLength(1, 'phone is required'),
  z.maxLength(64),
  z.refine((p) => normaliseSouthAfricanMobile(p) !== undefined, {
    message: INVALID_PHONE,
    params: { code: 'INVALID_PHONE_NUMBER' },
  }),
  z.describe('A South African mobile number, national or E.164; stored and returned as E.164'),
);

const Name = z.string().check(z.trim(), z.maxLength(MAX_NAME, `at most ${MAX_NAME} characters`));

const AttributeValue = z
  .string()
  .check(z.maxLength(MAX_ATTRIBUTE_VALUE, `attribute values are at most ${MAX_ATTRIBUTE_VALUE} characters`));
const AttributeName = z.string().check(
  z.regex(ATTRIBUTE_NAME, 'attribute names match [A-Za-z][A-Za-z0-9_]{0,31}'),
  z.refine((name) => !isReservedName(name), { message: `this attribute name ${RESERVED_NAME_MESSAGE}` }),
);

const ListIds = z
  .array(z.string().check(z.minLength(1), z.maxLength(64)))
  .check(
    z.maxLength(MAX_LISTS_PER_CONTACT, `at most ${MAX_LISTS_PER_CONTACT} lists`),
    z.describe('The lists the contact is on'),
  );

export const ContactInput = z
  .strictObject({
    phone: PhoneField,
    firstName: z.optional(Name),
    lastName: z.optional(Name),
    attributes: z.optional(
      z.record(AttributeName, AttributeValue).check(
        z.refine((a) => Object.keys(a).length <= MAX_ATTRIBUTES, `at most ${MAX_ATTRIBUTES} attributes`),
        z.describe(`Up to ${MAX_ATTRIBUTES} attributes (name → value of at most ${MAX_ATTRIBUTE_VALUE} characters)`),
      ),
    ),
    listIds: z.optional(ListIds),
  })
  .check(z.meta({ id: 'ContactInput', description: 'A new contact' }));

/** PATCH: fields given replace; `null` clears a name; `attributes` merges (a null value removes an attribute). */
export const ContactPatch = z
  .strictObject({
    phone: z.optional(PhoneField),
    firstName: z.optional(z.nullable(Name)),
    lastName: z.optional(z.nullable(Name)),
    attributes: z.optional(
      z
        .record(AttributeName, z.nullable(AttributeValue))
        .check(z.describe('Merged into the contact: a value sets, null removes')),
    ),
    listIds: z.optional(ListIds),
  })
  .check(z.meta({ id: 'ContactPatch', description: 'Changes to a contact' }));

export const OptOutInput = z.strictObject({
  phone: PhoneField,
  reason: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});

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
