/**
 * The chain of the Twilio-compatible routes (docs/decisions/1601-twilio-compatible-api.md): the shared handler chain
 * (body size, logging, metrics) with Twilio's Basic authentication, the key's per-minute limit (the same counter as
 * the Public API's) and every error answered in Twilio's body. The route's logic gets the caller and the limit's
 * promise, to overlap its first reads with it as the Public API's send does.
 */
import type { APIGatewayProxyResult } from 'aws-lambda';
import { type ApiKeyRecord, apiKeyValueContext, hashApiKey } from '../api-keys/api-key';
import { authenticateApiKey } from '../auth/authenticate-api-key';
import type { ApiKeyScope } from '../auth/permissions';
import type { ApiKeyPrincipal } from '../auth/principal';
import { metricsOf } from '../aws/emf-metrics';
import { CredentialsRepository, sealApiKeyValue } from '../db/credentials-repository';
import { limiterOf } from '../db/rate-window-store';
import { tableOf } from '../db/table';
import { tooManyRequests } from '../errors';
import type { HttpRequest } from '../http/chain';
import type { RouteContract } from '../http/contract';
import { json } from '../http/response';
import { count, METRIC } from '../metrics';
import { once, type Runtime } from '../runtime';
import { twilioPrincipal } from '../twilio/auth';
import { asTwilioError, TwilioError, twilioErrorBody } from '../twilio/errors';
import { http } from './http';
import { secretBoxOf } from './secret-box';

type TwilioCaller = ApiKeyPrincipal & {
  password: string;
  /** The key's record has its sealed value already (decision 1604). */
  valueSealed: boolean;
};

export interface TwilioContract extends RouteContract {
  readonly auth: 'none';
  readonly scope: ApiKeyScope;
}

export type TwilioLogic<C extends TwilioContract, D> = (
  req: HttpRequest<C>,
  deps: D,
  caller: TwilioCaller,
  /** Resolves once the key's per-minute limit admitted the request; rejects with its 429. */
  admitted: Promise<void>,
) => Promise<APIGatewayProxyResult>;

interface Wired<D> {
  own: D;
  rt: Runtime;
}

/** The request's path as Twilio's 404 names it (relative to the compatible API's base). */
const twilioPath = (path: string | undefined) => (path ?? '').replace(/^.*\/twilio(?=\/)/, '').replace(/^\/v2\//, '/');

/**
 * Seals the caller's key value into its record the first time it sends on the compatible API (decision 1604): once,
 * by a conditional write; a key never used here has no reversible copy. Only the create route does it (it alone holds
 * kms:Encrypt): status callbacks, and replies signed with the key, come only after a send.
 */
export function keyValueSealerOf(rt: Runtime): (caller: TwilioCaller) => Promise<void> {
  return async (caller) => {
    if (caller.valueSealed) return;
    const sealed = await secretBoxOf(rt).seal(caller.password, apiKeyValueContext(caller.accountId, caller.keyId));
    await sealApiKeyValue(tableOf(rt), hashApiKey(caller.password), sealed);
  };
}

export function twilioHttp<const C extends TwilioContract, D>(
  route: C,
  deps: (rt: Runtime) => D,
  logic: TwilioLogic<C, D>,
) {
  return http(
    route,
    (rt): Wired<D> => ({ own: deps(rt), rt }),
    async (req, wired) => {
      const { rt } = wired;
      try {
        const keys = once(rt, 'twilio-api-keys', () => new CredentialsRepository(tableOf(rt)));
        const params = (req.params ?? {}) as { AccountSid?: string; ServiceSid?: string; Sid?: string };
        // The record read to authenticate, kept to tell whether its value is sealed yet (no second read).
        let record: ApiKeyRecord | undefined;
        const apiKeys = {
          findByHash: async (hash: string) => {
            record = await keys.findByHash(hash);
            return record;
          },
          touch: keys.touch.bind(keys),
        };
        const principal = await twilioPrincipal((value) => authenticateApiKey({ apiKeys }, value, req.nowMs), {
          authorization: req.headers.authorization,
          // Verify's paths name no account (decision 1703): the key's own account is the one.
          pathAccountSid: route.path.includes('{AccountSid}') ? (params.AccountSid ?? '') : undefined,
          scope: route.scope,
          path: twilioPath(`/twilio${route.path}`)
            .replace('{AccountSid}', params.AccountSid ?? '')
            .replace('{ServiceSid}', params.ServiceSid ?? '')
            .replace('{Sid}', params.Sid ?? ''),
        });
        const caller = { ...principal, valueSealed: record?.sealedValue !== undefined };
        const limit = caller.rateLimitPerMinute;
        const admitted = limiterOf(rt)
          .hit(`KEY#${caller.keyId}`, limit, req.nowMs)
          .then((hit) => {
            if (hit.allowed) return;
            count(metricsOf(rt), METRIC.rateLimited, { Route: route.id });
            throw tooManyRequests(`Rate limit exceeded: ${limit} requests per minute for this API key`);
          });
        admitted.catch(() => undefined);
        return await logic(req, wired.own, caller, admitted);
      } catch (error) {
        const answer = asTwilioError(error);
        if (answer) return json(answer.status, twilioErrorBody(answer), answer.headers);
        req.log.error('unhandled error', { error });
        return json(500, twilioErrorBody(new TwilioError(500, 20500, 'Internal Server Error')));
      }
    },
  );
}
