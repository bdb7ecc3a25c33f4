/**
 * How every function is bundled: the CDK stack (lib/function.ts) and the bundle benchmark (bench/bundles.ts) both use
 * these settings, so the sizes measured are the sizes deployed. Everything a function loads is in its bundle: the
 * AWS SDK included (no layers, no external modules).
 */
import type { BuildOptions } from 'esbuild';

export const BUNDLE = {
  format: 'esm',
  target: 'node22',
  mainFields: ['module', 'main'],
  /** ESM output still meets CommonJS dependencies that call require(); esbuild's shim needs a real one in scope. */
  banner: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  minify: true,
} as const;

/**
 * esbuild's options for one function's bundle with these settings, for the benchmarks that build bundles themselves
 * (bench/bundles.ts, bench/send-path.ts, bench/powertools-trial.ts and the moderation research's size check).
 */
export function bundleOptions(entry: string): BuildOptions {
  return {
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: BUNDLE.format,
    target: BUNDLE.target,
    mainFields: [...BUNDLE.mainFields],
    banner: { js: BUNDLE.banner },
    minify: BUNDLE.minify,
    logLevel: 'error',
  };
}
