/** Response schema of POST /push-tokens (the OpenAPI document). */
import { z } from 'zod';
import { PUSH_PLATFORMS } from './push-token';

export const PushTokenSchema = z
  .strictObject({
    id: z.string().describe('The registration id; the same for the same token'),
    platform: z.enum(PUSH_PLATFORMS),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'PushToken', description: 'A device registration' });
