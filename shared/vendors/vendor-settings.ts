import * as z from 'zod/mini';
import type { AccountStore, VendorSettings } from '../accounts/account';
import { actorOf, auditEntry } from '../audit/audit';
import type { Actor } from '../auth/actor';
import { accountGone, validationError } from '../errors';
import { issueDetails } from '../validate';
import { credentialsContext, type SecretBox, VENDOR_CREDENTIALS, VENDOR_PROVIDERS } from './vendor';

/** An alphanumeric sender id (up to 11 characters, at least one letter) or a numeric one (up to 15 digits). */
const SENDER_ID = /^(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11}$|^\+?[0-9]{3,15}$/;

/** The body of PUT /settings/sms-vendor; `credentials` is then checked against the provider's own schema. */
export const VendorSettingsInput = z.strictObject({
  provider: z.enum(VENDOR_PROVIDERS, { error: `provider must be one of: ${VENDOR_PROVIDERS.join(', ')}` }),
  senderId: z.optional(
    z
      .string()
      .check(z.trim(), z.regex(SENDER_ID, 'senderId is 1 to 11 letters and digits (with a letter) or 3 to 15 digits')),
  ),
  credentials: z.optional(z.record(z.string(), z.unknown())),
});

export interface VendorSettingsDeps {
  accounts: AccountStore;
  secrets: SecretBox;
  /** The sandbox sends nothing: refused on the production stage, where an account must send for real. */
  sandboxAllowed: boolean;
}

/** `••••` and, for a value long enough to keep it secret, its last four characters. */
function maskSecret(value: string): string {
  return value.length >= 12 ? `••••${value.slice(-4)}` : '••••';
}

/** What GET and PUT /settings/sms-vendor answer: never a credential, only its name and mask. */
function publicVendorSettings(vendor: VendorSettings | undefined) {
  if (!vendor) return { configured: false as const };
  return {
    configured: true as const,
    provider: vendor.provider,
    senderId: vendor.senderId ?? null,
    configuredAt: vendor.configuredAt,
    credentials: vendor.credentialsMask ?? {},
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
  { accountId }: { accountId: string },
) {
  return publicVendorSettings((await accountOf(accounts, accountId)).vendor);
}

/**
 * `PUT /settings/sms-vendor`: validates the provider's credentials, seals them (envelope encryption bound to the
 * account and the provider), and stores the settings with a `vendor.configured` audit entry in one transaction.
 */
export async function putVendorSettings(
  { accounts, secrets, sandboxAllowed }: VendorSettingsDeps,
  { actor, input }: { actor: Actor; input: z.output<typeof VendorSettingsInput> },
) {
  if (input.provider === 'sandbox' && !sandboxAllowed) {
    throw validationError('The sandbox vendor sends nothing and is not available on this stage', [
      { path: 'provider', message: 'sandbox is refused on the production stage' },
    ]);
  }
  const parsed = VENDOR_CREDENTIALS[input.provider].safeParse(input.credentials ?? {});
  if (!parsed.success) {
    throw validationError(
      'Request body is not valid',
      issueDetails(parsed.error).map((d) => ({
        path: d.path === '(body)' ? 'credentials' : `credentials.${d.path}`,
        message: d.message,
      })),
    );
  }
  const credentials: Record<string, string> = parsed.data;
  const { accountId } = actor.principal;
  const hasCredentials = Object.keys(credentials).length > 0;
  const vendor: VendorSettings = {
    provider: input.provider,
    ...(input.senderId ? { senderId: input.senderId } : {}),
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
  if (!(await accounts.setVendor(accountId, vendor, audit))) throw accountGone();
  return publicVendorSettings(vendor);
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
  if (!(await accounts.setVendor(account.id, undefined, audit))) throw accountGone();
}
