import { describe, expect, it } from 'vitest';
import { issueDetails } from '../../../shared/validate';
import { VendorSettingsInput } from '../../../shared/vendors/vendor-settings';

const detailsOf = (body: unknown) => {
  const result = VendorSettingsInput.safeParse(body);
  return result.success ? [] : issueDetails(result.error);
};

describe('PUT /settings/sms-vendor: the provider-specific rules are in the route schema', () => {
  it("checks credentials against the provider's own schema, fields named under credentials", () => {
    expect(detailsOf({ provider: 'clickatell', credentials: { apiKey: 'short' } })).toEqual([
      { path: 'credentials.apiKey', message: 'apiKey is too short' },
    ]);
    expect(detailsOf({ provider: 'twilio' }).map((d) => d.path)).toEqual([
      'credentials.accountSid',
      'credentials.authToken',
    ]);
    expect(detailsOf({ provider: 'sandbox', credentials: { apiKey: 'abcdefghij' } })).toEqual([
      { path: 'credentials', message: 'Unrecognized key: "apiKey"' },
    ]);
  });

  it('requires an origination identity for aws, and nothing more of the others', () => {
    expect(detailsOf({ provider: 'aws' })).toEqual([
      { path: 'originationIdentity', message: 'is required for the aws provider' },
    ]);
    expect(detailsOf({ provider: 'aws', originationIdentity: '+27821234567' })).toEqual([]);
    expect(detailsOf({ provider: 'clickatell', credentials: { apiKey: 'abcdefghij' } })).toEqual([]);
    expect(detailsOf({ provider: 'sandbox' })).toEqual([]);
  });
});
