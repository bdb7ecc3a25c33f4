/**
 * The compatible routes' answers as zod schemas, for our OpenAPI document (lib/routes-twilio.ts). They describe the
 * subset of Twilio's published schema these routes fill; test/e2e/twilio-compatible.test.ts validates every answer
 * against Twilio's own document as well.
 */
import * as z from 'zod/mini';

const nullableText = (description: string) => z.nullable(z.string()).check(z.describe(description));

export const TwilioMessageSchema = z
  .strictObject({
    account_sid: z.string().check(z.regex(/^AC[0-9a-f]{32}$/), z.describe('AC and the account id in 32 hex digits')),
    api_version: z.literal('2010-04-01'),
    body: nullableText('The text as sent; null once the content retention period removed it'),
    date_created: z.string().check(z.describe('RFC 2822, GMT')),
    date_sent: nullableText('RFC 2822, GMT: when it was handed to the network; null before'),
    date_updated: z.string().check(z.describe('RFC 2822, GMT')),
    direction: z.enum(['outbound-api', 'inbound']),
    error_code: z.nullable(z.number().check(z.int())).check(z.describe('30007 when moderation blocked it')),
    error_message: nullableText('Why it failed (the moderation reason of a blocked message)'),
    from: nullableText("The account's sender id, when it has one"),
    messaging_service_sid: z.null(),
    num_media: z.literal('0'),
    num_segments: z.string(),
    price: nullableText('Rand charged, negative, five decimals; 0.00000 for a failed message'),
    price_unit: z.literal('ZAR'),
    sid: z.string().check(z.regex(/^SM[0-9a-f]{32}$/)),
    status: z.enum(['queued', 'sending', 'sent', 'delivered', 'undelivered', 'failed', 'scheduled', 'canceled']),
    subresource_uris: z.strictObject({ media: z.string(), feedback: z.string() }),
    to: z.string(),
    uri: z.string(),
  })
  .check(z.meta({ id: 'TwilioMessage', description: "A message in the shape of Twilio's Message resource" }));

export const TwilioMessagePageSchema = z
  .strictObject({
    end: z.number().check(z.int()),
    first_page_uri: z.string(),
    next_page_uri: z.nullable(z.string()),
    page: z.number().check(z.int()),
    page_size: z.number().check(z.int()),
    previous_page_uri: z.nullable(z.string()),
    start: z.number().check(z.int()),
    uri: z.string(),
    messages: z.array(TwilioMessageSchema),
  })
  .check(z.meta({ id: 'TwilioMessagePage', description: "A page of messages in Twilio's list shape" }));

export const TwilioErrorSchema = z
  .strictObject({
    code: z.number().check(z.int(), z.describe("Twilio's error code (decision 1602)")),
    message: z.string(),
    more_info: z.string(),
    status: z.number().check(z.int()),
  })
  .check(z.meta({ id: 'TwilioError', description: "An error in Twilio's body" }));

export const TwilioSettingsSchema = z
  .strictObject({
    honourOptOuts: z.boolean(),
    incomingMessageUrl: z.nullable(z.string()),
    signingKeyId: z.nullable(z.string()),
    updatedAt: z.nullable(z.iso.datetime()),
  })
  .check(z.meta({ id: 'TwilioSettings', description: "The account's settings of the Twilio-compatible API" }));
