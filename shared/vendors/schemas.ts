/** Response schema of the SMS vendor settings routes (the OpenAPI document). */
import { z } from 'zod';

export const VendorSettingsSchema = z
  .discriminatedUnion('configured', [
    z.strictObject({ configured: z.literal(false) }),
    z.strictObject({
      configured: z.literal(true),
      provider: z.string().describe('sandbox or clickatell'),
      senderId: z.string().nullable(),
      configuredAt: z.iso.datetime(),
      credentials: z
        .record(z.string(), z.string())
        .describe('Credential names with masked values ("••••" and at most the last 4 characters)'),
    }),
  ])
  .meta({ id: 'VendorSettings', description: "The account's SMS vendor settings; credentials are never returned" });
