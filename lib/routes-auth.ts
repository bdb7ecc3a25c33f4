import {
  AcceptInviteBody,
  LoginBody,
  LoginResponseSchema,
  MeResponseSchema,
  RefreshTokenBody,
  RegisterBody,
  SocialBody,
  TokenPairSchema,
} from '../shared/auth/auth-schemas';
import { errorResponse, noContent } from './route-docs';
import type { RouteDefinition } from './routes';

/** scrypt at N=2^17 needs 128 MiB a hash, and Lambda's CPU share grows with memory: 1 GB keeps hashing well inside 10 s. */
const PASSWORD_HASHING = { memoryMb: 1024, timeoutSeconds: 10 } as const;

/** Platform auth routes (spec 4.2, contract "Auth"); part of the one route table in lib/routes.ts. */
export const authRoutes: RouteDefinition[] = [
  {
    id: 'auth-register',
    method: 'POST',
    path: '/auth/register',
    auth: 'none',
    ipLimitPerMinute: 5,
    access: { table: 'readWrite', signingKeys: true },
    ...PASSWORD_HASHING,
    summary: 'Create a user with their own account and sign in',
    request: { body: RegisterBody },
    responses: {
      201: { description: 'The new user (OWNER of a new account), signed in', schema: LoginResponseSchema },
      409: errorResponse('A user with this e-mail exists already (in any letter case)', ['CONFLICT']),
    },
  },
  {
    id: 'auth-login',
    method: 'POST',
    path: '/auth/login',
    auth: 'none',
    ipLimitPerMinute: 10,
    access: { table: 'readWrite', signingKeys: true },
    ...PASSWORD_HASHING,
    summary: 'Sign in with e-mail and password',
    request: { body: LoginBody },
    responses: {
      200: { description: 'Signed in', schema: LoginResponseSchema },
      401: errorResponse('A wrong e-mail and a wrong password give the same answer', ['UNAUTHORIZED']),
    },
  },
  {
    id: 'auth-refresh',
    method: 'POST',
    path: '/auth/refresh',
    auth: 'none',
    ipLimitPerMinute: 20,
    access: { table: 'readWrite', signingKeys: true },
    timeoutSeconds: 10,
    summary: 'Exchange a refresh token for a new token pair (the refresh token rotates)',
    request: { body: RefreshTokenBody },
    responses: {
      200: { description: 'A new token pair; the refresh token sent is used up', schema: TokenPairSchema },
      401: errorResponse(
        'The refresh token is invalid, expired or revoked; reusing a rotated one revokes its whole family',
        ['UNAUTHORIZED'],
      ),
    },
  },
  {
    id: 'auth-social',
    method: 'POST',
    path: '/auth/social',
    auth: 'none',
    ipLimitPerMinute: 10,
    access: { table: 'readWrite', signingKeys: true },
    timeoutSeconds: 10,
    summary: "Sign in with an identity provider's ID token",
    description: 'The first sign-in creates the user and an account of their own.',
    request: { body: SocialBody },
    responses: {
      200: { description: 'Signed in', schema: LoginResponseSchema },
      401: errorResponse('The ID token is invalid, expired or not from a configured identity provider', [
        'UNAUTHORIZED',
      ]),
      403: errorResponse('The identity provider has not verified the e-mail address', ['FORBIDDEN']),
    },
  },
  {
    id: 'auth-logout',
    method: 'POST',
    path: '/auth/logout',
    auth: 'none',
    access: { table: 'readWrite', signingKeys: true },
    timeoutSeconds: 10,
    summary: 'Revoke the session (token family) of a refresh token',
    request: { body: RefreshTokenBody },
    responses: {
      204: noContent('Signed out: the refresh token and the access tokens of its session stop working'),
      401: errorResponse('The refresh token is not one this service issued', ['UNAUTHORIZED']),
    },
  },
  {
    id: 'auth-me',
    method: 'GET',
    path: '/auth/me',
    auth: 'bearer',
    access: { table: 'read' },
    summary: 'The signed-in user, their account, role and permissions',
    responses: {
      200: { description: 'Who the token is', schema: MeResponseSchema },
      404: errorResponse('The account of the session no longer exists', ['NOT_FOUND']),
    },
  },
  {
    id: 'invites-accept',
    method: 'POST',
    path: '/invites/accept',
    auth: 'none',
    ipLimitPerMinute: 10,
    access: { table: 'readWrite', signingKeys: true },
    ...PASSWORD_HASHING,
    summary: 'Accept a team invite and sign in to the inviting account',
    description:
      'A new user gives `password` (12 to 128 characters) and `fullName`; an existing user gives their current password.',
    request: { body: AcceptInviteBody },
    responses: {
      200: { description: 'Joined with the invited role and signed in to the account', schema: LoginResponseSchema },
      401: errorResponse("The existing user's password is wrong", ['UNAUTHORIZED']),
      404: errorResponse('No invite with this token', ['NOT_FOUND']),
      409: errorResponse('The invite was accepted, revoked or has expired, or the user is a member already', [
        'CONFLICT',
      ]),
    },
  },
];
