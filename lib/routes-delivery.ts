import * as z from 'zod/mini';
import { InboundSchema } from '../shared/inbound/schemas';
import { callbacksClickatell, callbacksTwilio, inboundMessagesList, sandboxInbound } from '../shared/routes/delivery';
import { errorResponse, noContent, notFoundOf, pageOf } from './route-docs';
import { type RouteDefinition, route, SHARDED_READS_MB } from './route-table';

const signature = errorResponse("The vendor's signature or secret does not match the account's vendor settings", [
  'INVALID_SIGNATURE',
]);

/** Vendor callbacks, replies and the local stage's simulated replies (contract Part 2); part of lib/routes.ts. */
export const deliveryRoutes: RouteDefinition[] = [
  route(callbacksTwilio, {
    // Reads the account's vendor settings and opens its auth token; settles messages and stores replies.
    access: { table: 'readWrite', vendorSecrets: 'open', sendQueue: true, webhookQueue: true },
    summary: "Twilio's status callbacks and inbound messages of an account",
    description:
      "Form-encoded, as Twilio posts them. `X-Twilio-Signature` is verified over the service's public base URL + " +
      "`/callbacks/twilio/{accountId}` and the form parameters with the account's auth token; a failed check is 403 " +
      '`INVALID_SIGNATURE` and changes nothing. Status callbacks settle the message (`delivered` → DELIVERED, ' +
      '`failed`/`undelivered` → FAILED and refunded, once); inbound messages are stored, and a STOP word opts the ' +
      'number out. Answers an empty TwiML `<Response/>`.',
    responses: {
      200: { description: 'Received', schema: z.string(), mediaType: 'text/xml' },
      403: signature,
    },
  }),
  route(callbacksClickatell, {
    access: { table: 'readWrite', sendQueue: true, webhookQueue: true },
    summary: "Clickatell's status and reply callbacks of an account",
    description:
      'JSON, as Clickatell posts them to the URL configured in its portal: `GET /settings/sms-vendor` shows it, the ' +
      'PUT that configured Clickatell showed its secret (the last segment). A wrong secret is 403 `INVALID_SIGNATURE` ' +
      'and changes nothing.',
    responses: { 204: noContent('Received'), 403: signature },
  }),
  route(inboundMessagesList, {
    access: { table: 'read' },
    memoryMb: SHARDED_READS_MB,
    summary: "The account's replies, newest first",
    description: '`optOut` is true for a reply whose first word is a STOP word: it opted the number out.',
    responses: { 200: { description: 'A page of inbound messages', schema: pageOf(InboundSchema) } },
  }),
  route(sandboxInbound, {
    access: { table: 'readWrite', sendQueue: true, webhookQueue: true },
    localOnly: true,
    summary: 'Local stage only: receive a reply as if `from` had replied to the account',
    responses: {
      201: { description: 'The reply as stored', schema: InboundSchema },
      403: errorResponse('The role lacks accounts.manage', ['FORBIDDEN']),
      404: notFoundOf('route'),
    },
  }),
];
