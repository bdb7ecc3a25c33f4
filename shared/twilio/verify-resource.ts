/**
 * Our verifications as Twilio Verify v2's resources (docs/decisions/1703-twilio-verify.md): the Verification (sid
 * `VE` + the hex of our id) and the VerificationCheck, every field of Twilio's published schema, dates in ISO 8601 to
 * the second, `url` relative to the compatible base as the Messages API's `uri` is (decision 1601).
 */
import { statusAt, type VerificationRecord, type VerificationStatus } from '../verify/verification';
import { accountSid, serviceSid, verificationSid } from './sid';
import { isoDate, servicePathOf } from './verify-paths';

/** One entry per code sent: the first at the start, the latest at its time (the ones between are not timed). */
function sendAttempts(v: VerificationRecord) {
  return Array.from({ length: v.sends }, (_, i) => ({
    time: i === 0 ? isoDate(v.createdAt) : i === v.sends - 1 ? isoDate(new Date(v.lastSentAtMs).toISOString()) : null,
    channel: 'SMS',
    attempt_sid: null,
  }));
}

const common = (v: VerificationRecord, serviceId: string) => ({
  sid: verificationSid(v.id),
  service_sid: serviceSid(serviceId),
  account_sid: accountSid(v.accountId),
  to: v.to,
  channel: 'sms' as const,
  amount: null,
  payee: null,
});

/** Twilio's Verification resource. */
export function twilioVerification(v: VerificationRecord, serviceId: string, nowMs: number) {
  const status = statusAt(v, nowMs);
  return {
    ...common(v, serviceId),
    status,
    valid: status === 'approved',
    lookup: {},
    send_code_attempts: sendAttempts(v),
    date_created: isoDate(v.createdAt),
    date_updated: isoDate(v.updatedAt),
    sna: null,
    url: `${servicePathOf(serviceId)}/Verifications/${verificationSid(v.id)}`,
  };
}

/** Twilio's VerificationCheck resource: `approved` and valid, or `pending` (or `max_attempts_reached`) and not. */
export function twilioVerificationCheck(v: VerificationRecord, serviceId: string, status: VerificationStatus) {
  return {
    ...common(v, serviceId),
    status,
    valid: status === 'approved',
    sna_attempts_error_codes: [],
    date_created: isoDate(v.createdAt),
    date_updated: isoDate(v.updatedAt),
  };
}
