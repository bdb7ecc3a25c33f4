/** Contracts of the platform auth routes (spec 4.2, contract "Auth"); the public ones are limited per client IP. */
import {
  AcceptInviteBody,
  LoginBody,
  OptionalBearerHeaders,
  RefreshTokenBody,
  RegisterBody,
  SocialBody,
} from '../auth/auth-schemas';
import { defineRoute } from '../http/contract';

export const authRegister = defineRoute({
  id: 'auth-register',
  method: 'POST',
  path: '/auth/register',
  auth: 'none',
  limits: [{ per: 'ip', perMinute: 5 }],
  request: { body: RegisterBody },
});

export const authLogin = defineRoute({
  id: 'auth-login',
  method: 'POST',
  path: '/auth/login',
  auth: 'none',
  limits: [{ per: 'ip', perMinute: 10 }],
  request: { body: LoginBody },
});

export const authRefresh = defineRoute({
  id: 'auth-refresh',
  method: 'POST',
  path: '/auth/refresh',
  auth: 'none',
  limits: [{ per: 'ip', perMinute: 20 }],
  request: { body: RefreshTokenBody },
});

export const authSocial = defineRoute({
  id: 'auth-social',
  method: 'POST',
  path: '/auth/social',
  auth: 'none',
  limits: [{ per: 'ip', perMinute: 10 }],
  request: { body: SocialBody },
});

export const authLogout = defineRoute({
  id: 'auth-logout',
  method: 'POST',
  path: '/auth/logout',
  auth: 'none',
  request: { body: RefreshTokenBody },
});

export const authMe = defineRoute({ id: 'auth-me', method: 'GET', path: '/auth/me', auth: 'bearer' });

export const invitesAccept = defineRoute({
  id: 'invites-accept',
  method: 'POST',
  path: '/invites/accept',
  auth: 'none',
  limits: [{ per: 'ip', perMinute: 10 }],
  request: { body: AcceptInviteBody, headers: OptionalBearerHeaders },
});
