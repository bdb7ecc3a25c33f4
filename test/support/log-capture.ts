/**
 * What the log scan (test/support/log-scan.ts) reads: every log line the functions write during a test run, and every
 * secret or piece of personal data the tests made (the canaries), each appended to files under SMS_TEST_LOG_DIR (set
 * by vitest.config.ts, one directory per run). Test code only: production functions log to standard output as before.
 * Without SMS_TEST_LOG_DIR (a script, the benchmark) nothing is written.
 */
import { mkdirSync, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export const LOG_DIR_ENV = 'SMS_TEST_LOG_DIR';

export type CanaryKind = 'secret' | 'phone' | 'body' | 'email' | 'name';

const files = new Map<string, number>();

function append(file: string, text: string): void {
  const dir = process.env[LOG_DIR_ENV];
  if (!dir) return;
  const path = join(dir, file);
  let fd = files.get(path);
  if (fd === undefined) {
    mkdirSync(dir, { recursive: true });
    fd = openSync(path, 'a');
    files.set(path, fd);
  }
  writeSync(fd, text);
}

/** One log line, into this process's log file. */
export function captureLog(line: string): void {
  append(`logs-${process.pid}.log`, line.endsWith('\n') ? line : `${line}\n`);
}

/** A chunk of a stream, as it comes (lines may span chunks), into a file of that stream's own. */
export function captureChunk(stream: string, text: string): void {
  append(`${stream}-${process.pid}.log`, text);
}

const recorded = new Set<string>();

/** A value that must never reach a log: an API key, a token, a password, a phone number, a message body, an e-mail. */
export function recordCanary(kind: CanaryKind, value: unknown): void {
  if (typeof value !== 'string' || value.trim().length < 3) return;
  // What a test sends after a request it depended on failed ("job-undefined"): not a secret, and it would match
  // every log line that prints an unset field.
  if (/(^|[\s-])(undefined|null)$/.test(value.trim())) return;
  const key = `${process.env[LOG_DIR_ENV]}\u0000${kind}\u0000${value}`;
  if (recorded.has(key)) return;
  recorded.add(key);
  append(`canaries-${process.pid}.jsonl`, `${JSON.stringify({ kind, value })}\n`);
}

const SECRET_KEY = /password|token|secret|^key$|apikey|x-api-key|authtoken/i;
const PHONE_KEY = /^(to|from|phone|phonenumber|msisdn|recipient|recipients|phones)$/i;
const BODY_KEY = /^(body|text)$/i;
const EMAIL_KEY = /email/i;
const NAME_KEY = /^(fullname|firstname|lastname)$/i;

/** Records the canaries of a JSON value by the names of its fields (a request or a response body), at any depth. */
export function recordCanariesIn(value: unknown, key = '', depth = 0): void {
  if (depth > 8 || value === null || value === undefined) return;
  if (Array.isArray(value)) {
    for (const v of value) recordCanariesIn(v, key, depth + 1);
    return;
  }
  if (typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) recordCanariesIn(v, k, depth + 1);
    return;
  }
  if (typeof value !== 'string') return;
  if (SECRET_KEY.test(key)) recordCanary('secret', value);
  // Clickatell's callback URL ends with the account's callback secret (Twilio's with the account id, no secret).
  else if (/callbackurl/i.test(key) && value.includes('/callbacks/clickatell/')) {
    recordCanary('secret', value.split('/').pop());
  } else if (PHONE_KEY.test(key)) recordCanary('phone', value);
  else if (BODY_KEY.test(key)) recordCanary('body', value);
  else if (EMAIL_KEY.test(key)) recordCanary('email', value);
  else if (NAME_KEY.test(key)) recordCanary('name', value);
}

/** The secrets of request headers: the API key and a bearer token's value. */
export function recordHeaderCanaries(headers: Record<string, string> | undefined): void {
  for (const [name, value] of Object.entries(headers ?? {})) {
    const lower = name.toLowerCase();
    if (lower === 'x-api-key') recordCanary('secret', value);
    else if (lower === 'authorization') recordCanary('secret', value.replace(/^bearer\s+/i, ''));
  }
}
