import * as z from 'zod/mini';
import {
  AuthProvidersSchema,
  LoginResponseSchema,
  MeResponseSchema,
  OutboxSchema,
  TokenPairSchema,
} from '../shared/auth/auth-schemas';
import {
  authLogin,
  authLogout,
  authLogoutAll,
  authMe,
  authMeUpdate,
  authPasswordChange,
  authPasswordReset,
  authPasswordResetConfirm,
  authProviders,
  authRefresh,
  authRegister,
  authSocial,
  authVerifyEmail,
  authVerifyEmailResend,
  invitesAccept,
  sandboxOutbox,
} from '../shared/http/routes/auth';
import { errorResponse, noContent } from './route-docs';
import { type RouteDefinition, route } from './route-table';

/** scrypt at N=2^17 needs 128 MiB a hash, and Lambda's CPU share grows with memory: 1 GB keeps hashing well inside 10 s. */
const PASSWORD_HASHING = { memoryMb: 1024, timeoutSeconds: 10 } as const;

const AcceptedSchema = z
  .strictObject({ status: z.literal('accepted') })
  .check(z.meta({ id: 'Accepted', description: 'Taken: an e-mail is on its way when there is one to send' }));

const COMMON_PASSWORD = 'a password among the most commonly used ones is refused, saying why';

/** Platform auth routes (spec 4.2, contract "Auth"); part of the one route table in lib/routes.ts. */
export const authRoutes: RouteDefinition[] = [
  route(authRegister, {
    access: { table: ['GetItem', 'PutItem'], signingKeys: true, sendsMail: true },
    ...PASSWORD_HASHING,
    summary: 'Create a user with their own account and sign in',
    description: `A verification e-mail is sent to the address (valid 24 hours); ${COMMON_PASSWORD}.`,
    responses: {
      201: { description: 'The new user (OWNER of a new account), signed in', schema: LoginResponseSchema },
      409: errorResponse('A user with this e-mail exists already (in any letter case)', ['CONFLICT']),
    },
  }),
  route(authLogin, {
    access: { table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'], signingKeys: true },
    ...PASSWORD_HASHING,
    summary: 'Sign in with e-mail and password',
    responses: {
      200: { description: 'Signed in', schema: LoginResponseSchema },
      401: errorResponse('A wrong e-mail and a wrong password give the same answer', ['UNAUTHORIZED']),
    },
  }),
  route(authRefresh, {
    access: { table: ['GetItem', 'PutItem', 'UpdateItem'], signingKeys: true },
    timeoutSeconds: 10,
    summary: 'Exchange a refresh token for a new token pair (the refresh token rotates)',
    responses: {
      200: { description: 'A new token pair; the refresh token sent is used up', schema: TokenPairSchema },
      401: errorResponse(
        'The refresh token is invalid, expired or revoked; reusing a rotated one revokes its whole family',
        ['UNAUTHORIZED'],
      ),
    },
  }),
  route(authSocial, {
    // DeleteItem: a claim deletes the unverified user's webhooks and their invited memberships; ConditionCheckItem: an
    // invited OWNER leaves only while another OWNER stays (shared/auth/claim-revocation.ts, decision 0833).
    access: {
      table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'],
      signingKeys: true,
    },
    timeoutSeconds: 10,
    summary: "Sign in with an identity provider's ID token",
    description:
      'The first sign-in creates the user and an account of their own. Signing in as a user whose e-mail was not ' +
      'verified claims it (the API keys, webhooks, pending invites and vendor settings that user created are ' +
      'revoked; they leave the accounts they joined through an invite for an account of their own).',
    responses: {
      200: { description: 'Signed in', schema: LoginResponseSchema },
      401: errorResponse('The ID token is invalid, expired or not from a configured identity provider', [
        'UNAUTHORIZED',
      ]),
      403: errorResponse('The identity provider has not verified the e-mail address', ['FORBIDDEN']),
    },
  }),
  route(authProviders, {
    access: {},
    summary: 'The identity providers to offer "Sign in with" for',
    description:
      'Providers configured with an authorization endpoint and a client id. The browser asks one for an ID token ' +
      '(implicit flow, `response_type=id_token`, with `state` and `nonce` it checks itself) and signs in with it at ' +
      '`POST /auth/social`.',
    responses: { 200: { description: 'The providers, possibly none', schema: AuthProvidersSchema } },
  }),
  route(authLogout, {
    // Verifies the refresh token with the published public keys: never reads the private signing keys.
    access: { table: ['GetItem', 'UpdateItem'], verifiesTokens: true },
    timeoutSeconds: 10,
    summary: 'Revoke the session (token family) of a refresh token',
    responses: {
      204: noContent('Signed out: the refresh token and the access tokens of its session stop working'),
      401: errorResponse('The refresh token is not one this service issued', ['UNAUTHORIZED']),
    },
  }),
  route(authMe, {
    access: { table: ['GetItem'] },
    summary: 'The signed-in user, their account, role and permissions',
    responses: { 200: { description: 'Who the token is', schema: MeResponseSchema } },
  }),
  route(authMeUpdate, {
    access: { table: ['GetItem', 'UpdateItem'] },
    summary: "Set the signed-in user's own preferences (their time zone)",
    description:
      'The time zone is an IANA name (Europe/London, America/New_York, UTC); the dashboard shows and reads every time ' +
      'in it, labelled. Default Africa/Johannesburg (South African time). Marketing hours stay South African.',
    responses: {
      200: { description: 'Set; who the token is, as GET /auth/me answers', schema: MeResponseSchema },
    },
    examples: { london: { summary: 'A user in London', value: { timeZone: 'Europe/London' } } },
  }),
  route(invitesAccept, {
    access: {
      table: ['GetItem', 'BatchGetItem', 'PutItem', 'UpdateItem'],
      signingKeys: true,
      verifiesTokens: true,
      sendsMail: true,
    },
    ...PASSWORD_HASHING,
    summary: 'Accept a team invite and sign in to the inviting account',
    description:
      'A new user gives `password` (12 to 128 characters) and `fullName`; an existing user gives their current ' +
      'password, or sends their own access token as `Authorization: Bearer` (a user who signs in only with Google ' +
      'or Apple has no password).',
    responses: {
      200: { description: 'Joined with the invited role and signed in to the account', schema: LoginResponseSchema },
      401: errorResponse("The existing user's password is wrong, or the bearer token sent is not valid", [
        'UNAUTHORIZED',
      ]),
      403: errorResponse('The bearer token is of a user with another e-mail than the invite', ['FORBIDDEN']),
      404: errorResponse('No invite with this token', ['NOT_FOUND']),
      409: errorResponse('The invite was accepted, revoked or has expired, or the user is a member already', [
        'CONFLICT',
      ]),
    },
  }),

  // Account security (contract Part 3)
  route(authVerifyEmail, {
    // Query, PutItem: a claim reads the audit trail and revokes what the unverified user created, audited; DeleteItem,
    // ConditionCheckItem: it removes the invited memberships (another OWNER must stay); PutItem, UpdateItem: the
    // user's own account (decision 0833).
    access: {
      table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'],
      verifiesTokens: true,
    },
    summary: "Prove the address with the verification e-mail's token",
    description:
      "Sent with the user's own bearer token, it only marks the e-mail verified. Without it, it also **claims** a " +
      'user whose e-mail was not verified: the password set before and every session stop working (a password reset ' +
      'sets a new one), so a password someone else set for the address never opens its account; the API keys, ' +
      'webhooks, pending invites and vendor settings that user created are revoked (audited), and the user leaves ' +
      'the accounts they joined through an invite for an account of their own (OWNER).',
    responses: {
      204: noContent('The e-mail is verified'),
      400: errorResponse('The token is invalid, used or expired', ['VALIDATION_ERROR']),
      401: errorResponse('A bearer token was sent and is not valid', ['UNAUTHORIZED']),
    },
  }),
  route(authVerifyEmailResend, {
    access: { table: ['GetItem', 'PutItem'], sendsMail: true },
    summary: 'Send the verification e-mail again',
    responses: { 202: { description: 'Sent, unless the e-mail is verified already', schema: AcceptedSchema } },
  }),
  route(authPasswordReset, {
    access: { table: ['GetItem', 'PutItem'], sendsMail: true },
    summary: 'Ask for a password-reset e-mail',
    description:
      'The same answer, in about the same time, whether or not the address has a user. The link works once, for 1 hour.',
    responses: { 202: { description: 'Taken', schema: AcceptedSchema } },
  }),
  route(authPasswordResetConfirm, {
    // Query, PutItem: a claim reads the audit trail and revokes what the unverified user created, audited; DeleteItem,
    // ConditionCheckItem: it removes the invited memberships (another OWNER must stay); PutItem, UpdateItem: the
    // user's own account (decision 0833).
    access: { table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'] },
    ...PASSWORD_HASHING,
    summary: "Set a new password with the reset e-mail's token",
    description:
      `The e-mail is verified and every session of the user ends; ${COMMON_PASSWORD}. A reset of a user whose ` +
      'e-mail was not verified claims it: the API keys, webhooks, pending invites and vendor settings that user ' +
      'created are revoked (audited), and the user leaves the accounts they joined through an invite for an account ' +
      'of their own (OWNER).',
    responses: {
      204: noContent('The password is set; sign in with it'),
      400: errorResponse('The token is invalid, used or expired, or the password is not acceptable', [
        'VALIDATION_ERROR',
      ]),
    },
  }),
  route(authPasswordChange, {
    access: { table: ['GetItem', 'UpdateItem'] },
    ...PASSWORD_HASHING,
    summary: 'Change the password',
    description: `Every other session of the user ends; this one stays; ${COMMON_PASSWORD}.`,
    responses: {
      204: noContent('Changed'),
      403: errorResponse('The current password is wrong, or the user has none (a password reset sets one)', [
        'FORBIDDEN',
      ]),
    },
  }),
  route(authLogoutAll, {
    access: { table: ['GetItem', 'UpdateItem'] },
    summary: 'Sign out everywhere',
    responses: {
      204: noContent('Every refresh token and access token of the user stops working, this one included'),
    },
  }),
  route(sandboxOutbox, {
    access: { table: ['Query'] },
    localOnly: true,
    summary: 'The account e-mail the local stage kept (local stage only)',
    description:
      'Verification and reset e-mail, newest first, with their tokens. Not deployed: 404 on any other stage.',
    responses: {
      200: { description: 'The e-mail kept for the address', schema: OutboxSchema },
      404: errorResponse('Not the local stage', ['NOT_FOUND']),
    },
  }),
];
