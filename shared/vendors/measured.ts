/**
 * Vendor hand-overs, counted and timed: a registry whose adapters report each `send` (VendorCalls by Vendor and
 * Outcome, VendorFailures, VendorLatency by Vendor) to the metrics port. Every path that hands a message to a vendor
 * (the send worker, the campaign worker) goes through the registry, so each hand-over is measured once, in one place.
 * Latency is wall time (performance.now), not the service clock, which tests and the sandbox move at will.
 */
import { count, METRIC, type Metrics } from '../metrics';
import type { SmsVendor, VendorRegistry } from './vendor';

export function measuredVendors(registry: VendorRegistry, metrics: Metrics): VendorRegistry {
  return {
    forSettings(settings, accountId) {
      const vendor = registry.forSettings(settings, accountId);
      return vendor ? measured(vendor, metrics) : undefined;
    },
  };
}

function measured(vendor: SmsVendor, metrics: Metrics): SmsVendor {
  const dims = { Vendor: vendor.provider };
  const report = (outcome: string, ms: number) => {
    metrics.add(METRIC.vendorLatency, Math.round(ms), 'Milliseconds', dims);
    count(metrics, METRIC.vendorCalls, { ...dims, Outcome: outcome });
    if (outcome !== 'accepted') count(metrics, METRIC.vendorFailures, dims);
  };
  return {
    provider: vendor.provider,
    ...(vendor.receiptsBy ? { receiptsBy: vendor.receiptsBy } : {}),
    async send(sms) {
      const started = performance.now();
      try {
        const result = await vendor.send(sms);
        report(result.outcome, performance.now() - started);
        return result;
      } catch (error) {
        report('error', performance.now() - started);
        throw error;
      }
    },
    ...(vendor.status ? { status: vendor.status.bind(vendor) } : {}),
  };
}
