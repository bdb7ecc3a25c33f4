/** `POST /push-tokens` and `/push-tokens/unregister`. */
import { PushTokenRepository } from '../db/push-token-repository';
import { tableOf } from '../db/table';
import type { Runtime } from '../runtime';

export const pushTokenDeps = (rt: Runtime) => ({ pushTokens: new PushTokenRepository(tableOf(rt)) });
