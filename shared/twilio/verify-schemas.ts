/**
 * The Twilio Verify compatible routes' answers as zod schemas, for our OpenAPI document (lib/routes-twilio-verify.ts):
 * the subset of Twilio's published schema they fill. test/e2e/twilio-verify.test.ts validates every answer against
 * Twilio's own document as well.
 */
import * as z from 'zod/mini';

const sid = (prefix: string, description: string) =>
  z.string().check(z.regex(new RegExp(`^${prefix}[0-9a-f]{32}$`)), z.describe(description));
const date = z.string().check(z.describe('ISO 8601 to the second, GMT'));

export const TwilioVerifyServiceSchema = z
  .strictObject({
    sid: sid('VA', 'VA and the service id in 32 hex digits'),
    account_sid: sid('AC', 'AC and the account id in 32 hex digits'),
    friendly_name: z.string().check(z.describe('The brand the SMS starts with')),
    code_length: z.number().check(z.int()),
    lookup_enabled: z.boolean(),
    psd2_enabled: z.boolean(),
    skip_sms_to_landlines: z.boolean(),
    dtmf_input_required: z.boolean(),
    tts_name: z.null(),
    do_not_share_warning_enabled: z.boolean(),
    custom_code_enabled: z.literal(false),
    push: z.null(),
    totp: z.null(),
    default_template_sid: z.null(),
    whatsapp: z.null(),
    passkeys: z.null(),
    verify_event_subscription_enabled: z.boolean(),
    date_created: date,
    date_updated: date,
    url: z.string(),
    links: z.strictObject({ verification_checks: z.string(), verifications: z.string() }),
  })
  .check(z.meta({ id: 'TwilioVerifyService', description: "A Verify service in the shape of Twilio's Service" }));

const STATUSES = ['pending', 'approved', 'canceled', 'max_attempts_reached', 'expired'] as const;

export const TwilioVerificationSchema = z
  .strictObject({
    sid: sid('VE', 'VE and the verification id (vrf_...) in 32 hex digits'),
    service_sid: sid('VA', 'The service it was started through'),
    account_sid: sid('AC', 'The account'),
    to: z.string().check(z.describe('E.164')),
    channel: z.literal('sms'),
    status: z.enum(STATUSES),
    valid: z.boolean(),
    lookup: z.strictObject({}),
    amount: z.null(),
    payee: z.null(),
    send_code_attempts: z.array(
      z.strictObject({ time: z.nullable(z.string()), channel: z.literal('SMS'), attempt_sid: z.null() }),
    ),
    date_created: date,
    date_updated: date,
    sna: z.null(),
    url: z.string(),
  })
  .check(z.meta({ id: 'TwilioVerification', description: "A verification in the shape of Twilio's Verification" }));

export const TwilioVerificationCheckSchema = z
  .strictObject({
    sid: sid('VE', 'The verification checked'),
    service_sid: sid('VA', 'The service'),
    account_sid: sid('AC', 'The account'),
    to: z.string(),
    channel: z.literal('sms'),
    status: z.enum(['approved', 'pending', 'max_attempts_reached']),
    valid: z.boolean(),
    amount: z.null(),
    payee: z.null(),
    sna_attempts_error_codes: z.array(z.never()),
    date_created: date,
    date_updated: date,
  })
  .check(z.meta({ id: 'TwilioVerificationCheck', description: "A check in the shape of Twilio's VerificationCheck" }));

const pageUrl = z.string().check(z.describe('Absolute, on the URL called, with PageSize, Page and PageToken'));

export const TwilioVerifyServicesPageSchema = z
  .strictObject({
    services: z.array(TwilioVerifyServiceSchema),
    meta: z.strictObject({
      page: z.number().check(z.int()),
      page_size: z.number().check(z.int()),
      first_page_url: pageUrl,
      previous_page_url: z.null(),
      next_page_url: z.nullable(pageUrl),
      key: z.literal('services'),
      url: pageUrl,
    }),
  })
  .check(z.meta({ id: 'TwilioVerifyServicesPage', description: "Twilio's list page of Verify services" }));
