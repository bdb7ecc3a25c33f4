import { CLICKATELL_DEFAULT_BASE_URL, ClickatellVendor } from './clickatell-vendor';
import { SandboxVendor } from './sandbox-vendor';
import { ephemeralSecretBox } from './secret-box';
import { credentialsContext, type SecretBox, VENDOR_CREDENTIALS, type VendorRegistry } from './vendor';

export interface VendorRegistryOptions {
  /** Opens the credentials; default: the process's ephemeral key (tests). */
  secrets?: SecretBox;
  clickatellBaseUrl?: string;
  /** The production stage: an account's sandbox settings are as good as none (sends 503, queued ones fail). */
  refuseSandbox?: boolean;
  /** How long a hand-over or a status lookup waits for Clickatell's answer (default 10 s). */
  clickatellTimeoutMs?: number;
  fetch?: typeof fetch;
}

/** The vendor adapters: the sandbox (tests inspect it) and Clickatell, which opens its credentials at hand-over. */
export function createVendorRegistry(
  sandbox: SandboxVendor = new SandboxVendor(),
  options: VendorRegistryOptions = {},
): VendorRegistry {
  const secrets = options.secrets ?? ephemeralSecretBox();
  const clickatellBaseUrl = options.clickatellBaseUrl ?? CLICKATELL_DEFAULT_BASE_URL;
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
            apiKey: async () => {
              const plaintext = await secrets.open(sealed, credentialsContext(accountId, settings.provider));
              return VENDOR_CREDENTIALS.clickatell.parse(JSON.parse(plaintext)).apiKey;
            },
            ...(options.fetch ? { fetch: options.fetch } : {}),
            ...(options.clickatellTimeoutMs ? { timeoutMs: options.clickatellTimeoutMs } : {}),
          });
        }
        default:
          return undefined;
      }
    },
  };
}
