/**
 * An account's settings of the Twilio-compatible API (docs/decisions/1603-twilio-settings.md): whether a send to a
 * number that opted out (replied STOP, or was added to the ledger) is refused with Twilio's 21610, off by default as
 * the contract has it for single sends; and the URL replies are posted to in Twilio's form, if any, with the API key
 * whose value signs them (docs/decisions/1605-twilio-incoming-message-signing-key.md).
 */
import type { ApiKeyRecord } from '../api-keys/api-key';
import { type AuditEntry, actorOf, auditEntry } from '../audit/audit';
import type { Actor } from '../auth/actor';
import { accountGone, validationError } from '../errors';
import type { Result } from '../result';
import type { UrlPolicy } from '../webhooks/sender';
import { refusedUrl } from '../webhooks/sender';

export interface TwilioSettings {
  honourOptOuts: boolean;
  incomingMessageUrl: string | null;
  /** The key whose value signs what goes to `incomingMessageUrl`: set with it, and only then. */
  signingKeyId: string | null;
  updatedAt: string | null;
}

export const DEFAULT_TWILIO_SETTINGS: TwilioSettings = {
  honourOptOuts: false,
  incomingMessageUrl: null,
  signingKeyId: null,
  updatedAt: null,
};

/** What a compatible send reads beside the send path's own reads, in one round trip. */
export interface SendPolicy {
  settings: TwilioSettings;
  /** The recipient is on the account's opt-out ledger. */
  optedOut: boolean;
}

export interface TwilioSettingsStore {
  get(accountId: string): Promise<TwilioSettings>;
  /** The settings and whether `phone` (E.164) opted out, in one read. */
  sendPolicy(accountId: string, phone: string | undefined): Promise<SendPolicy>;
  /** Saves the settings with the audit entry; MISSING when the account is gone. */
  put(accountId: string, settings: TwilioSettings, audit: AuditEntry): Promise<Result<'MISSING'>>;
}

export interface TwilioSettingsDeps {
  settings: TwilioSettingsStore;
  urlPolicy: UrlPolicy;
  /** A key of the account by its id (for the signing key). */
  keyById(accountId: string, keyId: string): Promise<ApiKeyRecord | undefined>;
}

/** Why a key cannot sign the account's replies, or undefined when it can. */
function refusedSigningKey(key: ApiKeyRecord | undefined, accountId: string): string | undefined {
  if (!key || key.accountId !== accountId) return 'is not an API key of this account';
  if (key.revokedAt) return 'is revoked';
  // Its value exists only once the key has sent on the compatible API (sealed then: decision 1604).
  if (!key.sealedValue) return 'has not been used on the Twilio-compatible API yet: send one message with it first';
  return undefined;
}

export async function getTwilioSettings(deps: Pick<TwilioSettingsDeps, 'settings'>, accountId: string) {
  return deps.settings.get(accountId);
}

/** `PUT /settings/twilio`: both settings at once (audited); the URL is held to the webhooks' SSRF rules. */
export async function putTwilioSettings(
  deps: TwilioSettingsDeps,
  {
    actor,
    input,
  }: {
    actor: Actor;
    input: { honourOptOuts: boolean; incomingMessageUrl?: string | null; signingKeyId?: string | null };
  },
): Promise<TwilioSettings> {
  const { accountId } = actor.principal;
  const url = input.incomingMessageUrl ?? null;
  const keyId = input.signingKeyId ?? null;
  if (url !== null) {
    const why = await refusedUrl(url, deps.urlPolicy);
    if (why) {
      throw validationError(`incomingMessageUrl ${why}`, [{ path: 'incomingMessageUrl', message: why }]);
    }
  }
  if ((url === null) !== (keyId === null)) {
    const message = url === null ? 'is only set with incomingMessageUrl' : 'is required with incomingMessageUrl';
    throw validationError(`signingKeyId ${message}`, [{ path: 'signingKeyId', message }]);
  }
  if (keyId !== null) {
    const why = refusedSigningKey(await deps.keyById(accountId, keyId), accountId);
    if (why) throw validationError(`signingKeyId ${why}`, [{ path: 'signingKeyId', message: why }]);
  }
  const settings: TwilioSettings = {
    honourOptOuts: input.honourOptOuts,
    incomingMessageUrl: url,
    signingKeyId: keyId,
    updatedAt: new Date(actor.nowMs).toISOString(),
  };
  const audit = auditEntry(
    {
      accountId,
      actor: actorOf(actor.principal, accountId),
      action: 'twilio.settings_updated',
      target: { type: 'account', id: accountId },
      details: {
        honourOptOuts: settings.honourOptOuts,
        incomingMessageUrl: settings.incomingMessageUrl,
        signingKeyId: settings.signingKeyId,
      },
      ip: actor.ip,
    },
    actor.nowMs,
  );
  if (!(await deps.settings.put(accountId, settings, audit)).ok) throw accountGone();
  return settings;
}
