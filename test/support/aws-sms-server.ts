import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

interface SentText {
  messageId: string;
  request: Record<string, unknown>;
  headers: IncomingHttpHeaders;
}

/**
 * A loopback server speaking AWS End User Messaging SMS's JSON protocol (pinpoint-sms-voice-v2, awsJson1_0:
 * `POST /` with `X-Amz-Target: PinpointSMSVoiceV2.SendTextMessage`, `Content-Type: application/x-amz-json-1.0`),
 * answering `{"MessageId"}`; errors as the protocol carries them (`x-amzn-ErrorType` and `__type`). A number ending
 * 1111 is a ValidationException; ending 4290 a ThrottlingException; ending 5000 an InternalServerException after
 * taking it. `event(messageId, status)` builds the SMS event the configuration set's event destination would publish
 * (with the request's Context); `publish` is where the stack's SNS topic delivers (the local stack: the events
 * function). With `eventFirst` set, it is handed the delivery event of a new message (and awaited) before the send
 * itself is answered: an event faster than the hand-over.
 */
export async function startAwsSmsServer() {
  const sent: SentText[] = [];
  function eventOf(
    messageId: string,
    status: 'DELIVERED' | 'SUCCESSFUL' | 'PENDING' | 'UNREACHABLE' | 'BLOCKED',
    isFinal = true,
  ) {
    const text = sent.find((s) => s.messageId === messageId);
    if (!text) throw new Error(`no message ${messageId}`);
    return {
      eventType: `TEXT_${status}`,
      eventVersion: '1.0',
      eventTimestamp: Date.now(),
      isFinal,
      originationPhoneNumber: text.request.OriginationIdentity,
      destinationPhoneNumber: text.request.DestinationPhoneNumber,
      isoCountryCode: 'ZA',
      messageId,
      messageRequestTimestamp: Date.now() - 1000,
      messageEncoding: 'GSM',
      messageType: text.request.MessageType,
      messageStatus: status,
      messageStatusDescription:
        status === 'DELIVERED' ? 'Message has been accepted by phone' : 'Destination unreachable',
      context: text.request.Context,
      totalMessageParts: 1,
      totalMessagePrice: 0.0219,
      totalCarrierFee: 0,
    };
  }
  const state: { eventFirst?: (event: ReturnType<typeof eventOf>) => Promise<unknown> } = {};
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const error = (status: number, type: string, message: string) => {
        res.writeHead(status, { 'Content-Type': 'application/x-amz-json-1.0', 'x-amzn-ErrorType': type });
        res.end(JSON.stringify({ __type: `com.amazonaws.pinpointsmsvoicev2#${type}`, message }));
      };
      if (req.method !== 'POST' || req.headers['x-amz-target'] !== 'PinpointSMSVoiceV2.SendTextMessage') {
        return error(400, 'UnknownOperationException', 'Unknown operation');
      }
      if (!String(req.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256 ')) {
        return error(403, 'AccessDeniedException', 'Missing Authentication Token');
      }
      const request = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      const to = String(request.DestinationPhoneNumber ?? '');
      if (!request.OriginationIdentity) return error(400, 'ValidationException', 'OriginationIdentity is required');
      if (to.endsWith('1111')) return error(400, 'ValidationException', 'Invalid destination phone number');
      if (to.endsWith('4290')) return error(400, 'ThrottlingException', 'Rate exceeded');
      const messageId = randomUUID();
      sent.push({ messageId, request, headers: req.headers });
      if (to.endsWith('5000')) return error(500, 'InternalServerException', 'Internal failure');
      const answer = () => {
        res.writeHead(200, { 'Content-Type': 'application/x-amz-json-1.0' });
        res.end(JSON.stringify({ MessageId: messageId }));
      };
      if (!state.eventFirst) return answer();
      state.eventFirst(eventOf(messageId, 'DELIVERED')).then(answer, answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    sent,
    state,
    /** The SMS event (as its documentation shows it) the event destination publishes for a sent message. */
    event: eventOf,
    /** A two-way reply as the origination identity's SNS destination publishes it. */
    reply(from: string, to: string, body: string) {
      return {
        originationNumber: from,
        destinationNumber: to,
        messageKeyword: body.split(/\s+/)[0]?.toUpperCase() ?? '',
        messageBody: body,
        inboundMessageId: randomUUID(),
        previousPublishedMessageId: randomUUID(),
      };
    },
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** An SNS event delivering `messages` to a Lambda subscribed to the topic, as SNS builds it. */
export function snsEvent(messages: unknown[]) {
  return {
    Records: messages.map((message) => ({
      EventSource: 'aws:sns',
      EventVersion: '1.0',
      EventSubscriptionArn: 'arn:aws:sns:af-south-1:000000000000:sms-events:sub',
      Sns: {
        Type: 'Notification',
        MessageId: randomUUID(),
        TopicArn: 'arn:aws:sns:af-south-1:000000000000:sms-events',
        Subject: null,
        Message: JSON.stringify(message),
        Timestamp: new Date().toISOString(),
        SignatureVersion: '1',
        Signature: '',
        SigningCertUrl: '',
        UnsubscribeUrl: '',
        MessageAttributes: {},
      },
    })),
  };
}
