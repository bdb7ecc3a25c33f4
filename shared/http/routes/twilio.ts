/**
 * Contracts of the Twilio-compatible Messages API (issue 30; docs/decisions/1601-twilio-compatible-api.md), under
 * /twilio/2010-04-01 beside the Public API. `auth: none` at the gateway: the routes check Twilio's Basic credentials
 * themselves (shared/wiring/twilio.ts). A path parameter is a whole segment in API Gateway, so `{Sid}` is the
 * message's SID with its `.json`, which the route strips.
 */
import * as z from 'zod/mini';
import { defineRoute } from '../contract';

const MESSAGES = '/twilio/2010-04-01/Accounts/{AccountSid}/Messages';

const AccountParams = z.strictObject({
  AccountSid: z.string().check(z.describe('The AccountSid: AC and 32 hex digits (the account id, decision 1601)')),
});
const MessageParams = z.strictObject({
  AccountSid: AccountParams.shape.AccountSid,
  Sid: z.string().check(z.describe("The message's SID with .json: SM and 32 hex digits, then .json")),
});

const text = (description: string) => z.optional(z.string().check(z.describe(description)));

const TwilioListQuery = z.object({
  To: text('Only messages to this number (E.164)'),
  From: text('Only messages from this sender'),
  DateSent: text('Only messages sent on this day (YYYY-MM-DD, GMT)'),
  'DateSent<': text('Only messages sent on or before this day (YYYY-MM-DD, GMT)'),
  'DateSent>': text('Only messages sent on or after this day (YYYY-MM-DD, GMT)'),
  PageSize: text('Messages per page, 1 to 1000 (default 50)'),
  Page: text("The page's index, as the previous page's next_page_uri gives it"),
  PageToken: text('The position after the previous page, from its next_page_uri'),
});

export const twilioMessagesCreate = defineRoute({
  id: 'twilio-messages-create',
  method: 'POST',
  path: `${MESSAGES}.json`,
  auth: 'none',
  scope: 'sms.send',
  rawBody: true,
  request: { params: AccountParams },
});

export const twilioMessagesList = defineRoute({
  id: 'twilio-messages-list',
  method: 'GET',
  path: `${MESSAGES}.json`,
  auth: 'none',
  scope: 'sms.read',
  request: { params: AccountParams, query: TwilioListQuery },
});

export const twilioMessagesGet = defineRoute({
  id: 'twilio-messages-get',
  method: 'GET',
  path: `${MESSAGES}/{Sid}`,
  auth: 'none',
  scope: 'sms.read',
  request: { params: MessageParams },
});

/** POST .../Messages/{Sid}.json: Twilio's update; `Status=canceled` cancels a scheduled message (decision 1607). */
export const twilioMessagesUpdate = defineRoute({
  id: 'twilio-messages-update',
  method: 'POST',
  path: `${MESSAGES}/{Sid}`,
  auth: 'none',
  scope: 'sms.send',
  rawBody: true,
  request: { params: MessageParams },
});

/** DELETE .../Messages/{Sid}.json: a message in a final state, its record removed (decision 1608). */
export const twilioMessagesDelete = defineRoute({
  id: 'twilio-messages-delete',
  method: 'DELETE',
  path: `${MESSAGES}/{Sid}`,
  auth: 'none',
  scope: 'sms.send',
  request: { params: MessageParams },
});

/** `PUT /settings/twilio`: the account's settings of the compatible API (decision 1603). */
const TwilioSettingsInput = z.strictObject({
  honourOptOuts: z
    .boolean()
    .check(
      z.describe(
        'Refuse a compatible send to a number on the opt-out ledger (STOP) with 21610; off by default, as single sends',
      ),
    ),
  incomingMessageUrl: z.optional(
    z.nullable(
      z
        .string()
        .check(
          z.maxLength(2048),
          z.describe("Where replies are posted in Twilio's form, signed; https, the webhooks' rules; null for none"),
        ),
    ),
  ),
  signingKeyId: z.optional(
    z.nullable(
      z
        .string()
        .check(
          z.maxLength(64),
          z.describe(
            'The API key whose value signs the replies (X-Twilio-Signature); required with incomingMessageUrl: an active key of the account that has sent on the compatible API',
          ),
        ),
    ),
  ),
});

export const settingsTwilioGet = defineRoute({
  id: 'settings-twilio-get',
  method: 'GET',
  path: '/settings/twilio',
  auth: 'bearer',
  permission: 'accounts.manage',
});

export const settingsTwilioPut = defineRoute({
  id: 'settings-twilio-put',
  method: 'PUT',
  path: '/settings/twilio',
  auth: 'bearer',
  permission: 'accounts.manage',
  request: { body: TwilioSettingsInput },
});
