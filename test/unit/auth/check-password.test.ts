import { describe, expect, it, vi } from 'vitest';
import type { UserRecord } from '../../../shared/accounts/user';
import * as password from '../../../shared/auth/password';
import { checkPassword } from '../../../shared/auth/password-sign-in';

const user = (passwordHash?: string): UserRecord => ({
  id: 'usr_1',
  email: 'a@example.co.za',
  fullName: 'A',
  ...(passwordHash ? { passwordHash } : {}),
  platformAdmin: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  defaultAccountId: 'acc_1',
});

describe('checkPassword spends one password verification whatever the e-mail', () => {
  it('verifies against the decoy hash when the user is unknown or has no password, and refuses', async () => {
    const verify = vi.spyOn(password, 'verifyPassword');
    try {
      expect(await checkPassword(undefined, 'whatever password')).toBe(false);
      expect(await checkPassword(user(), 'whatever password')).toBe(false);
      const decoy = await password.decoyHash();
      expect(verify.mock.calls.map((call) => call[1])).toEqual([decoy, decoy]);
    } finally {
      verify.mockRestore();
    }
  });

  it('verifies against the user hash and accepts only the right password', async () => {
    const stored = await password.hashPassword('the right password!');
    expect(await checkPassword(user(stored), 'the right password!')).toBe(true);
    expect(await checkPassword(user(stored), 'the wrong password!')).toBe(false);
  });
});
