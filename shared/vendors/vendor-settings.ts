import { z } from 'zod';
import type { VendorSettings } from '../accounts/account';
import { actorOf, auditEntry } from '../audit/audit';
import { transactWrite } from '../db/items';
import { forbidden, validationError } from '../http/errors';
import type { UserPrincipal } from '../http/signed-in';
import { issueDetails, parseWith } from '../http/validate';
import type { Repositories } from '../repositories';
import type { Runtime } from '../runtime';
import { credentialsContext, VENDOR_CREDENTIALS, VENDOR_PROVIDERS } from './registry';

/** An alphanumeric sender id (up to 11 characters, at least one letter) or a numeric one (up to 15 digits). */
const SENDER_ID = /^(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11}$|^\+?[0-9]{3,15}$/;

/** The body of PUT /settings/sms-vendor; `credentials` is then checked against the provider's own schema. */
export const VendorSettingsInput = z.strictObject({
  provider: z.enum(VENDOR_PROVIDERS, { error: `provider must be one of: ${VENDOR_PROVIDERS.join(', ')}` }),
  senderId: z
    .string()
    .trim()
    .regex(SENDER_ID, 'senderId is 1 to 11 letters and digits (with a letter) or 3 to 15 digits')
    .optional(),
  credentials: z.record(z.string(), z.unknown()).optional(),
});

/** `••••` and, for a value long enough to keep it secret, its last four characters. */
export function maskSecret(value: string): string {
  return value.length >= 12 ? `••••${value.slice(-4)}` : '••••';
}

/** What GET and PUT /settings/sms-vendor answer: never a credential, only its name and mask. */
export function publicVendorSettings(vendor: VendorSettings | undefined) {
  if (!vendor) return { configured: false as const };
  return {
    configured: true as const,
    provider: vendor.provider,
    senderId: vendor.senderId ?? null,
    configuredAt: vendor.configuredAt,
    credentials: vendor.credentialsMask ?? {},
  };
}

interface Caller {
  rt: Runtime;
  repos: Repositories;
  principal: UserPrincipal;
  ip: string;
}

async function accountOf(caller: Caller) {
  const account = await caller.repos.accounts.get(caller.principal.accountId);
  if (!account) throw forbidden('The account of this session no longer exists');
  return account;
}

export async function getVendorSettings(caller: Caller) {
  return publicVendorSettings((await accountOf(caller)).vendor);
}

/**
 * Validates the provider and its credentials, seals the credentials (envelope encryption bound to the account and the
 * provider), and stores the settings with a `vendor.configured` audit entry in one transaction.
 */
export async function putVendorSettings(caller: Caller, body: unknown) {
  const input = parseWith(VendorSettingsInput, body);
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
  const { accountId } = caller.principal;
  const nowMs = caller.rt.clock.now();
  const hasCredentials = Object.keys(credentials).length > 0;
  const vendor: VendorSettings = {
    provider: input.provider,
    ...(input.senderId ? { senderId: input.senderId } : {}),
    ...(hasCredentials
      ? {
          credentialsCiphertext: await caller.rt.vendors.secrets.seal(
            JSON.stringify(credentials),
            credentialsContext(accountId, input.provider),
          ),
          credentialsMask: Object.fromEntries(Object.entries(credentials).map(([k, v]) => [k, maskSecret(v)])),
        }
      : {}),
    configuredAt: new Date(nowMs).toISOString(),
  };
  const audit = auditEntry(
    {
      accountId,
      actor: actorOf(caller.principal, accountId),
      action: 'vendor.configured',
      target: { type: 'smsVendor', id: input.provider },
      details: {
        provider: input.provider,
        ...(input.senderId ? { senderId: input.senderId } : {}),
        credentialFields: Object.keys(credentials),
      },
      ip: caller.ip,
    },
    nowMs,
  );
  await transactWrite(caller.rt.db, [
    caller.repos.accounts.vendorUpdate(accountId, vendor),
    caller.repos.audit.put(audit),
  ]);
  return publicVendorSettings(vendor);
}

/** Removes the settings (idempotent); a removal that removed something is audited as `vendor.removed`. */
export async function deleteVendorSettings(caller: Caller): Promise<void> {
  const account = await accountOf(caller);
  if (!account.vendor) return;
  const nowMs = caller.rt.clock.now();
  const audit = auditEntry(
    {
      accountId: account.id,
      actor: actorOf(caller.principal, account.id),
      action: 'vendor.removed',
      target: { type: 'smsVendor', id: account.vendor.provider },
      details: { provider: account.vendor.provider },
      ip: caller.ip,
    },
    nowMs,
  );
  await transactWrite(caller.rt.db, [
    caller.repos.accounts.vendorUpdate(account.id, undefined),
    caller.repos.audit.put(audit),
  ]);
}
