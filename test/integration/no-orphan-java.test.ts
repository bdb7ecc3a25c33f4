/**
 * A Node process that started DynamoDB Local must never leave its JVM behind, however it ends. The owner runs in a
 * child process (test/support/dynamodb-local-child.ts); the test ends it and watches /proc for the java process.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CHILD_SCRIPT = fileURLToPath(new URL('../support/dynamodb-local-child.ts', import.meta.url));
const START_TIMEOUT_MS = 60_000;
const GONE_WITHIN_MS = 5_000;

type Ending = 'SIGKILL' | 'SIGTERM' | 'SIGINT' | 'exit';

let child: ChildProcess | undefined;
let port: number | undefined;

afterEach(() => {
  // A failed assertion must not leak the very processes this file is about.
  child?.kill('SIGKILL');
  if (port) for (const pid of processesServing(port)) killQuietly(pid);
  child = undefined;
  port = undefined;
});

describe.skipIf(!existsSync('/proc/self/cmdline'))('DynamoDB Local leaves no java process behind', () => {
  it.each<Ending>(['SIGKILL', 'SIGTERM', 'SIGINT', 'exit'])(
    'when its Node parent ends by %s',
    async (ending) => {
      child = spawn(process.execPath, ['--import', 'tsx', CHILD_SCRIPT], {
        cwd: REPO_ROOT,
        stdio: ['pipe', 'pipe', 'inherit'],
      });
      port = await reportedPort(child);
      const javaPids = processesServing(port).filter(isJava);
      expect(javaPids).toHaveLength(1);

      end(child, ending);

      expect(await goneWithin(port, GONE_WITHIN_MS)).toEqual([]);
    },
    START_TIMEOUT_MS + GONE_WITHIN_MS + 5_000,
  );
});

function end(proc: ChildProcess, ending: Ending): void {
  if (ending === 'exit') proc.stdin?.write('exit\n');
  else proc.kill(ending);
}

function reportedPort(proc: ChildProcess): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    let output = '';
    proc.stdout?.setEncoding('utf8');
    proc.stdout?.on('data', (chunk: string) => {
      output += chunk;
      const line = output.split('\n').find((candidate) => candidate.startsWith('{'));
      if (line) resolvePromise((JSON.parse(line) as { port: number }).port);
    });
    proc.once('exit', (code) => reject(new Error(`child exited with ${code} before reporting a port: ${output}`)));
  });
}

/** Polls until neither java nor its watchdog for this port is alive; returns the pids still alive at the deadline. */
async function goneWithin(servedPort: number, ms: number): Promise<number[]> {
  const deadline = Date.now() + ms;
  let alive = processesServing(servedPort);
  while (alive.length > 0 && Date.now() < deadline) {
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 100));
    alive = processesServing(servedPort);
  }
  return alive;
}

/** Live processes (java and its sh watchdog) whose command line runs DynamoDBLocal.jar on this port. */
function processesServing(servedPort: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      const args = commandLine(pid);
      const portAt = args.indexOf('-port');
      return args.some((arg) => arg.endsWith('DynamoDBLocal.jar')) && args[portAt + 1] === String(servedPort);
    });
}

function isJava(pid: number): boolean {
  return commandLine(pid)[0]?.split('/').pop() === 'java';
}

/** Empty for zombies and vanished processes, which count as gone. */
function commandLine(pid: number): string[] {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return [];
  }
}

function killQuietly(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}
