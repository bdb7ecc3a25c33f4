/**
 * Issue 26 finding 1: a squatter registers the owner's address before the owner does. Unverified, it may create
 * nothing that outlives the owner's claim of the address (403 FORBIDDEN, saying to verify first); and whatever it
 * made before this rule existed (an API key, a webhook to its own URL, a pending ADMIN invite, vendor settings) is
 * revoked, audited, when the owner proves the address by a reset, a verification link or a provider-verified
 * sign-in (contract Parts 3 and 4; docs/decisions/0809). A user made by accepting an invite to the address (its token
 * is the inviter's) leaves the inviting account at the claim, for an account of their own (decision 0833).
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
import { createWebhook } from '../../shared/webhooks/webhook';
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
import { signedInOwner } from '../support/workspace';

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

  /** The three claims of an address; each gives the access token of the sign-in it opens, when it opens one. */
  const claims: Record<string, (email: string) => Promise<string | undefined>> = {
    'a completed password reset': async (email: string) => {
      const api = apiFrom(stack);
      expect((await api.post('/auth/password-reset', { email })).status).toBe(202);
      const mail = (await lastMail(email))!;
      expect(mail.subject).toMatch(/reset/i);
      const done = await api.post('/auth/password-reset/confirm', { token: mail.token, password: NEW_PASSWORD });
      expect(done.status).toBe(204);
      const signedIn = await apiFrom(stack).post('/auth/login', { email, password: NEW_PASSWORD });
      expect(signedIn.status).toBe(200);
      return signedIn.body.accessToken as string;
    },
    'the verification link opened by someone not signed in as the user': async (email: string) => {
      const mail = (await lastMail(email))!;
      expect(mail.subject).toMatch(/confirm/i);
      expect((await apiFrom(stack).post('/auth/verify-email', { token: mail.token })).status).toBe(204);
      return undefined;
    },
    'a sign-in with a provider-verified e-mail': async (email: string) => {
      const res = await apiFrom(stack).post('/auth/social', {
        idToken: await idp.idToken(
          { sub: `owner-${process.pid}-${++subjects}`, email, email_verified: true },
          { nowMs: stack.clock.now() },
        ),
      });
      expect(res.status).toBe(200);
      return res.body.accessToken as string;
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
  for (const [how, claim] of Object.entries(claims)) {
    it(`${how} takes a user made by accepting an invite out of the inviting account, for an account of their own (OWNER), audited`, async () => {
      const inviter = await signedInOwner(stack);
      const email = uniqueEmail('cfo');
      const invite = await inviter.api.post('/invites', { email, role: 'ADMIN' });
      expect(invite.status).toBe(201);
      // The inviter holds the token (the contract returns it) and accepts it itself: a user for an address it does not
      // own, ADMIN of the inviting account.
      const squat = await apiFrom(stack).post('/invites/accept', {
        token: invite.body.token,
        password: PASSWORD,
        fullName: 'Squatter',
      });
      expect(squat.status).toBe(200);
      expect(squat.body.user.emailVerified).toBe(false);
      const userId = squat.body.user.id as string;
      expect((await stack.repos.users.membership(inviter.accountId, userId))?.role).toBe('ADMIN');

      const accessToken = await claim(email);

      // The owner of the address is OWNER of an account of their own (as register makes one: balance 0), alone in it,
      // and signs in there.
      const user = (await stack.repos.users.get(userId))!;
      const own = user.defaultAccountId;
      expect(own).not.toBe(inviter.accountId);
      const owner = accessToken ? as(stack, accessToken) : await sessionOf(userId, own);
      const me = await owner.get('/auth/me');
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({
        user: { id: userId, emailVerified: true },
        account: { id: own, name: email, suspended: false },
        role: 'OWNER',
      });
      expect((await owner.get('/billing/balance')).body).toEqual({ balance: 0, unit: 'SMS_CREDITS' });
      expect((await owner.get('/team/members')).body.items).toEqual([
        expect.objectContaining({ id: userId, role: 'OWNER' }),
      ]);

      // No longer a member of the inviting account: its team does not list them, its trail says why, and the
      // squatter's session there is over.
      expect(await stack.repos.users.membership(inviter.accountId, userId)).toBeUndefined();
      const team = (await inviter.api.get('/team/members')).body.items as { id: string }[];
      expect(team.map((m) => m.id)).not.toContain(userId);
      const trail = (await inviter.api.get('/audit-log?limit=100')).body.items as {
        action: string;
        actor: { type: string; id: string };
        target?: { type: string; id: string };
        details?: Record<string, unknown>;
      }[];
      expect(trail.filter((e) => e.action === 'member.removed')).toEqual([
        expect.objectContaining({
          actor: { type: 'system', id: 'account-claim' },
          target: { type: 'user', id: userId },
          details: expect.objectContaining({ role: 'ADMIN', claimedUserId: userId }),
        }),
      ]);
      expect((await as(stack, squat.body.accessToken).get('/auth/me')).status).toBe(401);
    });
  }
  it("an invited user made OWNER leaves while another OWNER stays; as an account's last OWNER they stay, and still get their own", async () => {
    const email = uniqueEmail('cfo');
    const first = await signedInOwner(stack);
    const second = await signedInOwner(stack);
    const accept = async (inviter: Awaited<ReturnType<typeof signedInOwner>>, fullName?: string) => {
      const invite = await inviter.api.post('/invites', { email, role: 'ADMIN' });
      expect(invite.status).toBe(201);
      const res = await apiFrom(stack).post('/invites/accept', {
        token: invite.body.token,
        password: PASSWORD,
        ...(fullName ? { fullName } : {}),
      });
      expect(res.status).toBe(200);
      return res.body.user.id as string;
    };
    const userId = await accept(first, 'Squatter');
    expect(await accept(second)).toBe(userId);
    for (const inviter of [first, second]) {
      expect((await inviter.api.patch(`/team/members/${userId}`, { role: 'OWNER' })).status).toBe(200);
    }
    // The second account's owner steps down: the invited user is its only OWNER.
    expect((await second.api.patch(`/team/members/${second.userId}`, { role: 'ADMIN' })).status).toBe(200);

    await claims['a completed password reset']!(email);

    expect(await stack.repos.users.membership(first.accountId, userId)).toBeUndefined();
    expect(await stack.repos.users.membership(first.accountId, first.userId)).toMatchObject({ role: 'OWNER' });
    const removed = (await first.api.get('/audit-log?limit=100')).body.items.filter(
      (e: { action: string }) => e.action === 'member.removed',
    );
    expect(removed).toEqual([
      expect.objectContaining({
        actor: { type: 'system', id: 'account-claim' },
        details: expect.objectContaining({ role: 'OWNER' }),
      }),
    ]);
    // An account keeps an OWNER (decision 0301): the last one stays, and nothing says it was removed.
    expect(await stack.repos.users.membership(second.accountId, userId)).toMatchObject({ role: 'OWNER' });
    const secondTrail = (await second.api.get('/audit-log?limit=100')).body.items as { action: string }[];
    expect(secondTrail.filter((e) => e.action === 'member.removed')).toEqual([]);
    const own = (await stack.repos.users.get(userId))!.defaultAccountId;
    expect([first.accountId, second.accountId]).not.toContain(own);
    expect(await stack.repos.users.membership(own, userId)).toMatchObject({ role: 'OWNER' });
  });
});
