import { notFound } from '../shared/errors';
import { json } from '../shared/http/response';
import { sandboxClockReset } from '../shared/http/routes/sandbox-clock';
import { http } from '../shared/wiring/http';

/** DELETE /sandbox/clock (local stage only): back to real time. */
export const handler = http(
  sandboxClockReset,
  (rt) => rt,
  async (_req, rt) => {
    const clock = rt.overrides.sandboxClock;
    if (!clock) throw notFound('Route');
    clock.reset();
    return json(200, { now: new Date(clock.now()).toISOString() });
  },
);
