import { z } from 'zod';

/** GET /health: liveness and the deployed version. */
export const HealthSchema = z
  .strictObject({ status: z.literal('ok'), version: z.string().describe('The deployed service version') })
  .meta({ id: 'Health', description: 'Liveness and the deployed version' });
