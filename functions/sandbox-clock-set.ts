import { notFound } from '../shared/errors';
import { json } from '../shared/http/response';
import { sandboxClockSet } from '../shared/http/routes/sandbox-clock';
import { http } from '../shared/wiring/http';

/** PUT /sandbox/clock (local stage only): the service's time from now on; 404 wherever the clock is the real one. */
export const handler = http(
  sandboxClockSet,
  (rt) => rt,
  async (req, rt) => {
    const clock = rt.overrides.sandboxClock;
    if (!clock) throw notFound('Route');
    clock.set(Date.parse(req.body.now));
    return json(200, { now: new Date(clock.now()).toISOString() });
  },
);
