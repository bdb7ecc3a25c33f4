import { z } from 'zod';

export const MAX_BODY_CHARACTERS = 1600;
const codePoints = (s: string) => [...s].length;

/** The body of POST /public/sms/send and POST /messages. Unknown fields are refused, so typos surface at once. */
export const SendSmsRequest = z
  .strictObject({
    to: z
      .string({ error: 'to is required' })
      .min(1, 'to is required')
      .max(64)
      .describe('A South African mobile number: national (082 123 4567, spaces or dashes allowed) or E.164 (+27...)'),
    body: z
      .string()
      .min(1, 'body must not be empty')
      .refine((s) => codePoints(s) <= MAX_BODY_CHARACTERS, `body must be at most ${MAX_BODY_CHARACTERS} characters`)
      .optional()
      .describe(`Raw text, at most ${MAX_BODY_CHARACTERS} characters`),
    templateId: z
      .string()
      .min(1)
      .max(100)
      .optional()
      .describe("A template of the caller's account, used in place of body"),
    variables: z
      .record(
        z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'variable names are letters, digits, _ . or -'),
        z.union([z.string().max(MAX_BODY_CHARACTERS), z.number(), z.boolean()]),
      )
      .refine((v) => Object.keys(v).length <= 50, 'at most 50 variables')
      .optional()
      .describe('Fill the {{names}} of the template (at most 50); ignored with body'),
  })
  .refine((r) => (r.body === undefined) !== (r.templateId === undefined), {
    message: 'Exactly one of body and templateId is required',
    path: ['body'],
  })
  .meta({
    id: 'SendSmsRequest',
    description: 'One SMS to one recipient: exactly one of body and templateId (with its variables)',
  });

export type SendSmsRequest = z.infer<typeof SendSmsRequest>;

/** The optional `Idempotency-Key` header of both send routes (contract: 1 to 255 characters). */
export const IdempotencyKey = z
  .string()
  .min(1)
  .max(255)
  .describe(
    'A retry with the same key and body returns the first response (with Idempotent-Replayed: true) and never ' +
      'sends or charges twice; the same key with another body is 409 IDEMPOTENCY_KEY_REUSED. Kept at least 24 hours.',
  );

/** The headers of both send routes, as the OpenAPI document lists them (names as sent; matching is case-blind). */
export const SendSmsHeaders = z.object({ 'Idempotency-Key': IdempotencyKey.optional() });

export { codePoints };
