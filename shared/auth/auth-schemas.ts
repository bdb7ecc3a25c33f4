/**
 * Request and response schemas of the auth routes (contract "Auth"). The handlers parse with these very objects and
 * the route table hands them to the OpenAPI document, so the two cannot drift.
 */
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './password';
import { PERMISSIONS, ROLES } from './permissions';

export const Email = z.string().trim().max(254).pipe(z.email());
export const Password = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `must be at most ${MAX_PASSWORD_LENGTH} characters`);
export const FullName = z.string().trim().min(1).max(200);

/** POST /auth/register. Unknown fields are ignored. */
export const RegisterBody = z.object({
  email: Email,
  password: Password,
  fullName: FullName,
  accountName: z.string().trim().min(1).max(200).optional().describe('Default: the full name'),
});

// Lengths are bounded but not checked against the password rules: a rule-breaking password is simply wrong, and a
// different answer for it would tell callers something.
/** POST /auth/login. */
export const LoginBody = z.object({
  email: z.string().min(1).max(254),
  password: z.string().min(1).max(1024),
});

/** POST /auth/refresh and POST /auth/logout. */
export const RefreshTokenBody = z.object({ refreshToken: z.string().min(1).max(4096) });

/** POST /auth/social: an ID token of a configured identity provider. */
export const SocialBody = z.object({ idToken: z.string().min(1).max(8192) });

/** POST /invites/accept. */
export const AcceptInviteBody = z.object({
  token: z.string().min(1).max(200).describe('The invite token returned once by POST /invites'),
  // Checked against the password rules only when it creates a user; an existing user's password is verified as is.
  password: z
    .string()
    .min(1)
    .max(1024)
    .optional()
    .describe("A new user's password (12 to 128 characters), or an existing user's current password"),
  fullName: FullName.optional().describe('Required when the invite creates a new user'),
});

export const PublicUserSchema = z
  .strictObject({ id: z.string().describe('usr_ and a ULID'), email: z.string(), fullName: z.string() })
  .meta({ id: 'User', description: 'The user as the API shows it' });

export const TokenPairSchema = z
  .strictObject({
    accessToken: z.string().describe('JWT; send as Authorization: Bearer <accessToken>; lives 15 minutes'),
    refreshToken: z.string().describe('JWT; exchange at POST /auth/refresh; lives 30 days and rotates on each use'),
  })
  .meta({ id: 'TokenPair', description: 'A new access token and the rotated refresh token' });

export const LoginResponseSchema = z
  .strictObject({ user: PublicUserSchema, ...TokenPairSchema.shape })
  .meta({ id: 'LoginResponse', description: 'The login shape: the user and a token pair' });

export const MeResponseSchema = z
  .strictObject({
    user: PublicUserSchema,
    account: z.strictObject({ id: z.string(), name: z.string(), suspended: z.boolean() }),
    role: z.enum(ROLES),
    permissions: z.array(z.enum(PERMISSIONS)),
    platformAdmin: z.boolean(),
  })
  .meta({ id: 'Me', description: 'Who the access token is, in which account, with which role and permissions' });
