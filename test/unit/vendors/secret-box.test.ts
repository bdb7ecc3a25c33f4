import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type KmsApi, kmsKeyWrapper, sdkKmsApi } from '../../../shared/aws/kms';
import { EnvelopeSecretBox, fileMasterKey, localKeyWrapper } from '../../../shared/vendors/secret-box';
import { secretBoxFor } from '../../../shared/wiring/secret-box';

const CONTEXT = { accountId: 'acc_1', provider: 'clickatell' };
const SECRET = '{"apiKey":"ck_live_very_secret_value_1234"}';

describe('EnvelopeSecretBox (AES-256-GCM data keys, wrapped by a key-encryption key)', () => {
  const box = new EnvelopeSecretBox(localKeyWrapper(randomBytes(32)));

  it('opens what it sealed, with the same context; the sealed text holds no plaintext and differs every time', async () => {
    const a = await box.seal(SECRET, CONTEXT);
    const b = await box.seal(SECRET, CONTEXT);
    expect(a).not.toBe(b);
    expect(a).not.toContain('very_secret');
    expect(Buffer.from(a, 'base64').toString('utf8')).not.toContain('very_secret');
    expect(await box.open(a, { provider: 'clickatell', accountId: 'acc_1' })).toBe(SECRET);
  });

  it('refuses another context, a tampered envelope and another key', async () => {
    const sealed = await box.seal(SECRET, CONTEXT);
    await expect(box.open(sealed, { ...CONTEXT, accountId: 'acc_2' })).rejects.toThrow();
    const envelope = JSON.parse(Buffer.from(sealed, 'base64').toString('utf8'));
    const payload = Buffer.from(envelope.c, 'base64');
    payload[payload.length - 20]! ^= 1;
    const tampered = Buffer.from(JSON.stringify({ ...envelope, c: payload.toString('base64') })).toString('base64');
    await expect(box.open(tampered, CONTEXT)).rejects.toThrow();
    const otherBox = new EnvelopeSecretBox(localKeyWrapper(randomBytes(32)));
    await expect(otherBox.open(sealed, CONTEXT)).rejects.toThrow(/sealed with key local:/);
    await expect(box.open('not an envelope', CONTEXT)).rejects.toThrow(/envelope/);
  });

  it('wraps only the data key with KMS, passing the context as the encryption context', async () => {
    const calls: { op: string; bytes: number; context: Record<string, string> }[] = [];
    const kek = randomBytes(32);
    const inner = localKeyWrapper(kek);
    const fakeKms: KmsApi = {
      encrypt: async (input) => {
        calls.push({ op: 'encrypt', bytes: input.Plaintext.length, context: input.EncryptionContext });
        return { CiphertextBlob: await inner.wrap(Buffer.from(input.Plaintext), input.EncryptionContext) };
      },
      decrypt: async (input) => {
        calls.push({ op: 'decrypt', bytes: input.CiphertextBlob.length, context: input.EncryptionContext });
        return { Plaintext: await inner.unwrap(Buffer.from(input.CiphertextBlob), input.EncryptionContext) };
      },
    };
    const kmsBox = new EnvelopeSecretBox(kmsKeyWrapper('arn:aws:kms:af-south-1:1:key/abc', fakeKms));
    const sealed = await kmsBox.seal(SECRET, CONTEXT);
    expect(await kmsBox.open(sealed, CONTEXT)).toBe(SECRET);
    expect(calls.map((c) => [c.op, c.context])).toEqual([
      ['encrypt', CONTEXT],
      ['decrypt', CONTEXT],
    ]);
    expect(calls[0]!.bytes).toBe(32);
  });
});

describe('secretBoxFor: the key source of each stage', () => {
  it('creates the local key file once (32 bytes, mode 0600) and keeps using it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vendor-key-'));
    const path = join(dir, 'nested', 'vendor-key');
    const sealed = await secretBoxFor({ STAGE: 'local', VENDOR_KEY_FILE: path }).seal(SECRET, CONTEXT);
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    expect(await fileMasterKey(path)).toHaveLength(32);
    const before = await readFile(path, 'utf8');
    // A new process (a new box over the same file) opens what the first sealed.
    expect(await secretBoxFor({ STAGE: 'local', VENDOR_KEY_FILE: path }).open(sealed, CONTEXT)).toBe(SECRET);
    expect(await readFile(path, 'utf8')).toBe(before);
  });

  it('refuses a key file that does not hold 32 bytes', async () => {
    const path = join(await mkdtemp(join(tmpdir(), 'vendor-key-')), 'bad');
    await writeFile(path, 'short\n');
    await expect(secretBoxFor({ STAGE: 'local', VENDOR_KEY_FILE: path }).seal(SECRET, CONTEXT)).rejects.toThrow(
      /32-byte key/,
    );
  });

  it('uses an ephemeral key on test and local stages without a file, and fails at first use elsewhere', async () => {
    const box = secretBoxFor({ STAGE: 'test' });
    expect(await box.open(await box.seal(SECRET, CONTEXT), CONTEXT)).toBe(SECRET);
    const prod = secretBoxFor({ STAGE: 'prod' });
    await expect(prod.seal(SECRET, CONTEXT)).rejects.toThrow(/VENDOR_KMS_KEY_ARN or VENDOR_KEY_FILE/);
  });

  it('seals through the AWS SDK KMS client (Encrypt/Decrypt with the encryption context) against a KMS-speaking server', async () => {
    const kms = await startFakeKms();
    try {
      const keyArn = 'arn:aws:kms:af-south-1:111122223333:key/1234abcd';
      const api = sdkKmsApi(keyArn, {
        endpoint: kms.baseUrl,
        credentials: { accessKeyId: 'AKIDTEST', secretAccessKey: 'test-secret' },
      });
      const box = secretBoxFor({ STAGE: 'prod', VENDOR_KMS_KEY_ARN: keyArn }, api);
      const sealed = await box.seal(SECRET, CONTEXT);
      expect(await box.open(sealed, CONTEXT)).toBe(SECRET);
      await expect(box.open(sealed, { ...CONTEXT, accountId: 'acc_2' })).rejects.toThrow();
      expect(kms.calls.map((c) => c.target)).toEqual([
        'TrentService.Encrypt',
        'TrentService.Decrypt',
        'TrentService.Decrypt',
      ]);
      expect(kms.calls[0]!.body).toMatchObject({ KeyId: keyArn, EncryptionContext: CONTEXT });
      // KMS sees the 32-byte data key, never the secret.
      expect(Buffer.from(kms.calls[0]!.body.Plaintext as string, 'base64')).toHaveLength(32);
      expect(JSON.stringify(kms.calls)).not.toContain('very_secret');
    } finally {
      await kms.stop();
    }
  });
});

/** A loopback server speaking KMS's JSON protocol (Encrypt and Decrypt), wrapping with a local key. */
async function startFakeKms() {
  const wrapper = localKeyWrapper(randomBytes(32));
  const calls: { target: string; body: Record<string, unknown> }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const target = String(req.headers['x-amz-target']);
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      calls.push({ target, body });
      const context = (body.EncryptionContext ?? {}) as Record<string, string>;
      res.setHeader('Content-Type', 'application/x-amz-json-1.1');
      try {
        if (target === 'TrentService.Encrypt') {
          const blob = await wrapper.wrap(Buffer.from(body.Plaintext as string, 'base64'), context);
          res.end(JSON.stringify({ CiphertextBlob: blob.toString('base64'), KeyId: body.KeyId }));
        } else {
          const plain = await wrapper.unwrap(Buffer.from(body.CiphertextBlob as string, 'base64'), context);
          res.end(JSON.stringify({ Plaintext: plain.toString('base64'), KeyId: body.KeyId }));
        }
      } catch {
        res.statusCode = 400;
        res.setHeader('x-amzn-ErrorType', 'InvalidCiphertextException');
        res.end(JSON.stringify({ __type: 'InvalidCiphertextException', message: 'context mismatch' }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
