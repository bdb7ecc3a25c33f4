/** Contracts of Verify (issue 31, docs/decisions/1701-verify.md): one-time codes by SMS, scope `verify`. */

import * as z from 'zod/mini';
import { CheckVerificationRequest, StartVerificationRequest } from '../../verify/schemas';
import { defineRoute } from '../contract';
import { pathParams } from '../pagination';

export const publicVerificationsCreate = defineRoute({
  id: 'public-verifications-create',
  method: 'POST',
  path: '/public/verifications',
  auth: 'apiKey',
  scope: 'verify',
  request: { body: StartVerificationRequest },
});

export const publicVerificationsGet = defineRoute({
  id: 'public-verifications-get',
  method: 'GET',
  path: '/public/verifications/{id}',
  auth: 'apiKey',
  scope: 'verify',
  request: { params: pathParams('verification') },
});

export const publicVerificationsCheck = defineRoute({
  id: 'public-verifications-check',
  method: 'POST',
  path: '/public/verifications/{id}/check',
  auth: 'apiKey',
  scope: 'verify',
  request: { params: pathParams('verification'), body: CheckVerificationRequest },
});

export const publicVerificationsCancel = defineRoute({
  id: 'public-verifications-cancel',
  method: 'POST',
  path: '/public/verifications/{id}/cancel',
  auth: 'apiKey',
  scope: 'verify',
  request: { params: pathParams('verification') },
});

/** The fraud guard's blocks of the caller's account (an operator's view, decision 1702). */
export const verifyBlocksList = defineRoute({
  id: 'verify-blocks-list',
  method: 'GET',
  path: '/verify/blocks',
  auth: 'bearer',
  permission: 'accounts.manage',
});

/** Verify's conversion and refused starts of the caller's account, for the dashboard's Verify page (decision 1705). */
export const verifyOverview = defineRoute({
  id: 'verify-overview',
  method: 'GET',
  path: '/verify/overview',
  auth: 'bearer',
  permission: 'accounts.manage',
});

export const verifyBlocksLift = defineRoute({
  id: 'verify-blocks-lift',
  method: 'DELETE',
  path: '/verify/blocks/{prefix}',
  auth: 'bearer',
  permission: 'accounts.manage',
  request: {
    params: z.strictObject({
      prefix: z
        .string()
        .check(
          z.regex(/^\+?27\d{5}$/, 'prefix is +27 and 5 digits'),
          z.describe('The blocked prefix (+27 and 5 digits; the + may be left out)'),
        ),
    }),
  },
});
