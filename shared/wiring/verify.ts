/** Verify's routes, wired: the send path's adapters, the verifications, the fraud guard and the code keys. */

import type { APIGatewayProxyResult } from 'aws-lambda';
import { limiterOf } from '../db/rate-window-store';
import { tableOf } from '../db/table';
import { VerificationRepository } from '../db/verification-repository';
import { VerifyGuardRepository } from '../db/verify-guard-repository';
import { errorBody, json } from '../http/response';
import type { Runtime } from '../runtime';
import type { StartRefused, VerifyDeps } from '../verify/verify';
import { sendDeps } from './send';
import { codeKeysOfRuntime } from './verify-key';

export const verifyDeps = (rt: Runtime): VerifyDeps => ({
  verifications: new VerificationRepository(tableOf(rt)),
  guard: new VerifyGuardRepository(tableOf(rt)),
  limiter: limiterOf(rt),
  send: sendDeps(rt),
  codeKeys: codeKeysOfRuntime(rt),
  // The sandbox clock on the local stage (PUT /sandbox/clock expires codes), the system clock when deployed.
  clock: rt.overrides.sandboxClock ?? rt.clock,
});

/** A refused start's answer: 429 with Retry-After. */
export function refusedStart(requestId: string, refusal: StartRefused): APIGatewayProxyResult {
  return json(429, errorBody('TOO_MANY_REQUESTS', refusal.message, requestId), {
    'Retry-After': String(refusal.retryAfterSeconds),
  });
}
