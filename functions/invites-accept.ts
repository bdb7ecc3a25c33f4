import { z } from 'zod';
import { acceptInvite } from '../shared/auth/accept-invite';
import { decoyHash } from '../shared/auth/password';
import { FullName } from '../shared/auth/password-sign-in';
import { loginResponse } from '../shared/auth/session';
import { httpHandler } from '../shared/http/handler';
import { json } from '../shared/http/response';
import { parseWith } from '../shared/http/validate';
import { repositories } from '../shared/repositories';

const AcceptBody = z.object({
  token: z.string().min(1).max(200),
  // Checked against the password rules only when it creates a user; an existing user's password is verified as is.
  password: z.string().min(1).max(1024).optional(),
  fullName: FullName.optional(),
});

void decoyHash();

/** POST /invites/accept: joins the inviting account with the invited role, as a new or an existing user. */
export const handler = httpHandler('invites-accept', async (req) => {
  const body = parseWith(AcceptBody, req.body);
  const { user, tokens } = await acceptInvite(req.rt, repositories(req.rt), { ...body, ip: req.ip });
  return json(200, loginResponse(user, tokens));
});
