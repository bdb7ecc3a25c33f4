import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  fileKeySource,
  generateKeyDocument,
  importKeyDocument,
  KeyRing,
  keySourceFor,
  type SigningKeySource,
} from '../../../shared/auth/signing-keys';
import { loadConfig } from '../../../shared/config';

/** A deployed stage's secret fetcher that must not be reached. */
const noSecrets = async (): Promise<string> => {
  throw new Error('no secret expected');
};

describe('signing keys', () => {
  it('derives the same Ed25519 key from the bootstrap secret every time, and a different one per kid', async () => {
    const secret = 'Z'.repeat(64);
    const a = await importKeyDocument(JSON.stringify({ activeKid: 'bootstrap', bootstrap: secret }));
    const b = await importKeyDocument(JSON.stringify({ activeKid: 'bootstrap', bootstrap: secret }));
    const c = await importKeyDocument(JSON.stringify({ activeKid: 'other', other: secret }));
    expect(a.publicJwks[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', kid: 'bootstrap', alg: 'EdDSA' });
    expect(a.publicJwks[0]!.x).toBe(b.publicJwks[0]!.x);
    expect(c.publicJwks[0]!.x).not.toBe(a.publicJwks[0]!.x);
    expect(JSON.stringify(a.publicJwks)).not.toContain('"d"');
  });

  it('keeps every kid for verification but signs with the active one', async () => {
    const first = JSON.parse(await generateKeyDocument());
    const second = JSON.parse(await generateKeyDocument());
    const doc = { ...first, ...second, activeKid: second.activeKid };
    const keys = await importKeyDocument(JSON.stringify(doc));
    expect(keys.activeKid).toBe(second.activeKid);
    expect([...keys.publicKeys.keys()].sort()).toEqual([first.activeKid, second.activeKid].sort());
  });

  it('refuses a document without the active key, a short secret, or a non-Ed25519 key', async () => {
    await expect(importKeyDocument(JSON.stringify({ activeKid: 'k2', k1: 'x'.repeat(40) }))).rejects.toThrow(
      /activeKid "k2"/,
    );
    await expect(importKeyDocument(JSON.stringify({ activeKid: 'k1', k1: 'short' }))).rejects.toThrow(/"k1"/);
    await expect(
      importKeyDocument(JSON.stringify({ activeKid: 'k1', k1: { kty: 'EC', crv: 'P-256', x: 'a', y: 'b', d: 'c' } })),
    ).rejects.toThrow(/"k1"/);
  });

  it('creates the local key file once, with mode 0600, and reads the same key afterwards', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'keys-')), 'nested', 'signing-keys.json');
    const [one, two] = await Promise.all([fileKeySource(path).read(), fileKeySource(path).read()]);
    expect(one).toBe(two);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(await fileKeySource(path).read()).toBe(readFileSync(path, 'utf8'));
    expect((await importKeyDocument(one)).activeKid).toMatch(/^k-/);
  });

  it('fails fast outside local and test stages when no key source is configured', () => {
    expect(() => keySourceFor(loadConfig({ TABLE_NAME: 't', STAGE: 'prod' }), noSecrets)).toThrow(
      /SIGNING_KEYS_SECRET_ARN/,
    );
    expect(keySourceFor(loadConfig({ TABLE_NAME: 't', STAGE: 'test' }), noSecrets).description).toMatch(/ephemeral/);
    expect(
      keySourceFor(loadConfig({ TABLE_NAME: 't', STAGE: 'prod', SIGNING_KEYS_FILE: '/x' }), noSecrets).description,
    ).toBe('file /x');
  });

  it('reads the key document of the secret named by SIGNING_KEYS_SECRET_ARN', async () => {
    const config = loadConfig({ TABLE_NAME: 't', STAGE: 'prod', SIGNING_KEYS_SECRET_ARN: 'arn:aws:secretsmanager:x' });
    expect(keySourceFor(config, noSecrets).description).toBe('secret arn:aws:secretsmanager:x');
    const fetched = keySourceFor(config, async (arn) => JSON.stringify({ activeKid: 'k', k: arn.padEnd(40, '-') }));
    expect((await importKeyDocument(await fetched.read())).activeKid).toBe('k');
  });

  it('does not cache a failed load', async () => {
    let calls = 0;
    const flaky: SigningKeySource = {
      description: 'flaky',
      read: async () => {
        calls += 1;
        if (calls === 1) throw new Error('network');
        return generateKeyDocument();
      },
    };
    const ring = new KeyRing(flaky);
    await expect(ring.keys()).rejects.toThrow('network');
    await expect(ring.keys()).resolves.toMatchObject({ activeKid: expect.stringMatching(/^k-/) });
  });
});
