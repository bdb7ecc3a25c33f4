/**
 * Faults in the AWS SDK v3 clients the functions use (`tableOf(rt).db`, `sqsClientOf(rt)`): an SDK middleware placed
 * inside the SDK's retry loop, so each attempt on the wire may fail as AWS fails, and the SDK's own retries, then our
 * code, deal with it exactly as they would deployed. The code under test is the production code; only the wire lies.
 *
 * Kinds (counted as `<service>.<kind>`):
 * - `throttle`: ProvisionedThroughputExceededException / ThrottlingException (HTTP 400), before the request is served;
 * - `5xx`: InternalServerError / InternalError (HTTP 500), not served;
 * - `timeout`: the request never got an answer and was not served (TimeoutError);
 * - `answer-lost`: the request WAS served (the write happened), then its answer was lost (TimeoutError): the SDK
 *   sends it again, so a non-idempotent call runs twice, as it can with AWS;
 * - `transaction-canceled` (TransactWriteItems only): TransactionCanceledException with one item's reason
 *   TransactionConflict or ThrottlingError, not served.
 */
import type { FaultInjector } from './injector';

type Service = 'dynamodb' | 'sqs';

interface Stack {
  addRelativeTo(
    middleware: (
      next: (args: { input?: Record<string, unknown> }) => Promise<unknown>,
      context: { commandName?: string },
    ) => (args: { input?: Record<string, unknown> }) => Promise<unknown>,
    options: { name: string; relation: 'after'; toMiddleware: string; override?: boolean },
  ): void;
}

const KINDS = [
  ['throttle', 3],
  ['5xx', 2],
  ['timeout', 1.5],
  ['answer-lost', 2],
  ['transaction-canceled', 1.5],
] as const;

class InjectedFault extends Error {
  readonly $fault: 'client' | 'server';
  readonly $metadata: { httpStatusCode?: number; attempts?: number };
  CancellationReasons?: { Code: string; Message?: string }[];

  constructor(name: string, message: string, status: number | undefined) {
    super(`${message} (injected fault)`);
    this.name = name;
    this.$fault = status !== undefined && status >= 500 ? 'server' : 'client';
    this.$metadata = status === undefined ? {} : { httpStatusCode: status };
  }
}

function faultError(service: Service, kind: string, injector: FaultInjector, items: number): InjectedFault {
  switch (kind) {
    case 'throttle':
      return service === 'dynamodb' && injector.random() < 0.7
        ? new InjectedFault(
            'ProvisionedThroughputExceededException',
            'The level of configured provisioned throughput for the table was exceeded',
            400,
          )
        : new InjectedFault('ThrottlingException', 'Rate of requests exceeds the allowed throughput', 400);
    case '5xx':
      return service === 'dynamodb'
        ? new InjectedFault('InternalServerError', 'Internal server error', 500)
        : new InjectedFault('InternalError', 'We encountered an internal error. Please try again.', 500);
    case 'transaction-canceled': {
      const error = new InjectedFault(
        'TransactionCanceledException',
        'Transaction cancelled, please refer cancellation reasons for specific reasons',
        400,
      );
      const at = Math.floor(injector.random() * items);
      const code = injector.random() < 0.6 ? 'TransactionConflict' : 'ThrottlingError';
      error.CancellationReasons = Array.from({ length: items }, (_, i) => ({ Code: i === at ? code : 'None' }));
      return error;
    }
    default:
      return new InjectedFault('TimeoutError', 'Connection timed out after the request was sent', undefined);
  }
}

/** Installs the fault middleware on a client (a DynamoDB document client shares its client's stack). */
export function injectAwsFaults(client: { middlewareStack: unknown }, service: Service, injector: FaultInjector): void {
  (client.middlewareStack as Stack).addRelativeTo(
    (next, context) => async (args) => {
      if (!injector.roll(service)) return next(args);
      const transaction = context.commandName === 'TransactWriteItemsCommand';
      const items = (args.input?.TransactItems as unknown[] | undefined)?.length ?? 1;
      let kind: string = injector.pick(KINDS);
      if (kind === 'transaction-canceled' && !transaction) kind = 'throttle';
      injector.count(`${service}.${kind}`);
      if (kind === 'answer-lost') {
        await next(args);
        throw faultError(service, 'timeout', injector, items);
      }
      throw faultError(service, kind, injector, items);
    },
    { name: `injectedFaults-${service}`, relation: 'after', toMiddleware: 'retryMiddleware', override: true },
  );
}
