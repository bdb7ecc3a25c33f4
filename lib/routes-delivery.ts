import * as z from 'zod/mini';
import {
  callbacksClickatell,
  callbacksTwilio,
  inboundMessagesList,
  sandboxInbound,
} from '../shared/http/routes/delivery';
import { InboundSchema } from '../shared/inbound/schemas';
import { errorResponse, noContent, notFoundOf, pageOf } from './route-docs';
import { type RouteDefinition, route, SHARDED_READS_MB } from './route-table';
import type { DynamoAction } from './table-access';

const signature = errorResponse("The vendor's signature or secret does not match the account's vendor settings", [
  'INVALID_SIGNATURE',
]);

/**
 * What a vendor's callback (and the AWS events function, lib/service-functions.ts) does in the table: reads the
 * account's settings, keeps early receipts (UpdateItem, GetItem), settles messages (UpdateItem, and the refund's
 * transaction: Put of the ledger entry), stores replies (Put), STOP and START (Put or Delete of the opt-out, with its
 * audit entry) and sends the free opt-out confirmation (the send path's accept: BatchGetItem of the balance shards,
 * ConditionCheckItem), and stores webhook events (Put). Never Query, Scan or BatchWriteItem.
 */
export const CALLBACK_TABLE_ACCESS = [
  'GetItem',
  'BatchGetItem',
  'PutItem',
  'UpdateItem',
  'DeleteItem',
  'ConditionCheckItem',
] as const satisfies readonly DynamoAction[];

/**
 * Stage throttle of each vendor callback route: vendors post receipts in bursts at up to the send path's rate (about
 * 1,000 a second, docs/decisions/0807), from a few addresses, and a throttled receipt may be lost (Twilio does not
 * retry a status callback it got 429 for). Well above the stage default (100 a second), never at a per-IP sign-in
 * rate (docs/decisions/1004-callback-throttles.md).
 */
const CALLBACK_THROTTLE = { rateLimit: 1000, burstLimit: 2000 } as const;

/** Vendor callbacks, replies and the local stage's simulated replies (contract Part 2); part of lib/routes.ts. */
export const deliveryRoutes: RouteDefinition[] = [
  route(callbacksTwilio, {
    // Reads the account's vendor settings and opens its auth token (the signature, and Twilio's Messages API asked
    // before a failure is refunded: decision 0822); settles messages and stores replies.
    // callbackOverflowQueue: a checked callback past the account's limit waits there (decision 1021).
    access: { table: CALLBACK_TABLE_ACCESS, vendorSecrets: 'open', sendQueue: true, callbackOverflowQueue: true },
    throttle: CALLBACK_THROTTLE,
    summary: "Twilio's status callbacks and inbound messages of an account",
    description:
      "Form-encoded, as Twilio posts them. `X-Twilio-Signature` is verified over the service's public base URL + " +
      "`/callbacks/twilio/{accountId}` and the form parameters with the account's auth token; a failed check is 403 " +
      '`INVALID_SIGNATURE` and changes nothing. Status callbacks settle the message (`delivered` → DELIVERED, ' +
      "`failed`/`undelivered` → FAILED and refunded, once, when Twilio's Messages API confirms it); inbound messages are stored, and a STOP word opts the " +
      'number out. Answers an empty TwiML `<Response/>`. A checked callback with a final status or a reply counts ' +
      "against the account's callback limit (per rolling minute, sized at three per message of the most one account " +
      'sends); past it, it is answered the same and applied later from a queue, since Twilio does not send a ' +
      'callback answered 4xx again (decision 1021).',
    responses: {
      200: { description: 'Received', schema: z.string(), mediaType: 'text/xml' },
      403: signature,
    },
  }),
  route(callbacksClickatell, {
    // vendorSecrets: a failure is confirmed by Clickatell's status lookup with the account's key (decision 0822).
    access: { table: CALLBACK_TABLE_ACCESS, sendQueue: true, vendorSecrets: 'open' },
    throttle: CALLBACK_THROTTLE,
    summary: "Clickatell's status and reply callbacks of an account",
    description:
      'JSON, as Clickatell posts them to the URL configured in its portal: `GET /settings/sms-vendor` shows it, the ' +
      'PUT that configured Clickatell showed its secret (the last segment). A wrong secret is 403 `INVALID_SIGNATURE` ' +
      "and changes nothing. A checked callback with a final status or a reply counts against the account's callback " +
      'limit (per rolling minute, sized at three per message of the most one account sends); past it, 429 ' +
      '`TOO_MANY_REQUESTS` naming the limit, and Clickatell sends it again (decision 1021).',
    responses: {
      204: noContent('Received'),
      403: signature,
      429: errorResponse(
        "Past the account's callback limit (a wrong secret never counts), or the stage throttle; Clickatell sends " +
          'the callback again',
        ['TOO_MANY_REQUESTS'],
      ),
    },
  }),
  route(inboundMessagesList, {
    access: { table: ['Query'] },
    memoryMb: SHARDED_READS_MB,
    summary: "The account's replies, newest first",
    description: '`optOut` is true for a reply whose first word is a STOP word: it opted the number out.',
    responses: { 200: { description: 'A page of inbound messages', schema: pageOf(InboundSchema) } },
  }),
  route(sandboxInbound, {
    access: { table: CALLBACK_TABLE_ACCESS, sendQueue: true },
    localOnly: true,
    summary: 'Local stage only: receive a reply as if `from` had replied to the account',
    responses: {
      201: { description: 'The reply as stored', schema: InboundSchema },
      403: errorResponse('The role lacks accounts.manage', ['FORBIDDEN']),
      404: notFoundOf('route'),
    },
  }),
];
