/**
 * The dashboard on the local stack (docs/decisions/1501-dashboard-build.md): the Vite build in dashboard/dist, served
 * from the API's origin. GET /assets/* are the hashed files (cached a year, gzip when asked); any other GET outside
 * /api/ and /docs is the single-page app's index.html (its router draws the page). `ensureDashboardBuilt` builds it
 * when the build is missing or older than its sources, so `npm start` on a fresh clone needs no separate step.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { DASHBOARD_SECURITY_HEADERS, HASHED_ASSET_CACHE_CONTROL, HTML_CACHE_CONTROL } from '../lib/dashboard-headers';
import { API_PREFIX } from '../shared/http/contract';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DASHBOARD_DIR = join(ROOT, 'dashboard');
export const DASHBOARD_DIST = join(DASHBOARD_DIR, 'dist');

/** What the build reads besides dashboard/src: the shared modules the app imports, and the config. */
const SOURCES = [
  join(DASHBOARD_DIR, 'src'),
  join(DASHBOARD_DIR, 'index.html'),
  join(DASHBOARD_DIR, 'vite.config.ts'),
  join(ROOT, 'shared', 'messages', 'segments.ts'),
  join(ROOT, 'shared', 'templates', 'render.ts'),
  join(ROOT, 'shared', 'auth', 'permissions.ts'),
  join(ROOT, 'package-lock.json'),
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

/**
 * Written into the build when it is done: a build without it (or from before it existed) is rebuilt. A build started
 * from a process whose NODE_ENV was "test" (vitest) or "development" used to be React's development build (several
 * times the JavaScript, and slow), and was then what `npm start`, the Lighthouse bench and `cdk deploy` served.
 */
export const BUILD_MARK = join('.vite', 'build-mode');

/** Whether dashboard/dist is missing, not a production build, or older than a source. */
export function dashboardStale(): boolean {
  const index = join(DASHBOARD_DIST, 'index.html');
  if (!existsSync(index)) return true;
  const mark = join(DASHBOARD_DIST, BUILD_MARK);
  if (!existsSync(mark) || readFileSync(mark, 'utf8') !== 'production') return true;
  const built = statSync(index).mtimeMs;
  return SOURCES.some((s) => newestMtime(s) > built);
}

let building: Promise<void> | undefined;

/**
 * Builds the dashboard when it is stale. The build goes to a folder of its own and replaces dist/ in one rename, so a
 * server reading dist/ meanwhile never sees half a build.
 */
export function ensureDashboardBuilt(options: { force?: boolean; log?: (line: string) => void } = {}): Promise<void> {
  if (!options.force && !dashboardStale()) return Promise.resolve();
  building ??= (async () => {
    options.log?.('Building the dashboard (dashboard/dist)…');
    const out = join(DASHBOARD_DIR, `.dist-${process.pid}-${Date.now()}`);
    // In a process of its own with NODE_ENV=production: Vite keeps a NODE_ENV it finds set (vitest sets "test"), and
    // React and the JSX transform then build for development.
    await promisify(execFile)(
      process.execPath,
      [
        join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
        'build',
        '--config',
        join(DASHBOARD_DIR, 'vite.config.ts'),
        '--outDir',
        out,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      { cwd: ROOT, env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 16 * 1024 * 1024 },
    );
    writeFileSync(join(out, BUILD_MARK), 'production');
    rmSync(DASHBOARD_DIST, { recursive: true, force: true });
    renameSync(out, DASHBOARD_DIST);
  })().finally(() => {
    building = undefined;
  });
  return building;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.html']);

interface Cached {
  body: Buffer;
  gzip?: Buffer;
}
const cache = new Map<string, Cached>();

async function load(file: string, compress: boolean): Promise<Cached | undefined> {
  const key = `${file}:${existsSync(file) ? statSync(file).mtimeMs : 0}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const body = await readFile(file).catch(() => undefined);
  if (!body) return undefined;
  const entry = { body, ...(compress ? { gzip: gzipSync(body) } : {}) };
  cache.set(key, entry);
  return entry;
}

function reply(
  req: IncomingMessage,
  res: ServerResponse,
  file: Cached,
  headers: Record<string, string>,
  status = 200,
): void {
  const gzip = file.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const body = gzip ? file.gzip! : file.body;
  res.writeHead(status, {
    ...DASHBOARD_SECURITY_HEADERS,
    ...headers,
    Vary: 'Accept-Encoding',
    'Content-Length': String(body.length),
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Answers a GET or HEAD for the dashboard; false for anything else (the API under /api/v1, /docs), which the gateway
 * then routes as usual.
 */
export async function serveDashboard(
  req: IncomingMessage,
  pathname: string,
  res: ServerResponse,
  dist: string = DASHBOARD_DIST,
): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (pathname.startsWith(`${API_PREFIX}/`) || pathname === API_PREFIX || pathname.startsWith('/api/')) return false;
  if (pathname.startsWith('/assets/')) {
    const file = normalize(join(dist, decodeURIComponent(pathname)));
    const ext = extname(file);
    const type = TYPES[ext];
    const asset = type && file.startsWith(dist + sep) ? await load(file, COMPRESSIBLE.has(ext)) : undefined;
    if (!asset) {
      res.writeHead(404, { ...DASHBOARD_SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not found');
      return true;
    }
    reply(req, res, asset, { 'Content-Type': type!, 'Cache-Control': HASHED_ASSET_CACHE_CONTROL });
    return true;
  }
  // A path with an extension that is not an asset (robots.txt, favicon.ico) is not a page of the app.
  if (extname(pathname) !== '') return false;
  const index = await load(join(dist, 'index.html'), true);
  if (!index) {
    res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('The dashboard is not built: run `npm run build:dashboard` (npm start builds it).');
    return true;
  }
  reply(req, res, index, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': HTML_CACHE_CONTROL });
  return true;
}
