/** Verify: one-time codes by SMS, safe against SMS pumping (issue 31; decisions 1701 and 1702). */
import {
  publicVerificationsCancel,
  publicVerificationsCheck,
  publicVerificationsCreate,
  publicVerificationsGet,
  verifyBlocksLift,
  verifyBlocksList,
  verifyOverview,
} from '../shared/http/routes/verify';
import {
  VerificationCheckSchema,
  VerificationSchema,
  VerifyGuardSchema,
  VerifyOverviewSchema,
} from '../shared/verify/schemas';
import { errorResponse, noContent, notFoundOf } from './route-docs';
import { type RouteDefinition, route } from './route-table';

const EXAMPLE = {
  id: 'vrf_01JD2Z8Q6Y7K3M4N5P6Q7R8S9T',
  to: '+27821234567',
  status: 'pending',
  locale: 'en',
  sends: 1,
  checks: 0,
  expiresAt: '2026-11-22T08:10:00.000Z',
  createdAt: '2026-11-22T08:00:00.000Z',
  updatedAt: '2026-11-22T08:00:00.000Z',
};

const notPending = errorResponse(
  'The verification is no longer pending: approved (a code is approved once; a later check, even with the right ' +
    'code, is refused), or another request changed it at the same moment',
  ['CONFLICT'],
);

export const verifyRoutes: RouteDefinition[] = [
  route(publicVerificationsCreate, {
    reservedConcurrency: 20,
    access: {
      table: ['GetItem', 'BatchGetItem', 'PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'],
      sendQueue: true,
      verifyCodes: true,
    },
    memoryMb: 512,
    summary: 'Start a verification: a one-time code by SMS',
    description:
      'Sends a code of `codeLength` digits (default 6, from a CSPRNG) in a fixed text of `locale` (en, af, zu, xh, ' +
      'st) with your `brand`; valid 10 minutes, at most 5 checks and 5 sends. The SMS goes through the send path of ' +
      '`POST /public/sms/send`: moderated, charged like any SMS (one credit per segment), within spend caps. A number ' +
      'with a pending verification gets that verification back and a new code (the old one stops working), at most ' +
      'every 30 seconds. The code is never stored nor returned: only a keyed hash is kept, and the message shows it ' +
      'masked.\n\nThe fraud guard (on for every account) refuses a start, before anything is sent or charged, with ' +
      '429 and `Retry-After`: per key and per account limits, too many numbers of one prefix or sequential numbers ' +
      'in a short time, and a prefix whose verifications are not being approved (blocked for an hour, or until an ' +
      'operator lifts it: `DELETE /verify/blocks/{prefix}`).',
    examples: { start: { summary: 'A code in isiZulu', value: { to: '082 123 4567', locale: 'zu', brand: 'Acme' } } },
    responses: {
      201: {
        description: 'Started (or, for a pending verification of the number, sent again)',
        schema: VerificationSchema,
        examples: { pending: { summary: 'Pending', value: EXAMPLE } },
      },
      400: errorResponse(
        'VALIDATION_ERROR: the body is not valid (codeLength outside 4-10, an unknown locale, a brand that is not ' +
          'plain text or is refused by moderation); INVALID_PHONE_NUMBER: `to` is not a South African mobile number',
        ['VALIDATION_ERROR', 'INVALID_PHONE_NUMBER'],
      ),
      402: errorResponse('The balance does not cover the SMS', ['INSUFFICIENT_BALANCE']),
      429: {
        ...errorResponse(
          "TOO_MANY_REQUESTS: the fraud guard, the key's limits, a resend sooner than 30 s or past 5 sends; " +
            'SPEND_LIMIT_EXCEEDED: a daily spend cap. Nothing is sent or charged.',
          ['TOO_MANY_REQUESTS', 'SPEND_LIMIT_EXCEEDED'],
        ),
        headers: { 'Retry-After': 'Seconds until a start may be admitted (on the fraud guard and resend refusals)' },
      },
      503: errorResponse('No SMS vendor is configured on the account', ['VENDOR_NOT_CONFIGURED']),
    },
  }),
  route(publicVerificationsGet, {
    access: { table: ['GetItem'] },
    summary: 'Get a verification',
    responses: {
      200: { description: 'The verification', schema: VerificationSchema },
      404: notFoundOf('verification'),
    },
  }),
  route(publicVerificationsCheck, {
    access: { table: ['GetItem', 'UpdateItem'], verifyCodes: true },
    summary: 'Check a code',
    description:
      'Approves the verification when the code is right (compared in constant time). A wrong code is one of the 5 ' +
      'checks; the 5th wrong one ends it `max_attempts_reached`. A check of an expired, canceled or exhausted ' +
      'verification answers that status. Events `verification.approved` and `verification.failed` (expired or ' +
      'max_attempts_reached) go to your webhooks.',
    examples: { check: { summary: 'The code received', value: { code: '123456' } } },
    responses: {
      200: {
        description:
          'The outcome: approved, pending (wrong code, checks left), expired, max_attempts_reached, canceled',
        schema: VerificationCheckSchema,
      },
      404: notFoundOf('verification'),
      409: notPending,
    },
  }),
  route(publicVerificationsCancel, {
    access: { table: ['GetItem', 'UpdateItem'] },
    summary: 'Cancel a verification',
    responses: {
      200: { description: 'Canceled: its code no longer checks', schema: VerificationSchema },
      404: notFoundOf('verification'),
      409: errorResponse('Only a pending verification can be canceled', ['CONFLICT']),
    },
  }),
  route(verifyBlocksList, {
    access: { table: ['Query'] },
    summary: "The fraud guard's blocks",
    description:
      'Prefixes of numbers on which the fraud guard blocked new verifications of the account (decision 1702).',
    responses: { 200: { description: 'The blocks', schema: VerifyGuardSchema } },
  }),
  route(verifyOverview, {
    access: { table: ['BatchGetItem', 'Query'] },
    summary: "Verify's conversion and the fraud guard's refusals",
    description:
      'Verifications started and approved over the last 10 and 60 minutes (the windows the fraud guard keeps), in ' +
      'all and per API key, and the starts the guard refused (429, nothing sent or charged) by reason. For the ' +
      "dashboard's Verify page (decision 1705).",
    responses: { 200: { description: 'The figures', schema: VerifyOverviewSchema } },
  }),
  route(verifyBlocksLift, {
    access: { table: ['BatchGetItem', 'UpdateItem', 'DeleteItem'] },
    summary: 'Lift a block',
    description: "Lifts a prefix's block at once; its counters start afresh.",
    responses: {
      204: noContent('Lifted'),
      400: errorResponse('The prefix is not +27 and 5 digits', ['VALIDATION_ERROR']),
      404: notFoundOf('block'),
    },
  }),
];
