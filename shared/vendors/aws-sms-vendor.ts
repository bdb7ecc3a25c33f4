import {
  PinpointSMSVoiceV2Client,
  type PinpointSMSVoiceV2ClientConfig,
  SendTextMessageCommand,
} from '@aws-sdk/client-pinpoint-sms-voice-v2';
import type { CallbackContent, InboundSms, OutboundSms, SmsVendor, VendorResult, VendorStatus } from './vendor';

export interface AwsSmsOptions {
  /** The runtime's client, made on first hand-over (a route that only checks the vendor never builds it). */
  client: () => PinpointSMSVoiceV2Client;
  /** The account's origination identity: a phone number (E.164, id or ARN), a sender id or a pool. */
  originationIdentity: string;
  /** The stack's configuration set: its event destination (SNS) carries the delivery events back. */
  configurationSet?: string;
}

/**
 * One client per runtime for AWS End User Messaging SMS. The SDK's own retries are off: a retry after a timeout could
 * send the SMS twice, which the worker's unknown-outcome handling exists to prevent (contract Part 3).
 */
export function awsSmsClient(
  config: Pick<PinpointSMSVoiceV2ClientConfig, 'region' | 'endpoint' | 'credentials'>,
  timeoutMs = 10_000,
) {
  return new PinpointSMSVoiceV2Client({
    ...config,
    maxAttempts: 1,
    requestHandler: { requestTimeout: timeoutMs, connectionTimeout: Math.min(3000, timeoutMs) },
  });
}

/** Errors that mean the request never reached the service, or it refused it as too many: sending again is safe. */
const TRANSIENT = new Set(['ThrottlingException', 'ServiceQuotaExceededException']);
/** Refusals: the same request would be refused again. */
const PERMANENT = new Set([
  'ValidationException',
  'AccessDeniedException',
  'ResourceNotFoundException',
  'ConflictException',
]);
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * AWS End User Messaging SMS (pinpoint-sms-voice-v2): `SendTextMessage` from the account's origination identity, with
 * the stack's configuration set, the message type (`TRANSACTIONAL`, or `PROMOTIONAL` for marketing campaigns) and our
 * message id and account in `Context`, which every delivery event of the configuration set's event destination
 * carries back (receipts by reference). Throttling and exceeded quotas are transient; validation, access, unknown
 * identity and conflicts (an opted-out destination) are permanent; a timeout or a lost connection after the request
 * was written and an internal server error are unknown outcomes. The service has no status lookup: its events settle.
 */
export class AwsSmsVendor implements SmsVendor {
  readonly provider = 'aws';
  readonly receiptsBy = 'reference' as const;

  constructor(private readonly options: AwsSmsOptions) {}

  async send(sms: OutboundSms): Promise<VendorResult> {
    try {
      const result = await this.options.client().send(
        new SendTextMessageCommand({
          DestinationPhoneNumber: sms.to,
          OriginationIdentity: this.options.originationIdentity,
          MessageBody: sms.body,
          MessageType: sms.kind === 'marketing' ? 'PROMOTIONAL' : 'TRANSACTIONAL',
          ...(this.options.configurationSet ? { ConfigurationSetName: this.options.configurationSet } : {}),
          Context: { messageId: sms.reference, ...(sms.accountId ? { accountId: sms.accountId } : {}) },
        }),
      );
      if (!result.MessageId) return { outcome: 'unknown', detail: 'AWS SMS: no MessageId in the answer' };
      return { outcome: 'accepted', vendorMessageId: result.MessageId, delivered: false, detail: 'AWS SMS: accepted' };
    } catch (error) {
      const name = (error as { name?: unknown })?.name;
      const message = (error as { message?: unknown })?.message;
      const why = typeof message === 'string' && message ? `: ${message.slice(0, 200)}` : '';
      if (typeof name === 'string' && TRANSIENT.has(name))
        return { outcome: 'transient-failure', detail: `AWS SMS: ${name}${why}` };
      if (typeof name === 'string' && PERMANENT.has(name))
        return { outcome: 'permanent-failure', detail: `AWS SMS refused: ${name}${why}` };
      const code =
        (error as { code?: unknown; cause?: { code?: unknown } })?.code ??
        (error as { cause?: { code?: unknown } })?.cause?.code;
      if (typeof code === 'string' && NOT_SENT.has(code))
        return { outcome: 'transient-failure', detail: 'AWS SMS: unreachable' };
      return {
        outcome: 'unknown',
        detail: `AWS SMS: ${typeof name === 'string' ? name : 'error'} after the request went out`,
      };
    }
  }
}

/** Event types (`messageStatus` of the SMS events) by what they say of delivery. */
const AWS_DELIVERED = new Set(['DELIVERED']);
const AWS_PENDING = new Set(['PENDING', 'QUEUED', 'SENT']);
const AWS_FAILED = new Set([
  'INVALID',
  'INVALID_MESSAGE',
  'UNREACHABLE',
  'CARRIER_UNREACHABLE',
  'BLOCKED',
  'CARRIER_BLOCKED',
  'SPAM',
  'TTL_EXPIRED',
  'MAX_PRICE_EXCEEDED',
  'PROTECT_BLOCKED',
  'OPTED_OUT',
]);

function awsState(status: string, isFinal: boolean): VendorStatus['state'] {
  if (AWS_DELIVERED.has(status)) return 'delivered';
  // SUCCESSFUL: the carrier took it; final where the carrier sends no handset receipt.
  if (status === 'SUCCESSFUL') return isFinal ? 'delivered' : 'pending';
  if (AWS_FAILED.has(status)) return 'failed';
  if (AWS_PENDING.has(status) || !isFinal) return 'pending';
  return 'unknown';
}

/**
 * One SNS message of the stack's topic, read: an SMS delivery event of the configuration set (`eventType`
 * `TEXT_*`, `messageStatus`, `isFinal`, our `context`), or a two-way reply (`originationNumber`, `destinationNumber`,
 * `messageBody`, `inboundMessageId`). The account of an event is its context's; a reply's is found by the number it
 * was sent to. Undefined for anything else.
 */
export function readAwsSmsEvent(
  message: unknown,
): { accountId?: string; content: CallbackContent; destination?: string } | undefined {
  if (!message || typeof message !== 'object') return undefined;
  const m = message as Record<string, unknown>;
  if (typeof m.eventType === 'string' && m.eventType.startsWith('TEXT_')) {
    const context = (m.context ?? {}) as Record<string, unknown>;
    const reference = context.messageId;
    if (typeof reference !== 'string' || reference.length === 0) return undefined;
    const status = typeof m.messageStatus === 'string' ? m.messageStatus : m.eventType.slice('TEXT_'.length);
    const description = typeof m.messageStatusDescription === 'string' ? ` (${m.messageStatusDescription})` : '';
    return {
      ...(typeof context.accountId === 'string' ? { accountId: context.accountId } : {}),
      content: {
        receipts: [
          {
            provider: 'aws',
            key: reference,
            byReference: true,
            state: awsState(status, m.isFinal === true),
            detail: `AWS SMS: ${status}${description}`,
          },
        ],
        inbound: [],
      },
    };
  }
  if (typeof m.originationNumber === 'string' && typeof m.destinationNumber === 'string') {
    const inbound: InboundSms = {
      vendorMessageId:
        typeof m.inboundMessageId === 'string' ? m.inboundMessageId : `${m.originationNumber}:${String(m.messageBody)}`,
      from: m.originationNumber,
      to: m.destinationNumber,
      body: typeof m.messageBody === 'string' ? m.messageBody : '',
    };
    return { destination: m.destinationNumber, content: { receipts: [], inbound: [inbound] } };
  }
  return undefined;
}
