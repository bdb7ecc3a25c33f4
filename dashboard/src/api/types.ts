/**
 * The API's shapes the dashboard reads and sends, named from the types generated out of docs/openapi.json
 * (openapi.gen.ts, `npm run gen:api-types`; docs/decisions/1225-dashboard-types-generated.md). Nothing here is
 * written by hand: when the API changes a shape, the regenerated file changes these and the dashboard's compile shows
 * every place that must follow.
 */
import type { components, operations } from './openapi.gen';

type Schemas = components['schemas'];
type Operation = keyof operations;

/** The JSON body an operation answers with status `S` (200 unless given). */
type ResponseOf<O extends Operation, S extends number = 200> = operations[O]['responses'] extends {
  [K in S]: { content: { 'application/json': infer B } };
}
  ? B
  : never;

/** The JSON body an operation takes: build a request's body `satisfies RequestBody<'operation-id'>`. */
export type RequestBody<O extends Operation> =
  NonNullable<operations[O]['requestBody']> extends { content: { 'application/json': infer B } } ? B : never;

/** The query parameters an operation reads. */
export type Query<O extends Operation> = NonNullable<operations[O]['parameters']['query']>;

/** A list's page (contract "Pagination"): every list answers this envelope, here as GET /messages documents it. */
export type Page<T> = Omit<ResponseOf<'messages-list'>, 'items'> & { items: T[] };

/**
 * A runtime list of a union's values (for a filter's choices), checked at compile time to hold each of them, so a
 * value the API adds shows up here as an error.
 */
export const everyOf =
  <T extends string>() =>
  <const L extends readonly T[]>(list: L & ([T] extends [L[number]] ? unknown : never)): L =>
    list;

export type LoginResult = Schemas['LoginResponse'];
export type Me = Schemas['Me'];
export type Role = Me['role'];
export type Permission = Me['permissions'][number];

export type Message = Schemas['Message'];
export type MessageStatus = Message['status'];
export const MESSAGE_STATUSES = everyOf<MessageStatus>()([
  'QUEUED',
  'SENDING',
  'SENT',
  'DELIVERED',
  'FAILED',
  'BLOCKED',
]);
export const MESSAGE_SOURCES = everyOf<Message['source']>()(['api', 'dashboard', 'campaign', 'system']);
/** One step of a message's history (GET /messages/{id}/events). */
export type MessageEvent = Schemas['MessageEvent'];

export type Template = Schemas['Template'];
export type ApiKey = Schemas['ApiKey'];
export type CreatedApiKey = Schemas['CreatedApiKey'];
export type Member = Schemas['TeamMember'];
export type Invite = Schemas['Invite'];
export type CreatedInvite = Schemas['CreatedInvite'];
export type Flag = Schemas['ModerationFlag'];
export type FlagStatus = Flag['status'];
export type LedgerEntry = Schemas['LedgerEntry'];
export type AuditEntry = Schemas['AuditEntry'];
export type VendorSettings = Schemas['VendorSettings'];
export type AdminAccount = Schemas['AdminAccount'];
export type Balance = Schemas['Balance'];
/** GET /usage: every day of the period and the totals (decision 1535). */
export type Usage = ResponseOf<'usage-get'>;
export type UsageDay = Usage['days'][number];
export type CreditResult = Schemas['CreditResult'];
