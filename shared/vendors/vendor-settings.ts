import { createHash } from 'node:crypto';
import * as z from 'zod/mini';
import type { AccountStore, VendorSettings } from '../accounts/account';
import { actorOf, auditEntry } from '../audit/audit';
import type { Actor } from '../auth/actor';
import { requireVerifiedEmail } from '../auth/verified-email';
import { accountGone, validationError } from '../errors';
import { randomSecret } from '../ids';
import { assertAllowedName } from '../moderation/names';
import type { ModerationService } from '../moderation/types';
import { issueDetails } from '../validate';
import { normaliseOriginationIdentity, type OriginationStore } from './origination';
import { credentialsContext, type SecretBox, VENDOR_CREDENTIALS, VENDOR_PROVIDERS } from './vendor';

/** An alphanumeric sender id (up to 11 characters, at least one letter) or a numeric one (up to 15 digits). */
const SENDER_ID = /^(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11}$|^\+?[0-9]{3,15}$/;

/**
 * The body of PUT /settings/sms-vendor: `credentials` checked against the provider's own schema (its fields reported as
 * `credentials.<field>`), and `originationIdentity` required for `aws`.
 */
export const VendorSettingsInput = z
  .strictObject({
    provider: z.enum(VENDOR_PROVIDERS, { error: `provider must be one of: ${VENDOR_PROVIDERS.join(', ')}` }),
    senderId: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.regex(SENDER_ID, 'senderId is 1 to 11 letters and digits (with a letter) or 3 to 15 digits'),
        ),
    ),
    credentials: z.optional(z.record(z.string(), z.unknown())),
    /** `aws`: the origination identity to send from (an E.164 phone number receives the replies too). */
    originationIdentity: z.optional(
      z
        .string()
        .check(z.trim(), z.minLength(1), z.maxLength(256), z.regex(/^[A-Za-z0-9+:/_.-]+$/, 'is not an identity')),
    ),
  })
  .check(
    z.superRefine((input, ctx) => {
      if (input.provider === 'aws' && !input.originationIdentity) {
        ctx.addIssue({ code: 'custom', path: ['originationIdentity'], message: 'is required for the aws provider' });
      }
      const parsed = VENDOR_CREDENTIALS[input.provider].safeParse(input.credentials ?? {});
      if (parsed.success) return;
      for (const d of issueDetails(parsed.error)) {
        const path = d.path === '(body)' ? ['credentials'] : ['credentials', ...d.path.split('.')];
        ctx.addIssue({ code: 'custom', path, message: d.message });
      }
    }),
  );

export interface VendorSettingsDeps {
  accounts: AccountStore;
  secrets: SecretBox;
  /** The origination identities a platform administrator assigned to the account (decision 0820). */
  origination: Pick<OriginationStore, 'assigned'>;
  /** The sandbox sends nothing: refused on the production stage, where an account must send for real. */
  sandboxAllowed: boolean;
  /** Sender ids pass moderation when set (decision 0830). */
  moderation?: ModerationService;
}

/** `••••` and, for a value long enough to keep it secret, its last four characters. */
function maskSecret(value: string): string {
  return value.length >= 12 ? `••••${value.slice(-4)}` : '••••';
}

/**
 * What GET and PUT /settings/sms-vendor answer: never a credential, only its name and mask; the callback URL to give
 * the vendor (Twilio, Clickatell; a Clickatell secret is shown by the PUT that issued it only).
 */
function publicVendorSettings(
  vendor: VendorSettings | undefined,
  callback?: { base?: string; accountId: string; secret?: string },
) {
  if (!vendor) return { configured: false as const };
  const base = callback?.base?.replace(/\/+$/, '');
  const callbackUrl =
    base && vendor.provider === 'twilio'
      ? `${base}/callbacks/twilio/${callback!.accountId}`
      : base && vendor.provider === 'clickatell'
        ? `${base}/callbacks/clickatell/${callback!.accountId}/${callback!.secret ?? '••••'}`
        : undefined;
  return {
    configured: true as const,
    provider: vendor.provider,
    senderId: vendor.senderId ?? null,
    configuredAt: vendor.configuredAt,
    credentials: vendor.credentialsMask ?? {},
    ...(vendor.originationIdentity ? { originationIdentity: vendor.originationIdentity } : {}),
    ...(callbackUrl ? { callbackUrl } : {}),
  };
}

async function accountOf(accounts: AccountStore, accountId: string) {
  const account = await accounts.get(accountId);
  if (!account) throw accountGone();
  return account;
}

/** `GET /settings/sms-vendor`. */
export async function getVendorSettings(
  { accounts }: Pick<VendorSettingsDeps, 'accounts'>,
  { accountId, callbackBase }: { accountId: string; callbackBase?: string },
) {
  return publicVendorSettings((await accountOf(accounts, accountId)).vendor, { base: callbackBase, accountId });
}

/**
 * `PUT /settings/sms-vendor`: validates the provider's credentials, seals them (envelope encryption bound to the
 * account and the provider), and stores the settings with a `vendor.configured` audit entry in one transaction.
 */
export async function putVendorSettings(
  { accounts, secrets, origination, sandboxAllowed, moderation }: VendorSettingsDeps,
  { actor, input, callbackBase }: { actor: Actor; input: z.output<typeof VendorSettingsInput>; callbackBase?: string },
) {
  requireVerifiedEmail(actor.principal, 'configure an SMS vendor');
  // The sender id is what recipients read as the sender: it passes moderation like a message (decision 0830).
  if (input.senderId && moderation) await assertAllowedName(moderation, input.senderId, 'senderId');
  if (input.provider === 'sandbox' && !sandboxAllowed) {
    throw validationError('The sandbox vendor sends nothing and is not available on this stage', [
      { path: 'provider', message: 'sandbox is refused on the production stage' },
    ]);
  }
  // The route's schema checked them; parsed again for the provider's own normalisation (trimmed values).
  const credentials: Record<string, string> = VENDOR_CREDENTIALS[input.provider].parse(input.credentials ?? {});
  const { accountId } = actor.principal;
  const hasCredentials = Object.keys(credentials).length > 0;
  // Clickatell's callbacks carry a per-account secret in their URL: a new one with every PUT, shown once.
  const callbackSecret = input.provider === 'clickatell' ? randomSecret(24) : undefined;
  // An AWS identity is the platform's: only one a platform administrator assigned to this account, in its one spelling.
  const identity =
    input.provider === 'aws' && input.originationIdentity
      ? await assignedIdentity(origination, accountId, input.originationIdentity)
      : undefined;
  const vendor: VendorSettings = {
    provider: input.provider,
    ...(input.senderId ? { senderId: input.senderId } : {}),
    ...(identity ? { originationIdentity: identity } : {}),
    ...(callbackSecret ? { callbackTokenHash: sha256Hex(callbackSecret) } : {}),
    ...(hasCredentials
      ? {
          credentialsCiphertext: await secrets.seal(
            JSON.stringify(credentials),
            credentialsContext(accountId, input.provider),
          ),
          credentialsMask: Object.fromEntries(Object.entries(credentials).map(([k, v]) => [k, maskSecret(v)])),
        }
      : {}),
    configuredAt: new Date(actor.nowMs).toISOString(),
  };
  const audit = auditEntry(
    {
      accountId,
      actor: actorOf(actor.principal, accountId),
      action: 'vendor.configured',
      target: { type: 'smsVendor', id: input.provider },
      details: {
        provider: input.provider,
        ...(input.senderId ? { senderId: input.senderId } : {}),
        credentialFields: Object.keys(credentials),
      },
      ip: actor.ip,
    },
    actor.nowMs,
  );
  if (!(await accounts.setVendor(accountId, vendor, audit)).ok) {
    // The identity was released meanwhile (the write holds it to the assignment), or the account is gone.
    if (input.provider === 'aws' && input.originationIdentity) {
      await assignedIdentity(origination, accountId, input.originationIdentity);
    }
    throw accountGone();
  }
  return publicVendorSettings(vendor, {
    base: callbackBase,
    accountId,
    ...(callbackSecret ? { secret: callbackSecret } : {}),
  });
}

/** `DELETE /settings/sms-vendor`: removes the settings (idempotent); a removal that removed something is audited. */
export async function deleteVendorSettings(
  { accounts }: Pick<VendorSettingsDeps, 'accounts'>,
  { actor }: { actor: Actor },
) {
  const account = await accountOf(accounts, actor.principal.accountId);
  if (!account.vendor) return;
  const audit = auditEntry(
    {
      accountId: account.id,
      actor: actorOf(actor.principal, account.id),
      action: 'vendor.removed',
      target: { type: 'smsVendor', id: account.vendor.provider },
      details: { provider: account.vendor.provider },
      ip: actor.ip,
    },
    actor.nowMs,
  );
  if (!(await accounts.setVendor(account.id, undefined, audit)).ok) throw accountGone();
}

/** The identity in its assigned spelling; 400 when it is not one assigned to the account. */
async function assignedIdentity(
  origination: Pick<OriginationStore, 'assigned'>,
  accountId: string,
  raw: string,
): Promise<string> {
  const identity = normaliseOriginationIdentity(raw);
  const assigned = (await origination.assigned(accountId)) ?? [];
  if (!identity || !assigned.includes(identity)) {
    throw validationError('Request body is not valid', [
      {
        path: 'originationIdentity',
        message: 'is not assigned to this account (a platform administrator assigns origination identities)',
      },
    ]);
  }
  return identity;
}

/** What is stored of a callback secret (compared in the vendor's callback reader). */
const sha256Hex = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');
