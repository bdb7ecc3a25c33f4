/**
 * Faults of the SMS vendor for the in-process adapters (the sandbox vendor of `npm start`): a share of hand-overs
 * answers as a vendor that is down (`vendor.unavailable`: not taken, a transient failure, retried), or takes the
 * message and loses the answer (`vendor.answer-lost`: handed to the vendor, then reported as an unknown outcome, so
 * the message stays SENT `unconfirmed` until the status lookup settles it); a share of status lookups fails
 * (`vendor.lookup-failed`). The vendor over HTTP (Clickatell-style) plays its faults in its loopback stand-in instead
 * (test/support/clickatell-server.ts), where time-outs and dropped connections are real.
 */
import type { SmsVendor, VendorRegistry } from '../../shared/vendors/vendor';
import type { FaultInjector } from './injector';

export function faultyVendor(vendor: SmsVendor, injector: FaultInjector): SmsVendor {
  return {
    provider: vendor.provider,
    async send(sms) {
      if (!injector.roll('vendor')) return vendor.send(sms);
      const kind = injector.pick([
        ['unavailable', 1],
        ['answer-lost', 1],
      ] as const);
      injector.count(`vendor.${kind}`);
      if (kind === 'unavailable')
        return { outcome: 'transient-failure', detail: 'Vendor unavailable (injected fault)' };
      await vendor.send(sms);
      return { outcome: 'unknown', detail: 'The answer was lost (injected fault)' };
    },
    ...(vendor.status
      ? {
          status: async (query: Parameters<NonNullable<SmsVendor['status']>>[0]) => {
            if (injector.roll('vendor')) {
              injector.count('vendor.lookup-failed');
              return { state: 'unknown' as const, detail: 'Status lookup failed (injected fault)' };
            }
            return vendor.status!(query);
          },
        }
      : {}),
  };
}

/** The registry's adapters, each behind the fault switch. */
export function faultyVendors(registry: VendorRegistry, injector: FaultInjector): VendorRegistry {
  return {
    forSettings(settings, accountId) {
      const vendor = registry.forSettings(settings, accountId);
      return vendor ? faultyVendor(vendor, injector) : undefined;
    },
  };
}
