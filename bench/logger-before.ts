/**
 * The logger as it was before the structural redaction of issue 17 (secret-named string fields only), kept for one
 * purpose: `npm run bench -- logger` measures the redacting logger (shared/logger.ts) against it. Not used elsewhere.
 */
import type { Logger, LogLevel, LogSink } from '../shared/logger';

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

const stdoutSink: LogSink = (line) => process.stdout.write(`${line}\n`);

/** Field names whose values are never written, wherever they appear. */
const SECRET_FIELDS = /(password|secret|token|apikey|api_key|x-api-key|authorization|credentials|key$)/i;

function redact(value: unknown, depth = 0): unknown {
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = SECRET_FIELDS.test(k) && typeof v === 'string' ? '[redacted]' : redact(v, depth + 1);
  }
  return out;
}

export function createLogger(
  level: LogLevel = 'info',
  base: Record<string, unknown> = {},
  sink: LogSink = stdoutSink,
): Logger {
  const write = (at: LogLevel, msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[at] < ORDER[level]) return;
    const entry = { level: at, time: new Date().toISOString(), msg, ...base, ...(redact(fields ?? {}) as object) };
    sink(JSON.stringify(entry));
  };
  return {
    debug: (m, f) => write('debug', m, f),
    info: (m, f) => write('info', m, f),
    warn: (m, f) => write('warn', m, f),
    error: (m, f) => write('error', m, f),
    child: (fields) => createLogger(level, { ...base, ...fields }, sink),
  };
}
