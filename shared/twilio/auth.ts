/**
 * Authentication as Twilio does it (docs/decisions/1601-twilio-compatible-api.md): HTTP Basic, the password one of
 * our API keys (the whole `sk_live_...` value: the auth token), the username either the key's AccountSid (`AC` + 32
 * hex, as `twilio(accountSid, authToken)` sends it) or the key's id (as `twilio(apiKeySid, apiKeySecret,
 * {accountSid})` does). The key's scopes, per-minute limit and daily spend cap apply as on the Public API.
 * Checked by the route itself, not the gateway's authorizer: one read either way, and only so the 401 is Twilio's.
 */
import type { ApiKeyScope } from '../auth/permissions';
import type { ApiKeyPrincipal } from '../auth/principal';
import { insufficientScope } from '../errors';
import { authenticate, twilioNotFound } from './errors';
import { accountSid } from './sid';

/** The user and password of a Basic Authorization header; undefined when there is none or it is malformed. */
function basicCredentials(header: string | undefined): { user: string; password: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return undefined;
  const text = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = text.indexOf(':');
  if (colon < 0) return undefined;
  return { user: text.slice(0, colon), password: text.slice(colon + 1) };
}

/**
 * The caller of a compatible route: the key named by the credentials, refused (401 "Authenticate", Twilio's 20003)
 * when unknown, revoked or named by a username that is neither its AccountSid nor its id; a path naming another
 * account is 404, as any other account's resource is; a key without the route's scope is 403.
 */
export async function twilioPrincipal(
  lookup: (apiKey: string) => Promise<ApiKeyPrincipal | undefined>,
  input: {
    authorization: string | undefined;
    /** The AccountSid the path names; undefined on paths that name none (Verify's, decision 1703). */
    pathAccountSid: string | undefined;
    scope: ApiKeyScope;
    path: string;
  },
): Promise<ApiKeyPrincipal & { password: string }> {
  const credentials = basicCredentials(input.authorization);
  if (!credentials) throw authenticate();
  const principal = await lookup(credentials.password);
  if (!principal) throw authenticate();
  const sid = accountSid(principal.accountId);
  if (credentials.user !== sid && credentials.user !== principal.keyId) throw authenticate();
  if (input.pathAccountSid !== undefined && input.pathAccountSid !== sid) throw twilioNotFound(input.path);
  if (!principal.scopes.includes(input.scope)) throw insufficientScope(input.scope);
  return { ...principal, password: credentials.password };
}
