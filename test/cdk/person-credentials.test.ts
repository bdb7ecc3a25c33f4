/**
 * Decision 1230: a deployed function's bundle leaves out the AWS SDK's credential sources for a person's machine
 * (shared/aws/person-credentials.ts stands in for them). A client in such a bundle resolves exactly what the SDK's
 * own chain resolves from the environment, which is where Lambda puts a function's credentials; a profile in ~/.aws,
 * which only the unbundled chain reads, is the difference.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleOptions } from '../../lib/bundling';
import { fromIni, fromProcess, fromSSO, fromTokenFile } from '../../shared/aws/person-credentials';

const PROBE = join(import.meta.dirname, 'fixtures', 'credentials-probe.ts');

let dir: string;
let bundled: string;
let inputs: string[];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'person-credentials-'));
  bundled = join(dir, 'probe.mjs');
  const result = await build({ ...bundleOptions(PROBE), outfile: bundled, metafile: true });
  inputs = Object.keys(result.metafile!.inputs);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What the probe's handler answers, in a fresh node process with only `env` (and PATH), bundled or not. */
function probe(file: string, env: Record<string, string>, viaTsx = false): unknown {
  const script = `const { handler } = await import(${JSON.stringify(file)}); console.log(JSON.stringify(await handler()));`;
  const out = execFileSync(
    process.execPath,
    [...(viaTsx ? ['--import', 'tsx'] : []), '--input-type=module', '-e', script],
    { env: { PATH: process.env.PATH ?? '', ...env }, cwd: process.cwd() },
  );
  return JSON.parse(out.toString().trim().split('\n').pop()!);
}

/** A home directory with no ~/.aws, and the instance metadata service off (no network in a test). */
function emptyHome(): Record<string, string> {
  const home = mkdtempSync(join(dir, 'home-'));
  return { HOME: home, AWS_EC2_METADATA_DISABLED: 'true' };
}

describe('the credential sources in a bundle', () => {
  it("are the environment, the container and the instance metadata: none of a person's machine", () => {
    expect(inputs.some((p) => p.endsWith('shared/aws/person-credentials.ts'))).toBe(true);
    expect(inputs.some((p) => p.includes('credential-provider-env/'))).toBe(true);
    expect(inputs.some((p) => p.includes('credential-provider-imds/'))).toBe(true);
    expect(
      inputs.filter((p) => /credential-provider-(ini|sso|process|web-identity)\/|nested-clients\//.test(p)),
    ).toEqual([]);
  });

  it("resolve the environment's credentials exactly as the SDK's own chain does", () => {
    const env = {
      ...emptyHome(),
      AWS_ACCESS_KEY_ID: 'AKIAPROBE',
      AWS_SECRET_ACCESS_KEY: 'probe-secret',
      AWS_SESSION_TOKEN: 'probe-session',
      AWS_ACCOUNT_ID: '123456789012',
    };
    const fromBundle = probe(bundled, env);
    expect(fromBundle).toMatchObject({
      accessKeyId: 'AKIAPROBE',
      secretAccessKey: 'probe-secret',
      sessionToken: 'probe-session',
      accountId: '123456789012',
      $source: { CREDENTIALS_ENV_VARS: 'g' },
    });
    expect(fromBundle).toEqual(probe(PROBE, env, true));
  });

  it('end, without credentials anywhere, with the error the SDK gives', () => {
    const env = emptyHome();
    const fromBundle = probe(bundled, env);
    expect(fromBundle).toEqual({ error: 'Could not load credentials from any providers' });
    expect(fromBundle).toEqual(probe(PROBE, env, true));
  });

  it('do not read a profile in ~/.aws, which the unbundled chain does', () => {
    const env = emptyHome();
    mkdirSync(join(env.HOME!, '.aws'));
    writeFileSync(
      join(env.HOME!, '.aws', 'credentials'),
      '[default]\naws_access_key_id = AKIAPROFILE\naws_secret_access_key = profile-secret\n',
    );
    expect(probe(PROBE, env, true)).toMatchObject({ accessKeyId: 'AKIAPROFILE' });
    expect(probe(bundled, env)).toEqual({ error: 'Could not load credentials from any providers' });
  });
});

describe('the stand-ins for those sources', () => {
  it.each([
    ['fromIni', fromIni],
    ['fromSSO', fromSSO],
    ['fromProcess', fromProcess],
    ['fromTokenFile', fromTokenFile],
  ])('%s offers nothing and sends the chain on to its next link', async (_name, source) => {
    await expect(source({})()).rejects.toMatchObject({
      name: 'CredentialsProviderError',
      tryNextLink: true,
      message: expect.stringContaining('docs/decisions/1230'),
    });
  });
});
