/**
 * Contracts of the sandbox clock (local stage only; campaign schedules and marketing hours read it): apart from the
 * campaign contracts, so its two functions carry none of the campaigns' schemas.
 */
import * as z from 'zod/mini';
import { defineRoute } from '../contract';

export const sandboxClockSet = defineRoute({
  id: 'sandbox-clock-set',
  method: 'PUT',
  path: '/sandbox/clock',
  auth: 'none',
  request: {
    body: z.strictObject({
      now: z.iso.datetime({ offset: true }).check(z.describe('The time the service uses from now on (it runs on)')),
    }),
  },
});

export const sandboxClockReset = defineRoute({
  id: 'sandbox-clock-reset',
  method: 'DELETE',
  path: '/sandbox/clock',
  auth: 'none',
});
