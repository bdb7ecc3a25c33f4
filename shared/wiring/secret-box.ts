import { type KmsApi, kmsKeyWrapper, sdkKmsApi } from '../aws/kms';
import type { Config } from '../config';
import { once, type Runtime } from '../runtime';
import {
  EnvelopeSecretBox,
  ephemeralSecretBox,
  fileMasterKey,
  lazySecretBox,
  localKeyWrapper,
} from '../vendors/secret-box';
import type { SecretBox } from '../vendors/vendor';

/**
 * The box that seals vendor credentials: KMS when VENDOR_KMS_KEY_ARN is set (deployed), else the key file
 * VENDOR_KEY_FILE (local stack), else, on local and test stages only, an ephemeral key. Any other stage without a key
 * fails at first use.
 */
export function secretBoxFor(
  config: Pick<Config, 'STAGE' | 'VENDOR_KMS_KEY_ARN' | 'VENDOR_KEY_FILE'>,
  kms?: KmsApi,
): SecretBox {
  const { VENDOR_KMS_KEY_ARN: keyArn, VENDOR_KEY_FILE: keyFile, STAGE: stage } = config;
  if (keyArn) return new EnvelopeSecretBox(kmsKeyWrapper(keyArn, kms ?? sdkKmsApi(keyArn)));
  if (keyFile) return lazySecretBox(async () => new EnvelopeSecretBox(localKeyWrapper(await fileMasterKey(keyFile))));
  if (stage === 'local' || stage === 'test') return ephemeralSecretBox();
  return lazySecretBox(async () => {
    throw new Error('Invalid configuration: VENDOR_KMS_KEY_ARN or VENDOR_KEY_FILE must be set');
  });
}

/** The runtime's box, built on first use. */
export function secretBoxOf(rt: Runtime): SecretBox {
  return once(rt, 'secret-box', () => secretBoxFor(rt.config));
}
