/**
 * CI (.ci/run): docs/openapi.json must be exactly what `npm run openapi` writes from the current route table (the
 * openapi-document function bundles that file, so a stale one would be served), and it must pass `redocly lint` with
 * redocly.yaml, where any problem is an error; and the dashboard's API types (dashboard/src/api/openapi.gen.ts) must be
 * exactly what `npm run gen:api-types` generates from that document. Exits non-zero with a hint otherwise.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument, OPENAPI_FILE, serializeOpenApiDocument } from '../lib/openapi';
import { API_TYPES_FILE, generateApiTypes } from './api-types';

const root = fileURLToPath(new URL('..', import.meta.url));
const file = join(root, OPENAPI_FILE);

/** JSON paths where two documents differ (at most `max`), for the hint. */
function differences(a: unknown, b: unknown, path = '$', out: string[] = [], max = 15): string[] {
  if (out.length >= max) return out;
  const objects = a && b && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b);
  if (!objects) {
    if (JSON.stringify(a) !== JSON.stringify(b)) out.push(path);
    return out;
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  for (const key of new Set([...Object.keys(left), ...Object.keys(right)])) {
    const next = /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
    if (!(key in left)) out.push(`${next} (missing from ${OPENAPI_FILE})`);
    else if (!(key in right)) out.push(`${next} (no longer generated)`);
    else differences(left[key], right[key], next, out, max);
    if (out.length >= max) break;
  }
  return out;
}

const expected = serializeOpenApiDocument(buildOpenApiDocument());

function checkCurrent(): boolean {
  const committed = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  if (committed === expected) {
    console.log(`${OPENAPI_FILE} is current`);
    return true;
  }
  console.error(
    `\n${OPENAPI_FILE} is not what the route table generates. Run \`npm run openapi\` and commit the file.`,
  );
  if (committed === undefined) {
    console.error(`(${OPENAPI_FILE} does not exist)`);
    return false;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(committed);
  } catch {
    console.error(`(${OPENAPI_FILE} is not valid JSON)`);
    return false;
  }
  const paths = differences(parsed, JSON.parse(expected));
  if (paths.length === 0) console.error('Only the formatting differs.');
  else console.error(`It differs at:\n${paths.map((p) => `  ${p}`).join('\n')}`);
  console.error(`For the full diff: npm run openapi && git diff -- ${OPENAPI_FILE}\n`);
  return false;
}

/** The dashboard's types, generated from the document the route table gives (so a stale document fails here too). */
async function checkTypes(): Promise<boolean> {
  const typesFile = join(root, API_TYPES_FILE);
  const committed = existsSync(typesFile) ? readFileSync(typesFile, 'utf8') : undefined;
  if (committed === (await generateApiTypes(expected))) {
    console.log(`${API_TYPES_FILE} is current`);
    return true;
  }
  console.error(
    `\n${API_TYPES_FILE} is not what openapi-typescript generates from the route table's document` +
      `${committed === undefined ? ' (it does not exist)' : ''}. Run \`npm run gen:api-types\` ` +
      `(\`npm run openapi\` writes both files) and commit it; then fix the dashboard where \`npm run typecheck\` fails.\n`,
  );
  return false;
}

function lint(): boolean {
  const redocly = join(root, 'node_modules', '.bin', 'redocly');
  const result = spawnSync(redocly, ['lint', OPENAPI_FILE, '--config', 'redocly.yaml', '--format=stylish'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  if (result.error) console.error(`Could not run ${redocly}: ${result.error.message}`);
  return result.status === 0;
}

const current = checkCurrent();
const typed = await checkTypes();
const linted = existsSync(file) && lint();
if (!current || !typed || !linted) {
  const failures = [!current && 'stale document', !typed && 'stale dashboard types', !linted && 'redocly lint'];
  console.error(`OpenAPI check failed (${failures.filter(Boolean).join(', ')})`);
  process.exit(1);
}
console.log('OpenAPI check passed');
