import { type InviteStore, inviteState } from '../accounts/invite';
import type { MembershipRecord, UserRecord } from '../accounts/user';
import { auditEntry } from '../audit/audit';
import { conflict, forbidden, notFound, unauthorized, validationError } from '../errors';
import { newId } from '../ids';
import { type MailDeps, mailToken, type SignedInReader } from './account-security';
import { Password } from './auth-schemas';
import { assertUncommonPassword } from './common-passwords';
import { hashPassword } from './password';
import { checkPassword, INVALID_LOGIN, type PasswordDeps, type SignedIn } from './password-sign-in';
import { startSession } from './session';
import { hashToken } from './token-hash';

export interface Acceptance {
  token: string;
  password?: string;
  fullName?: string;
  /** The request's Authorization header: the user of a valid bearer token is signed in already and needs no password. */
  authorization?: string;
  /** The caller's IP, for the audit entry. */
  ip?: string;
}

const UNAVAILABLE: Record<string, string> = {
  ACCEPTED: 'This invite has already been used',
  REVOKED: 'This invite has been withdrawn',
  EXPIRED: 'This invite has expired',
};

/**
 * `POST /invites/accept`: the user with the invite's e-mail (their password, or their bearer token, proves it is them;
 * a user who signs in only with Google or Apple has no password) or a new user (password and full name required) joins
 * the inviting account with the invited role, and is signed in to that account.
 */
export async function acceptInvite(
  deps: PasswordDeps & MailDeps & { invites: InviteStore; signedIn: SignedInReader },
  { authorization, ...input }: Acceptance,
): Promise<SignedIn> {
  const { invites, users, clock } = deps;
  const signedInUserId = (await deps.signedIn(authorization))?.userId;
  const nowMs = clock.now();
  const invite = await invites.findByTokenHash(hashToken(input.token));
  if (!invite) throw notFound('Invite');
  const state = inviteState(invite, nowMs);
  if (state !== 'PENDING') throw conflict(UNAVAILABLE[state]!);

  const now = new Date(nowMs).toISOString();
  if (signedInUserId !== undefined) {
    const signedIn = await users.get(signedInUserId);
    if (!signedIn || signedIn.email.toLowerCase() !== invite.email.toLowerCase()) {
      throw forbidden('This invite is for another e-mail address than the signed-in user');
    }
  }
  const existing = await users.findByEmail(invite.email);
  let user: UserRecord;
  if (existing && signedInUserId === existing.id) {
    user = existing;
  } else if (existing) {
    if (input.password === undefined) {
      throw validationError('Request body is not valid', [
        { path: 'password', message: 'Required: the invited e-mail has an account; sign in with its password' },
      ]);
    }
    if (!(await checkPassword(existing, input.password))) throw unauthorized(INVALID_LOGIN);
    user = existing;
  } else {
    const missing = (['password', 'fullName'] as const).filter((field) => input[field] === undefined);
    if (missing.length > 0) {
      throw validationError(
        'Request body is not valid',
        missing.map((path) => ({ path, message: 'Required to create the invited user' })),
      );
    }
    const password = Password.safeParse(input.password);
    if (!password.success) {
      throw validationError('Request body is not valid', [
        { path: 'password', message: password.error.issues[0]?.message ?? 'Invalid password' },
      ]);
    }
    assertUncommonPassword(password.data);
    user = {
      id: newId('usr', nowMs),
      email: invite.email,
      fullName: input.fullName!,
      passwordHash: await hashPassword(password.data),
      platformAdmin: false,
      createdAt: now,
      defaultAccountId: invite.accountId,
    };
  }
  const membership: MembershipRecord = {
    accountId: invite.accountId,
    userId: user.id,
    role: invite.role,
    createdAt: now,
  };
  const audit = auditEntry(
    {
      accountId: invite.accountId,
      actor: { type: 'user', id: user.id },
      action: 'invite.accepted',
      target: { type: 'invite', id: invite.id },
      details: { role: invite.role, newUser: !existing },
      ...(input.ip ? { ip: input.ip } : {}),
    },
    nowMs,
  );
  const accepted = await invites.accept(invite, membership, now, { ...(existing ? {} : { newUser: user }), audit });
  if (!accepted.ok) {
    switch (accepted.reason) {
      case 'INVITE_UNAVAILABLE': {
        const current = await invites.findByTokenHash(invite.tokenHash);
        throw conflict(UNAVAILABLE[current ? inviteState(current, nowMs) : 'REVOKED'] ?? UNAVAILABLE.ACCEPTED!);
      }
      case 'ALREADY_MEMBER':
        throw conflict('You are already a member of this account');
      case 'EMAIL_TAKEN':
        throw conflict('An account with this e-mail already exists; try again');
    }
  }
  const [tokens] = await Promise.all([
    startSession(deps, { userId: user.id, accountId: invite.accountId, epoch: user.sessionEpoch }),
    // The invite proves nothing of the mailbox (its token went to the inviter): a new user verifies it like anyone.
    existing ? undefined : mailToken(deps, user, 'verify'),
  ]);
  return { user, tokens };
}
