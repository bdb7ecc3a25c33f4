import type { OutboundSms, SmsVendor, VendorResult, VendorStatus } from './vendor';

/**
 * The built-in `sandbox` vendor for local use and tests. It sends nothing; its outcomes depend only on the number:
 * - ends in 0000: permanent failure (FAILED, refunded);
 * - ends in 9999: transient failure every time (retried with backoff, then FAILED and refunded);
 * - ends in 7777: taken and delivered, but its answer is lost (an unknown outcome: SENT `unconfirmed` until the
 *   status lookup, which knows it delivered, settles it);
 * - anything else: accepted and delivered at once (SENT, then DELIVERED).
 * It deduplicates on the message reference, as a real vendor's client reference does, and looks messages up by it:
 * delivered for those it took, failed for those it refused for good, unknown for any other.
 */
export class SandboxVendor implements SmsVendor {
  readonly provider = 'sandbox';
  /** Every hand-over it received, in order (tests read it). */
  readonly received: OutboundSms[] = [];
  private readonly accepted = new Map<string, string>();
  private readonly refused = new Set<string>();

  async send(sms: OutboundSms): Promise<VendorResult> {
    this.received.push(sms);
    if (sms.to.endsWith('0000')) {
      this.refused.add(sms.reference);
      return { outcome: 'permanent-failure', detail: 'Sandbox: number unreachable' };
    }
    if (sms.to.endsWith('9999'))
      return { outcome: 'transient-failure', detail: 'Sandbox: carrier temporarily unavailable' };
    const existing = this.accepted.get(sms.reference);
    const vendorMessageId = existing ?? `sbx_${sms.reference}`;
    this.accepted.set(sms.reference, vendorMessageId);
    if (sms.to.endsWith('7777')) return { outcome: 'unknown', detail: 'Sandbox: the answer was lost' };
    return { outcome: 'accepted', vendorMessageId, delivered: true, detail: 'Sandbox: delivered' };
  }

  async status({ reference }: { reference: string }): Promise<VendorStatus> {
    if (this.accepted.has(reference)) return { state: 'delivered', detail: 'Sandbox: delivered' };
    if (this.refused.has(reference)) return { state: 'failed', detail: 'Sandbox: number unreachable' };
    return { state: 'unknown', detail: 'Sandbox: no such message' };
  }
}
