/**
 * What a deployed function's bundle has in place of the AWS SDK's credential sources for a person's machine (decision
 * 1230): named profiles and SSO in ~/.aws (`fromIni`, `fromSSO`), credential processes (`fromProcess`) and web
 * identity token files (`fromTokenFile`). esbuild substitutes this module for their four packages (`BUNDLE.alias` in
 * lib/bundling.ts), so the default chain keeps its order: the environment's credentials, which Lambda always sets and
 * which the chain takes first; these four, each passing to the next link as a source with nothing to offer does; then
 * the container and instance metadata. They cost about 115 KB in every bundle with an AWS SDK client (the nested
 * STS, SSO and sign-in clients), for sources a Lambda function never has. Code that is not bundled (tests, scripts,
 * the local stack) keeps the SDK's own.
 */
import type { AwsCredentialIdentityProvider } from '@smithy/types';

/** A link of the default chain that offers nothing: `tryNextLink` sends the chain on, as the SDK's own sources do. */
function absent(source: string): (init?: unknown) => AwsCredentialIdentityProvider {
  return () => async () => {
    throw Object.assign(
      new Error(`${source} credentials are not in a deployed function's bundle (docs/decisions/1230)`),
      { name: 'CredentialsProviderError', tryNextLink: true },
    );
  };
}

export const fromIni = absent('Profile (~/.aws)');
export const fromSSO = absent('SSO');
export const fromProcess = absent('Credential process');
export const fromTokenFile = absent('Web identity token file');
