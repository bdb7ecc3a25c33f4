/** Contracts of the account's own data routes (POPIA): the export and the deletion, both the owner's alone. */
import * as z from 'zod/mini';
import { MAX_PASSWORD_LENGTH } from '../../auth/password-rules';
import { defineRoute } from '../contract';
import { ListQuery } from '../pagination';

const AccountDeletionRequest = z.strictObject({
  accountName: z
    .string()
    .check(z.minLength(1), z.maxLength(200), z.describe('The account name exactly, as a confirmation')),
  password: z
    .string()
    .check(z.minLength(1), z.maxLength(MAX_PASSWORD_LENGTH), z.describe("The owner's password, checked again")),
});

export const accountExport = defineRoute({
  id: 'account-export',
  method: 'GET',
  path: '/account/export',
  auth: 'bearer',
  permission: 'accounts.manage',
  roles: ['OWNER'],
  request: { query: ListQuery },
});

export const accountDeletion = defineRoute({
  id: 'account-deletion',
  method: 'POST',
  path: '/account/deletion',
  auth: 'bearer',
  permission: 'accounts.manage',
  roles: ['OWNER'],
  limits: [{ per: 'user', perMinute: 5 }],
  request: { body: AccountDeletionRequest },
});
