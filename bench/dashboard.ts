/**
 * The dashboard's weight: the JavaScript a browser downloads before the first page draws, gzipped as the local stack
 * (and CloudFront) serve it. The first render of a page needs the entry chunk, every chunk it imports statically, and
 * the page's own lazily loaded chunk with its static imports; the build's manifest (dashboard/dist/.vite/manifest.json)
 * says which. Target (issue 15): at most 200 KB gzipped for any page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DASHBOARD_DIST, ensureDashboardBuilt } from '../local/dashboard';

const TARGET_KB = 200;

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const kb = (bytes: number) => bytes / 1024;

/** The files a chunk needs before it runs: itself and its static imports, transitively. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

export async function benchDashboard(): Promise<void> {
  await ensureDashboardBuilt({ force: true });
  const manifest = JSON.parse(readFileSync(join(DASHBOARD_DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const gz = new Map<string, number>();
  const raw = new Map<string, number>();
  const sizeOf = (file: string) => {
    if (!gz.has(file)) {
      const body = readFileSync(join(DASHBOARD_DIST, file));
      raw.set(file, body.length);
      gz.set(file, gzipSync(body).length);
    }
    return { gz: gz.get(file)!, raw: raw.get(file)! };
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const entry = closure(manifest, entryKey);
  const pages = Object.keys(manifest).filter((k) => k.startsWith('src/pages/'));

  console.log('\n## Dashboard: JavaScript before the first render of each page (gzip, as served)\n');
  console.log(`${'page'.padEnd(28)} ${'files'.padStart(5)} ${'raw KB'.padStart(8)} ${'gzip KB'.padStart(8)}`);
  const rows = pages.map((page) => {
    const files = closure(manifest, page, new Set(entry));
    const js = [...files].filter((f) => f.endsWith('.js'));
    const total = js.reduce((sum, f) => ({ gz: sum.gz + sizeOf(f).gz, raw: sum.raw + sizeOf(f).raw }), {
      gz: 0,
      raw: 0,
    });
    return { page: page.replace(/^src\/pages\/|\.tsx$/g, ''), files: js.length, ...total };
  });
  rows.sort((a, b) => b.gz - a.gz);
  for (const r of rows) {
    console.log(
      `${r.page.padEnd(28)} ${String(r.files).padStart(5)} ${kb(r.raw).toFixed(1).padStart(8)} ${kb(r.gz).toFixed(1).padStart(8)}`,
    );
  }
  const entryGz = [...entry].reduce((sum, f) => sum + sizeOf(f).gz, 0);
  const allJs = Object.values(manifest)
    .map((c) => c.file)
    .filter((f, i, a) => f.endsWith('.js') && a.indexOf(f) === i);
  const css = [...new Set(Object.values(manifest).flatMap((c) => c.css ?? []))];
  console.log(
    `\nentry chunk alone: ${kb(entryGz).toFixed(1)} KB gzip; every chunk of the app: ` +
      `${kb(allJs.reduce((s, f) => s + sizeOf(f).gz, 0)).toFixed(1)} KB gzip in ${allJs.length} files; ` +
      `CSS ${kb(css.reduce((s, f) => s + sizeOf(f).gz, 0)).toFixed(1)} KB gzip`,
  );
  const worst = rows[0]!;
  const ok = worst.gz <= TARGET_KB * 1024;
  console.log(
    `${ok ? 'PASS' : 'FAIL'}  ${'heaviest page before first render'.padEnd(34)} ${kb(worst.gz).toFixed(1).padStart(8)}  ` +
      `(${worst.page}; target <= ${TARGET_KB} KB gzip)`,
  );
}
