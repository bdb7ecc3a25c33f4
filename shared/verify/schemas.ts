/** Bodies and answers of the Verify routes (issue 31). */
import * as z from 'zod/mini';
import { normaliseSouthAfricanMobile } from '../messages/phone';
import type { Refusal } from './fraud-guard';
import { MAX_CHECKS, MAX_SENDS, VERIFICATION_STATUSES, VERIFY_LOCALES } from './verification';

/** A brand: a short plain name (letters, digits, spaces and . & ' -), no links, no markup, no numbers alone. */
export const BRAND = /^(?=.*\p{L})[\p{L}\p{N}][\p{L}\p{N} .&'-]{0,29}$/u;

export const StartVerificationRequest = z.strictObject({
  to: z.string({ error: 'to is required' }).check(
    z.minLength(1, 'to is required'),
    z.maxLength(64),
    z.refine((to) => normaliseSouthAfricanMobile(to) !== undefined, {
      message: 'to must be a South African mobile number (0XX XXX XXXX or +27XXXXXXXXX)',
      params: { code: 'INVALID_PHONE_NUMBER' },
    }),
    z.describe('A South African mobile number: national (082 123 4567) or E.164 (+27...)'),
  ),
  locale: z.optional(
    z
      .enum(VERIFY_LOCALES)
      .check(z.describe('The language of the SMS: en, af, zu (isiZulu), xh (isiXhosa), st (Sesotho)')),
  ),
  codeLength: z.optional(
    z.number().check(z.int(), z.minimum(4), z.maximum(10), z.describe('Digits of the code, 4 to 10 (default 6)')),
  ),
  brand: z.optional(
    z
      .string()
      .check(
        z.regex(BRAND, "brand is 1 to 30 letters, digits, spaces or . & ' -, with at least one letter"),
        z.describe('Your name as the SMS starts with it ("Acme: Your verification code is ..."); moderated'),
      ),
  ),
});
export type StartVerificationRequest = z.output<typeof StartVerificationRequest>;

export const CheckVerificationRequest = z.strictObject({
  code: z
    .string({ error: 'code is required' })
    .check(
      z.regex(/^\d{4,10}$/, 'code is 4 to 10 digits'),
      z.describe(`The code the user received; each check counts, at most ${MAX_CHECKS}`),
    ),
});

export const VerificationSchema = z
  .strictObject({
    id: z.string().check(z.describe('Verification id: vrf_ and a ULID')),
    to: z.string().check(z.describe('The number in E.164')),
    status: z.enum(VERIFICATION_STATUSES),
    locale: z.enum(VERIFY_LOCALES),
    sends: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_SENDS), z.describe('Codes sent so far')),
    checks: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_CHECKS), z.describe('Codes checked so far')),
    expiresAt: z.iso.datetime().check(z.describe('When the code stops being accepted: 10 minutes after the start')),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .check(z.meta({ id: 'Verification', description: 'A one-time code sent by SMS; never the code itself' }));

export const VerificationCheckSchema = z
  .strictObject({ id: z.string(), status: z.enum(VERIFICATION_STATUSES) })
  .check(z.meta({ id: 'VerificationCheck', description: 'The outcome of a check: approved, or the status it has' }));

const VerifyBlockSchema = z.strictObject({
  prefix: z.string().check(z.describe('The numbers blocked: this E.164 prefix (the number without its last 4 digits)')),
  reason: z.string().check(z.describe('Why: low_conversion (started verifications were not approved)')),
  blockedAt: z.iso.datetime(),
  blockedUntil: z.iso.datetime(),
  started: z.number().check(z.int(), z.describe('Verifications started in the hour before the block')),
  approved: z.number().check(z.int(), z.describe('Of them, approved')),
});

export const VerifyGuardSchema = z
  .strictObject({
    blocks: z.array(VerifyBlockSchema),
  })
  .check(z.meta({ id: 'VerifyGuard', description: "The fraud guard's blocks of the account (decision 1702)" }));

const REFUSAL_REASONS = [
  'key_limit',
  'account_limit',
  'prefix_velocity',
  'sequential',
  'low_conversion',
  'blocked',
] as const satisfies readonly Refusal['reason'][];

const ratio = z
  .nullable(z.number().check(z.minimum(0), z.maximum(1)))
  .check(z.describe('approved / started (at most 1); null before any start'));

export const VerifyOverviewSchema = z
  .strictObject({
    asOf: z.iso.datetime().check(z.describe('The time of the figures')),
    windows: z.array(
      z.strictObject({
        minutes: z.number().check(z.int(), z.describe('The window: the last 10 or 60 minutes')),
        started: z.number().check(z.int(), z.describe('Verifications started (new numbers; resends not counted)')),
        approved: z.number().check(z.int(), z.describe('Verifications approved')),
        conversion: ratio,
        blocked: z.number().check(z.int(), z.describe('Starts the fraud guard refused (429), nothing sent or charged')),
      }),
    ),
    blockedByReason: z.array(
      z.strictObject({
        reason: z.enum(REFUSAL_REASONS),
        count: z.number().check(z.int(), z.describe('Refused starts of the last 60 minutes for this reason')),
      }),
    ),
    keys: z.array(
      z.strictObject({
        id: z.string(),
        name: z.string(),
        prefix: z.string().check(z.describe("The key's first characters")),
        revoked: z.boolean(),
        started: z.number().check(z.int(), z.describe('Started in the last 60 minutes')),
        approved: z.number().check(z.int(), z.describe('Approved in the last 60 minutes')),
        conversion: ratio,
      }),
    ),
  })
  .check(
    z.meta({
      id: 'VerifyOverview',
      description: "Verify's conversion and the fraud guard's refusals over the windows it keeps (decision 1705)",
    }),
  );
