/**
 * `npm run gen:api-types`: writes the dashboard's API types (dashboard/src/api/openapi.gen.ts) from docs/openapi.json
 * with openapi-typescript (docs/decisions/1225-dashboard-types-generated.md). `npm run openapi` runs it after writing
 * the document; CI (scripts/openapi-check.ts) fails while the committed file differs from what this writes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { OPENAPI_FILE } from '../lib/openapi';

export const API_TYPES_FILE = 'dashboard/src/api/openapi.gen.ts';

const HEADER = `/**
 * Generated from ${OPENAPI_FILE} by \`npm run gen:api-types\` (openapi-typescript): do not edit. The dashboard names
 * the shapes it uses in dashboard/src/api/types.ts; CI (scripts/openapi-check.ts) fails while this file is stale.
 */

`;

/** The generated file's text for a document's JSON text. The same document always gives the same text. */
export async function generateApiTypes(documentJson: string): Promise<string> {
  const ast = await openapiTS(JSON.parse(documentJson) as OpenAPI3, {
    // A default is the server's to fill: the request types keep such fields optional (CampaignInput.kind).
    defaultNonNullable: false,
    silent: true,
  });
  return `${HEADER}${astToString(ast)}`;
}

const file = (relative: string) => fileURLToPath(new URL(`../${relative}`, import.meta.url));

/** Writes the types from the document on disk. */
export async function writeApiTypes(): Promise<void> {
  writeFileSync(file(API_TYPES_FILE), await generateApiTypes(readFileSync(file(OPENAPI_FILE), 'utf8')));
  console.log(`Wrote ${API_TYPES_FILE} from ${OPENAPI_FILE}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await writeApiTypes();
