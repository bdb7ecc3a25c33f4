/** Vendor-credential keys wrapped by a KMS key (deployed stages): Encrypt and Decrypt with an encryption context. */
import { DecryptCommand, EncryptCommand, KMSClient, type KMSClientConfig } from '@aws-sdk/client-kms';
import type { KeyWrapper } from '../vendors/secret-box';

/** Client settings for tests (a loopback endpoint, static credentials); deployed functions use the defaults. */
export type KmsClientConfig = KMSClientConfig;

/** The calls of @aws-sdk/client-kms this service needs (Encrypt and Decrypt with an encryption context). */
export interface KmsApi {
  encrypt(input: {
    KeyId: string;
    Plaintext: Uint8Array;
    EncryptionContext: Record<string, string>;
  }): Promise<{ CiphertextBlob?: Uint8Array }>;
  decrypt(input: {
    KeyId: string;
    CiphertextBlob: Uint8Array;
    EncryptionContext: Record<string, string>;
  }): Promise<{ Plaintext?: Uint8Array }>;
}

/** Deployed stages: data keys wrapped by a KMS key (kms:Encrypt / kms:Decrypt, the context as encryption context). */
export function kmsKeyWrapper(keyArn: string, kms: KmsApi): KeyWrapper {
  return {
    keyId: `kms:${keyArn}`,
    async wrap(dataKey, context) {
      const out = await kms.encrypt({ KeyId: keyArn, Plaintext: dataKey, EncryptionContext: context });
      if (!out.CiphertextBlob) throw new Error('KMS Encrypt returned no ciphertext');
      return Buffer.from(out.CiphertextBlob);
    },
    async unwrap(wrapped, context) {
      const out = await kms.decrypt({ KeyId: keyArn, CiphertextBlob: wrapped, EncryptionContext: context });
      if (!out.Plaintext) throw new Error('KMS Decrypt returned no plaintext');
      return Buffer.from(out.Plaintext);
    },
  };
}

/** Encrypt and Decrypt through @aws-sdk/client-kms, in the key's own region when the ARN names one. */
export function sdkKmsApi(keyArn: string, clientConfig: KmsClientConfig = {}): KmsApi {
  const region = /^arn:aws[\w-]*:kms:([a-z0-9-]+):/.exec(keyArn)?.[1];
  let client: KMSClient | undefined;
  const kms = () => (client ??= new KMSClient({ ...(region ? { region } : {}), ...clientConfig }));
  return {
    encrypt: (input) => kms().send(new EncryptCommand(input)),
    decrypt: (input) => kms().send(new DecryptCommand(input)),
  };
}
