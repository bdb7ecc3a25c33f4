/** The Lambda REQUEST authorizer: API keys on /public/*, bearer tokens (the published public keys) elsewhere. */
import type { AuthorizerDeps } from '../auth/authorize';
import { CredentialsRepository } from '../db/credentials-repository';
import { tableOf } from '../db/table';
import { once, type Runtime } from '../runtime';
import { verifierOf } from './verifier';

export const authorizerDeps = (rt: Runtime): AuthorizerDeps => ({
  apiKeys: () => once(rt, 'authorizer-api-keys', () => ({ apiKeys: new CredentialsRepository(tableOf(rt)) })),
  bearer: () =>
    once(rt, 'authorizer-bearer', () => ({
      tokens: verifierOf(rt),
      principals: new CredentialsRepository(tableOf(rt)),
    })),
  clock: rt.clock,
  log: rt.log,
});
