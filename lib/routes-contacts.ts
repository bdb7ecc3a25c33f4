import { ContactImportSchema, ContactListSchema, ContactSchema, OptOutSchema } from '../shared/contacts/schemas';
import {
  contactListMembersAdd,
  contactListMembersRemove,
  contactListsCreate,
  contactListsDelete,
  contactListsGet,
  contactListsList,
  contactListsUpdate,
} from '../shared/http/routes/contact-lists';
import {
  contactImportsCreate,
  contactImportsGet,
  contactsCreate,
  contactsDelete,
  contactsGet,
  contactsList,
  contactsUpdate,
  optOutsCreate,
  optOutsDelete,
  optOutsList,
} from '../shared/http/routes/contacts';
import { errorResponse, noContent, notFoundOf, pageOf } from './route-docs';
import { type RouteDefinition, route, SHARDED_READS_MB } from './route-table';

const phoneTaken = errorResponse('A contact with this phone is on the account already', ['CONFLICT']);
const badPhone = errorResponse('The body is not valid, or the phone is not a South African mobile number', [
  'VALIDATION_ERROR',
  'INVALID_PHONE_NUMBER',
]);

/** Contacts, lists, imports and opt-outs (contract Part 2); part of the one route table in lib/routes.ts. */
export const contactRoutes: RouteDefinition[] = [
  route(contactsCreate, {
    access: { table: ['GetItem', 'BatchGetItem', 'PutItem', 'UpdateItem', 'DeleteItem'] },
    summary: 'Create a contact',
    description: 'The phone is normalised like `to` of a send (E.164); one contact per phone per account.',
    responses: { 201: { description: 'The contact', schema: ContactSchema }, 400: badPhone, 409: phoneTaken },
  }),
  route(contactsList, {
    access: { table: ['GetItem', 'BatchGetItem', 'Query'] },
    memoryMb: SHARDED_READS_MB,
    summary: 'List contacts, newest first',
    description:
      '`listId`: members of a list. `search`: a prefix of the first or last name, or digits of the number (a full ' +
      'number is found at once). `optedOut`: `true` or `false`. A filtered page may be short; follow `nextCursor`.',
    responses: {
      200: { description: 'A page of contacts', schema: pageOf(ContactSchema) },
      404: notFoundOf('contact list'),
    },
  }),
  route(contactsGet, {
    access: { table: ['GetItem', 'BatchGetItem'] },
    summary: 'Get a contact',
    responses: { 200: { description: 'The contact', schema: ContactSchema }, 404: notFoundOf('contact') },
  }),
  route(contactsUpdate, {
    access: { table: ['GetItem', 'BatchGetItem', 'PutItem', 'UpdateItem', 'DeleteItem'] },
    summary: 'Change a contact',
    description:
      'Fields given replace; `null` clears a name; `attributes` merges (a null value removes one); `listIds` replaces ' +
      'the lists.',
    responses: {
      200: { description: 'The contact as it is now', schema: ContactSchema },
      400: badPhone,
      404: notFoundOf('contact'),
      409: errorResponse('Another contact has this phone, or the contact changed meanwhile', ['CONFLICT']),
    },
  }),
  route(contactsDelete, {
    access: { table: ['GetItem', 'BatchGetItem', 'PutItem', 'UpdateItem', 'DeleteItem'] },
    summary: 'Delete a contact (its opt-out, a property of the number, stays)',
    responses: { 204: noContent('Deleted'), 404: notFoundOf('contact') },
  }),
  route(contactListsCreate, {
    access: { table: ['PutItem'] },
    summary: 'Create a contact list',
    responses: { 201: { description: 'The list', schema: ContactListSchema } },
  }),
  route(contactListsList, {
    access: { table: ['Query'] },
    summary: 'List contact lists, newest first',
    responses: { 200: { description: 'A page of lists', schema: pageOf(ContactListSchema) } },
  }),
  route(contactListsGet, {
    access: { table: ['GetItem'] },
    summary: 'Get a contact list',
    responses: { 200: { description: 'The list', schema: ContactListSchema }, 404: notFoundOf('contact list') },
  }),
  route(contactListsUpdate, {
    access: { table: ['GetItem', 'UpdateItem'] },
    summary: 'Rename a contact list',
    responses: { 200: { description: 'The list', schema: ContactListSchema }, 404: notFoundOf('contact list') },
  }),
  route(contactListsDelete, {
    access: { table: ['GetItem', 'DeleteItem'] },
    summary: 'Delete a contact list (its contacts stay)',
    responses: { 204: noContent('Deleted'), 404: notFoundOf('contact list') },
  }),
  route(contactListMembersAdd, {
    access: { table: ['GetItem', 'BatchGetItem', 'PutItem', 'UpdateItem', 'DeleteItem'] },
    memoryMb: SHARDED_READS_MB,
    summary: 'Add contacts to a list (idempotent)',
    responses: {
      200: { description: 'The list with its new count', schema: ContactListSchema },
      404: notFoundOf('contact list'),
    },
  }),
  route(contactListMembersRemove, {
    access: { table: ['GetItem', 'BatchGetItem', 'PutItem', 'UpdateItem', 'DeleteItem'] },
    summary: 'Remove a contact from a list (idempotent)',
    responses: { 204: noContent('Not on the list (any more)'), 404: notFoundOf('contact list') },
  }),
  route(contactImportsCreate, {
    access: { table: ['GetItem', 'PutItem'], importFiles: 'write', importQueue: true },
    memoryMb: SHARDED_READS_MB,
    timeoutSeconds: 28,
    summary: 'Import contacts from a CSV file (asynchronous)',
    description:
      'The file travels as `csv` (up to 5 MB, about 50,000 rows). The header row is read at once (422 ' +
      'IMPORT_INVALID when the text is not CSV at all or has no phone column); the rows are read by the import ' +
      'worker. An existing phone is updated, never duplicated; bad rows are reported by line number ' +
      '(docs/decisions/0702-contact-import.md).',
    responses: {
      202: { description: 'The import, PENDING', schema: ContactImportSchema },
      413: errorResponse('The body exceeds 5 MB: split the file', ['PAYLOAD_TOO_LARGE']),
      422: errorResponse('The file cannot be read as CSV, or it has no phone column', ['IMPORT_INVALID']),
    },
  }),
  route(contactImportsGet, {
    access: { table: ['GetItem'] },
    summary: 'The progress and outcome of an import',
    responses: { 200: { description: 'The import', schema: ContactImportSchema }, 404: notFoundOf('import') },
  }),
  route(optOutsList, {
    access: { table: ['Query'] },
    summary: 'Current opt-outs, newest first',
    responses: { 200: { description: 'A page of opt-outs', schema: pageOf(OptOutSchema) } },
  }),
  route(optOutsCreate, {
    access: { table: ['GetItem', 'PutItem'] },
    summary: 'Opt a number out of campaigns (idempotent)',
    description: 'Single sends are transactional and are not stopped by an opt-out (docs/decisions/0703).',
    responses: {
      201: { description: 'The opt-out (the existing one if there was one)', schema: OptOutSchema },
      400: badPhone,
    },
  }),
  route(optOutsDelete, {
    access: { table: ['DeleteItem', 'PutItem'] },
    summary: 'Remove an opt-out (audited optout.removed); idempotent',
    responses: {
      204: noContent('The number may receive campaigns again (also when it was not opted out: nothing is audited)'),
      400: errorResponse('The phone is not a South African mobile number', ['INVALID_PHONE_NUMBER']),
    },
  }),
];
