import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserPrincipal } from '../../shared/auth/principal';
import { putVendorSettings } from '../../shared/vendors/vendor-settings';
import { secretBoxOf } from '../../shared/wiring/secret-box';
import { sandboxAllowed } from '../../shared/wiring/vendors';
import { errorCode } from '../support/http';
import { createAccount, publicClient, startTestStack, type TestStack } from '../support/stack';

describe('the sandbox vendor is refused on the prod stage (issue 14, point 5)', () => {
  let stack: TestStack;
  beforeAll(async () => {
    // The stage's own vendors, not the test stack's sandbox: what a deployed prod function builds.
    stack = await startTestStack({ pollQueue: false, env: { STAGE: 'prod' }, overrides: { vendors: undefined } });
  });
  afterAll(async () => stack?.stop());

  it('an account whose settings name the sandbox cannot send on prod: 503 VENDOR_NOT_CONFIGURED, nothing charged', async () => {
    const { apiKey, accountId } = await createAccount(stack, { credits: 5 });
    const res = await publicClient(stack, apiKey).post('/public/sms/send', { to: '0821234567', body: 'hello' });
    expect(res.status).toBe(503);
    expect(errorCode(res)).toBe('VENDOR_NOT_CONFIGURED');
    expect((await stack.repos.accounts.withBalance(accountId))?.balance).toBe(5);
  });

  it('PUT /settings/sms-vendor refuses the sandbox on prod, and only there', async () => {
    expect(sandboxAllowed({ STAGE: 'prod' })).toBe(false);
    expect(sandboxAllowed({ STAGE: 'staging' })).toBe(true);
    const { accountId, userId } = await createAccount(stack, { vendor: false });
    const principal: UserPrincipal = {
      type: 'user',
      userId,
      accountId,
      role: 'OWNER',
      permissions: ['accounts.manage'],
      platformAdmin: false,
      emailVerified: true,
    };
    const refused = putVendorSettings(
      {
        accounts: stack.repos.accounts,
        secrets: secretBoxOf(stack.rt),
        sandboxAllowed: false,
        origination: { assigned: async () => [] },
      },
      { actor: { principal, ip: '127.0.0.1', nowMs: stack.clock.now() }, input: { provider: 'sandbox' } },
    );
    await expect(refused).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((await stack.repos.accounts.get(accountId))?.vendor).toBeUndefined();
  });
});
