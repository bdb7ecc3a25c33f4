import { addOptOut } from '../shared/contacts/opt-outs';
import { json } from '../shared/http/response';
import { optOutsCreate } from '../shared/http/routes/contacts';
import { optOutDeps } from '../shared/wiring/contacts';
import { http } from '../shared/wiring/http';

/** POST /opt-outs: idempotent; every campaign honours it from then on. */
export const handler = http(optOutsCreate, optOutDeps, async (req, deps) =>
  json(201, await addOptOut(deps, { actor: req, input: req.body })),
);
