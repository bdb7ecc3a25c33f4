/**
 * Issue 26 finding 1: a squatter registers the owner's address before the owner does. Unverified, it may create
 * nothing that outlives the owner's claim of the address (403 FORBIDDEN, saying to verify first); and whatever it
 * made before this rule existed (an API key, a webhook to its own URL, a pending ADMIN invite, vendor settings) is
 * revoked, audited, when the owner proves the address by a reset, a verification link or a provider-verified
 * sign-in (contract Parts 3 and 4; docs/decisions/0809).
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvite } from '../../shared/accounts/manage-invites';
import { createApiKey } from '../../shared/api-keys/manage-api-keys';
import { permissionsOf } from '../../shared/auth/permissions';
import { startSession } from '../../shared/auth/session';
import { OriginationRepository } from '../../shared/db/origination-repository';
import { tableOf } from '../../shared/db/table';
import { newId } from '../../shared/ids';
import { putVendorSettings } from '../../shared/vendors/vendor-settings';
import { createWebhook } from '../../shared/webhooks/manage-webhooks';
import { secretBoxOf } from '../../shared/wiring/secret-box';
import { apiKeyDeps, inviteDeps } from '../../shared/wiring/team';
import { tokensOf } from '../../shared/wiring/tokens';
import { webhookDeps } from '../../shared/wiring/webhooks';
import { apiFrom, bearer, PASSWORD, uniqueEmail } from '../support/auth';
import { errorCode } from '../support/http';
import { type FakeIdentityProvider, startFakeIdentityProvider } from '../support/idp';
import { publicClient, startTestStack, type TestStack } from '../support/stack';
import { as } from '../support/team';
import { startWebhookReceiver } from '../support/webhook-receiver';

const NEW_PASSWORD = 'the real owner chose this 2026';

describe('pre-account takeover (issue 26 finding 1)', { timeout: 120_000 }, () => {
  let idp: FakeIdentityProvider;
  let stack: TestStack;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let subjects = 0;
  beforeAll(async () => {
    idp = await startFakeIdentityProvider();
    receiver = await startWebhookReceiver();
    stack = await startTestStack({
      env: { IDENTITY_PROVIDERS: idp.config(), WEBHOOK_ALLOW_LOOPBACK: 'true' },
    });
  });
  afterAll(async () => {
    await stack?.stop();
    await receiver?.stop();
    await idp?.stop();
  });

  async function lastMail(to: string) {
    const res = await apiFrom(stack).get(`/sandbox/outbox?to=${encodeURIComponent(to)}`);
    return res.body.items[0] as { subject: string; token: string } | undefined;
  }

  /** The squatter registers the victim's address over HTTP: OWNER of a new account, e-mail not verified. */
  async function squat(email: string) {
    const res = await apiFrom(stack).post('/auth/register', { email, password: PASSWORD, fullName: 'Squatter' });
    expect(res.status).toBe(201);
    expect(res.body.user.emailVerified).toBe(false);
    const me = await apiFrom(stack).get('/auth/me', bearer(res.body.accessToken));
    return { userId: res.body.user.id as string, accountId: me.body.account.id as string, token: res.body.accessToken };
  }

  /** A session of the user as it is now (after a claim), for reading the account's state. */
  async function sessionOf(userId: string, accountId: string) {
    const user = await stack.repos.users.get(userId);
    const { accessToken } = await startSession(
      { ...stack.repos, tokens: tokensOf(stack.rt), clock: stack.clock },
      { userId, accountId, ...(user?.sessionEpoch ? { epoch: user.sessionEpoch } : {}) },
    );
    return as(stack, accessToken);
  }

  it('an unverified user gets 403 FORBIDDEN, saying to verify first, for keys, webhooks, invites and vendor settings; nothing is made', async () => {
    const squatter = await squat(uniqueEmail('cfo'));
    const api = as(stack, squatter.token);
    const attempts = [
      await api.post('/api-keys', { name: 'mine', scopes: ['sms.send'] }),
      await api.post('/webhooks', { url: receiver.url('/squat'), events: ['message.sent'] }),
      await api.post('/invites', { email: uniqueEmail('accomplice'), role: 'ADMIN' }),
      await api.put('/settings/sms-vendor', { provider: 'sandbox' }),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(403);
      expect(errorCode(res)).toBe('FORBIDDEN');
      expect(res.body.error.message).toMatch(/^Verify your e-mail address before you /);
    }
    expect((await api.get('/api-keys')).body.items).toEqual([]);
    expect((await api.get('/webhooks')).body.items).toEqual([]);
    expect((await api.get('/invites')).body.items).toEqual([]);
    expect((await api.get('/settings/sms-vendor')).body.configured).toBe(false);

    // Verified (the link opened while signed in), the same user may.
    const { token } = (await lastMail((await stack.repos.users.get(squatter.userId))!.email))!;
    expect((await apiFrom(stack).post('/auth/verify-email', { token }, bearer(squatter.token))).status).toBe(204);
    expect((await api.post('/api-keys', { name: 'mine', scopes: ['sms.send'] })).status).toBe(201);
  });

  const claims = {
    'a completed password reset': async (email: string) => {
      const api = apiFrom(stack);
      expect((await api.post('/auth/password-reset', { email })).status).toBe(202);
      const mail = (await lastMail(email))!;
      expect(mail.subject).toMatch(/reset/i);
      const done = await api.post('/auth/password-reset/confirm', { token: mail.token, password: NEW_PASSWORD });
      expect(done.status).toBe(204);
    },
    'the verification link opened by someone not signed in as the user': async (email: string) => {
      const mail = (await lastMail(email))!;
      expect(mail.subject).toMatch(/confirm/i);
      expect((await apiFrom(stack).post('/auth/verify-email', { token: mail.token })).status).toBe(204);
    },
    'a sign-in with a provider-verified e-mail': async (email: string) => {
      const res = await apiFrom(stack).post('/auth/social', {
        idToken: await idp.idToken(
          { sub: `owner-${process.pid}-${++subjects}`, email, email_verified: true },
          { nowMs: stack.clock.now() },
        ),
      });
      expect(res.status).toBe(200);
    },
  };

  for (const [how, claim] of Object.entries(claims)) {
    it(`${how} revokes the squatter's API key, webhook, pending ADMIN invite and vendor settings, audited`, async () => {
      const email = uniqueEmail('cfo');
      const squatter = await squat(email);
      await stack.repos.accounts.credit({
        id: newId('txn', stack.clock.now()),
        accountId: squatter.accountId,
        type: 'CREDIT',
        amount: 50,
        reason: 'top-up',
        createdAt: new Date(stack.clock.now()).toISOString(),
      });
      // What the squatter could make before issue 26 (the service asked nothing of the e-mail then): made by the same
      // use cases the routes call, as that user, with the audit entries they write.
      const actor = {
        principal: {
          type: 'user' as const,
          userId: squatter.userId,
          accountId: squatter.accountId,
          role: 'OWNER' as const,
          permissions: [...permissionsOf('OWNER')],
          platformAdmin: false,
          emailVerified: true,
        },
        ip: '127.0.0.66',
        nowMs: stack.clock.now(),
      };
      const key = await createApiKey(apiKeyDeps(stack.rt), {
        actor,
        input: { name: 'squatter', scopes: ['sms.send', 'sms.read'] },
      });
      const hookPath = `/squatter-${subjects}-${Date.now()}`;
      const hook = await createWebhook(webhookDeps(stack.rt), {
        actor,
        input: { url: receiver.url(hookPath), events: ['message.sent', 'message.delivered'] },
      });
      const accomplice = uniqueEmail('accomplice');
      const invite = await createInvite(inviteDeps(stack.rt), { actor, input: { email: accomplice, role: 'ADMIN' } });
      await putVendorSettings(
        {
          accounts: stack.repos.accounts,
          secrets: secretBoxOf(stack.rt),
          origination: new OriginationRepository(tableOf(stack.rt)),
          sandboxAllowed: true,
        },
        { actor, input: { provider: 'sandbox' } },
      );
      // The key sends on the account's credits, before the claim.
      const before = await publicClient(stack, key.key).post('/public/sms/send', { to: '0825550101', body: 'hi' });
      expect(before.status).toBe(201);

      await claim(email);

      // The key stops at once, the invite cannot be accepted, the webhook and the vendor settings are gone.
      const after = await publicClient(stack, key.key).post('/public/sms/send', { to: '0825550101', body: 'hi' });
      expect(after.status).toBe(401);
      const accepted = await apiFrom(stack).post('/invites/accept', {
        token: invite.token,
        password: PASSWORD,
        fullName: 'Accomplice',
      });
      expect(accepted.status).toBe(409);
      expect(await stack.repos.users.findByEmail(accomplice)).toBeUndefined();

      const owner = await sessionOf(squatter.userId, squatter.accountId);
      const keys = (await owner.get('/api-keys')).body.items;
      expect(keys).toEqual([expect.objectContaining({ id: key.id, revokedAt: expect.any(String) })]);
      expect((await owner.get('/webhooks')).body.items).toEqual([]);
      expect((await owner.get('/invites')).body.items).toEqual([
        expect.objectContaining({ id: invite.id, status: 'REVOKED' }),
      ]);
      expect((await owner.get('/settings/sms-vendor')).body.configured).toBe(false);

      const trail = (await owner.get('/audit-log?limit=100')).body.items as {
        action: string;
        actor: { type: string; id: string };
        target?: { id: string };
        details?: Record<string, unknown>;
      }[];
      const byClaim = trail.filter((e) => e.actor.type === 'system' && e.actor.id === 'account-claim');
      expect(byClaim.map((e) => [e.action, e.target?.id]).sort()).toEqual(
        [
          ['apikey.revoked', key.id],
          ['invite.revoked', invite.id],
          ['vendor.removed', 'sandbox'],
          ['webhook.deleted', hook.id],
        ].sort(),
      );
      for (const e of byClaim) expect(e.details).toMatchObject({ claimedUserId: squatter.userId });

      // The owner, now verified, sets a vendor and sends: the squatter's URL hears nothing of it.
      expect((await owner.put('/settings/sms-vendor', { provider: 'sandbox' })).status).toBe(200);
      const sent = await owner.post('/messages', { to: '0825550102', body: 'Board meeting moved to 10:00' });
      expect(sent.status).toBe(201);
      await new Promise((r) => setTimeout(r, 1500));
      const heard = receiver.received.filter((r) => r.path === hookPath && r.body.includes(sent.body.id));
      expect(heard).toEqual([]);
    });
  }
});
