import { KeyRing, keySourceFor } from '../auth/signing-keys';
import { TokenService } from '../auth/tokens';
import { secretsManagerFetcher } from '../aws/secrets';
import { once, type Runtime } from '../runtime';

/** The runtime's token service: keys from Secrets Manager when deployed, a file or an in-memory key locally. */
export function tokensOf(rt: Runtime): TokenService {
  return once(
    rt,
    'tokens',
    () =>
      new TokenService(
        new KeyRing(keySourceFor(rt.config, secretsManagerFetcher)),
        rt.config.AUTH_ISSUER,
        rt.config.AUTH_AUDIENCE,
        rt.clock,
      ),
  );
}
