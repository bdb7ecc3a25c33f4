/**
 * IAM for the local stack: each function runs with its declared table access (lib/table-access.ts), and a DynamoDB
 * call outside it is refused as AWS would refuse it (AccessDeniedException), so the e2e suite fails where a deployed
 * function would. Installed on the local runtime's client by local/serve.ts; the gateway, the queue poller and the
 * sweeper run each function inside `asFunction`.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { threadId } from 'node:worker_threads';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { DynamoAction } from '../lib/table-access';

export interface FunctionAccess {
  name: string;
  actions: readonly DynamoAction[];
  /** UpdateItem allowed beyond `actions` on items whose pk starts with one of these. */
  updateKeyPrefixes: readonly string[];
}

const current = new AsyncLocalStorage<FunctionAccess>();
/** What each function was seen to call, for `npm run bench`-style reports and for tightening declarations. */
const seen = new Map<string, Set<string>>();

export function asFunction<T>(access: FunctionAccess, run: () => Promise<T>): Promise<T> {
  return current.run(access, run);
}

type Item = Record<string, unknown>;

/** The IAM actions one call needs, with the partition key of each item written (for restricted updates). */
function needs(command: string, input: Item): { action: DynamoAction | 'Scan' | 'Other'; pk?: unknown }[] {
  const key = (k: unknown) => (k as { pk?: unknown } | undefined)?.pk;
  switch (command) {
    case 'GetItemCommand':
    case 'GetCommand':
      return [{ action: 'GetItem' }];
    case 'BatchGetItemCommand':
    case 'BatchGetCommand':
      return [{ action: 'BatchGetItem' }];
    case 'QueryCommand':
      return [{ action: 'Query' }];
    case 'PutItemCommand':
    case 'PutCommand':
      return [{ action: 'PutItem', pk: key(input.Item) }];
    case 'UpdateItemCommand':
    case 'UpdateCommand':
      return [{ action: 'UpdateItem', pk: key(input.Key) }];
    case 'DeleteItemCommand':
    case 'DeleteCommand':
      return [{ action: 'DeleteItem', pk: key(input.Key) }];
    case 'BatchWriteItemCommand':
    case 'BatchWriteCommand':
      return [{ action: 'BatchWriteItem' }];
    case 'TransactGetItemsCommand':
    case 'TransactGetCommand':
      return [{ action: 'GetItem' }];
    case 'TransactWriteItemsCommand':
    case 'TransactWriteCommand':
      return ((input.TransactItems as Item[] | undefined) ?? []).map((item) => {
        if (item.Put) return { action: 'PutItem' as const, pk: key((item.Put as Item).Item) };
        if (item.Update) return { action: 'UpdateItem' as const, pk: key((item.Update as Item).Key) };
        if (item.Delete) return { action: 'DeleteItem' as const, pk: key((item.Delete as Item).Key) };
        return { action: 'ConditionCheckItem' as const };
      });
    case 'ScanCommand':
      return [{ action: 'Scan' }];
    default:
      return [{ action: 'Other' }];
  }
}

const pkText = (pk: unknown) => (typeof pk === 'string' ? pk : (pk as { S?: string } | undefined)?.S);

function allowed(access: FunctionAccess, need: { action: string; pk?: unknown }): boolean {
  if ((access.actions as readonly string[]).includes(need.action)) return true;
  const pk = pkText(need.pk);
  return need.action === 'UpdateItem' && pk !== undefined && access.updateKeyPrefixes.some((p) => pk.startsWith(p));
}

/** Installs the guard on a document client (once). */
export function guardTable(db: DynamoDBDocumentClient): void {
  if ((db as { __guarded?: boolean }).__guarded) return;
  (db as { __guarded?: boolean }).__guarded = true;
  db.middlewareStack.add(
    (next, context) => async (args) => {
      const access = current.getStore();
      if (access) {
        const command = String(context.commandName ?? '');
        for (const need of needs(command, (args.input ?? {}) as Item)) {
          const used = seen.get(access.name) ?? new Set<string>();
          seen.set(access.name, used.add(need.action));
          if (!allowed(access, need)) {
            const error = new Error(
              `User is not authorized to perform: dynamodb:${need.action} (function ${access.name}, ${command}): ` +
                'declare it in its route access (lib/routes-*.ts) if the function needs it',
            );
            error.name = 'AccessDeniedException';
            throw error;
          }
        }
      }
      return next(args);
    },
    { step: 'initialize', name: 'localTableAccessGuard' },
  );
}

/** For tightening declarations: with TABLE_ACCESS_LOG=<dir>, writes what each function called (the stack's stop). */
export function writeAccessLog(): void {
  const dir = process.env.TABLE_ACCESS_LOG;
  if (!dir) return;
  const report = Object.fromEntries([...seen].map(([name, used]) => [name, [...used].sort()]));
  writeFileSync(`${dir}/access-${process.pid}-${threadId}-${randomUUID()}.json`, JSON.stringify(report));
}

/** The function the current call runs in (its declared name), for faults aimed at one function (local/faults). */
export function currentFunction(): string | undefined {
  return current.getStore()?.name;
}
