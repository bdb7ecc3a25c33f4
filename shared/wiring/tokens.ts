import { KeyRing, keySourceFor } from '../auth/signing-keys';
import { TokenService } from '../auth/tokens';
import { secretsManagerFetcher } from '../aws/secrets';
import { PublicKeyRepository } from '../db/public-key-repository';
import { tableOf } from '../db/table';
import { once, type Runtime } from '../runtime';

/**
 * The runtime's token service, for the functions that issue tokens: private keys from Secrets Manager when deployed, a
 * file or an in-memory key locally; their public keys are published to the table on load (for the authorizer).
 */
export function tokensOf(rt: Runtime): TokenService {
  return once(
    rt,
    'tokens',
    () =>
      new TokenService(
        new KeyRing(keySourceFor(rt.config, secretsManagerFetcher), new PublicKeyRepository(tableOf(rt))),
        rt.config.AUTH_ISSUER,
        rt.config.AUTH_AUDIENCE,
        rt.clock,
      ),
  );
}
