/**
 * Issue 14 point 1: the common-password blocklist (about 120 KB of packed data) is in the bundles of the functions
 * that set passwords and in no other. Bundled as the stack bundles them (lib/bundling.ts), reading esbuild's metafile.
 */
import { readdirSync } from 'node:fs';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { BUNDLE } from '../../lib/bundling';

const BLOCKLIST = 'shared/auth/common-passwords-data.ts';
/** Register, reset confirmation, change, and an invite accepted by a new user with a password. */
const SETS_PASSWORDS = ['auth-register', 'auth-password-reset-confirm', 'auth-password-change', 'invites-accept'];

async function bundledInputs(entry: string): Promise<string[]> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    outdir: 'out',
    platform: 'node',
    format: BUNDLE.format,
    target: BUNDLE.target,
    mainFields: [...BUNDLE.mainFields],
    minify: BUNDLE.minify,
    metafile: true,
    logLevel: 'error',
  });
  return Object.values(result.metafile.outputs).flatMap((output) =>
    Object.entries(output.inputs)
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([path]) => path),
  );
}

describe('the common-password blocklist', () => {
  // The functions of the account routes: those that set passwords and their neighbours that share their modules.
  const candidates = readdirSync('functions')
    .filter((file) => /^(auth|invites|authorizer)/.test(file))
    .map((file) => file.replace(/[.]ts$/, ''));

  it('is bundled into exactly the functions that set a password', async () => {
    expect(candidates).toEqual(expect.arrayContaining([...SETS_PASSWORDS, 'auth-login', 'auth-logout-all']));
    const holding: string[] = [];
    for (const id of candidates) {
      if ((await bundledInputs(`functions/${id}.ts`)).includes(BLOCKLIST)) holding.push(id);
    }
    expect(holding.sort()).toEqual([...SETS_PASSWORDS].sort());
  });
});
