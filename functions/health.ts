import { openHttp } from '../shared/http/chain';
import { json } from '../shared/http/response';
import { health } from '../shared/http/routes/service';
import { runtime } from '../shared/runtime';

/** GET /health: liveness and the deployed version; no auth, no I/O. */
export const handler = openHttp(health, async () =>
  json(200, { status: 'ok', version: runtime().config.SERVICE_VERSION }),
);
