/**
 * Twilio Verify services (docs/decisions/1703-twilio-verify.md): a Service is a name for the SMS (our `brand`) and a
 * code length, one small item per service under its account; its SID is `VA` and the 32 hex digits of its id's ULID.
 */
import { newId } from '../ids';
import { BRAND } from '../verify/schemas';
import { DEFAULT_CODE_LENGTH } from '../verify/verification';
import { twilioNotFound } from './errors';
import { accountSid, idOfSid, serviceSid } from './sid';
import { invalidParameter } from './verify-form';
import { isoDate, servicePathOf } from './verify-paths';

export interface VerifyService {
  id: string;
  accountId: string;
  /** Twilio's FriendlyName: the brand the SMS starts with. */
  friendlyName: string;
  codeLength: number;
  createdAt: string;
  updatedAt: string;
}

export interface VerifyServiceStore {
  create(service: VerifyService): Promise<void>;
  get(accountId: string, serviceId: string): Promise<VerifyService | undefined>;
}

/** POST /v2/Services: the service its form asks for, or Twilio's 60200 naming the parameter. */
export function newService(fields: Record<string, string>, accountId: string, nowMs: number): VerifyService {
  const friendlyName = fields.FriendlyName?.trim() ?? '';
  if (!BRAND.test(friendlyName)) throw invalidParameter('FriendlyName');
  const codeLength = fields.CodeLength === undefined ? DEFAULT_CODE_LENGTH : Number(fields.CodeLength);
  if (!Number.isInteger(codeLength) || codeLength < 4 || codeLength > 10) throw invalidParameter('CodeLength');
  if (fields.CustomCodeEnabled === 'true') throw invalidParameter('CustomCodeEnabled');
  const now = new Date(nowMs).toISOString();
  return { id: newId('vas', nowMs), accountId, friendlyName, codeLength, createdAt: now, updatedAt: now };
}

/** Twilio's Service resource: every field of its schema, the features we do not have off or null. */
export function twilioService(service: VerifyService) {
  const path = servicePathOf(service.id);
  return {
    sid: serviceSid(service.id),
    account_sid: accountSid(service.accountId),
    friendly_name: service.friendlyName,
    code_length: service.codeLength,
    lookup_enabled: false,
    psd2_enabled: false,
    skip_sms_to_landlines: false,
    dtmf_input_required: false,
    tts_name: null,
    do_not_share_warning_enabled: false,
    custom_code_enabled: false,
    push: null,
    totp: null,
    default_template_sid: null,
    whatsapp: null,
    passkeys: null,
    verify_event_subscription_enabled: false,
    date_created: isoDate(service.createdAt),
    date_updated: isoDate(service.updatedAt),
    url: path,
    links: { verification_checks: `${path}/VerificationCheck`, verifications: `${path}/Verifications` },
  };
}

/** The caller's service named by the path, or Twilio's 404 (another account's service reads as none). */
export async function ownService(store: VerifyServiceStore, accountId: string, sid: string): Promise<VerifyService> {
  const id = idOfSid(sid, 'VA', 'vas');
  const service = id ? await store.get(accountId, id) : undefined;
  if (!service) throw twilioNotFound(`/Services/${sid}`);
  return service;
}
