/** One SMS to hand to a vendor. `reference` is our message id: vendors that deduplicate on it never send twice. */
export interface OutboundSms {
  reference: string;
  to: string;
  body: string;
  senderId?: string;
}

export type VendorResult =
  /** The vendor took the message; `delivered` when it reports the handset receipt at once. */
  | { outcome: 'accepted'; vendorMessageId: string; delivered: boolean; detail?: string }
  /** The vendor refused it for good (bad number, barred): no retry. */
  | { outcome: 'permanent-failure'; detail: string }
  /** Try again later (vendor down, throttled). */
  | { outcome: 'transient-failure'; detail: string };

export interface SmsVendor {
  readonly provider: string;
  send(sms: OutboundSms): Promise<VendorResult>;
}
