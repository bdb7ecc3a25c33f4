/**
 * Issue 26 finding 8, the smaller items (over HTTP on the local stack): the per-e-mail sign-in lockout ends with a
 * successful reset; reset and verification links carry their token in the URL fragment, never the query; the account
 * export names a platform administrator by role, never by user id or IP, as the audit log does; webhook URLs on
 * `::/96`, `2002::/16` (6to4 of a private address) and `fec0::/10` are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFrom, bearer, createPasswordUser, nextIp, PASSWORD } from '../support/auth';
import { errorCode } from '../support/http';
import { startTestStack, type TestStack } from '../support/stack';
import { allPages, as, createPlatformAdmin } from '../support/team';
import { signedInOwner } from '../support/workspace';

const NEW_PASSWORD = 'a fresh passphrase for 2027';

describe('security round 2, smaller items (issue 26 finding 8)', { timeout: 120_000 }, () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ pollQueue: false, env: { WEBHOOK_ALLOW_LOOPBACK: 'false' } });
  });
  afterAll(async () => stack?.stop());

  async function lastMail(to: string) {
    const res = await apiFrom(stack).get(`/sandbox/outbox?to=${encodeURIComponent(to)}`);
    return res.body.items[0] as { subject: string; text: string; token: string };
  }

  it('a successful password reset ends the per-e-mail lockout: the new password signs in at once', async () => {
    const { email } = await createPasswordUser(stack);
    for (let i = 0; i < 10; i++) {
      const res = await apiFrom(stack, nextIp()).post('/auth/login', { email, password: `wrong password ${i}` });
      expect(res.status).toBe(401);
    }
    expect((await apiFrom(stack, nextIp()).post('/auth/login', { email, password: PASSWORD })).status).toBe(429);
    expect((await apiFrom(stack).post('/auth/password-reset', { email })).status).toBe(202);
    const { token } = await lastMail(email);
    const done = await apiFrom(stack).post('/auth/password-reset/confirm', { token, password: NEW_PASSWORD });
    expect(done.status).toBe(204);
    const after = await apiFrom(stack, nextIp()).post('/auth/login', { email, password: NEW_PASSWORD });
    expect(after.status).toBe(200);
  });

  it('reset and verification mail carry the token in the link fragment, never in a query string', async () => {
    const { email } = await createPasswordUser(stack, undefined, PASSWORD, { verified: false });
    expect((await apiFrom(stack).post('/auth/password-reset', { email })).status).toBe(202);
    const reset = await lastMail(email);
    expect(reset.text).toContain(`/reset-password#token=${encodeURIComponent(reset.token)}`);
    expect(reset.text).not.toContain('?token=');

    const signedUp = await apiFrom(stack).post('/auth/register', {
      email: `fragment-${process.pid}@example.co.za`,
      password: PASSWORD,
      fullName: 'Lindiwe Zulu',
    });
    expect(signedUp.status).toBe(201);
    const verify = await lastMail(`fragment-${process.pid}@example.co.za`);
    expect(verify.text).toContain(`/verify-email#token=${encodeURIComponent(verify.token)}`);
    expect(verify.text).not.toContain('?token=');
    // The resent one too.
    const resent = await apiFrom(stack).post('/auth/verify-email/resend', undefined, bearer(signedUp.body.accessToken));
    expect(resent.status).toBe(202);
    expect((await lastMail(`fragment-${process.pid}@example.co.za`)).text).toMatch(/\/verify-email#token=/);
  });

  it("the account export names a platform administrator by role, without the administrator's user id or IP", async () => {
    const owner = await signedInOwner(stack);
    const admin = await createPlatformAdmin(stack);
    const adminIp = '127.0.99.7';
    const credited = await apiFrom(stack, adminIp).post(
      `/admin/accounts/${owner.accountId}/credits`,
      { amount: 25, reason: 'Goodwill' },
      bearer(admin.token),
    );
    expect(credited.status).toBe(201);
    // The platform-wide trail keeps who and where.
    const platform = await as(stack, admin.token).get(`/admin/audit-log?accountId=${owner.accountId}`);
    expect(platform.body.items).toContainEqual(
      expect.objectContaining({ actor: { type: 'platformAdmin', id: admin.user.id }, ip: adminIp }),
    );

    const exported = await allPages((path) => owner.api.get(path), '/account/export');
    const audit = exported.filter((i: { type: string }) => i.type === 'audit').map((i: { data: unknown }) => i.data);
    expect(audit).toContainEqual(
      expect.objectContaining({
        action: 'billing.credited',
        actor: { type: 'platformAdmin', id: 'platform administrator' },
      }),
    );
    const text = JSON.stringify(exported);
    expect(text).not.toContain(admin.user.id);
    expect(text).not.toContain(adminIp);
  });

  it('refuses webhook URLs on ::/96, 6to4 of a private address and fec0::/10', async () => {
    const owner = await signedInOwner(stack);
    for (const host of ['[::a00:1]', '[::a9fe:a9fe]', '[2002:7f00:1::1]', '[2002:a9fe:a9fe::]', '[fec0::1]']) {
      const res = await owner.api.post('/webhooks', { url: `https://${host}/hooks`, events: ['message.sent'] });
      expect(res.status, host).toBe(400);
      expect(errorCode(res)).toBe('VALIDATION_ERROR');
      expect(res.body.error.details[0].message).toMatch(/private, loopback, link-local or reserved/);
    }
    expect((await owner.api.get('/webhooks')).body.items).toEqual([]);
  });
});
