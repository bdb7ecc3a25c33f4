/**
 * Business metrics, as the domain reports them: a port. The domain says what happened (a message accepted, a vendor
 * hand-over failed, a request refused by a rate limit); an adapter decides where it goes. Deployed, that is CloudWatch
 * through the embedded metric format (shared/aws/emf-metrics.ts); in tests, a recorder; elsewhere, nowhere.
 *
 * The names are the ones the dashboard and the alarms (lib/observability.ts) read, so they live here once.
 */

/** The CloudWatch namespace of every business metric. */
export const METRIC_NAMESPACE = 'SmsMessaging';

/** Every dimension set of a metric includes the stage; a data point may add one or two dimensions of its own. */
export const STAGE_DIMENSION = 'Stage';

export const METRIC = {
  /** A send accepted and charged (QUEUED), by Source (api, dashboard, campaign). */
  accepted: 'MessagesAccepted',
  /** A send refused by moderation (BLOCKED, not charged), by Source. */
  blocked: 'MessagesBlocked',
  /** A message the vendor took (SENT, or DELIVERED at once). */
  sent: 'MessagesSent',
  /** A message the handset received, at hand-over or by a receipt or status lookup. */
  delivered: 'MessagesDelivered',
  /** A message that ended FAILED. */
  failed: 'MessagesFailed',
  /** A failed message whose charge went back to the account. */
  refunded: 'MessagesRefunded',
  /** One vendor hand-over (send), by Vendor and Outcome. */
  vendorCalls: 'VendorCalls',
  /** A hand-over that did not end with the vendor taking the message (transient, permanent, unknown, error). */
  vendorFailures: 'VendorFailures',
  /** Time of one vendor hand-over, by Vendor. */
  vendorLatency: 'VendorLatency',
  /** One moderation verdict of a message about to be sent, by Verdict (ALLOWED, FLAGGED, BLOCKED). */
  moderation: 'ModerationVerdicts',
  /** A request refused by a rate limit (429), by Route. */
  rateLimited: 'RateLimited',
  /**
   * A Twilio-form callback not posted, by Reason: its signing key is revoked, unknown or has no sealed value, or its
   * attempts ran out (docs/decisions/1604-twilio-status-callbacks.md).
   */
  twilioCallbacksDropped: 'TwilioCallbacksDropped',
  /** Age of the oldest message not yet handed over (QUEUED or SENDING), seen by each sweep. */
  oldestPendingAge: 'OldestPendingMessageAge',
} as const;

export type MetricName = (typeof METRIC)[keyof typeof METRIC];

export type MetricUnit = 'Count' | 'Milliseconds' | 'Seconds';

/** Extra dimensions of one data point (beyond the stage): a handful of low-cardinality names, never ids. */
export type MetricDimensions = Readonly<Record<string, string>>;

export interface Metrics {
  /** One data point; `dimensions` adds a dimension set (stage + these) beside the stage-only one. */
  add(name: MetricName, value: number, unit: MetricUnit, dimensions?: MetricDimensions): void;
}

/** Reports one occurrence. */
export const count = (metrics: Metrics, name: MetricName, dimensions?: MetricDimensions, value = 1): void =>
  metrics.add(name, value, 'Count', dimensions);

/** Where metrics go when nothing collects them. */
export const noMetrics: Metrics = { add: () => undefined };
