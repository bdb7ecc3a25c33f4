/**
 * Runs the official DynamoDB Local jar (shipped inside amplify-dynamodb-simulator) as a child process.
 *
 * Java is started through a small `sh` watchdog so it can never outlive this Node process: `stop()` and a normal exit
 * end it directly, and if Node dies without cleaning up (SIGINT, SIGTERM, SIGKILL, a crash) the watchdog notices the
 * parent pid is gone and kills java itself. A stray JVM would otherwise keep the port and ~300 MB of memory.
 *
 * The jar has no host option and binds every interface; clients use 127.0.0.1 (see docs/decisions/0002).
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { localAwsConfig } from './aws-clients';

export interface DynamoDbLocalOptions {
  /** 0 or undefined picks a free port. */
  port?: number;
  /** Persist tables in this directory (shared across credentials and regions). Mutually exclusive with inMemory. */
  dataDir?: string;
  /** Keep everything in memory; the default when no dataDir is given. */
  inMemory?: boolean;
  /**
   * One database for every access key and region (default true, so the CLI, the tests and the handlers agree). The
   * test suite turns it off and gives each test file an access key of its own (docs/decisions/1610).
   */
  sharedDb?: boolean;
  /** How long to wait for the first successful ListTables. */
  startTimeoutMs?: number;
}

export interface LocalService {
  endpoint: string;
  port: number;
  stop(): Promise<void>;
}

const JAVA_REQUIRED = 'Java 17+ is required: apt-get install -y openjdk-17-jre-headless';
const MIN_JAVA_MAJOR = 17;
const DEFAULT_START_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 10_000;
const PORT_RACE_RETRIES = 3;
const OUTPUT_TAIL_CHARS = 4_000;

/*
 * $1 is the Node pid, the rest is the java command line. Java runs in the background so the shell stays free to
 * watch: a subshell polls the Node pid and terminates java once it is gone, and the main shell forwards its own
 * TERM/INT/HUP to java. Java's pid goes out on fd 3 so Node can SIGKILL it as a last resort. The watcher's stdio is
 * detached so a lingering watcher never holds Node's pipes open.
 */
const WATCHDOG_SCRIPT = `
parent=$1; shift
"$@" 3>&- &
child=$!
echo "$child" >&3
exec 3>&-
terminate() {
  kill "$child" 2>/dev/null
  n=0
  while kill -0 "$child" 2>/dev/null && [ "$n" -lt 50 ]; do sleep 0.1; n=$((n + 1)); done
  kill -9 "$child" 2>/dev/null
}
(
  while kill -0 "$parent" 2>/dev/null; do sleep 0.5; done
  terminate
) </dev/null >/dev/null 2>&1 &
watcher=$!
trap 'kill "$child" 2>/dev/null; wait "$child"; kill "$watcher" 2>/dev/null; exit 143' TERM INT HUP
wait "$child"
status=$?
kill "$watcher" 2>/dev/null
exit "$status"
`;

export async function startDynamoDbLocal(opts: DynamoDbLocalOptions = {}): Promise<LocalService> {
  await assertJavaAvailable();
  const storageArgs = await storageArguments(opts);
  const timeoutMs = opts.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS;
  const pickPort = !opts.port;
  for (let attempt = 1; ; attempt++) {
    const port = pickPort ? await freePort() : (opts.port as number);
    // Checked up front because readiness is probed over HTTP: whoever already owns the port would answer for us.
    if (!pickPort) await assertPortFree(port);
    try {
      return await launch(port, storageArgs, timeoutMs);
    } catch (error) {
      // A picked port can be taken between probing and java binding it; try another one.
      const retry = pickPort && error instanceof PortInUseError && attempt < PORT_RACE_RETRIES;
      if (!retry) throw error;
    }
  }
}

class PortInUseError extends Error {}

async function assertJavaAvailable(): Promise<void> {
  let output: string;
  try {
    output = await run('java', ['-version']);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'java was not found on PATH' : String(error);
    throw new Error(`${JAVA_REQUIRED} (${reason})`);
  }
  const major = javaMajorVersion(output);
  if (major !== undefined && major < MIN_JAVA_MAJOR) throw new Error(`${JAVA_REQUIRED} (found Java ${major})`);
}

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    execFile(command, args, (error, stdout, stderr) => (error ? reject(error) : resolvePromise(`${stdout}${stderr}`)));
  });
}

/** Java 8 reports `version "1.8.0_x"`, later releases `version "17.0.15"`. */
function javaMajorVersion(versionOutput: string): number | undefined {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(versionOutput);
  if (!match) return undefined;
  const first = Number(match[1]);
  return first === 1 ? Number(match[2]) : first;
}

async function storageArguments(opts: DynamoDbLocalOptions): Promise<string[]> {
  if (opts.dataDir && opts.inMemory) throw new Error('DynamoDB Local: choose either dataDir or inMemory, not both');
  // -sharedDb: every credential/region pair sees the same tables, so the CLI, the tests and the handlers agree.
  const shared = opts.sharedDb === false ? [] : ['-sharedDb'];
  if (!opts.dataDir) return [...shared, '-inMemory'];
  const dataDir = resolve(opts.dataDir);
  await mkdir(dataDir, { recursive: true });
  return [...shared, '-dbPath', dataDir];
}

async function freePort(): Promise<number> {
  return listenBriefly(0);
}

async function assertPortFree(port: number): Promise<void> {
  try {
    await listenBriefly(port);
  } catch (error) {
    throw new PortInUseError(`DynamoDB Local: port ${port} is already in use (${(error as Error).message})`);
  }
}

/** Binds the wildcard address, as DynamoDB Local does (it cannot be limited to loopback), and returns the port. */
function listenBriefly(port: number): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(port, () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : port;
      server.close(() => resolvePromise(bound));
    });
  });
}

function jarDirectory(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('amplify-dynamodb-simulator/package.json')), 'emulator');
}

function javaCommand(port: number, storageArgs: string[]): string[] {
  const jarDir = jarDirectory();
  return [
    'java',
    `-Djava.library.path=${join(jarDir, 'DynamoDBLocal_lib')}`,
    '-jar',
    join(jarDir, 'DynamoDBLocal.jar'),
    '-port',
    String(port),
    '-disableTelemetry',
    ...storageArgs,
  ];
}

async function launch(port: number, storageArgs: string[], timeoutMs: number): Promise<LocalService> {
  const proc = spawn(
    'sh',
    ['-c', WATCHDOG_SCRIPT, 'dynamodb-local-watchdog', String(process.pid), ...javaCommand(port, storageArgs)],
    {
      cwd: jarDirectory(),
      env: { ...process.env, DDB_LOCAL_TELEMETRY: '0' },
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
    },
  );
  const output = captureOutput(proc);
  const exited = exitOf(proc);
  const javaPid = readJavaPid(proc);
  const killOnExit = () => killQuietly(javaPid.value, 'SIGKILL');
  // Synchronous last word on a normal exit; signals and SIGKILL are left to the watchdog.
  process.once('exit', killOnExit);

  const stop = onceOnly(async () => {
    process.removeListener('exit', killOnExit);
    await terminate(proc, exited, javaPid.value);
  });

  const endpoint = `http://127.0.0.1:${port}`;
  const failure = await waitUntilReady(endpoint, exited, output, timeoutMs);
  if (failure) {
    await stop();
    const message = `DynamoDB Local did not start on port ${port}: ${failure}\n--- java output (tail) ---\n${output.tail()}`;
    throw output.portInUse() ? new PortInUseError(message) : new Error(message);
  }
  return { endpoint, port, stop };
}

interface OutputTail {
  tail(): string;
  /** Jetty reports a bind failure but the JVM keeps running, so it must be detected from the output. */
  portInUse(): boolean;
  fatal(): boolean;
}

function captureOutput(proc: ChildProcess): OutputTail {
  let text = '';
  const append = (chunk: Buffer) => {
    text = (text + chunk.toString('utf8')).slice(-OUTPUT_TAIL_CHARS);
  };
  // Always drained: a full pipe would block java's logging threads.
  proc.stdout?.on('data', append);
  proc.stderr?.on('data', append);
  return {
    tail: () => text.trim(),
    portInUse: () => /Failed to bind|Address already in use/.test(text),
    fatal: () => /Exception in thread "main"|Failed to bind|Error processing the supplied command line/.test(text),
  };
}

function exitOf(proc: ChildProcess): Promise<number | null> {
  return new Promise((resolvePromise) => {
    if (proc.exitCode !== null || proc.signalCode !== null) resolvePromise(proc.exitCode);
    proc.once('exit', (code) => resolvePromise(code));
    proc.once('error', () => resolvePromise(null));
  });
}

function readJavaPid(proc: ChildProcess): { value: number | undefined } {
  const holder: { value: number | undefined } = { value: undefined };
  let text = '';
  const pipe = proc.stdio[3];
  if (pipe && 'on' in pipe) {
    pipe.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const pid = Number.parseInt(text, 10);
      if (Number.isInteger(pid) && pid > 0) holder.value = pid;
    });
    pipe.on('error', () => {});
  }
  return holder;
}

async function waitUntilReady(
  endpoint: string,
  exited: Promise<number | null>,
  output: OutputTail,
  timeoutMs: number,
): Promise<string | undefined> {
  let exitCode: number | null | undefined;
  void exited.then((code) => {
    exitCode = code;
  });
  const client = new DynamoDBClient({ ...localAwsConfig(endpoint), maxAttempts: 1 });
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline) {
      if (exitCode !== undefined) return `java exited with code ${exitCode}`;
      if (output.fatal()) return 'java reported a fatal error';
      // Checked again after an answer: a JVM whose bind failed keeps running, and something else may have answered.
      if ((await answers(client)) && !output.fatal()) return undefined;
      await delay(150);
    }
    return `no answer to ListTables within ${timeoutMs} ms`;
  } finally {
    client.destroy();
  }
}

async function answers(client: DynamoDBClient): Promise<boolean> {
  try {
    await client.send(new ListTablesCommand({ Limit: 1 }), { abortSignal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

async function terminate(proc: ChildProcess, exited: Promise<number | null>, javaPid: number | undefined) {
  if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGTERM');
  const finished = await Promise.race([exited.then(() => true), delay(STOP_GRACE_MS).then(() => false)]);
  if (finished) return;
  killQuietly(javaPid, 'SIGKILL');
  proc.kill('SIGKILL');
  await exited;
}

function killQuietly(pid: number | undefined, signal: NodeJS.Signals): void {
  if (!pid) return;
  try {
    process.kill(pid, signal);
  } catch {
    // Already gone.
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolvePromise) => setTimeout(resolvePromise, ms).unref());
}

function onceOnly(fn: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => {
    running ??= fn();
    return running;
  };
}
