/**
 * Request and response schemas of the auth routes (contract "Auth"). The route contracts validate with these very
 * objects and the route table hands them to the OpenAPI document, so the two cannot drift.
 */
import * as z from 'zod/mini';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../accounts/time-zone';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './password';
import { PERMISSIONS, ROLES } from './permissions';

const trimmed = (min: number, max: number) => z.string().check(z.trim(), z.minLength(min), z.maxLength(max));

export const Email = z.pipe(z.string().check(z.trim(), z.maxLength(254)), z.email());
export const Password = z
  .string()
  .check(
    z.minLength(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`),
    z.maxLength(MAX_PASSWORD_LENGTH, `must be at most ${MAX_PASSWORD_LENGTH} characters`),
  );
const FullName = trimmed(1, 200);

/** POST /auth/register. Unknown fields are ignored. */
export const RegisterBody = z.object({
  email: Email,
  password: Password,
  fullName: FullName,
  accountName: z.optional(trimmed(1, 200)).check(z.describe('Default: the full name')),
});

// Lengths are bounded but not checked against the password rules: a rule-breaking password is simply wrong, and a
// different answer for it would tell callers something.
/** POST /auth/login. */
export const LoginBody = z.object({
  email: z.string().check(z.minLength(1), z.maxLength(254)),
  password: z.string().check(z.minLength(1), z.maxLength(1024)),
});

/** POST /auth/refresh and POST /auth/logout. */
export const RefreshTokenBody = z.object({ refreshToken: z.string().check(z.minLength(1), z.maxLength(4096)) });

/** POST /auth/social: an ID token of a configured identity provider. */
export const SocialBody = z.object({ idToken: z.string().check(z.minLength(1), z.maxLength(8192)) });

/** POST /invites/accept. */
export const AcceptInviteBody = z.object({
  token: z
    .string()
    .check(z.minLength(1), z.maxLength(200), z.describe('The invite token returned once by POST /invites')),
  // Checked against the password rules only when it creates a user; an existing user's password is verified as is.
  password: z
    .optional(z.string().check(z.minLength(1), z.maxLength(1024)))
    .check(z.describe("A new user's password (12 to 128 characters), or an existing user's current password")),
  fullName: z.optional(FullName).check(z.describe('Required when the invite creates a new user')),
});

/**
 * POST /invites/accept is public, yet takes a bearer token when one is sent: a signed-in user (one who signs in only
 * with Google or Apple has no password) accepts an invite for their own e-mail with it.
 */
export const OptionalBearerHeaders = z.object({
  Authorization: z.optional(
    z
      .string()
      .check(
        z.maxLength(8192),
        z.describe(
          "Bearer <accessToken> of the invited user, instead of the password (the invite's e-mail must match)",
        ),
      ),
  ),
});

/** A single-use token from an account e-mail (verification or password reset). */
const EmailToken = z
  .string()
  .check(z.minLength(1), z.maxLength(200), z.describe('The token of the link in the e-mail (the `token` parameter)'));

/** POST /auth/verify-email. */
export const VerifyEmailBody = z.object({ token: EmailToken });

/** POST /auth/password-reset. */
export const PasswordResetBody = z.object({ email: z.string().check(z.minLength(1), z.maxLength(254)) });

/** POST /auth/password-reset/confirm. */
export const PasswordResetConfirmBody = z.object({ token: EmailToken, password: Password });

/** PUT /auth/password. */
export const PasswordChangeBody = z.object({
  currentPassword: z.string().check(z.minLength(1), z.maxLength(1024)),
  newPassword: Password,
});

/** GET /sandbox/outbox (local stage only). */
export const OutboxQuery = z.object({ to: Email });

export const OutboxSchema = z
  .strictObject({
    items: z.array(
      z.strictObject({
        to: z.string(),
        subject: z.string(),
        text: z.string(),
        token: z.nullable(z.string()).check(z.describe('The single-use token the mail carries')),
        createdAt: z.iso.datetime(),
      }),
    ),
  })
  .check(z.meta({ id: 'Outbox', description: 'Account e-mail kept by the local stage instead of sent, newest first' }));

const PublicUserSchema = z
  .strictObject({
    id: z.string().check(z.describe('usr_ and a ULID')),
    email: z.string(),
    fullName: z.string(),
    emailVerified: z
      .boolean()
      .check(z.describe('The owner proved the address (a verification link, a reset or a verified social sign-in)')),
  })
  .check(z.meta({ id: 'User', description: 'The user as the API shows it' }));

export const TokenPairSchema = z
  .strictObject({
    accessToken: z.string().check(z.describe('JWT; send as Authorization: Bearer <accessToken>; lives 15 minutes')),
    refreshToken: z
      .string()
      .check(z.describe('JWT; exchange at POST /auth/refresh; lives 30 days and rotates on each use')),
  })
  .check(z.meta({ id: 'TokenPair', description: 'A new access token and the rotated refresh token' }));

export const LoginResponseSchema = z
  .strictObject({ user: PublicUserSchema, ...TokenPairSchema.shape })
  .check(z.meta({ id: 'LoginResponse', description: 'The login shape: the user and a token pair' }));

const TimeZone = z
  .string()
  .check(
    z.refine(isTimeZone, 'must be an IANA time zone name, such as Africa/Johannesburg or Europe/London'),
    z.describe(
      `The IANA time zone the dashboard shows and reads times in (default ${DEFAULT_TIME_ZONE}, South African time)`,
    ),
  );

/** PATCH /auth/me: the signed-in user's own preferences. */
export const UpdateMeBody = z.strictObject({ timeZone: TimeZone });

export const MeResponseSchema = z
  .strictObject({
    user: z.strictObject({ ...PublicUserSchema.shape, timeZone: TimeZone }),
    account: z.strictObject({ id: z.string(), name: z.string(), suspended: z.boolean() }),
    role: z.enum(ROLES),
    permissions: z.array(z.enum(PERMISSIONS)),
    platformAdmin: z.boolean(),
  })
  .check(
    z.meta({ id: 'Me', description: 'Who the access token is, in which account, with which role and permissions' }),
  );

export const AuthProvidersSchema = z
  .strictObject({
    items: z.array(
      z.strictObject({
        name: z.string().check(z.describe('The configured provider name, e.g. google')),
        label: z.string().check(z.describe('For the button: "Sign in with <label>"')),
        authorizationUrl: z.string().check(z.describe("The provider's OAuth 2.0 authorization endpoint")),
        clientId: z.string().check(z.describe('Our client id at the provider (an accepted ID-token audience)')),
        scope: z.string().check(z.describe('The scopes to ask for (empty: none)')),
      }),
    ),
  })
  .check(
    z.meta({
      id: 'AuthProviders',
      description:
        'Identity providers a browser can sign in with: ask the endpoint for an ID token (response_type id_token, ' +
        'with state and nonce), then POST it to /auth/social',
    }),
  );
