/**
 * Twilio Verify services (docs/decisions/1703-twilio-verify.md): a Service is a name for the SMS (our `brand`) and a
 * code length, one small item per service under its account; its SID is `VA` and the 32 hex digits of its id's ULID.
 */
import { newId } from '../ids';
import type { Result } from '../result';
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
  list(
    accountId: string,
    limit: number,
    cursor?: string,
  ): Promise<{ items: VerifyService[]; nextCursor: string | null }>;
  /** Writes a changed service; MISSING when it was deleted meanwhile. */
  update(service: VerifyService): Promise<Result<'MISSING'>>;
  /** Deletes a service; MISSING when there was none. */
  remove(accountId: string, serviceId: string): Promise<Result<'MISSING'>>;
}

function friendlyNameOf(value: string | undefined): string {
  const friendlyName = value?.trim() ?? '';
  if (!BRAND.test(friendlyName)) throw invalidParameter('FriendlyName');
  return friendlyName;
}

function codeLengthOf(value: string): number {
  const codeLength = Number(value);
  if (!Number.isInteger(codeLength) || codeLength < 4 || codeLength > 10) throw invalidParameter('CodeLength');
  return codeLength;
}

/** POST /v2/Services: the service its form asks for, or Twilio's 60200 naming the parameter. */
export function newService(fields: Record<string, string>, accountId: string, nowMs: number): VerifyService {
  const friendlyName = friendlyNameOf(fields.FriendlyName);
  const codeLength = fields.CodeLength === undefined ? DEFAULT_CODE_LENGTH : codeLengthOf(fields.CodeLength);
  if (fields.CustomCodeEnabled === 'true') throw invalidParameter('CustomCodeEnabled');
  const now = new Date(nowMs).toISOString();
  return { id: newId('vas', nowMs), accountId, friendlyName, codeLength, createdAt: now, updatedAt: now };
}

/**
 * POST /v2/Services/{Sid}: the fields checked before anything is read (60200 naming the parameter); FriendlyName and
 * CodeLength change, the other parameters of Twilio's form are ignored as at creation (decision 1703).
 */
export function serviceChanges(
  fields: Record<string, string>,
): Partial<Pick<VerifyService, 'friendlyName' | 'codeLength'>> {
  if (fields.CustomCodeEnabled === 'true') throw invalidParameter('CustomCodeEnabled');
  return {
    ...(fields.FriendlyName !== undefined ? { friendlyName: friendlyNameOf(fields.FriendlyName) } : {}),
    ...(fields.CodeLength !== undefined ? { codeLength: codeLengthOf(fields.CodeLength) } : {}),
  };
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

const PAGE_SIZE = { min: 1, max: 1000, fallback: 50 };

function pageNumber(name: string, value: string | undefined, min: number, max: number, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw invalidParameter(name);
  return n;
}

/** GET /v2/Services's paging: PageSize (1 to 1000, default 50), Page (the client's count), PageToken (our cursor). */
export function servicesPlan(query: { PageSize?: string; Page?: string; PageToken?: string }) {
  return {
    pageSize: pageNumber('PageSize', query.PageSize, PAGE_SIZE.min, PAGE_SIZE.max, PAGE_SIZE.fallback),
    page: pageNumber('Page', query.Page, 0, 1_000_000, 0),
    ...(query.PageToken ? { token: query.PageToken } : {}),
  };
}

/**
 * Twilio's list page of services: `services` and `meta`, whose URLs are absolute (the SDK follows `next_page_url` as
 * it is) on the base the caller called (`base`: the URL of /v2/Services as requested, without its query).
 */
export function servicesPage(
  base: string,
  plan: ReturnType<typeof servicesPlan>,
  read: { items: VerifyService[]; nextCursor: string | null },
) {
  const urlOf = (page: number, token?: string) => {
    const query = new URLSearchParams({ PageSize: String(plan.pageSize), Page: String(page) });
    if (token) query.set('PageToken', token);
    return `${base}?${query.toString()}`;
  };
  return {
    services: read.items.map(twilioService),
    meta: {
      page: plan.page,
      page_size: plan.pageSize,
      first_page_url: urlOf(0),
      previous_page_url: null,
      next_page_url: read.nextCursor ? urlOf(plan.page + 1, read.nextCursor) : null,
      key: 'services',
      url: urlOf(plan.page, plan.token),
    },
  };
}
