/**
 * What a route of the table is: its run-time contract (shared/http/routes/) joined with what only the CDK stack and the
 * OpenAPI document need. The table itself is lib/routes.ts.
 */
import type * as z from 'zod/mini';
import type { ErrorCode } from '../shared/errors';
import type { RouteContract, RouteRequest } from '../shared/http/contract';
import type { TableAccess } from './table-access';

/**
 * Memory of the routes that read a sharded list or every balance shard (32 queries or reads and their merging): twice
 * the default, for the CPU that comes with it (docs/decisions/0604-memory-and-timeouts.md).
 */
export const SHARDED_READS_MB = 512;

/**
 * What a route's function may touch; the stack turns it into exactly these grants (lib/function.ts), the local stack
 * refuses anything else (local/table-access-guard.ts), and test/cdk/least-privilege.test.ts holds the two together.
 */
export interface RouteAccess {
  /** The DynamoDB actions the function calls (an exact list, or a `read` / `readWrite` shorthand: lib/table-access.ts). */
  table?: TableAccess;
  /** May send to the message queue. */
  sendQueue?: boolean;
  /** May read the token-signing (private) keys: the functions that issue tokens. */
  signingKeys?: boolean;
  /** Verifies access tokens with the public keys published in the table (the authorizer): no secret access. */
  verifiesTokens?: boolean;
  /** Hashes verification codes and seals or opens their SMS (Verify, decision 1701): reads the code key's secret. */
  verifyCodes?: boolean;
  /** Vendor credentials: `seal` (kms:Encrypt, the settings route) or `open` (kms:Decrypt, whoever hands over). */
  vendorSecrets?: 'seal' | 'open';
  /** Sends account e-mail: ses:SendEmail as the stack's sender identity. */
  sendsMail?: boolean;
  /** Uploaded files (contact imports): write a new one, or read them. */
  importFiles?: 'write' | 'read';
  /** May queue contact-import jobs. */
  importQueue?: boolean;
  /** May queue campaign jobs (expansion, chunks). */
  campaignQueue?: boolean;
  /** May create EventBridge Scheduler schedules that wake campaigns. */
  scheduler?: boolean;
  /** May queue account-deletion jobs (POPIA, lib/privacy.ts). */
  accountQueue?: boolean;
  /** May queue webhook events (the events lane). */
  webhookQueue?: boolean;
  /** May queue webhook retries, tests and failing endpoints' events (the retry lane, decision 1020). */
  webhookRetryQueue?: boolean;
  /** May queue vendor callbacks past their account's limit (the callbacks' overflow lane, decision 1021). */
  callbackOverflowQueue?: boolean;
  /** Hands messages to AWS End User Messaging SMS (SendTextMessage with the stage's configuration set). */
  smsVendor?: boolean;
}

/** A named example of a request or response body, shown in the OpenAPI document (and checked against its schema). */
export interface BodyExample {
  summary: string;
  value: unknown;
}

/** One documented status of a route. Errors the route's contract implies (auth, body, limits, 500) are added for you. */
export interface RouteResponse {
  description: string;
  /** The body; none for an empty answer (204). Error statuses use ErrorEnvelopeSchema (errorResponse in lib/route-docs.ts). */
  schema?: z.ZodMiniType;
  /** For an error status: the envelope codes this route answers it with. */
  codes?: readonly ErrorCode[];
  /** The body's media type when it is not JSON (a CSV report). */
  mediaType?: string;
  /** Response headers beyond X-Request-Id (sent on every answer): name → description. */
  headers?: Record<string, string>;
  examples?: Record<string, BodyExample>;
}

/** What only the stack and the document need of a route. */
export interface RouteDocs {
  access: RouteAccess;
  /** Served by the local stack only (the sandbox routes): no function or method is deployed, so it answers 404. */
  localOnly?: boolean;
  memoryMb?: number;
  timeoutSeconds?: number;
  /** Reserved concurrency of the route's function (the send routes): its floor and ceiling of parallel executions. */
  reservedConcurrency?: number;
  /**
   * A stage throttle of its own (requests a second for all clients, and burst), for a route whose callers are not
   * people at a per-IP rate: the vendors' callbacks. Without it a route the contract limits per IP is throttled from
   * that limit (routeThrottles in lib/api.ts), any other by the stage default.
   */
  throttle?: { readonly rateLimit: number; readonly burstLimit: number };
  summary: string;
  /**
   * The route answers its errors in a body of its own (the Twilio-compatible routes: Twilio's error body), so none of
   * the chain's implied errors is documented for it; its `responses` list every status.
   */
  ownErrors?: boolean;
  /** Longer text for the OpenAPI document (Markdown). */
  description?: string;
  /** Examples of the request body. */
  examples?: Record<string, BodyExample>;
  /** Success and route-specific error statuses (see RouteResponse). */
  responses?: Record<number, RouteResponse>;
}

export interface RouteDefinition extends RouteContract, RouteDocs {
  readonly request?: RouteRequest;
}

/** A route of the table: its run-time contract and its documentation. */
export function route(contract: RouteContract, docs: RouteDocs): RouteDefinition {
  return { ...contract, ...docs };
}

/** Requests per rolling minute per client IP of a route (spec section 8), if it has such a limit. */
export function ipLimitOf(route: Pick<RouteContract, 'limits'>): number | undefined {
  return route.limits?.find((rule) => rule.per === 'ip')?.perMinute;
}
