/** The Twilio Verify v2 compatible API (issue 31; docs/decisions/1703-twilio-verify.md and 1704). */
import {
  twilioVerifyChecksCreate,
  twilioVerifyServicesCreate,
  twilioVerifyServicesDelete,
  twilioVerifyServicesGet,
  twilioVerifyServicesList,
  twilioVerifyServicesUpdate,
  twilioVerifyVerificationsCreate,
  twilioVerifyVerificationsGet,
  twilioVerifyVerificationsUpdate,
} from '../shared/http/routes/twilio-verify';
import { TwilioErrorSchema } from '../shared/twilio/schemas';
import {
  TwilioVerificationCheckSchema,
  TwilioVerificationSchema,
  TwilioVerifyServiceSchema,
  TwilioVerifyServicesPageSchema,
} from '../shared/twilio/verify-schemas';
import { noContent } from './route-docs';
import { type RouteDefinition, type RouteResponse, route } from './route-table';

const AUTH =
  "Twilio Verify v2 compatible: the SDK's `client.verify.v2` with its base at `/api/v1/twilio` (as " +
  'https://verify.twilio.com). HTTP Basic: the username is the AccountSid or the API key id, the password one of the ' +
  "account's API keys, with the `verify` scope. Errors are Twilio's body with Twilio's codes (decision 1704).";

const twilioError = (description: string): RouteResponse => ({ description, schema: TwilioErrorSchema });

const COMMON: Record<number, RouteResponse> = {
  401: twilioError('20003 Authenticate: no Basic credentials, an unknown or revoked key, or a username not its own'),
  403: twilioError('20403: the key lacks the verify scope'),
  404: twilioError('20404: no such service or verification for this account (approved, expired, canceled: gone)'),
  429: twilioError("20429: the key's per-minute limit"),
  500: twilioError('20500: an unexpected error, logged with the request id'),
};

/** The twilio chain's own reads and writes: the key (Get, Update on use) and its per-minute limit. */
const CHAIN = ['GetItem', 'BatchGetItem', 'PutItem', 'UpdateItem'] as const;

export const twilioVerifyRoutes: RouteDefinition[] = [
  route(twilioVerifyServicesCreate, {
    access: { table: [...CHAIN] },
    ownErrors: true,
    summary: 'Create a Verify service (Twilio-compatible)',
    description:
      `${AUTH} Form-encoded \`FriendlyName\` (the brand the SMS starts with: 1 to 30 letters, digits, spaces or ` +
      "`. & ' -`, at least one letter) and optionally `CodeLength` (4 to 10, default 6). `CustomCodeEnabled=true` " +
      'is refused: codes come only from our generator.',
    responses: {
      201: { description: 'The service', schema: TwilioVerifyServiceSchema },
      400: twilioError('60200 Invalid parameter: FriendlyName, CodeLength or CustomCodeEnabled'),
      ...COMMON,
    },
  }),
  route(twilioVerifyServicesGet, {
    access: { table: [...CHAIN] },
    ownErrors: true,
    summary: 'Fetch a Verify service (Twilio-compatible)',
    description: AUTH,
    responses: { 200: { description: 'The service', schema: TwilioVerifyServiceSchema }, ...COMMON },
  }),
  route(twilioVerifyServicesList, {
    access: { table: [...CHAIN, 'Query'] },
    ownErrors: true,
    summary: 'List Verify services (Twilio-compatible)',
    description:
      `${AUTH} Oldest first, \`PageSize\` (1 to 1000, default 50) a page; Twilio's list page: \`services\` and \`meta\`, ` +
      "whose `next_page_url` (absolute, on the URL called) carries the next page's `PageToken`; null on the last.",
    responses: {
      200: { description: 'A page of services', schema: TwilioVerifyServicesPageSchema },
      400: twilioError('60200 Invalid parameter: PageSize or Page'),
      ...COMMON,
    },
  }),
  route(twilioVerifyServicesUpdate, {
    access: { table: [...CHAIN] },
    ownErrors: true,
    summary: 'Update a Verify service (Twilio-compatible)',
    description:
      `${AUTH} Form-encoded \`FriendlyName\` and \`CodeLength\`, as at creation; they apply to the service's next ` +
      'verifications (a pending one keeps its brand and code length). `CustomCodeEnabled=true` is refused; ' +
      "Twilio's other parameters are ignored.",
    responses: {
      200: { description: 'The service', schema: TwilioVerifyServiceSchema },
      400: twilioError('60200 Invalid parameter: FriendlyName, CodeLength or CustomCodeEnabled'),
      ...COMMON,
    },
  }),
  route(twilioVerifyServicesDelete, {
    access: { table: [...CHAIN, 'DeleteItem'] },
    ownErrors: true,
    summary: 'Delete a Verify service (Twilio-compatible)',
    description:
      `${AUTH} The service is gone at once: its verifications can no longer be checked or read through it (a pending ` +
      'one still expires, and is reachable by `/public/verifications` with its id).',
    responses: { 204: noContent('Deleted'), ...COMMON },
  }),
  route(twilioVerifyVerificationsGet, {
    access: { table: [...CHAIN] },
    ownErrors: true,
    summary: 'Fetch a verification (Twilio-compatible)',
    description:
      `${AUTH} A pending verification, or one out of checks (\`max_attempts_reached\`); approved, expired and ` +
      'canceled ones are gone, as Twilio deletes them (404 20404).',
    responses: { 200: { description: 'The verification', schema: TwilioVerificationSchema }, ...COMMON },
  }),
  route(twilioVerifyVerificationsCreate, {
    reservedConcurrency: 20,
    access: { table: [...CHAIN, 'DeleteItem', 'ConditionCheckItem'], sendQueue: true, verifyCodes: true },
    memoryMb: 512,
    ownErrors: true,
    summary: 'Start a verification (Twilio-compatible)',
    description:
      `${AUTH} Form-encoded \`To\`, \`Channel=sms\` (the only channel), optionally \`Locale\` (en, af, zu, xh, st; ` +
      'any other language gets English, as Twilio falls back) and `CustomFriendlyName`. `CustomCode` and ' +
      '`CustomMessage` are refused. The same start as `POST /public/verifications`: a pending verification of the ' +
      'number gets a new code, the fraud guard and resend rules apply, the SMS is charged like any SMS.',
    responses: {
      201: { description: 'The verification, pending', schema: TwilioVerificationSchema },
      400: twilioError('60200 Invalid parameter: To, Channel, Locale, CustomCode, CustomMessage, CustomFriendlyName'),
      402: twilioError('20005: the credits do not cover the SMS'),
      ...COMMON,
      429: twilioError(
        '60410 the fraud guard blocked the prefix; 60203 max send attempts; 60212 a resend sooner than 30 s; 20429 ' +
          "the key's limits or a daily spend cap. With Retry-After; nothing sent or charged.",
      ),
      503: twilioError('20503: the account has no SMS vendor configured'),
    },
  }),
  route(twilioVerifyChecksCreate, {
    access: { table: [...CHAIN], verifyCodes: true },
    ownErrors: true,
    summary: 'Check a code (Twilio-compatible)',
    description:
      `${AUTH} Form-encoded \`Code\` and \`VerificationSid\` or \`To\` (the number's pending verification). A right ` +
      'code is `approved` (once); a wrong one `pending`, the 5th `max_attempts_reached`.',
    responses: {
      201: { description: 'The check', schema: TwilioVerificationCheckSchema },
      400: twilioError('60200 Invalid parameter: Code, To or VerificationSid'),
      ...COMMON,
      429: twilioError("60202 max check attempts reached; 20429 the key's per-minute limit"),
    },
  }),
  route(twilioVerifyVerificationsUpdate, {
    access: { table: [...CHAIN] },
    ownErrors: true,
    summary: 'Cancel a verification (Twilio-compatible)',
    description: `${AUTH} Form-encoded \`Status=canceled\`; \`approved\` is refused (there are no custom codes).`,
    responses: {
      200: { description: 'The verification, canceled', schema: TwilioVerificationSchema },
      400: twilioError('60200 Invalid parameter: Status'),
      ...COMMON,
    },
  }),
];
