import { type KmsApi, kmsKeyWrapper, sdkKmsApi } from '../aws/kms';
import { LOCAL_CREDENTIALS } from '../aws/local';
import type { Config } from '../config';
import { once, type Runtime } from '../runtime';
import { awsSmsClient } from '../vendors/aws-sms-vendor';
import { createVendorRegistry } from '../vendors/registry';
import { SandboxVendor } from '../vendors/sandbox-vendor';
import {
  EnvelopeSecretBox,
  ephemeralSecretBox,
  fileMasterKey,
  lazySecretBox,
  localKeyWrapper,
} from '../vendors/secret-box';
import type { SecretBox, VendorCallbackReader, VendorRegistry } from '../vendors/vendor';

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

/** The runtime's AWS End User Messaging SMS client (the local stand-in's endpoint when one is set). */
function smsVoiceClientOf(rt: Runtime) {
  return once(rt, 'sms-voice', () =>
    awsSmsClient({
      region: rt.config.AWS_REGION,
      ...(rt.config.SMS_VOICE_ENDPOINT
        ? { endpoint: rt.config.SMS_VOICE_ENDPOINT, credentials: LOCAL_CREDENTIALS }
        : {}),
    }),
  );
}

function builtRegistry(rt: Runtime) {
  return once(rt, 'vendors', () =>
    createVendorRegistry(new SandboxVendor(), {
      secrets: secretBoxOf(rt),
      clickatellBaseUrl: rt.config.CLICKATELL_BASE_URL,
      twilioBaseUrl: rt.config.TWILIO_BASE_URL,
      ...(rt.config.PUBLIC_BASE_URL ? { publicBaseUrl: rt.config.PUBLIC_BASE_URL } : {}),
      awsSms: {
        client: () => smsVoiceClientOf(rt),
        ...(rt.config.SMS_CONFIGURATION_SET ? { configurationSet: rt.config.SMS_CONFIGURATION_SET } : {}),
      },
    }),
  );
}

/** The runtime's vendors (tests and the local stack may install their own). */
export function vendorsOf(rt: Runtime): VendorRegistry {
  return rt.overrides.vendors ?? builtRegistry(rt);
}

/** What reads the vendors' callbacks: the installed vendors when they can, else the built ones. */
export function callbackReaderOf(rt: Runtime): VendorCallbackReader {
  const installed = rt.overrides.vendors as (VendorRegistry & Partial<VendorCallbackReader>) | undefined;
  return installed?.read ? (installed as VendorCallbackReader) : builtRegistry(rt);
}
