import * as z from 'zod/mini';
import type { VendorSettings } from '../accounts/account';

/** One SMS to hand to a vendor. `reference` is our message id: vendors that deduplicate on it never send twice. */
export interface OutboundSms {
  reference: string;
  to: string;
  body: string;
  senderId?: string;
  /** Marketing (a campaign of kind `marketing`) or transactional; vendors that price or route them apart are told. */
  kind?: 'transactional' | 'marketing';
  /** The account the message is sent for: vendors that carry context back in their receipts carry it too. */
  accountId?: string;
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
  /**
   * What the vendor's receipts name a message by: our reference (Clickatell's clientMessageId, the AWS context) or only
   * its own id (Twilio's MessageSid). Absent for a vendor that reports delivery at hand-over (the sandbox).
   */
  readonly receiptsBy?: 'reference' | 'vendorMessageId';
  send(sms: OutboundSms): Promise<VendorResult>;
  /**
   * The vendor's status lookup of a message handed over earlier, by our reference or the vendor's own id (what the
   * vendor's API can look up by); absent for vendors without one.
   */
  status?(query: { reference: string; vendorMessageId?: string }): Promise<VendorStatus>;
}

export const VENDOR_PROVIDERS = ['sandbox', 'clickatell', 'twilio', 'aws'] as const;
export type VendorProvider = (typeof VENDOR_PROVIDERS)[number];

/** What each provider needs as `credentials` in PUT /settings/sms-vendor; unknown fields are refused. */
export const VENDOR_CREDENTIALS = {
  sandbox: z.strictObject({}),
  clickatell: z.strictObject({
    apiKey: z
      .string({ error: 'apiKey is required' })
      .check(z.trim(), z.minLength(8, 'apiKey is too short'), z.maxLength(512)),
  }),
  twilio: z.strictObject({
    accountSid: z
      .string({ error: 'accountSid is required' })
      .check(z.trim(), z.regex(/^AC[0-9a-fA-F]{32}$/, 'accountSid is AC followed by 32 hexadecimal digits')),
    authToken: z
      .string({ error: 'authToken is required' })
      .check(z.trim(), z.minLength(16, 'authToken is too short'), z.maxLength(128)),
  }),
  // The stack's own role sends; the account names its origination identity beside the credentials.
  aws: z.strictObject({}),
} satisfies Record<VendorProvider, z.ZodMiniType<Record<string, string>>>;

/**
 * What a provider needs stored before anything can be handed over to it: nothing (the sandbox), sealed credentials
 * (Clickatell, Twilio), or the account's origination identity (AWS End User Messaging SMS: the stack's own role sends).
 */
const NEEDS_CREDENTIALS = {
  sandbox: 'nothing',
  clickatell: 'credentials',
  twilio: 'credentials',
  aws: 'originationIdentity',
} as const satisfies Record<VendorProvider, 'nothing' | 'credentials' | 'originationIdentity'>;

/** The production stage refuses the sandbox vendor, which sends nothing: an account there must send for real. */
export const sandboxAllowedOn = (stage: string): boolean => stage !== 'prod';

/**
 * Whether an account's settings name a vendor that can take a hand-over: a known provider, with its credentials or
 * origination identity when it needs one, and not the sandbox where the stage refuses it. The send routes check this
 * without building adapters (their bundles carry no vendor client or key service); the registry answers an adapter for
 * exactly these settings (test/unit/vendors/registry.test.ts).
 */
export function vendorConfigured(
  settings: Pick<VendorSettings, 'provider' | 'credentialsCiphertext' | 'originationIdentity'>,
  { sandboxAllowed = true }: { sandboxAllowed?: boolean } = {},
): boolean {
  if (!Object.hasOwn(NEEDS_CREDENTIALS, settings.provider)) return false;
  switch (NEEDS_CREDENTIALS[settings.provider as VendorProvider]) {
    case 'credentials':
      return !!settings.credentialsCiphertext;
    case 'originationIdentity':
      return !!settings.originationIdentity;
    default:
      return sandboxAllowed;
  }
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
    settings: Pick<VendorSettings, 'provider' | 'credentialsCiphertext' | 'originationIdentity'>,
    accountId: string,
  ): SmsVendor | undefined;
}

/**
 * What a vendor's callback or event says of a message it was handed: `key` is what the vendor names it by (our
 * message id for vendors with `receiptsBy: 'reference'`, the vendor's own id otherwise).
 */
export interface VendorReceipt {
  provider: string;
  key: string;
  byReference: boolean;
  state: VendorStatus['state'];
  detail: string;
}

/** A reply (mobile-originated SMS) as a vendor reports it. */
export interface InboundSms {
  /** The vendor's id of the inbound message: a redelivered callback is stored once. */
  vendorMessageId: string;
  from: string;
  to: string;
  body: string;
}

/** A vendor's HTTP callback as it arrived: the signed URL (contract Part 2), its headers (lower-cased) and raw body. */
export interface CallbackRequest {
  url: string;
  headers: Readonly<Record<string, string>>;
  body: string;
  /** The per-account secret of the callback URL (Clickatell). */
  token?: string;
}

export type CallbackContent = { receipts: VendorReceipt[]; inbound: InboundSms[] };

/**
 * Reads a vendor's callback with the account's vendor settings: its signature or secret checked first (anything that
 * fails it is `invalid-signature` and nothing of it is used), then its receipts and replies.
 */
export interface VendorCallbackReader {
  read(
    provider: string,
    settings: Pick<VendorSettings, 'provider' | 'credentialsCiphertext' | 'callbackTokenHash'>,
    accountId: string,
    request: CallbackRequest,
  ): Promise<CallbackContent | 'invalid-signature'>;
}
