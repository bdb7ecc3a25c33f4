/** Secrets Manager GetSecretValue, for the token-signing keys of deployed stages; the client is made on first use. */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { SecretFetcher } from '../auth/signing-keys';

let client: SecretsManagerClient | undefined;

export const secretsManagerFetcher: SecretFetcher = async (secretArn) => {
  client ??= new SecretsManagerClient({});
  const result = await client.send(new GetSecretValueCommand({ SecretId: secretArn }));
  if (!result.SecretString) throw new Error(`Secret ${secretArn} has no string value`);
  return result.SecretString;
};
