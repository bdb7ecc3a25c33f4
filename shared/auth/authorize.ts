import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import type { Clock } from '../clock';
import type { Logger } from '../logger';
import { authenticateApiKey } from './authenticate-api-key';
import { authenticateBearer } from './authenticate-bearer';
import { type Principal, principalToContext } from './principal';

/** What each kind of caller is checked with, built on first use (a route's function sees one kind only). */
export interface AuthorizerDeps {
  apiKeys: () => Parameters<typeof authenticateApiKey>[0];
  bearer: () => Parameters<typeof authenticateBearer>[0];
  clock: Clock;
  log: Logger;
}

/**
 * The one Lambda REQUEST authorizer, attached twice: on /public/* it reads X-API-Key (one consistent GetItem), elsewhere
 * the bearer token (its signature, then one BatchGetItem of user, membership and session). Nothing is cached, by API
 * Gateway or here, so a revoked key, a removed member or a signed-out session is refused on its very next request. It
 * only establishes who is calling; what they may do is enforced by the route's handler chain from its contract.
 * Throwing "Unauthorized" makes API Gateway answer 401 with our envelope (a Gateway Response).
 */
export async function authorize(
  deps: AuthorizerDeps,
  event: APIGatewayRequestAuthorizerEvent,
): Promise<APIGatewayAuthorizerResult> {
  const headers = Object.fromEntries(Object.entries(event.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  const isPublic = (event.path ?? '').includes('/api/v1/public/');
  let principal: Principal | undefined;
  try {
    principal = isPublic
      ? await authenticateApiKey(deps.apiKeys(), headers['x-api-key'], deps.clock.now())
      : await authenticateBearer(deps.bearer(), headers.authorization);
  } catch (error) {
    deps.log.error('authorizer failure', { error, resource: event.resource });
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
}
