import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { authenticateApiKey } from '../shared/auth/authenticate-api-key';
import { authenticateBearer } from '../shared/auth/authenticate-bearer';
import { type Principal, principalToContext } from '../shared/auth/principal';
import { repositories } from '../shared/repositories';
import { runtime } from '../shared/runtime';

/**
 * The one Lambda REQUEST authorizer, attached twice: on /public/* it reads X-API-Key, elsewhere the bearer token.
 * It only establishes who is calling; what they may do is enforced by the route's handler chain from the route table.
 * Throwing "Unauthorized" makes API Gateway answer 401 with our envelope (a Gateway Response).
 */
export const handler = async (event: APIGatewayRequestAuthorizerEvent): Promise<APIGatewayAuthorizerResult> => {
  const rt = runtime();
  const headers = Object.fromEntries(Object.entries(event.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  const isPublic = (event.path ?? '').includes('/api/v1/public/');
  let principal: Principal | undefined;
  try {
    principal = isPublic
      ? await authenticateApiKey(headers['x-api-key'], repositories(rt).apiKeys, rt.clock.now())
      : await authenticateBearer(headers.authorization, rt);
  } catch (error) {
    rt.log.error('authorizer failure', { error, path: event.path });
    throw error;
  }
  if (!principal) throw new Error('Unauthorized');
  return {
    principalId: principal.type === 'apiKey' ? principal.keyId : principal.type === 'user' ? principal.userId : 'anon',
    policyDocument: {
      Version: '2012-10-17',
      Statement: [{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: event.methodArn }],
    },
    context: principalToContext(principal),
  };
};
