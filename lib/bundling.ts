/**
 * How every function is bundled: the CDK stack (lib/function.ts) and the bundle benchmark (bench/bundles.ts) both use
 * these settings, so the sizes measured are the sizes deployed. Everything a function loads is in its bundle: the
 * AWS SDK included (no layers, no external modules).
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildOptions } from 'esbuild';

/**
 * The AWS SDK's credential sources for a person's machine (profiles and SSO, credential processes, web identity token
 * files), replaced in every bundle by sources that offer nothing (shared/aws/person-credentials.ts, decision 1230):
 * a Lambda function's credentials are in its environment, the chain's first source. Paths are relative to the
 * project root, where esbuild runs.
 */
const PERSON_CREDENTIALS = './shared/aws/person-credentials.ts';

export const BUNDLE = {
  format: 'esm',
  target: 'node22',
  mainFields: ['module', 'main'],
  /** ESM output still meets CommonJS dependencies that call require(); esbuild's shim needs a real one in scope. */
  banner: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  minify: true,
  alias: {
    '@aws-sdk/credential-provider-ini': PERSON_CREDENTIALS,
    '@aws-sdk/credential-provider-sso': PERSON_CREDENTIALS,
    '@aws-sdk/credential-provider-process': PERSON_CREDENTIALS,
    '@aws-sdk/credential-provider-web-identity': PERSON_CREDENTIALS,
  },
} as const;

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

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
    // Absolute, so a build started from another directory substitutes the same module.
    alias: Object.fromEntries(Object.entries(BUNDLE.alias).map(([from, to]) => [from, resolve(ROOT, to)])),
    logLevel: 'error',
  };
}
