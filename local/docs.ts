/**
 * The rendered API reference of the local stack: Swagger UI from the swagger-ui-dist package (no CDN: every asset is
 * read from node_modules, and the page's Content-Security-Policy allows nothing but this origin), showing the document
 * GET /api/v1/openapi.json serves. Deployed stages serve only that JSON; see docs/decisions/0501-openapi.md.
 */
import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { API_PREFIX } from '../shared/http/contract';

const DOCS_PATH = '/docs';

const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
  'favicon-16x16.png': 'image/png',
};

const HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  // Swagger UI sets inline styles; everything else, including the document it fetches, comes from this origin.
  'Content-Security-Policy':
    "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; " +
    "connect-src 'self'; frame-ancestors 'none'",
};

const PAGE = `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="UTF-8">
    <title>SMS Messaging Service API reference</title>
    <link rel="stylesheet" href="${DOCS_PATH}/swagger-ui.css">
    <link rel="icon" type="image/png" href="${DOCS_PATH}/favicon-32x32.png" sizes="32x32">
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${DOCS_PATH}/swagger-ui-bundle.js"></script>
    <script src="${DOCS_PATH}/init.js"></script>
  </body>
</html>
`;

// validatorUrl null: Swagger UI would otherwise send the document to validator.swagger.io.
const INIT = `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(`${API_PREFIX}/openapi.json`)},
  dom_id: '#swagger-ui',
  deepLinking: true,
  // Tags closed: 25 tags a reader opens one at a time. With every tag open ('list'), Swagger UI 5 stopped rendering after
  // the first tag's third operation once the document passed about 125 operations (no error logged).
  docExpansion: 'none',
  defaultModelsExpandDepth: 0,
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
`;

let distDir: string | undefined;
const swaggerUiDist = () =>
  (distDir ??= dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json')));

/** Answers GET /docs and its assets; false for any other request, which the gateway then routes as usual. */
export async function serveDocs(method: string, pathname: string, res: ServerResponse): Promise<boolean> {
  if (method !== 'GET' || (pathname !== DOCS_PATH && !pathname.startsWith(`${DOCS_PATH}/`))) return false;
  const name = pathname.slice(DOCS_PATH.length + 1);
  if (name === '' || name === 'index.html') {
    res.writeHead(200, { ...HEADERS, 'Content-Type': 'text/html; charset=utf-8' });
    res.end(PAGE);
    return true;
  }
  if (name === 'init.js') {
    res.writeHead(200, { ...HEADERS, 'Content-Type': 'text/javascript; charset=utf-8' });
    res.end(INIT);
    return true;
  }
  const type = ASSETS[name];
  if (!type) return false;
  const body = await readFile(join(swaggerUiDist(), name));
  res.writeHead(200, { ...HEADERS, 'Content-Type': type, 'Cache-Control': 'public, max-age=3600' });
  res.end(body);
  return true;
}
