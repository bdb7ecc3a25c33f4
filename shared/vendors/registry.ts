import { createHash, timingSafeEqual } from 'node:crypto';
import type { PinpointSMSVoiceV2Client } from '@aws-sdk/client-pinpoint-sms-voice-v2';
import { AwsSmsVendor } from './aws-sms-vendor';
import { CLICKATELL_DEFAULT_BASE_URL, ClickatellVendor, readClickatellCallback } from './clickatell-vendor';
import { SandboxVendor } from './sandbox-vendor';
import { ephemeralSecretBox } from './secret-box';
import { readTwilioCallback, TWILIO_DEFAULT_BASE_URL, TwilioVendor, verifyTwilioSignature } from './twilio-vendor';
import {
  credentialsContext,
  type SecretBox,
  VENDOR_CREDENTIALS,
  type VendorCallbackReader,
  type VendorRegistry,
} from './vendor';

export interface VendorRegistryOptions {
  /** Opens the credentials; default: the process's ephemeral key (tests). */
  secrets?: SecretBox;
  clickatellBaseUrl?: string;
  /** The production stage: an account's sandbox settings are as good as none (sends 503, queued ones fail). */
  refuseSandbox?: boolean;
  /** How long a hand-over or a status lookup waits for Clickatell's answer (default 10 s). */
  clickatellTimeoutMs?: number;
  twilioBaseUrl?: string;
  twilioTimeoutMs?: number;
  /**
   * The service's public base URL (…/api/v1): Twilio's per-message status callback is `/callbacks/twilio/{accountId}`
   * under it. Without it Twilio is sent no callback URL.
   */
  publicBaseUrl?: string | (() => string | undefined);
  /** AWS End User Messaging SMS: the client (built on first use) and the stack's configuration set. */
  awsSms?: { client: () => PinpointSMSVoiceV2Client; configurationSet?: string };
  fetch?: typeof fetch;
}

/** Opened credentials are kept a few minutes per container: a KMS call per hand-over or callback would not scale. */
const OPENED_FOR_MS = 5 * 60_000;

function openedCredentials(secrets: SecretBox) {
  const opened = new Map<string, { value: Promise<Record<string, string>>; until: number }>();
  return (sealed: string, accountId: string, provider: string): Promise<Record<string, string>> => {
    const now = Date.now();
    const key = `${accountId}:${provider}:${sealed}`;
    const hit = opened.get(key);
    if (hit && hit.until > now) return hit.value;
    if (opened.size > 1000) opened.clear();
    const value = secrets
      .open(sealed, credentialsContext(accountId, provider))
      .then((plaintext) => JSON.parse(plaintext) as Record<string, string>);
    value.catch(() => opened.delete(key));
    opened.set(key, { value, until: now + OPENED_FOR_MS });
    return value;
  };
}

/** The vendor adapters: the sandbox (tests inspect it), Clickatell, Twilio and AWS End User Messaging SMS. */
export function createVendorRegistry(
  sandbox: SandboxVendor = new SandboxVendor(),
  options: VendorRegistryOptions = {},
): VendorRegistry & VendorCallbackReader {
  const secrets = options.secrets ?? ephemeralSecretBox();
  const open = openedCredentials(secrets);
  const clickatellBaseUrl = options.clickatellBaseUrl ?? CLICKATELL_DEFAULT_BASE_URL;
  const fetchOption = options.fetch ? { fetch: options.fetch } : {};
  return {
    forSettings(settings, accountId) {
      switch (settings.provider) {
        case 'sandbox':
          return options.refuseSandbox ? undefined : sandbox;
        case 'clickatell': {
          const sealed = settings.credentialsCiphertext;
          if (!sealed) return undefined;
          return new ClickatellVendor({
            baseUrl: clickatellBaseUrl,
            apiKey: async () =>
              VENDOR_CREDENTIALS.clickatell.parse(await open(sealed, accountId, settings.provider)).apiKey,
            ...fetchOption,
            ...(options.clickatellTimeoutMs ? { timeoutMs: options.clickatellTimeoutMs } : {}),
          });
        }
        case 'twilio': {
          const sealed = settings.credentialsCiphertext;
          if (!sealed) return undefined;
          const base = typeof options.publicBaseUrl === 'function' ? options.publicBaseUrl() : options.publicBaseUrl;
          return new TwilioVendor({
            baseUrl: options.twilioBaseUrl ?? TWILIO_DEFAULT_BASE_URL,
            credentials: async () => VENDOR_CREDENTIALS.twilio.parse(await open(sealed, accountId, settings.provider)),
            ...(base ? { statusCallback: twilioCallbackUrl(base, accountId) } : {}),
            ...fetchOption,
            ...(options.twilioTimeoutMs ? { timeoutMs: options.twilioTimeoutMs } : {}),
          });
        }
        case 'aws': {
          if (!settings.originationIdentity || !options.awsSms) return undefined;
          return new AwsSmsVendor({
            client: options.awsSms.client,
            originationIdentity: settings.originationIdentity,
            ...(options.awsSms.configurationSet ? { configurationSet: options.awsSms.configurationSet } : {}),
          });
        }
        default:
          return undefined;
      }
    },

    async read(provider, settings, accountId, request) {
      if (settings.provider !== provider) return 'invalid-signature';
      switch (provider) {
        case 'twilio': {
          if (!settings.credentialsCiphertext) return 'invalid-signature';
          const credentials = VENDOR_CREDENTIALS.twilio.parse(
            await open(settings.credentialsCiphertext, accountId, provider),
          );
          if (
            !verifyTwilioSignature(
              credentials.authToken,
              request.url,
              request.body,
              request.headers['x-twilio-signature'],
            )
          ) {
            return 'invalid-signature';
          }
          return readTwilioCallback(request.body, credentials.accountSid);
        }
        case 'clickatell': {
          if (!settings.callbackTokenHash || !request.token) return 'invalid-signature';
          const given = Buffer.from(callbackTokenHash(request.token), 'hex');
          const expected = Buffer.from(settings.callbackTokenHash, 'hex');
          if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid-signature';
          return readClickatellCallback(request.body);
        }
        default:
          return 'invalid-signature';
      }
    },
  };
}

/** The URL Twilio posts status and inbound callbacks of an account to, and signs (contract Part 2). */
function twilioCallbackUrl(publicBaseUrl: string, accountId: string): string {
  return `${publicBaseUrl.replace(/\/+$/, '')}/callbacks/twilio/${accountId}`;
}

/** What is stored of a Clickatell callback secret: its SHA-256, hex. */
function callbackTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
