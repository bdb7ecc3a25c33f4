import { describe, expect, it } from 'vitest';
import { type InviteRecord, inviteState } from '../../../shared/accounts/invite';

const invite = (over: Partial<InviteRecord> = {}): InviteRecord => ({
  id: 'inv_1',
  accountId: 'acc_1',
  email: 'a@example.com',
  role: 'MEMBER',
  tokenHash: 'h',
  status: 'PENDING',
  createdAt: '2026-01-01T00:00:00.000Z',
  expiresAt: '2026-01-08T00:00:00.000Z',
  ...over,
});

describe('invites', () => {
  it('is pending until its expiry instant and expired from then on', () => {
    const expiry = Date.parse('2026-01-08T00:00:00.000Z');
    expect(inviteState(invite(), expiry - 1)).toBe('PENDING');
    expect(inviteState(invite(), expiry)).toBe('EXPIRED');
  });

  it('keeps ACCEPTED and REVOKED whatever the time', () => {
    expect(inviteState(invite({ status: 'ACCEPTED' }), 0)).toBe('ACCEPTED');
    expect(inviteState(invite({ status: 'REVOKED' }), Number.MAX_SAFE_INTEGER)).toBe('REVOKED');
  });
});
