import { z } from 'zod';
import type { VendorSettings } from '../accounts/account';
import type { Config } from '../config';
import { CLICKATELL_DEFAULT_BASE_URL, ClickatellVendor } from './clickatell-vendor';
import { SandboxVendor } from './sandbox-vendor';
import { ephemeralSecretBox, type SecretBox, secretBoxFor } from './secret-box';
import type { SmsVendor } from './vendor';

export const VENDOR_PROVIDERS = ['sandbox', 'clickatell'] as const;
export type VendorProvider = (typeof VENDOR_PROVIDERS)[number];

/** What each provider needs as `credentials` in PUT /settings/sms-vendor; unknown fields are refused. */
export const VENDOR_CREDENTIALS = {
  sandbox: z.strictObject({}),
  clickatell: z.strictObject({
    apiKey: z.string({ error: 'apiKey is required' }).trim().min(8, 'apiKey is too short').max(512),
  }),
} satisfies Record<VendorProvider, z.ZodType<Record<string, string>>>;

/** The encryption context of an account's vendor credentials: they open only for that account and provider. */
export const credentialsContext = (accountId: string, provider: string) => ({ accountId, provider, use: 'sms-vendor' });

/** Picks the adapter for an account's vendor settings, and seals and opens the credentials it needs. */
export interface VendorRegistry {
  readonly providers: readonly VendorProvider[];
  /** Encryption at rest of vendor credentials (docs/decisions/0401-vendor-secrets.md). */
  readonly secrets: SecretBox;
  /**
   * The adapter for the settings, or undefined when the provider is unknown or lacks its credentials. Adapters that
   * need credentials open them at hand-over, with `accountId` as part of the encryption context.
   */
  forSettings(settings: VendorSettings, accountId?: string): SmsVendor | undefined;
}

export interface VendorRegistryOptions {
  /** Default: the process's ephemeral key (tests); the runtime passes the configured box. */
  secrets?: SecretBox;
  clickatellBaseUrl?: string;
  fetch?: typeof fetch;
}

export function createVendorRegistry(
  sandbox: SandboxVendor = new SandboxVendor(),
  options: VendorRegistryOptions = {},
): VendorRegistry {
  const secrets = options.secrets ?? ephemeralSecretBox();
  const clickatellBaseUrl = options.clickatellBaseUrl ?? CLICKATELL_DEFAULT_BASE_URL;
  const openCredentials = async (settings: VendorSettings, accountId: string | undefined) => {
    if (!settings.credentialsCiphertext || !accountId) throw new Error('No credentials to open');
    const plaintext = await secrets.open(
      settings.credentialsCiphertext,
      credentialsContext(accountId, settings.provider),
    );
    return JSON.parse(plaintext) as Record<string, string>;
  };
  return {
    providers: VENDOR_PROVIDERS,
    secrets,
    forSettings(settings, accountId) {
      switch (settings.provider) {
        case 'sandbox':
          return sandbox;
        case 'clickatell':
          if (!settings.credentialsCiphertext) return undefined;
          return new ClickatellVendor({
            baseUrl: clickatellBaseUrl,
            apiKey: async () => {
              const credentials = VENDOR_CREDENTIALS.clickatell.parse(await openCredentials(settings, accountId));
              return credentials.apiKey;
            },
            ...(options.fetch ? { fetch: options.fetch } : {}),
          });
        default:
          return undefined;
      }
    },
  };
}

/** The registry of a deployed function or the local stack, from its configuration. */
export function vendorRegistryFromConfig(config: Config): VendorRegistry {
  return createVendorRegistry(new SandboxVendor(), {
    secrets: secretBoxFor(config),
    clickatellBaseUrl: config.CLICKATELL_BASE_URL,
  });
}
