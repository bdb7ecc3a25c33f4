/** The Twilio-compatible Messages API (issue 30; docs/decisions/1601-twilio-compatible-api.md). */
import {
  settingsTwilioGet,
  settingsTwilioPut,
  twilioMessagesCreate,
  twilioMessagesDelete,
  twilioMessagesGet,
  twilioMessagesList,
  twilioMessagesUpdate,
} from '../shared/http/routes/twilio';
import {
  TwilioErrorSchema,
  TwilioMessagePageSchema,
  TwilioMessageSchema,
  TwilioSettingsSchema,
} from '../shared/twilio/schemas';
import { type RouteDefinition, type RouteResponse, route, SHARDED_READS_MB } from './route-table';

const AUTH =
  'HTTP Basic as Twilio: the username is the AccountSid (`AC` + the account id in 32 hex digits) or the API key id, ' +
  "the password one of the account's API keys. Errors are Twilio's body `{code, message, more_info, status}` with " +
  "Twilio's codes (decision 1602), not this API's envelope.";

const twilioError = (description: string): RouteResponse => ({ description, schema: TwilioErrorSchema });

/** The errors every compatible route answers (in Twilio's body). */
const COMMON: Record<number, RouteResponse> = {
  401: twilioError('20003 Authenticate: no Basic credentials, an unknown or revoked key, or a username not its own'),
  403: twilioError("20403: the key lacks the route's scope"),
  404: twilioError('20404: the path names another account, or no such message'),
  429: twilioError("20429: the key's per-minute limit, or its daily spend cap"),
  500: twilioError('20500: an unexpected error, logged with the request id'),
};

export const twilioRoutes: RouteDefinition[] = [
  route(twilioMessagesCreate, {
    reservedConcurrency: 20,
    access: {
      table: ['GetItem', 'BatchGetItem', 'PutItem', 'UpdateItem', 'ConditionCheckItem'],
      sendQueue: true,
      // Seals the key's value on its first send here, for Twilio's callback signatures (decision 1604).
      vendorSecrets: 'seal',
    },
    memoryMb: 512,
    ownErrors: true,
    summary: 'Send one SMS (Twilio-compatible)',
    description:
      `${AUTH} Form-encoded \`To\`, \`From\` or \`MessagingServiceSid\` (required as Twilio requires them; the ` +
      "account's sender id is used), `Body`, and optionally `StatusCallback`: Twilio's status callback (form-encoded, " +
      '`X-Twilio-Signature` keyed by the API key the message was sent with) is posted there when the message becomes ' +
      '`sent`, `delivered`, `undelivered` or `failed` (decision 1604). The same send path as `POST /public/sms/send`: ' +
      'a message blocked by moderation is created `failed` with `error_code` 30007 and its reason in `error_message`. ' +
      '`ScheduleType=fixed` with `SendAt` (ISO 8601, 15 minutes to 35 days ahead) and `MessagingServiceSid` schedules ' +
      'it: created `scheduled`, charged now, sent at that time, refunded if canceled (decision 1607). ' +
      '`ValidityPeriod` (1 to 36000 seconds, default 36000): a message not handed over within that many seconds of ' +
      'its creation (or SendAt) is never sent; it ends `failed` with `error_code` 30036, refunded (decision 1609).',
    responses: {
      201: { description: 'The message, created', schema: TwilioMessageSchema },
      400: twilioError(
        '21604 no To, 21211 To not a South African mobile, 21603 no From, 21602 no Body, 21617 too long, ' +
          '21609 a StatusCallback URL refused (not https, a private address, over 4000 characters); ' +
          '35111 ScheduleType=fixed without SendAt, 35118 no MessagingServiceSid to schedule, 35114 SendAt outside ' +
          '15 minutes to 35 days ahead, 20422 a ScheduleType other than fixed; 21624 a ValidityPeriod that is not ' +
          '1 to 36000 whole seconds',
      ),
      402: twilioError('20005: the credits do not cover the segments'),
      ...COMMON,
      403: twilioError('20403: the key lacks sms.send; 10001: the account is suspended'),
      409: twilioError('20409: an Idempotency-Key reused with another body'),
      503: twilioError('20503: the account has no SMS vendor configured'),
    },
  }),
  route(twilioMessagesList, {
    memoryMb: SHARDED_READS_MB,
    access: { table: ['Query', 'BatchGetItem', 'GetItem', 'PutItem', 'UpdateItem'] },
    ownErrors: true,
    summary: 'List messages (Twilio-compatible)',
    description: `${AUTH} Newest first; filters To, From, DateSent, DateSent<, DateSent>; paging PageSize, Page, PageToken.`,
    responses: {
      200: { description: 'A page of messages', schema: TwilioMessagePageSchema },
      400: twilioError('20422: a malformed filter or page parameter'),
      ...COMMON,
    },
  }),
  route(twilioMessagesGet, {
    access: { table: ['GetItem', 'BatchGetItem', 'PutItem', 'UpdateItem'] },
    ownErrors: true,
    summary: 'Fetch a message (Twilio-compatible)',
    description: AUTH,
    responses: { 200: { description: 'The message', schema: TwilioMessageSchema }, ...COMMON },
  }),
  route(twilioMessagesUpdate, {
    // The message (Get), its cancel with the refund in one transaction (Update, Put), the key's limit.
    access: { table: ['GetItem', 'BatchGetItem', 'PutItem', 'UpdateItem'] },
    ownErrors: true,
    summary: 'Cancel a scheduled message (Twilio-compatible)',
    description:
      `${AUTH} Form-encoded \`Status=canceled\`: a message created with \`ScheduleType=fixed\` and \`SendAt\` that ` +
      'is still `scheduled` becomes `canceled` and its credits are refunded, once, even against the sweeper sending ' +
      'it at that moment (decision 1607).',
    responses: {
      200: { description: 'The message, canceled', schema: TwilioMessageSchema },
      400: twilioError('30409: the message is not scheduled any more (or never was); 20422: another update'),
      ...COMMON,
      403: twilioError('20403: the key lacks sms.send'),
    },
  }),
  route(twilioMessagesDelete, {
    access: { table: ['GetItem', 'BatchGetItem', 'PutItem', 'UpdateItem', 'DeleteItem'] },
    ownErrors: true,
    summary: 'Delete a message (Twilio-compatible)',
    description:
      `${AUTH} A delivered, failed, blocked or canceled message: its record (number, text, history) and its place in ` +
      'the list are deleted; the ledger keeps its charge and refund (decision 1608).',
    responses: {
      204: { description: 'Deleted' },
      409: twilioError('20009: the message is still scheduled, queued, sending or awaiting its delivery receipt'),
      ...COMMON,
      403: twilioError('20403: the key lacks sms.send'),
    },
  }),

  route(settingsTwilioGet, {
    access: { table: ['GetItem'] },
    summary: "The account's settings of the Twilio-compatible API",
    responses: { 200: { description: 'The settings (defaults when never set)', schema: TwilioSettingsSchema } },
  }),
  route(settingsTwilioPut, {
    // Query: the signing key by its id (gsi1).
    access: { table: ['PutItem', 'ConditionCheckItem', 'Query'] },
    summary: "Set the account's settings of the Twilio-compatible API",
    description:
      "`honourOptOuts`: refuse a compatible send to a number on the opt-out ledger with Twilio's 21610 (off by " +
      'default: single sends do not consult the ledger, as the contract has it). `incomingMessageUrl`: where replies ' +
      "are posted in Twilio's form (https; the webhooks' forgery rules), signed with the value of `signingKeyId` " +
      '(required with the URL: an active key of the account that has sent on the compatible API; decision 1605). ' +
      'Audited (`twilio.settings_updated`).',
    responses: { 200: { description: 'The settings saved', schema: TwilioSettingsSchema } },
  }),
];
