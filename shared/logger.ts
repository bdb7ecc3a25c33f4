/**
 * Structured JSON logs, one line an entry, so CloudWatch Logs Insights can query them by field. Redacted by structure
 * wherever fields nest (personal data and secrets never reach a log: POPIA, docs/decisions/1110-log-redaction.md):
 * secret-named fields become "[redacted]", message bodies their length, phone numbers their last three digits, errors
 * their name, message, code and stack (never an AWS SDK error's request or response); free text (messages, stacks,
 * details) loses phone numbers, e-mail addresses, JWTs, API keys and bearer values.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

export type LogSink = (line: string) => void;

const stdoutSink: LogSink = (line) => process.stdout.write(`${line}\n`);

const SECRET_KEY = /password|secret|token|api_?key|authorization|credential|signature|cookie|key$/i;
const PHONE_KEY = /^(to|from|phone|phones|msisdn|recipient)$/i;
const BODY_KEY = /^(body|text|rawBody)$/i;
/** Phone numbers (E.164, 27…, South African local, spaced), then secrets and e-mail addresses, in free text. */
const PHONE = /(?<![\w+*])(?:\+\d{9,15}|27\d{9}|0\d{9}|0\d\d[ -]\d{3}[ -]\d{4})(?!\w)/g;
const SECRET = /eyJ[\w-]*\.[\w-]*\.[\w-]*|sk_live_[\w-]+|bearer\s+[\w.~+/=-]+|[\w.+-]+@[\w-]+\.[\w.-]+/gi;

/** A phone number's last three digits, the rest masked: enough to tell two numbers of a conversation apart. */
const mask = (s: string) => s.replace(/\d(?=(?:\D*\d){3})/g, '*').replace(/[^\d*]/g, '');
function scrub(s: string): string {
  // Tests first: most text holds neither, and ruling the e-mail alternative out at every position is slow.
  const t = /\d{9}|\d[ -]\d{3}[ -]\d/.test(s) ? s.replace(PHONE, mask) : s;
  return /eyJ|sk_|bearer|@/i.test(t) ? t.replace(SECRET, '[redacted]') : t;
}

/** A log field's value as it may be written; `key` is the field's own name. */
export function redact(value: unknown, key = '', depth = 0): unknown {
  if (value == null || typeof value === 'number' || typeof value === 'boolean') return value;
  if (SECRET_KEY.test(key)) return '[redacted]';
  if (typeof value === 'string') {
    if (BODY_KEY.test(key)) return `[${value.length} chars]`;
    return PHONE_KEY.test(key) ? mask(value) : scrub(value);
  }
  if (typeof value !== 'object' || depth > 5) return typeof value === 'bigint' ? String(value) : '[…]';
  if (BODY_KEY.test(key)) return '[redacted]';
  if (value instanceof Error) {
    const e = value as Error & { code?: unknown; $metadata?: { httpStatusCode?: number }; cause?: unknown };
    // Never the rest: AWS SDK errors carry $response (headers, body) and items of failed conditions.
    return redact(
      {
        name: e.name,
        message: e.message,
        code: e.code,
        status: e.$metadata?.httpStatusCode,
        stack: e.stack,
        cause: e.cause,
      },
      '',
      depth,
    );
  }
  if (Array.isArray(value)) return value.map((v) => redact(v, key, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (k[0] !== '$' && v !== undefined) out[k] = redact(v, k, depth + 1);
  return out;
}

export function createLogger(
  level: LogLevel = 'info',
  base: Record<string, unknown> = {},
  sink: LogSink = stdoutSink,
): Logger {
  const write = (at: LogLevel, msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[at] < ORDER[level]) return;
    const entry = {
      level: at,
      time: new Date().toISOString(),
      msg,
      ...base,
      ...(fields && (redact(fields) as object)),
    };
    sink(JSON.stringify(entry));
  };
  return {
    debug: (m, f) => write('debug', m, f),
    info: (m, f) => write('info', m, f),
    warn: (m, f) => write('warn', m, f),
    error: (m, f) => write('error', m, f),
    child: (fields) => createLogger(level, { ...base, ...(redact(fields) as object) }, sink),
  };
}

/**
 * The X-Ray trace of the current invocation (Lambda sets `_X_AMZN_TRACE_ID` per invocation), as a log field: a log
 * line then leads to its trace and back, as Powertools Logger's `xray_trace_id` does. Empty outside Lambda.
 */
export function traceFields(): Record<string, string> {
  const header = process.env._X_AMZN_TRACE_ID;
  const root = header?.split(';').find((part) => part.startsWith('Root='));
  return root ? { xrayTraceId: root.slice('Root='.length) } : {};
}
