/** Contracts of the platform auth routes (spec 4.2, contract "Auth"); the public ones are limited per client IP. */
import {
  AcceptInviteBody,
  LoginBody,
  OptionalBearerHeaders,
  OutboxQuery,
  PasswordChangeBody,
  PasswordResetBody,
  PasswordResetConfirmBody,
  RefreshTokenBody,
  RegisterBody,
  SocialBody,
  UpdateMeBody,
  VerifyEmailBody,
} from '../../auth/auth-schemas';
import { defineRoute } from '../contract';

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

/** The identity providers the dashboard offers (public: the sign-in page reads it before anyone signs in). */
export const authProviders = defineRoute({
  id: 'auth-providers',
  method: 'GET',
  path: '/auth/providers',
  auth: 'none',
});

export const authMe = defineRoute({ id: 'auth-me', method: 'GET', path: '/auth/me', auth: 'bearer' });

/** The signed-in user's own preferences (their time zone, decision 1538): no permission, only themselves. */
export const authMeUpdate = defineRoute({
  id: 'auth-me-update',
  method: 'PATCH',
  path: '/auth/me',
  auth: 'bearer',
  limits: [{ per: 'user', perMinute: 10 }],
  request: { body: UpdateMeBody },
});

export const invitesAccept = defineRoute({
  id: 'invites-accept',
  method: 'POST',
  path: '/invites/accept',
  auth: 'none',
  limits: [{ per: 'ip', perMinute: 10 }],
  request: { body: AcceptInviteBody, headers: OptionalBearerHeaders },
});

// Account security (contract Part 3).

export const authVerifyEmail = defineRoute({
  id: 'auth-verify-email',
  method: 'POST',
  path: '/auth/verify-email',
  auth: 'none',
  limits: [{ per: 'ip', perMinute: 10 }],
  request: { body: VerifyEmailBody, headers: OptionalBearerHeaders },
});

export const authVerifyEmailResend = defineRoute({
  id: 'auth-verify-email-resend',
  method: 'POST',
  path: '/auth/verify-email/resend',
  auth: 'bearer',
  limits: [{ per: 'user', perMinute: 3 }],
});

export const authPasswordReset = defineRoute({
  id: 'auth-password-reset',
  method: 'POST',
  path: '/auth/password-reset',
  auth: 'none',
  limits: [{ per: 'ip', perMinute: 5 }],
  request: { body: PasswordResetBody },
});

export const authPasswordResetConfirm = defineRoute({
  id: 'auth-password-reset-confirm',
  method: 'POST',
  path: '/auth/password-reset/confirm',
  auth: 'none',
  limits: [{ per: 'ip', perMinute: 10 }],
  request: { body: PasswordResetConfirmBody },
});

export const authPasswordChange = defineRoute({
  id: 'auth-password-change',
  method: 'PUT',
  path: '/auth/password',
  auth: 'bearer',
  limits: [{ per: 'user', perMinute: 5 }],
  request: { body: PasswordChangeBody },
});

export const authLogoutAll = defineRoute({
  id: 'auth-logout-all',
  method: 'POST',
  path: '/auth/logout-all',
  auth: 'bearer',
});

/** Local stage only (not deployed): the account e-mail the local stage kept instead of sending it. */
export const sandboxOutbox = defineRoute({
  id: 'sandbox-outbox',
  method: 'GET',
  path: '/sandbox/outbox',
  auth: 'none',
  request: { query: OutboxQuery },
});
