import { forbidden } from '../errors';
import type { UserPrincipal } from './principal';

/**
 * What an unverified user may not create: anything that would outlive a claim of the address by its real owner and
 * keep working for whoever set the password (contract Part 3; issue 26 finding 1; docs/decisions/0809). The answer is
 * 403 `FORBIDDEN`, saying what to do.
 */
export function requireVerifiedEmail(principal: UserPrincipal, action: string): void {
  if (principal.emailVerified === true) return;
  throw forbidden(
    `Verify your e-mail address before you ${action}: open the link in the verification e-mail ` +
      '(POST /auth/verify-email/resend sends a new one)',
  );
}
