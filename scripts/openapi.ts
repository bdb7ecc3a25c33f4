/**
 * `npm run openapi`: writes docs/openapi.json from the route table (lib/openapi.ts), then the dashboard's API types
 * from it (scripts/api-types.ts). Run it after changing a route or a schema; CI (scripts/openapi-check.ts) fails while
 * either committed file differs from what this writes.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument, OPENAPI_FILE, serializeOpenApiDocument } from '../lib/openapi';
import { writeApiTypes } from './api-types';

const document = buildOpenApiDocument();
writeFileSync(fileURLToPath(new URL(`../${OPENAPI_FILE}`, import.meta.url)), serializeOpenApiDocument(document));
const operations = Object.values(document.paths).reduce((n, item) => n + Object.keys(item).length, 0);
console.log(
  `Wrote ${OPENAPI_FILE}: ${operations} operations, ${Object.keys(document.components.schemas).length} schemas`,
);
await writeApiTypes();
