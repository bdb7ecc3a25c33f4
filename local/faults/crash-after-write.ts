/**
 * A function that dies right after one of its writes, in process (the campaign soak, test/support/campaign-soak.ts):
 * after DynamoDB or SQS answered a write (Put, Update, Delete, a transaction or a batch; SendMessage, SendMessageBatch)
 * made inside one of the named functions, at that function's chance, the call throws instead of returning. The
 * write stands; nothing the function meant to do after it happens in that invocation, and the invocation fails as a
 * crashed Lambda's does: its queue message comes back after the visibility timeout, the stream batch is read again, a
 * callback gets no 2xx and the vendor posts it again. Unlike a SIGKILL, a `catch` on the way up still runs; the kill
 * itself is shown by test/e2e/event-relay.test.ts and campaign-counts-crash.test.ts (local/faults/worker-process.ts).
 * Refused on any stage but `local` and `test`.
 */
import { sqsClientOf } from '../../shared/aws/sqs-queue';
import { FAULT_STAGES } from '../../shared/config';
import { tableOf } from '../../shared/db/table';
import type { Runtime } from '../../shared/runtime';
import { currentFunction } from '../table-access-guard';

const WRITES = new Set([
  'PutCommand',
  'PutItemCommand',
  'UpdateCommand',
  'UpdateItemCommand',
  'DeleteCommand',
  'DeleteItemCommand',
  'TransactWriteCommand',
  'TransactWriteItemsCommand',
  'BatchWriteCommand',
  'BatchWriteItemCommand',
  'SendMessageCommand',
  'SendMessageBatchCommand',
]);

class CrashAfterWrite extends Error {
  constructor(fn: string, command: string) {
    super(`injected crash of ${fn} right after its ${command} was answered`);
    this.name = 'CrashAfterWrite';
  }
}

export interface Crashes {
  /** Off: no more crashes (the soak's final checks). */
  enabled: boolean;
  /** Crashes so far, per function. */
  readonly counts: Record<string, number>;
}

interface MiddlewareStack {
  add(
    middleware: (
      next: (args: unknown) => Promise<unknown>,
      context: { commandName?: string },
    ) => (args: unknown) => Promise<unknown>,
    options: { step: 'initialize'; name: string },
  ): void;
}

/** Installs the crashes on the runtime's DynamoDB and SQS clients: `chances` maps a function's name to its chance per write. */
export function installCrashes(rt: Runtime, chances: Record<string, number>, random: () => number): Crashes {
  if (!FAULT_STAGES.includes(rt.config.STAGE)) throw new Error(`crashes are refused on stage ${rt.config.STAGE}`);
  const crashes: Crashes = { enabled: true, counts: {} };
  const middleware: Parameters<MiddlewareStack['add']>[0] = (next, context) => async (args) => {
    const output = await next(args);
    const fn = currentFunction();
    const chance = fn ? chances[fn] : undefined;
    const command = context.commandName ?? '';
    if (crashes.enabled && fn && chance && WRITES.has(command) && random() < chance) {
      crashes.counts[fn] = (crashes.counts[fn] ?? 0) + 1;
      throw new CrashAfterWrite(fn, command);
    }
    return output;
  };
  for (const client of [tableOf(rt).db, sqsClientOf(rt)]) {
    (client.middlewareStack as unknown as MiddlewareStack).add(middleware, {
      step: 'initialize',
      name: 'crashAfterWrite',
    });
  }
  return crashes;
}
