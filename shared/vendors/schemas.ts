/** Response schema of the SMS vendor settings routes (the OpenAPI document). */
import * as z from 'zod/mini';

export const VendorSettingsSchema = z
  .discriminatedUnion('configured', [
    z.strictObject({ configured: z.literal(false) }),
    z.strictObject({
      configured: z.literal(true),
      provider: z.string().check(z.describe('sandbox, clickatell, twilio or aws')),
      senderId: z.nullable(z.string()),
      configuredAt: z.iso.datetime(),
      credentials: z
        .record(z.string(), z.string())
        .check(z.describe('Credential names with masked values ("••••" and at most the last 4 characters)')),
      originationIdentity: z.optional(z.string().check(z.describe('aws: the origination identity sent from'))),
      callbackUrl: z.optional(
        z
          .string()
          .check(
            z.describe(
              'twilio and clickatell: the URL to give the vendor for status and reply callbacks. A Clickatell URL ' +
                'ends with the callback secret, shown in full only by the PUT that issued it ("••••" afterwards).',
            ),
          ),
      ),
    }),
  ])
  .check(
    z.meta({ id: 'VendorSettings', description: "The account's SMS vendor settings; credentials are never returned" }),
  );

export const OriginationIdentitiesSchema = z
  .strictObject({
    accountId: z.string(),
    identities: z
      .array(z.string())
      .check(z.describe('Each in its one spelling: E.164, a phone-/pool- id, or an upper-case sender id')),
  })
  .check(
    z.meta({
      id: 'OriginationIdentities',
      description: "The AWS origination identities assigned to an account (the platform's own AWS account)",
    }),
  );
