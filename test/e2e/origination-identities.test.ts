/**
 * Issue 26 finding 3: the AWS origination identities of the platform's account are assigned by a platform
 * administrator (PUT /admin/accounts/{id}/origination-identities), one owner per identity however it is spelled;
 * a tenant sends only from one assigned to it; replies reach only the owner while it sends with AWS; the account's
 * deletion releases what it holds (decision 0820).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as awsSmsEvents } from '../../functions/aws-sms-events';
import { AWS_SMS_EVENTS } from '../../lib/service-functions';
import { declared } from '../../local/serve';
import { asFunction } from '../../local/table-access-guard';
import { provisionOwner } from '../../shared/accounts/provision';
import { hashPassword } from '../../shared/auth/password';
import { useRuntime } from '../../shared/runtime';
import { PASSWORD, uniqueEmail } from '../support/auth';
import { snsEvent } from '../support/aws-sms-server';
import { errorCode } from '../support/http';
import { startTestStack, type TestStack } from '../support/stack';
import { as, createPlatformAdmin, signIn } from '../support/team';
import { signedInOwner } from '../support/workspace';

describe('AWS origination identities: assigned by a platform administrator, never claimed', {
  timeout: 120_000,
}, () => {
  let stack: TestStack;
  let admin: ReturnType<typeof as>;
  beforeAll(async () => {
    stack = await startTestStack();
    admin = as(stack, (await createPlatformAdmin(stack)).token);
  });
  afterAll(async () => stack?.stop());

  const assign = (accountId: string, identities: string[]) =>
    admin.put(`/admin/accounts/${accountId}/origination-identities`, { identities });
  const aws = (identity: string) => ({ provider: 'aws', credentials: {}, originationIdentity: identity });
  const reply = async (to: string, from: string, id: string, body = 'STOP') => {
    useRuntime(stack.rt);
    return asFunction(declared(AWS_SMS_EVENTS), () =>
      awsSmsEvents(
        snsEvent([
          { originationNumber: from, destinationNumber: to, messageBody: body, inboundMessageId: id },
        ]) as never,
      ),
    );
  };

  it('a tenant cannot take an identity that was not assigned to it, in any spelling', async () => {
    const victim = await signedInOwner(stack, { vendor: false });
    const attacker = await signedInOwner(stack, { vendor: false });
    for (const spelling of ['+27870004444', 'arn:aws:sms-voice:af-south-1:111122223333:pool/pool-0a1b2c', 'VICTIM']) {
      const res = await attacker.api.put('/settings/sms-vendor', aws(spelling));
      expect(res.status, spelling).toBe(400);
      expect(errorCode(res)).toBe('VALIDATION_ERROR');
      expect(res.body.error.details).toEqual([expect.objectContaining({ path: 'originationIdentity' })]);
    }
    expect((await attacker.api.get('/settings/sms-vendor')).body).toEqual({ configured: false });

    const assigned = await assign(victim.accountId, [
      '+27 87 000 4444',
      'arn:aws:sms-voice:af-south-1:111122223333:pool/pool-0A1B2C',
      'Victim',
    ]);
    expect(assigned.status, assigned.text).toBe(200);
    expect(assigned.body).toEqual({
      accountId: victim.accountId,
      identities: ['+27870004444', 'pool-0a1b2c', 'VICTIM'],
    });
    // One owner per identity, whatever the spelling.
    for (const spelling of ['0870004444', 'POOL-0A1B2C', 'arn:aws:sms-voice:eu-west-1:1:sender-id/victim/ZA']) {
      const taken = await assign(attacker.accountId, [spelling]);
      expect(taken.status, spelling).toBe(409);
      expect(errorCode(taken)).toBe('CONFLICT');
    }
    // The tenant cannot assign for itself; its own PUT now succeeds only for the owner.
    const self = await attacker.api.put(`/admin/accounts/${attacker.accountId}/origination-identities`, {
      identities: ['+27870004444'],
    });
    expect(self.status).toBe(403);
    expect((await attacker.api.put('/settings/sms-vendor', aws('+27870004444'))).status).toBe(400);
    const mine = await victim.api.put('/settings/sms-vendor', aws('arn:aws:sms-voice:af-south-1:1:pool/pool-0a1b2c'));
    expect(mine.status, mine.text).toBe(200);
    expect(mine.body).toMatchObject({ provider: 'aws', originationIdentity: 'pool-0a1b2c' });
    // Audited, as the platform administrator's.
    const audit = await admin.get(`/admin/audit-log?accountId=${victim.accountId}`);
    expect(audit.body.items).toContainEqual(
      expect.objectContaining({
        action: 'vendor.identities_assigned',
        actor: expect.objectContaining({ type: 'platformAdmin' }),
        details: expect.objectContaining({ identities: ['+27870004444', 'pool-0a1b2c', 'VICTIM'] }),
      }),
    );
  });

  it('replies route only to the assigned account while it sends with AWS; unassigning stops its sending', async () => {
    const owner = await signedInOwner(stack, { vendor: false });
    expect((await assign(owner.accountId, ['+27870004455'])).status).toBe(200);
    expect((await owner.api.put('/settings/sms-vendor', aws('+27870004455'))).status).toBe(200);
    expect((await reply('+27870004455', '+27825550601', 'in-route-1', 'hello')).applied).toBe(1);
    expect((await owner.api.get('/inbound-messages')).body.items).toEqual([
      expect.objectContaining({ from: '+27825550601', body: 'hello' }),
    ]);

    // Switched to another vendor: the number's replies no longer reach the account.
    expect((await owner.api.put('/settings/sms-vendor', { provider: 'sandbox' })).status).toBe(200);
    expect((await reply('+27870004455', '+27825550602', 'in-route-2')).applied).toBe(0);
    expect((await owner.api.get('/inbound-messages')).body.items).toHaveLength(1);
    expect((await owner.api.get('/opt-outs')).body.items).toEqual([]);

    // Back on AWS, then the administrator releases the number: the vendor settings that send from it go with it.
    expect((await owner.api.put('/settings/sms-vendor', aws('+27870004455'))).status).toBe(200);
    const released = await assign(owner.accountId, []);
    expect(released.status).toBe(200);
    expect((await owner.api.get('/settings/sms-vendor')).body).toEqual({ configured: false });
    expect((await reply('+27870004455', '+27825550603', 'in-route-3')).applied).toBe(0);
    // Released, it can be assigned to another account.
    const next = await signedInOwner(stack, { vendor: false });
    expect((await assign(next.accountId, ['+27870004455'])).status).toBe(200);
  });

  it('deleting an account releases the identities it holds, and only those; its replies stop', async () => {
    const nowMs = stack.clock.now();
    const { user, account } = await provisionOwner(stack.repos, {
      emailVerified: true,
      email: uniqueEmail('origination-owner'),
      fullName: 'Leaving Owner',
      passwordHash: await hashPassword(PASSWORD),
      accountName: 'Leaving Numbers',
      openingCredits: 0,
      nowMs,
    });
    const api = as(stack, await signIn(stack, user.id, account.id));
    expect((await assign(account.id, ['+27870004466'])).status).toBe(200);
    expect((await api.put('/settings/sms-vendor', aws('+27870004466'))).status).toBe(200);
    const other = await signedInOwner(stack, { vendor: false });
    expect((await assign(other.accountId, ['+27870004477'])).status).toBe(200);

    const del = await api.post('/account/deletion', { accountName: 'Leaving Numbers', password: PASSWORD });
    expect(del.status, del.text).toBe(202);
    expect((await reply('+27870004466', '+27825550604', 'in-del-1')).applied).toBe(0);
    const next = await signedInOwner(stack, { vendor: false });
    expect((await assign(next.accountId, ['+27870004466'])).status).toBe(200);
    // The other account's identity was not released.
    expect((await assign(next.accountId, ['+27870004466', '+27870004477'])).status).toBe(409);
  });
});
