import document from '../docs/openapi.json';
import { openHttp } from '../shared/http/chain';
import { json } from '../shared/http/response';
import { openapiDocument } from '../shared/http/routes/service';

/**
 * GET /openapi.json: the OpenAPI 3.1 document, bundled into the function from docs/openapi.json (written by
 * `npm run openapi`; CI fails while it is stale). Public and cacheable; any origin may read it, so a reference
 * hosted elsewhere can render a stage's document (docs/decisions/0501-openapi.md).
 */
export const handler = openHttp(openapiDocument, async () =>
  json(200, document, { 'Cache-Control': 'public, max-age=300', 'Access-Control-Allow-Origin': '*' }),
);
