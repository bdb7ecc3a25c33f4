import type { VendorSettings } from '../accounts/account';
import { SandboxVendor } from './sandbox-vendor';
import type { SmsVendor } from './vendor';

export const VENDOR_PROVIDERS = ['sandbox'] as const;

/** Picks the adapter for an account's vendor settings. */
export interface VendorRegistry {
  forSettings(settings: VendorSettings): SmsVendor | undefined;
}

export function createVendorRegistry(sandbox: SandboxVendor = new SandboxVendor()): VendorRegistry {
  return {
    forSettings: (settings) => (settings.provider === 'sandbox' ? sandbox : undefined),
  };
}
