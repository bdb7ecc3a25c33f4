/**
 * Vitest setup file of the tiers that run the functions (integration, e2e, browser): whatever this test process
 * writes to standard output or error, or through the console (a runtime built without a logger of its own logs to
 * standard output, as a Lambda does; the local gateway reports integration failures on the console), is also
 * captured for the log scan (test/support/log-capture.ts). It still reaches the terminal as before.
 */
import { captureChunk, captureLog } from './log-capture';

// Once a process: a worker that runs several test files runs this file for each.
const WRAPPED = Symbol.for('sms-messaging-service.test.capture-output');
const marks = globalThis as typeof globalThis & { [WRAPPED]?: true };
if (!marks[WRAPPED]) {
  marks[WRAPPED] = true;
  wrap();
}

function wrap(): void {
  for (const [name, stream] of [
    ['stdout', process.stdout],
    ['stderr', process.stderr],
  ] as const) {
    const write = stream.write.bind(stream) as (...args: unknown[]) => boolean;
    stream.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (typeof chunk === 'string' || chunk instanceof Uint8Array)
        captureChunk(name, Buffer.from(chunk).toString('utf8'));
      return write(chunk, ...rest);
    }) as typeof stream.write;
  }

  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    const original = console[method].bind(console);
    console[method] = (...args: unknown[]) => {
      captureLog(args.map((a) => (typeof a === 'string' ? a : safeJson(a))).join(' '));
      original(...args);
    };
  }
}

function safeJson(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}\n${value.stack ?? ''}`;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
