/** Response schemas of the webhook routes (the OpenAPI document). */
import * as z from 'zod/mini';
import { WEBHOOK_EVENTS } from './webhook';

const fields = {
  id: z.string().check(z.describe('whk_ id')),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  description: z.nullable(z.string()),
  disabled: z.boolean().check(z.describe('True once disabled (by PATCH, or after five days without a success)')),
  createdAt: z.iso.datetime(),
};

export const WebhookSchema = z
  .strictObject(fields)
  .check(z.meta({ id: 'Webhook', description: 'A webhook endpoint of the account' }));

export const WebhookWithSecretSchema = z
  .strictObject({
    ...fields,
    secret: z.string().check(z.describe('whsec_ + base64 of 32 random bytes; shown only in this answer')),
  })
  .check(z.meta({ id: 'WebhookWithSecret', description: 'A webhook endpoint with its new signing secret' }));

export const DeliveryAttemptSchema = z
  .strictObject({
    id: z.string().check(z.describe('dlv_ id of this attempt')),
    eventId: z.string(),
    eventType: z.enum(WEBHOOK_EVENTS),
    attempt: z.number().check(z.int()),
    statusCode: z.nullable(z.number().check(z.int())),
    error: z.nullable(z.string()),
    durationMs: z.number(),
    nextAttemptAt: z.nullable(z.iso.datetime()),
    createdAt: z.iso.datetime(),
  })
  .check(z.meta({ id: 'WebhookDelivery', description: 'One attempt of delivering an event to the endpoint' }));

export const QueuedEventSchema = z
  .strictObject({ eventId: z.string().check(z.describe('evt_ id of the event delivered')) })
  .check(z.meta({ id: 'QueuedWebhookEvent', description: 'The event queued for delivery' }));
