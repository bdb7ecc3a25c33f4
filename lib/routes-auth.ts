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
  },
  {
    id: 'auth-logout',
    method: 'POST',
    path: '/auth/logout',
    auth: 'none',
    access: { table: 'readWrite', signingKeys: true },
    timeoutSeconds: 10,
    summary: 'Revoke the session (token family) of a refresh token',
  },
  {
    id: 'auth-me',
    method: 'GET',
    path: '/auth/me',
    auth: 'bearer',
    access: { table: 'read' },
    summary: 'The signed-in user, their account, role and permissions',
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
  },
];
