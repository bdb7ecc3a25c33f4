/**
 * An account's settings of the Twilio-compatible API (docs/decisions/1603-twilio-settings.md): whether a send to a
 * number that opted out (replied STOP, or was added to the ledger) is refused with Twilio's 21610, off by default as
 * the contract has it for single sends; and the URL replies are posted to in Twilio's form, if any.
 */
import { type AuditEntry, actorOf, auditEntry } from '../audit/audit';
import type { Actor } from '../auth/actor';
import { accountGone, validationError } from '../errors';
import type { UrlPolicy } from '../webhooks/sender';
import { refusedUrl } from '../webhooks/sender';

export interface TwilioSettings {
  honourOptOuts: boolean;
  incomingMessageUrl: string | null;
  updatedAt: string | null;
}

export const DEFAULT_TWILIO_SETTINGS: TwilioSettings = {
  honourOptOuts: false,
  incomingMessageUrl: null,
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
  /** Saves the settings with the audit entry; false when the account is gone. */
  put(accountId: string, settings: TwilioSettings, audit: AuditEntry): Promise<boolean>;
}

export interface TwilioSettingsDeps {
  settings: TwilioSettingsStore;
  urlPolicy: UrlPolicy;
}

export async function getTwilioSettings(deps: Pick<TwilioSettingsDeps, 'settings'>, accountId: string) {
  return deps.settings.get(accountId);
}

/** `PUT /settings/twilio`: both settings at once (audited); the URL is held to the webhooks' SSRF rules. */
export async function putTwilioSettings(
  deps: TwilioSettingsDeps,
  { actor, input }: { actor: Actor; input: { honourOptOuts: boolean; incomingMessageUrl?: string | null } },
): Promise<TwilioSettings> {
  const { accountId } = actor.principal;
  const url = input.incomingMessageUrl ?? null;
  if (url !== null) {
    const why = await refusedUrl(url, deps.urlPolicy);
    if (why) {
      throw validationError(`incomingMessageUrl ${why}`, [{ path: 'incomingMessageUrl', message: why }]);
    }
  }
  const settings: TwilioSettings = {
    honourOptOuts: input.honourOptOuts,
    incomingMessageUrl: url,
    updatedAt: new Date(actor.nowMs).toISOString(),
  };
  const audit = auditEntry(
    {
      accountId,
      actor: actorOf(actor.principal, accountId),
      action: 'twilio.settings_updated',
      target: { type: 'account', id: accountId },
      details: { honourOptOuts: settings.honourOptOuts, incomingMessageUrl: settings.incomingMessageUrl },
      ip: actor.ip,
    },
    actor.nowMs,
  );
  if (!(await deps.settings.put(accountId, settings, audit))) throw accountGone();
  return settings;
}
