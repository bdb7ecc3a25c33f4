/** Response schemas of the API-key routes (the OpenAPI document). */
import * as z from 'zod/mini';
import { API_KEY_SCOPES } from '../auth/permissions';

export const ApiKeySchema = z
  .strictObject({
    id: z.string().check(z.describe('key_ and a ULID')),
    name: z.string(),
    prefix: z.string().check(z.describe('The first characters of the value, to recognise it; never the whole value')),
    scopes: z.array(z.enum(API_KEY_SCOPES)),
    rateLimitPerMinute: z.number().check(z.int(), z.minimum(1)),
    dailySpendLimit: z
      .nullable(z.number().check(z.int(), z.minimum(1)))
      .check(z.describe('Credits this key may spend a day (Africa/Johannesburg); null: only the account cap applies')),
    createdAt: z.iso.datetime(),
    lastUsedAt: z.nullable(z.iso.datetime()),
    revokedAt: z.nullable(z.iso.datetime()),
  })
  .check(z.meta({ id: 'ApiKey', description: 'An API key, without its value' }));

export const CreatedApiKeySchema = z
  .strictObject({
    ...ApiKeySchema.shape,
    key: z.string().check(z.describe('The full value (sk_live_...), shown only in this answer; send it as X-API-Key')),
  })
  .check(z.meta({ id: 'CreatedApiKey', description: 'A new API key with its full value' }));
