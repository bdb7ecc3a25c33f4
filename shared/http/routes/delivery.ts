/**
 * Contracts of the vendors' callbacks (authenticated only by each vendor's own scheme, contract Part 2), the inbound
 * messages and the local stage's simulated replies.
 */
import * as z from 'zod/mini';
import { defineRoute } from '../contract';
import { listQuery } from '../pagination';

const AccountParam = z.strictObject({
  accountId: z.string().check(z.regex(/^acc_[0-9A-HJKMNP-TV-Z]{26}$/, 'is not an account id')),
});

/** Twilio's status callbacks and inbound messages of an account (form-encoded, X-Twilio-Signature). */
export const callbacksTwilio = defineRoute({
  id: 'callbacks-twilio',
  method: 'POST',
  path: '/callbacks/twilio/{accountId}',
  auth: 'none',
  rawBody: true,
  request: { params: AccountParam },
});

/** Clickatell's status and reply callbacks of an account; the last segment is the account's callback secret. */
export const callbacksClickatell = defineRoute({
  id: 'callbacks-clickatell',
  method: 'POST',
  path: '/callbacks/clickatell/{accountId}/{secret}',
  auth: 'none',
  rawBody: true,
  request: {
    params: z.strictObject({
      accountId: AccountParam.shape.accountId,
      secret: z.string().check(z.minLength(16), z.maxLength(128)),
    }),
  },
});

export const inboundMessagesList = defineRoute({
  id: 'inbound-messages-list',
  method: 'GET',
  path: '/inbound-messages',
  auth: 'bearer',
  permission: 'messages.read',
  // `?number=`: the replies from one number (a conversation; docs/decisions/1534-conversations.md).
  request: {
    query: listQuery({
      number: z.optional(
        z
          .string()
          .check(
            z.regex(/^[+\d\s()-]{3,20}$/, 'number must be digits of a phone number (3 or more)'),
            z.describe('Digits of the number that replied, any part of it: 0821234567, +27821234567 or 4567'),
          ),
      ),
    }),
  },
});

/** Local stage only: a reply, as if the number had replied to the account (the sandbox vendor's simulation). */
export const sandboxInbound = defineRoute({
  id: 'sandbox-inbound',
  method: 'POST',
  path: '/sandbox/inbound',
  auth: 'bearer',
  permission: 'accounts.manage',
  request: {
    body: z.strictObject({
      from: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)),
      body: z.string().check(z.maxLength(1600)),
    }),
  },
});
