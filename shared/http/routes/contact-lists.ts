/**
 * Contracts of contact lists and their members (contract Part 2): apart from contacts.ts, whose bodies carry phone
 * numbers, so these functions do not carry the phone-number library. Writes need contacts.manage, reads messages.read.
 */
import * as z from 'zod/mini';
import { defineRoute } from '../contract';
import { ListQuery, pathParams } from '../pagination';

const list = pathParams('contact list');

export const ContactListInput = z.strictObject({
  name: z
    .string({ error: 'name is required' })
    .check(z.trim(), z.minLength(1, 'name must not be empty'), z.maxLength(100)),
});

const MembersInput = z.strictObject({
  contactIds: z
    .array(z.string().check(z.minLength(1), z.maxLength(64)))
    .check(z.minLength(1, 'at least one contact id'), z.maxLength(1000, 'at most 1,000 contact ids')),
});

export const contactListsCreate = defineRoute({
  id: 'contact-lists-create',
  method: 'POST',
  path: '/contact-lists',
  auth: 'bearer',
  permission: 'contacts.manage',
  request: { body: ContactListInput },
});

export const contactListsList = defineRoute({
  id: 'contact-lists-list',
  method: 'GET',
  path: '/contact-lists',
  auth: 'bearer',
  permission: 'messages.read',
  request: { query: ListQuery },
});

export const contactListsGet = defineRoute({
  id: 'contact-lists-get',
  method: 'GET',
  path: '/contact-lists/{id}',
  auth: 'bearer',
  permission: 'messages.read',
  request: { params: list },
});

export const contactListsUpdate = defineRoute({
  id: 'contact-lists-update',
  method: 'PATCH',
  path: '/contact-lists/{id}',
  auth: 'bearer',
  permission: 'contacts.manage',
  request: { params: list, body: ContactListInput },
});

export const contactListsDelete = defineRoute({
  id: 'contact-lists-delete',
  method: 'DELETE',
  path: '/contact-lists/{id}',
  auth: 'bearer',
  permission: 'contacts.manage',
  request: { params: list },
});

export const contactListMembersAdd = defineRoute({
  id: 'contact-list-members-add',
  method: 'POST',
  path: '/contact-lists/{id}/members',
  auth: 'bearer',
  permission: 'contacts.manage',
  request: { params: list, body: MembersInput },
});

export const contactListMembersRemove = defineRoute({
  id: 'contact-list-members-remove',
  method: 'DELETE',
  path: '/contact-lists/{id}/members/{contactId}',
  auth: 'bearer',
  permission: 'contacts.manage',
  request: { params: pathParams('contact list', 'id', 'contactId') },
});
