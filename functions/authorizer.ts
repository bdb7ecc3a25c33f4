import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { authenticateApiKey } from '../shared/auth/authenticate-api-key';
import { authenticateBearer } from '../shared/auth/authenticate-bearer';
import { type Principal, principalToContext } from '../shared/auth/principal';
import { CredentialsRepository } from '../shared/db/credentials-repository';
import { tableOf } from '../shared/db/table';
import { once, runtime } from '../shared/runtime';
import { verifierOf } from '../shared/wiring/verifier';

/**
 * The one Lambda REQUEST authorizer, attached twice: on /public/* it reads X-API-Key (one consistent GetItem), elsewhere
 * the bearer token (its signature, then one BatchGetItem of user, membership and session). Nothing is cached, by API
 * Gateway or here, so a revoked key, a removed member or a signed-out session is refused on its very next request. It
 * only establishes who is calling; what they may do is enforced by the route's handler chain from its contract.
 * Throwing "Unauthorized" makes API Gateway answer 401 with our envelope (a Gateway Response).
 */
export const handler = async (event: APIGatewayRequestAuthorizerEvent): Promise<APIGatewayAuthorizerResult> => {
  const rt = runtime();
  const headers = Object.fromEntries(Object.entries(event.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  const isPublic = (event.path ?? '').includes('/api/v1/public/');
  let principal: Principal | undefined;
  try {
    principal = isPublic
      ? await authenticateApiKey(
          once(rt, 'authorizer-api-keys', () => ({ apiKeys: new CredentialsRepository(tableOf(rt)) })),
          headers['x-api-key'],
          rt.clock.now(),
        )
      : await authenticateBearer(
          once(rt, 'authorizer-bearer', () => ({
            tokens: verifierOf(rt),
            principals: new CredentialsRepository(tableOf(rt)),
          })),
          headers.authorization,
        );
  } catch (error) {
    rt.log.error('authorizer failure', { error, resource: event.resource });
    throw error;
  }
  if (!principal) throw new Error('Unauthorized');
  return {
    principalId: principal.type === 'apiKey' ? principal.keyId : principal.userId,
    policyDocument: {
      Version: '2012-10-17',
      Statement: [{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: event.methodArn }],
    },
    context: principalToContext(principal),
  };
};
