import { describe, expect, it } from 'vitest';
import { createVendorRegistry } from '../../../shared/vendors/registry';
import { sandboxAllowedOn, VENDOR_PROVIDERS, vendorConfigured } from '../../../shared/vendors/vendor';

describe('vendorConfigured (the send routes check) and the registry (the worker hands over) agree', () => {
  // As the runtime wires it (shared/wiring/vendors.ts): the AWS client is built on first hand-over, never here.
  const registry = createVendorRegistry(undefined, {
    awsSms: {
      client: () => {
        throw new Error('not built to pick an adapter');
      },
    },
  });
  const providers = [...VENDOR_PROVIDERS, 'unknown', 'toString', '__proto__'];
  const cases = providers.flatMap((provider) => [
    { provider },
    { provider, credentialsCiphertext: 'sealed' },
    { provider, credentialsCiphertext: '' },
    { provider, originationIdentity: '+27870001234' },
    { provider, originationIdentity: '' },
  ]);

  it.each(cases)('%o', (settings) => {
    expect(vendorConfigured(settings)).toBe(registry.forSettings(settings, 'acc_1') !== undefined);
  });

  it.each(cases)('on the production stage (no sandbox): %o', (settings) => {
    const prod = createVendorRegistry(undefined, {
      refuseSandbox: true,
      awsSms: {
        client: () => {
          throw new Error('not built to pick an adapter');
        },
      },
    });
    expect(vendorConfigured(settings, { sandboxAllowed: false })).toBe(
      prod.forSettings(settings, 'acc_1') !== undefined,
    );
  });

  it('refuses the sandbox on prod only (issue 14 point 5)', () => {
    expect(sandboxAllowedOn('prod')).toBe(false);
    expect(sandboxAllowedOn('staging')).toBe(true);
    expect(vendorConfigured({ provider: 'sandbox' }, { sandboxAllowed: false })).toBe(false);
  });

  it('needs credentials for a vendor that has them, an origination identity for AWS and nothing for the sandbox', () => {
    expect(vendorConfigured({ provider: 'sandbox' })).toBe(true);
    expect(vendorConfigured({ provider: 'clickatell' })).toBe(false);
    expect(vendorConfigured({ provider: 'clickatell', credentialsCiphertext: 'sealed' })).toBe(true);
    expect(vendorConfigured({ provider: 'twilio' })).toBe(false);
    expect(vendorConfigured({ provider: 'twilio', credentialsCiphertext: 'sealed' })).toBe(true);
    expect(vendorConfigured({ provider: 'aws', credentialsCiphertext: 'sealed' })).toBe(false);
    expect(vendorConfigured({ provider: 'aws', originationIdentity: '+27870001234' })).toBe(true);
    expect(vendorConfigured({ provider: 'toString' })).toBe(false);
  });
});
