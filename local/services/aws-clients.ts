/**
 * SDK client settings for the local emulators. The region matches production (Cape Town) so ARNs and any
 * region-dependent code paths behave the same; the credentials only need to be present, never valid.
 */
import { localCredentials } from '../../shared/aws/local';

export interface LocalAwsConfig {
  endpoint: string;
  region: 'af-south-1';
  credentials: { accessKeyId: string; secretAccessKey: string };
}

export const LOCAL_REGION = 'af-south-1';

export function localAwsConfig(endpoint: string): LocalAwsConfig {
  return {
    endpoint,
    region: LOCAL_REGION,
    credentials: localCredentials(),
  };
}
