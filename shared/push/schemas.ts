/** Response schema of POST /push-tokens (the OpenAPI document). */
import * as z from 'zod/mini';
import { PUSH_PLATFORMS } from './push-token';

export const PushTokenSchema = z
  .strictObject({
    id: z.string().check(z.describe('The registration id; the same for the same token')),
    platform: z.enum(PUSH_PLATFORMS),
    createdAt: z.iso.datetime(),
  })
  .check(z.meta({ id: 'PushToken', description: 'A device registration' }));
