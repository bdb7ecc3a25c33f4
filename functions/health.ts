import { httpHandler } from '../shared/http/handler';
import { json } from '../shared/http/response';

/** GET /health: liveness and the deployed version; no auth, no I/O. */
export const handler = httpHandler('health', async ({ rt }) =>
  json(200, { status: 'ok', version: rt.config.SERVICE_VERSION }),
);
