import { PublishedKeyRing, TokenVerifier } from '../auth/token-verifier';
import { PublicKeyRepository } from '../db/public-key-repository';
import { tableOf } from '../db/table';
import { once, type Runtime } from '../runtime';

/** The authorizer's token verifier: the public keys the signers published to the table, never the private ones. */
export function verifierOf(rt: Runtime): TokenVerifier {
  return once(
    rt,
    'verifier',
    () =>
      new TokenVerifier(
        new PublishedKeyRing(new PublicKeyRepository(tableOf(rt))),
        rt.config.AUTH_ISSUER,
        rt.config.AUTH_AUDIENCE,
        rt.clock,
      ),
  );
}
