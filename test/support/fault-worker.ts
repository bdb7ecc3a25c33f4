/**
 * The service's processes run apart from the test (local/faults/worker-process.ts: the send worker, `ROLE=campaign` the
 * campaign worker, `ROLE=api` the API), for the tests that kill one (SIGKILL) at a chosen point and check what the
 * others make of it; and the waiting those tests do.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ChangeMessageVisibilityCommand } from '@aws-sdk/client-sqs';
import { inject } from 'vitest';
import { sqsClientOf } from '../../shared/aws/sqs-queue';
import type { TestStack } from './stack';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface FaultWorker {
  child: ChildProcess;
  /** Everything it printed, standard output and error. */
  out: string[];
  /** Resolves once it printed READY, with what followed on the line (the API's base URL; '' for a worker). */
  ready: Promise<string>;
  /** The signal that ended it (SIGKILL when it killed itself after a write). */
  exited: Promise<NodeJS.Signals | null>;
  /** The receipt handles of the jobs it took (printed `RECEIVED <handle>`): the one it died holding is among them. */
  handles(): string[];
}

/**
 * One of the service's processes on the stack's table and queues; `env` names the role, the kill point and anything
 * else (it wins over the defaults). The process inherits this one's environment, its database among it.
 */
export function spawnFaultWorker(stack: TestStack, env: Record<string, string>): FaultWorker {
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'local/faults/worker-process.ts')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      STAGE: 'test',
      SERVICE_VERSION: 'test',
      LOG_LEVEL: 'warn',
      TABLE_NAME: stack.tableName,
      QUEUE_URL: stack.queueUrl,
      DYNAMODB_ENDPOINT: inject('dynamoEndpoint'),
      SQS_ENDPOINT: inject('sqsEndpoint'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const out: string[] = [];
  let onReady: (rest: string) => void = () => undefined;
  const ready = new Promise<string>((resolve) => {
    onReady = resolve;
  });
  child.stdout!.on('data', (c: Buffer) => {
    out.push(c.toString('utf8'));
    const m = /READY(?: (\S+))?/.exec(out.join(''));
    if (m) onReady(m[1] ?? '');
  });
  child.stderr!.on('data', (c: Buffer) => out.push(c.toString('utf8')));
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('close', (_code, signal) => resolve(signal)));
  const handles = () => [...out.join('').matchAll(/RECEIVED (\S+)/g)].map((m) => m[1]!);
  return { child, out, ready, exited, handles };
}

/**
 * A killed worker's jobs made visible again at once, as their visibility timeout would later: those it finished are
 * deleted already, so only the one it died holding comes back.
 */
export async function redeliverJobs(stack: TestStack, queueUrl: string, worker: FaultWorker): Promise<void> {
  const sqs = sqsClientOf(stack.rt);
  for (const handle of worker.handles()) {
    await sqs
      .send(new ChangeMessageVisibilityCommand({ QueueUrl: queueUrl, ReceiptHandle: handle, VisibilityTimeout: 0 }))
      .catch(() => undefined);
  }
}

/** Polls `probe` every `everyMs` until it returns a value, failing after `seconds` with what it waited for. */
export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  seconds = 60,
  everyMs = 100,
): Promise<T> {
  const end = Date.now() + seconds * 1000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
