import { describe, expect, it } from 'vitest';
import { createVendorRegistry } from '../../../shared/vendors/registry';
import { VENDOR_PROVIDERS, vendorConfigured } from '../../../shared/vendors/vendor';

describe('vendorConfigured (the send routes check) and the registry (the worker hands over) agree', () => {
  const registry = createVendorRegistry();
  const providers = [...VENDOR_PROVIDERS, 'unknown', 'toString', '__proto__'];
  const cases = providers.flatMap((provider) => [
    { provider },
    { provider, credentialsCiphertext: 'sealed' },
    { provider, credentialsCiphertext: '' },
  ]);

  it.each(cases)('%o', (settings) => {
    expect(vendorConfigured(settings)).toBe(registry.forSettings(settings, 'acc_1') !== undefined);
  });

  it('needs credentials for a vendor that has them and none for the sandbox', () => {
    expect(vendorConfigured({ provider: 'sandbox' })).toBe(true);
    expect(vendorConfigured({ provider: 'clickatell' })).toBe(false);
    expect(vendorConfigured({ provider: 'clickatell', credentialsCiphertext: 'sealed' })).toBe(true);
    expect(vendorConfigured({ provider: 'toString' })).toBe(false);
  });
});
