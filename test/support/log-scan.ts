/**
 * The log scan (issue 17, POPIA): after a test run, every log line the functions wrote (captured by
 * test/support/log-capture.ts) is searched for every canary the tests made (API keys, tokens, passwords, webhook
 * secrets, phone numbers, message bodies, e-mail addresses, names) in the forms a log could hold them, and for the
 * shapes of secrets and phone numbers whoever made them (JWTs, our API keys, bearer and Authorization values, E.164 and
 * South African local numbers). The last global teardown (test/global-setup.ts) runs it and fails the run on a finding.
 * Masked numbers (`*******567`, last three digits kept) and lengths of bodies are what the logger writes instead.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CanaryKind } from './log-capture';

export interface Canary {
  kind: CanaryKind;
  value: string;
}

export interface Finding {
  file: string;
  line: number;
  /** `canary:<kind>` or `pattern:<name>`. */
  kind: string;
  /** The line with what was found replaced by its kind, cut to 300 characters: enough to find the log call. */
  context: string;
}

export interface ScanResult {
  files: number;
  lines: number;
  canaries: number;
  findings: Finding[];
}

/** Shorter canaries of these kinds are too common to mean anything ("STOP", "Hi there"). */
const MIN_LENGTH: Record<CanaryKind, number> = { secret: 8, phone: 9, body: 10, email: 6, name: 8 };
const PREFIX = 6;

/** Shapes that are a leak whoever made them. Numbers masked by the logger (`*`) never match. */
const PATTERNS: ReadonlyArray<readonly [string, RegExp]> = [
  ['jwt', /eyJ[\w-]{6,}\.eyJ[\w-]{6,}\.[\w-]{6,}/],
  ['api-key', /sk_live_[\w-]{16,}/],
  ['bearer', /bearer\s+(?!\[redacted\])[\w.~+/=-]{8,}/i],
  ['auth-header', /"(authorization|x-api-key)"\s*:\s*"(?!\[redacted\])[^"]{8,}"/i],
  ['e164', /(?<![\w*+])\+[1-9]\d{9,14}(?!\d)/],
  ['sa-local-number', /(?<![\w*+])0[6-8]\d(?:\d{7}|[ -]\d{3}[ -]\d{4})(?![\w*])/],
];

/** The forms a canary could take in a log line (lower case, as lines are compared). */
export function canaryForms(canary: Canary): string[] {
  const value = canary.value.trim();
  const forms = new Set<string>();
  if (canary.kind === 'phone') {
    const digits = value.replace(/\D/g, '');
    if (digits.length < MIN_LENGTH.phone) return [];
    const national = digits.startsWith('27') && digits.length === 11 ? digits.slice(2) : undefined;
    const local = digits.startsWith('0') && digits.length === 10 ? digits.slice(1) : national;
    forms.add(digits).add(`+${digits}`);
    if (local) forms.add(`0${local}`).add(`27${local}`).add(`+27${local}`);
    if (/^[+\d][\d ()-]+$/.test(value)) forms.add(value);
  } else {
    if (value.length < MIN_LENGTH[canary.kind]) return [];
    // A one-word body ("Unreachable", "Confirmed") is a word of log text too; a sentence is someone's message.
    if (canary.kind === 'body' && !/\S\s+\S/.test(value) && value.length < 20) return [];
    forms.add(value);
    // As JSON writes it inside a log line's string (quotes, backslashes, control characters escaped).
    forms.add(JSON.stringify(value).slice(1, -1));
  }
  return [...forms].map((f) => f.toLowerCase()).filter((f) => f.length >= PREFIX);
}

/** Finds canaries by their first six characters: one map look-up per position of a line, not one search per canary. */
class CanaryIndex {
  private readonly byPrefix = new Map<string, Array<{ form: string; kind: CanaryKind }>>();
  size = 0;

  constructor(canaries: Iterable<Canary>) {
    const seen = new Set<string>();
    for (const canary of canaries) {
      for (const form of canaryForms(canary)) {
        if (seen.has(form)) continue;
        seen.add(form);
        this.size += 1;
        const key = form.slice(0, PREFIX);
        const list = this.byPrefix.get(key) ?? [];
        list.push({ form, kind: canary.kind });
        this.byPrefix.set(key, list);
      }
    }
  }

  find(lower: string): { at: number; form: string; kind: CanaryKind } | undefined {
    for (let i = 0; i + PREFIX <= lower.length; i++) {
      const list = this.byPrefix.get(lower.slice(i, i + PREFIX));
      if (!list) continue;
      for (const entry of list) {
        if (!lower.startsWith(entry.form, i)) continue;
        // A phone number's digits inside a longer run of digits (an id, a timestamp) are not that number.
        if (entry.kind === 'phone' && (isDigit(lower[i - 1]) || isDigit(lower[i + entry.form.length]))) continue;
        return { at: i, ...entry };
      }
    }
    return undefined;
  }
}

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';

function context(line: string, at: number, length: number, kind: string): string {
  const marked = `${line.slice(0, at)}«${kind}»${line.slice(at + length)}`;
  return marked.length > 300 ? `${marked.slice(0, 300)}…` : marked;
}

/** Scans lines (of one named file) for the canaries and the patterns; at most one finding a line. */
export function scanLines(file: string, lines: readonly string[], canaries: Iterable<Canary>): Finding[] {
  return scanWith(file, lines, new CanaryIndex(canaries));
}

function scanWith(file: string, lines: readonly string[], index: CanaryIndex): Finding[] {
  const findings: Finding[] = [];
  lines.forEach((line, n) => {
    if (!line) return;
    const hit = index.find(line.toLowerCase());
    if (hit) {
      const kind = `canary:${hit.kind}`;
      findings.push({ file, line: n + 1, kind, context: context(line, hit.at, hit.form.length, kind) });
      return;
    }
    for (const [name, pattern] of PATTERNS) {
      const match = pattern.exec(line);
      if (!match) continue;
      const kind = `pattern:${name}`;
      findings.push({ file, line: n + 1, kind, context: context(line, match.index, match[0].length, kind) });
      return;
    }
  });
  return findings;
}

/** The canaries recorded in a directory's `canaries-*.jsonl` files. */
function readCanaries(dir: string): Canary[] {
  const canaries: Canary[] = [];
  for (const name of readdirSync(dir).filter((f) => f.startsWith('canaries-') && f.endsWith('.jsonl'))) {
    for (const line of readFileSync(join(dir, name), 'utf8').split('\n')) {
      if (line) canaries.push(JSON.parse(line) as Canary);
    }
  }
  return canaries;
}

/** Scans every `*.log` file of a directory against every canary recorded there. */
export function scanDir(dir: string): ScanResult {
  if (!existsSync(dir)) return { files: 0, lines: 0, canaries: 0, findings: [] };
  const index = new CanaryIndex(readCanaries(dir));
  const result: ScanResult = { files: 0, lines: 0, canaries: index.size, findings: [] };
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.log'))) {
    const lines = readFileSync(join(dir, name), 'utf8').split('\n');
    result.files += 1;
    result.lines += lines.filter(Boolean).length;
    result.findings.push(...scanWith(name, lines, index));
  }
  return result;
}

export function formatScan(dir: string, result: ScanResult, show = 40): string {
  const byKind = new Map<string, number>();
  for (const f of result.findings) byKind.set(f.kind, (byKind.get(f.kind) ?? 0) + 1);
  const head = `Log scan (${dir}): ${result.lines} lines in ${result.files} files, ${result.canaries} canary forms, ${result.findings.length} findings${byKind.size ? ` (${[...byKind].map(([k, n]) => `${k} ${n}`).join(', ')})` : ''}`;
  const shown = result.findings.slice(0, show).map((f) => `  ${f.file}:${f.line} ${f.kind}: ${f.context}`);
  const more = result.findings.length > show ? [`  … and ${result.findings.length - show} more`] : [];
  return [head, ...shown, ...more].join('\n');
}
