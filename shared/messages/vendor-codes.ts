/**
 * A delivery detail in words (issue 29): the vendors' status strings and error codes, as the message's history shows
 * them beside the raw detail. The detail formats are the vendor adapters' (shared/vendors/*): `Twilio: <status>
 * (<code> ...)`, `Clickatell: <STATUS>`, `AWS SMS: <STATUS> (<description>)`, `Sandbox: <words>`. Null when there is
 * nothing to add to the detail itself.
 */
import { UNCONFIRMED_DETAIL } from './message';

const TWILIO_STATUS: Record<string, string> = {
  queued: 'Twilio queued the message to send.',
  accepted: 'Twilio accepted the message.',
  scheduled: 'Twilio holds the message until its scheduled time.',
  sending: 'Twilio is handing the message to the carrier.',
  sent: 'The carrier took the message; no handset receipt yet.',
  delivered: 'The handset received the message.',
  undelivered: 'The carrier could not deliver the message.',
  failed: 'Twilio could not send the message.',
  canceled: 'The message was cancelled before it was sent.',
  read: 'The recipient read the message.',
};

/** Twilio's error dictionary, 30001 to 30010 and the common ones after (the codes docs/decisions/1602 lists). */
const TWILIO_CODES: Record<string, string> = {
  '30001': 'Queue overflow: too many messages were queued at Twilio; a later send may get through.',
  '30002': 'The Twilio account is suspended.',
  '30003': 'The handset is unreachable (switched off or out of coverage); a later send may get through.',
  '30004': 'The message was blocked, often because the recipient blocked the sender.',
  '30005': 'The number is not known to the carrier (it may not exist).',
  '30006': 'The number is a landline or its carrier cannot receive SMS.',
  '30007': 'The carrier filtered the message (seen as spam or not allowed).',
  '30008': 'Unknown error at the carrier; a later send may get through.',
  '30009': 'A part of a multi-part message went missing.',
  '30010': 'The message costs more than the maximum price set.',
  '30034': 'The sending number is not registered for this traffic.',
};

const CLICKATELL_STATUS: Record<string, string> = {
  QUEUED: 'Clickatell queued the message.',
  SCHEDULED: 'Clickatell holds the message until its scheduled time.',
  SENT_TO_SUPPLIER: 'Clickatell handed the message to a carrier.',
  DELIVERED_TO_GATEWAY: 'The carrier gateway received the message.',
  RECEIVED_BY_GATEWAY: 'The carrier gateway received the message.',
  RECEIVED_BY_RECIPIENT: 'The handset received the message.',
  DEVICE_ACK: 'The handset acknowledged the message.',
  READ: 'The recipient read the message.',
  ERROR_DELIVERING: 'The carrier could not deliver the message.',
  ERROR_DELIVERING_TO_GATEWAY: 'The carrier gateway refused the message.',
  ROUTING_ERROR: 'Clickatell found no route to the number.',
  EXPIRED: 'The message expired before the handset could take it (off or out of coverage for days).',
  CANCELLED: 'The message was cancelled before it was sent.',
  OUT_OF_CREDIT: 'The Clickatell account ran out of credit.',
  UNKNOWN: 'Clickatell does not know the outcome yet.',
  EMULATED: 'A test message: Clickatell did not send it.',
};

const AWS_STATUS: Record<string, string> = {
  PENDING: 'AWS is handing the message to the carrier.',
  QUEUED: 'AWS queued the message.',
  SENT: 'AWS sent the message to the carrier.',
  SUCCESSFUL: 'The carrier took the message.',
  DELIVERED: 'The handset received the message.',
  INVALID: 'The number is not a valid mobile number.',
  INVALID_MESSAGE: 'The message was refused as invalid.',
  UNREACHABLE: 'The handset is unreachable (switched off or out of coverage).',
  CARRIER_UNREACHABLE: 'The carrier could not be reached.',
  BLOCKED: 'The number blocks messages from this sender.',
  CARRIER_BLOCKED: 'The carrier blocked the message.',
  SPAM: 'The carrier refused the message as spam.',
  TTL_EXPIRED: 'The message expired before the handset could take it.',
  MAX_PRICE_EXCEEDED: 'The message costs more than the maximum price set.',
  OPTED_OUT: 'The recipient opted out of messages from this sender.',
  NO_QUOTA_LEFT_ON_ACCOUNT: 'The AWS account has no SMS quota left.',
  UNKNOWN: 'AWS does not know the outcome.',
  FAILED: 'AWS could not send the message.',
};

export function detailInWords(detail: string | null | undefined): string | null {
  if (!detail) return null;
  if (detail === UNCONFIRMED_DETAIL) {
    return "The vendor's answer was lost: the service asks the vendor for the status and never sends the message twice.";
  }
  const twilio = /^Twilio: (\w+)(?: \((\d+)[^)]*\))?$/.exec(detail);
  if (twilio) {
    const [, status = '', code] = twilio;
    const words = [TWILIO_STATUS[status], code ? (TWILIO_CODES[code] ?? `Twilio error ${code}.`) : undefined];
    const text = words.filter(Boolean).join(' ');
    return text || null;
  }
  const clickatell = /^Clickatell: ([A-Z_]+)$/.exec(detail);
  if (clickatell) return CLICKATELL_STATUS[clickatell[1]!] ?? null;
  const aws = /^AWS SMS(?: refused)?: ([A-Z_]+)/.exec(detail);
  if (aws) return AWS_STATUS[aws[1]!] ?? null;
  return null;
}
