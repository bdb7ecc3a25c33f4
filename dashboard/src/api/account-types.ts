/**
 * The API's shapes for the account-security, spend-limit, reply, opt-out and webhook pages, named from the generated
 * types (openapi.gen.ts). Kept apart from types.ts so the pages of parallel work do not collide.
 */
import { WEBHOOK_EVENTS as EVENTS } from '../../../shared/webhooks/events';
import type { components } from './openapi.gen';
import { everyOf } from './types';

type Schemas = components['schemas'];

export type Limits = Schemas['Limits'];
export type InboundMessage = Schemas['InboundMessage'];
export type OptOut = Schemas['OptOut'];

export type Webhook = Schemas['Webhook'];
export type WebhookEvent = Webhook['events'][number];
/** The events a webhook can subscribe to: the service's own list, checked to be exactly the document's. */
export const WEBHOOK_EVENTS = everyOf<WebhookEvent>()(EVENTS);
export type WebhookWithSecret = Schemas['WebhookWithSecret'];
export type WebhookDelivery = Schemas['WebhookDelivery'];
export type QueuedWebhookEvent = Schemas['QueuedWebhookEvent'];

/** GET /auth/providers: the identity providers the dashboard can send a user to. */
export type AuthProvider = Schemas['AuthProviders']['items'][number];
