/** Response schemas of the API-key routes (the OpenAPI document). */
import { z } from 'zod';
import { API_KEY_SCOPES } from '../auth/permissions';

export const ApiKeySchema = z
  .strictObject({
    id: z.string().describe('key_ and a ULID'),
    name: z.string(),
    prefix: z.string().describe('The first characters of the value, to recognise it; never the whole value'),
    scopes: z.array(z.enum(API_KEY_SCOPES)),
    rateLimitPerMinute: z.number().int().min(1),
    createdAt: z.iso.datetime(),
    lastUsedAt: z.iso.datetime().nullable(),
    revokedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ApiKey', description: 'An API key, without its value' });

export const CreatedApiKeySchema = z
  .strictObject({
    ...ApiKeySchema.shape,
    key: z.string().describe('The full value (sk_live_...), shown only in this answer; send it as X-API-Key'),
  })
  .meta({ id: 'CreatedApiKey', description: 'A new API key with its full value' });
