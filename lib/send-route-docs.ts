/**
 * The documentation of both send routes (POST /public/sms/send and POST /messages): one send path (shared/messages/
 * send-message.ts), one contract. Its own module, because both lib/routes.ts and lib/routes-workspace.ts use it.
 */
import { PublicMessageSchema } from '../shared/messages/schemas';
import { errorResponse } from './route-docs';
import type { RouteDocs } from './route-table';

export const SEND_DOCS = {
  description:
    'Moderation runs before sending: a message with hate speech, abuse or racism is answered **201 with status ' +
    '`BLOCKED`** (not sent, not charged), not with an error; spam alone is sent and flagged for review. Exactly one ' +
    "of `body` (at most 1600 characters) and `templateId` is required; `variables` fill the template's " +
    '`{{names}}`. Checks run in this order: credentials (401), scope or permission (403), rate limit (429), account ' +
    'suspended (403), body (400), template (404) and its variables (400), vendor configured (503), moderation ' +
    '(201 BLOCKED), daily spend caps of the account and the key (429 `SPEND_LIMIT_EXCEEDED`, nothing charged), ' +
    'balance (402). Bodies nested deeper than 32 levels are refused (400).',
  examples: {
    text: { summary: 'Raw text', value: { to: '082 123 4567', body: 'Your order 1234 is ready for collection.' } },
    template: {
      summary: 'A saved template with variables',
      value: { to: '+27821234567', templateId: 'tpl_01JD5W8Q3T6Y9B2C4E7G0K1M3N', variables: { name: 'Thandi' } },
    },
  },
  responses: {
    201: {
      description:
        'Accepted: stored, charged and queued (QUEUED), or BLOCKED by moderation (not sent, cost 0). A replay of an ' +
        'Idempotency-Key answers the first response again.',
      schema: PublicMessageSchema,
      headers: {
        'Idempotent-Replayed': '"true" when this is the stored answer to an earlier request with the same key',
      },
      examples: {
        queued: {
          summary: 'Accepted and queued',
          value: {
            id: 'msg_01JD5W9A7C2E4G6J8K0M2P4R6T',
            status: 'QUEUED',
            deliveryStatus: null,
            to: '+27821234567',
            body: 'Your order is ready for collection',
            segments: 1,
            encoding: 'GSM-7',
            cost: 1,
            source: 'api',
            createdAt: '2026-11-22T08:00:00.000Z',
            updatedAt: '2026-11-22T08:00:00.000Z',
          },
        },
        blocked: {
          summary: 'Blocked by moderation (not sent, not charged)',
          value: {
            id: 'msg_01JD5WA3F5H7K9M1P3R5T7V9X1',
            status: 'BLOCKED',
            deliveryStatus: 'Blocked by content moderation: hate speech',
            to: '+27821234567',
            body: '(the blocked text)',
            segments: 1,
            encoding: 'GSM-7',
            cost: 0,
            source: 'api',
            createdAt: '2026-11-22T08:00:00.000Z',
            updatedAt: '2026-11-22T08:00:00.000Z',
            moderation: { verdict: 'BLOCKED', categories: ['HATE_SPEECH'] },
          },
        },
      },
    },
    400: errorResponse(
      'VALIDATION_ERROR: the body (or the Idempotency-Key) is not valid, e.g. neither or both of body and ' +
        'templateId; INVALID_PHONE_NUMBER: `to` is not a South African mobile number; MISSING_TEMPLATE_VARIABLE: ' +
        'the template needs a variable that was not supplied',
      ['VALIDATION_ERROR', 'INVALID_PHONE_NUMBER', 'MISSING_TEMPLATE_VARIABLE'],
    ),
    402: errorResponse('The balance does not cover the message (one credit per segment)', ['INSUFFICIENT_BALANCE']),
    404: errorResponse("`templateId` is not a template of the caller's account", ['TEMPLATE_NOT_FOUND']),
    409: errorResponse('The Idempotency-Key was used before with a different body', ['IDEMPOTENCY_KEY_REUSED']),
    429: errorResponse(
      'TOO_MANY_REQUESTS: a rate limit, or the stage throttle; SPEND_LIMIT_EXCEEDED: the daily spend cap of the ' +
        'account or of the API key would be passed (credits per Africa/Johannesburg day; nothing is charged). The ' +
        'message names the limit; no `Retry-After` header is sent: back off a few seconds, then retry.',
      ['TOO_MANY_REQUESTS', 'SPEND_LIMIT_EXCEEDED'],
    ),
    503: errorResponse('No SMS vendor is configured on the account', ['VENDOR_NOT_CONFIGURED']),
  },
} satisfies Pick<RouteDocs, 'description' | 'examples' | 'responses'>;
