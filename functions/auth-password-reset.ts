import { setTimeout as sleep } from 'node:timers/promises';
import { requestPasswordReset } from '../shared/auth/account-security';
import { json } from '../shared/http/response';
import { authPasswordReset } from '../shared/http/routes/auth';
import { securityDeps } from '../shared/wiring/auth';
import { http } from '../shared/wiring/http';

/**
 * Every answer takes at least this long (wall clock), so an address with a user (a token written, an e-mail sent)
 * cannot be told from one without by the time it takes.
 */
const ANSWER_AFTER_MS = 600;

/** POST /auth/password-reset `{email}`: 202 whether or not the address has a user (same body, similar time). */
export const handler = http(authPasswordReset, securityDeps, async (req, deps) => {
  const started = performance.now();
  try {
    await requestPasswordReset(deps, req.body);
  } catch (error) {
    // The same answer either way; a failure to mail is the operators' to see, not the caller's.
    req.log.error('password reset e-mail failed', { error });
  }
  await sleep(Math.max(0, ANSWER_AFTER_MS - (performance.now() - started)));
  return json(202, { status: 'accepted' });
});
