import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { authorize } from '../shared/auth/authorize';
import { runtime } from '../shared/runtime';
import { authorizerDeps } from '../shared/wiring/authorizer';

/** The one Lambda REQUEST authorizer (shared/auth/authorize.ts): who is calling; 401 ("Unauthorized") for no one. */
export const handler = async (event: APIGatewayRequestAuthorizerEvent): Promise<APIGatewayAuthorizerResult> =>
  authorize(authorizerDeps(runtime()), event);
