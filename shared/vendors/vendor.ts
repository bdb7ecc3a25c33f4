import * as z from 'zod/mini';
import type { VendorSettings } from '../accounts/account';

/** One SMS to hand to a vendor. `reference` is our message id: vendors that deduplicate on it never send twice. */
export interface OutboundSms {
  reference: string;
  to: string;
  body: string;
  senderId?: string;
}

export type VendorResult =
  /** The vendor took the message; `delivered` when it reports the handset receipt at once. */
  | { outcome: 'accepted'; vendorMessageId: string; delivered: boolean; detail?: string }
  /** The vendor refused it for good (bad number, barred): no retry. */
  | { outcome: 'permanent-failure'; detail: string }
  /** The request never reached the vendor, or the vendor said it did not take it (down, throttled): try again later. */
  | { outcome: 'transient-failure'; detail: string }
  /**
   * The request went out but its answer was lost (a timeout, a dropped connection, a garbled reply): the vendor may
   * have sent the SMS. Never sent again blindly; settled by a receipt or a status lookup (contract Part 3).
   */
  | { outcome: 'unknown'; detail: string; vendorMessageId?: string };

/** What a vendor knows of a message it was handed: delivered or failed for good, still on its way, or nothing. */
export interface VendorStatus {
  state: 'delivered' | 'failed' | 'pending' | 'unknown';
  detail: string;
}

export interface SmsVendor {
  readonly provider: string;
  send(sms: OutboundSms): Promise<VendorResult>;
  /**
   * The vendor's status lookup of a message handed over earlier, by our reference or the vendor's own id (what the
   * vendor's API can look up by); absent for vendors without one.
   */
  status?(query: { reference: string; vendorMessageId?: string }): Promise<VendorStatus>;
}

export const VENDOR_PROVIDERS = ['sandbox', 'clickatell'] as const;
export type VendorProvider = (typeof VENDOR_PROVIDERS)[number];

/** What each provider needs as `credentials` in PUT /settings/sms-vendor; unknown fields are refused. */
export const VENDOR_CREDENTIALS = {
  sandbox: z.strictObject({}),
  clickatell: z.strictObject({
    apiKey: z
      .string({ error: 'apiKey is required' })
      .check(z.trim(), z.minLength(8, 'apiKey is too short'), z.maxLength(512)),
  }),
} satisfies Record<VendorProvider, z.ZodMiniType<Record<string, string>>>;

/** Whether a provider needs stored credentials before anything can be handed over to it. */
const NEEDS_CREDENTIALS = { sandbox: false, clickatell: true } satisfies Record<VendorProvider, boolean>;

/** The production stage refuses the sandbox vendor, which sends nothing: an account there must send for real. */
export const sandboxAllowedOn = (stage: string): boolean => stage !== 'prod';

/**
 * Whether an account's settings name a vendor that can take a hand-over: a known provider, with its credentials when
 * it needs any, and not the sandbox where the stage refuses it. The send routes check this without building adapters
 * (their bundles carry no vendor client or key service); the registry answers an adapter for exactly these settings
 * (test/unit/vendors/registry.test.ts).
 */
export function vendorConfigured(
  settings: Pick<VendorSettings, 'provider' | 'credentialsCiphertext'>,
  { sandboxAllowed = true }: { sandboxAllowed?: boolean } = {},
): boolean {
  if (!Object.hasOwn(NEEDS_CREDENTIALS, settings.provider)) return false;
  if (settings.provider === 'sandbox' && !sandboxAllowed) return false;
  return !NEEDS_CREDENTIALS[settings.provider as VendorProvider] || !!settings.credentialsCiphertext;
}

/** The encryption context of an account's vendor credentials: they open only for that account and provider. */
export const credentialsContext = (accountId: string, provider: string) => ({ accountId, provider, use: 'sms-vendor' });

/**
 * Encryption at rest for vendor credentials. `seal` binds the ciphertext to a context (account and provider), which
 * must be given again to `open`: a ciphertext copied to another account's item does not open there.
 * See docs/decisions/0401-vendor-secrets.md.
 */
export interface SecretBox {
  seal(plaintext: string, context: Record<string, string>): Promise<string>;
  open(sealed: string, context: Record<string, string>): Promise<string>;
}

/** Picks the adapter for an account's vendor settings (shared/vendors/registry.ts). */
export interface VendorRegistry {
  /**
   * The adapter for the settings, or undefined when the provider is unknown or lacks its credentials. Adapters that
   * need credentials open them at hand-over, with `accountId` as part of the encryption context.
   */
  forSettings(
    settings: Pick<VendorSettings, 'provider' | 'credentialsCiphertext'>,
    accountId: string,
  ): SmsVendor | undefined;
}
