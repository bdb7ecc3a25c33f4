import * as z from 'zod/mini';
import { normaliseSouthAfricanMobile } from './phone';
import { codePoints, MAX_BODY_CHARACTERS } from './text';

const INVALID_PHONE = 'to must be a South African mobile number (0XX XXX XXXX or +27XXXXXXXXX)';

/** The body of POST /public/sms/send and POST /messages. Unknown fields are refused, so typos surface at once. */
const SendSmsBody = z
  .strictObject({
    to: z.string({ error: 'to is required' }).check(
      z.minLength(1, 'to is required'),
      z.maxLength(64),
      // Its own code (400 INVALID_PHONE_NUMBER), which the chain answers before any other problem of the body.
      z.refine((to) => normaliseSouthAfricanMobile(to) !== undefined, {
        message: INVALID_PHONE,
        params: { code: 'INVALID_PHONE_NUMBER' },
      }),
      z.describe('A South African mobile number: national (082 123 4567, spaces or dashes allowed) or E.164 (+27...)'),
    ),
    body: z.optional(
      z.string().check(
        z.minLength(1, 'body must not be empty'),
        z.refine((s) => codePoints(s) <= MAX_BODY_CHARACTERS, `body must be at most ${MAX_BODY_CHARACTERS} characters`),
        // JSON Schema's maxLength counts characters (code points), as the refinement above does.
        z.meta({ description: `Raw text, at most ${MAX_BODY_CHARACTERS} characters`, maxLength: MAX_BODY_CHARACTERS }),
      ),
    ),
    templateId: z.optional(
      z
        .string()
        .check(
          z.minLength(1),
          z.maxLength(100),
          z.describe("A template of the caller's account, used in place of body"),
        ),
    ),
    variables: z.optional(
      z
        .record(
          z.string().check(z.regex(/^[A-Za-z0-9_.-]{1,64}$/, 'variable names are letters, digits, _ . or -')),
          z.union([z.string().check(z.maxLength(MAX_BODY_CHARACTERS)), z.number(), z.boolean()]),
        )
        .check(
          z.refine((v) => Object.keys(v).length <= 50, 'at most 50 variables'),
          z.describe('Fill the {{names}} of the template (at most 50); ignored with body'),
        ),
    ),
  })
  .check(
    z.refine((r) => (r.body === undefined) !== (r.templateId === undefined), {
      message: 'Exactly one of body and templateId is required',
      path: ['body'],
    }),
    z.meta({
      id: 'SendSmsRequest',
      description: 'One SMS to one recipient: exactly one of body and templateId (with its variables)',
      // Each branch names its property again, as strict JSON Schema validators ask of a `required` list.
      oneOf: [
        { properties: { body: { type: 'string' } }, required: ['body'] },
        { properties: { templateId: { type: 'string' } }, required: ['templateId'] },
      ],
    }),
  );

/** `variables` is ignored when `body` is used (spec 4.1), whatever its value: it is dropped before validation. */
function withoutIgnoredVariables(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const { variables: _ignored, ...rest } = input as Record<string, unknown>;
  return 'body' in input && 'variables' in input ? rest : input;
}

export const SendSmsRequest = z.pipe(z.transform(withoutIgnoredVariables), SendSmsBody);

export type SendSmsRequest = z.output<typeof SendSmsRequest>;

/** The optional `Idempotency-Key` header of both send routes (contract: 1 to 255 characters). */
const IdempotencyKey = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(255),
    z.describe(
      'A retry with the same key and body returns the first response (with Idempotent-Replayed: true) and never ' +
        'sends or charges twice; the same key with another body is 409 IDEMPOTENCY_KEY_REUSED. Kept at least 24 hours.',
    ),
  );

/** The headers of both send routes, as the OpenAPI document lists them (names as sent; matching is case-blind). */
export const SendSmsHeaders = z.object({ 'Idempotency-Key': z.optional(IdempotencyKey) });
