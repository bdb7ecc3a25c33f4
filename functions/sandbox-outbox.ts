import { notFound } from '../shared/errors';
import { json } from '../shared/http/response';
import { sandboxOutbox } from '../shared/http/routes/auth';
import { http } from '../shared/wiring/http';
import { isLocalStage, outboxOf } from '../shared/wiring/mail';

/**
 * GET /sandbox/outbox?to= (local stage only, no auth): the account e-mail kept for an address, newest first. Not
 * deployed (lib/routes-auth.ts marks it local), and 404 on any other stage all the same.
 */
export const handler = http(
  sandboxOutbox,
  (rt) => ({ local: isLocalStage(rt), outbox: outboxOf(rt) }),
  async (req, deps) => {
    if (!deps.local) throw notFound('Route');
    return json(200, { items: await deps.outbox.list(req.query.to, 50) });
  },
);
