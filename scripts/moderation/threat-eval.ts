/**
 * Measures the threat rules (shared/moderation/threat-patterns.ts) on the authored threat corpus
 * (scripts/moderation/research/threats/, see its README): per language, the share of threats blocked and the share of
 * innocent look-alikes blocked. The development file is what the rules were written against; every held-out file
 * was written after a freeze of the rules and is reported as it came out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EmbeddedModerationService } from '../../shared/moderation/embedded-classifier';
import type { ModerationResult } from '../../shared/moderation/types';

export const THREAT_LANGUAGES = ['en', 'af', 'zu', 'xh', 'st'] as const;
export type ThreatLanguage = (typeof THREAT_LANGUAGES)[number];

const LANGUAGE_NAMES: Record<ThreatLanguage, string> = {
  en: 'English (SA)',
  af: 'Afrikaans',
  zu: 'isiZulu',
  xh: 'isiXhosa',
  st: 'Sesotho',
};

/** One row of a threat corpus file: `label<TAB>language<TAB>kind<TAB>text`. */
export interface ThreatRow {
  label: 'threat' | 'lookalike';
  language: ThreatLanguage;
  kind: string;
  text: string;
}

export const THREAT_CORPUS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'research', 'threats');

/** Reads one corpus file; a malformed line is an error, so a typo cannot silently drop a row. */
export function readThreatTsv(path: string): ThreatRow[] {
  const rows: ThreatRow[] = [];
  readFileSync(path, 'utf8')
    .split(/\r?\n/)
    .forEach((line, i) => {
      if (line.trim() === '' || line.startsWith('#')) return;
      const [label, language, kind, text, ...rest] = line.split('\t');
      const where = `${path}:${i + 1}`;
      if (rest.length > 0 || text === undefined || text.trim() === '') throw new Error(`${where}: expected 4 columns`);
      if (label !== 'threat' && label !== 'lookalike') throw new Error(`${where}: unknown label ${label}`);
      if (!THREAT_LANGUAGES.includes(language as ThreatLanguage)) throw new Error(`${where}: unknown language`);
      rows.push({ label, language: language as ThreatLanguage, kind: kind!, text });
    });
  return rows;
}

/**
 * Held-out batches that have been spent: each was evaluated once, at the freeze it was written after, and the
 * rules and the model were then tuned on it, so it is development data now (and the threat model trains on it).
 * The figure it gave at its freeze is the honest one and is kept here and in the decision record.
 */
export const SPENT_HELD_OUT: Readonly<Record<string, string>> = {
  'heldout-1.tsv':
    'evaluated once at freeze 7f0b86c: 63.6 % of threats blocked (en 67.7, af 56.7, zu 65.0, xh 68.3, st 60.0), 0.8 % of look-alikes',
  'heldout-2.tsv':
    'evaluated once at freeze 3d5b8c4: 56.7 % of threats blocked (en 65.6, af 61.7, zu 45.9, xh 50.0, st 60.0), 1.9 % of look-alikes',
  'heldout-3.tsv':
    'evaluated once at freeze 63b4f0d: 65.7 % of threats blocked (en 62.9, af 67.1, zu 65.7, xh 64.3, st 68.6), 7.0 % of look-alikes',
};

export interface ThreatCorpusFile {
  name: string;
  path: string;
  /** Written after a freeze and not yet tuned on: its figures are the honest ones. */
  heldOut: boolean;
  /** A held-out batch that was evaluated and then tuned on (SPENT_HELD_OUT). */
  spent: boolean;
}

/** The corpus files: the development file first, then the held-out batches in the order they were written. */
export function threatCorpusFiles(): ThreatCorpusFile[] {
  const heldOut = readdirSync(THREAT_CORPUS_DIR)
    .filter((f) => /^heldout-\d+\.tsv$/.test(f))
    .sort((a, b) => Number(a.match(/\d+/)![0]) - Number(b.match(/\d+/)![0]));
  return [
    { name: 'dev.tsv', path: join(THREAT_CORPUS_DIR, 'dev.tsv'), heldOut: false, spent: false },
    ...heldOut.map((f) => {
      const spent = f in SPENT_HELD_OUT;
      return { name: f, path: join(THREAT_CORPUS_DIR, f), heldOut: !spent, spent };
    }),
  ];
}

/** The files the rules and the threat model may be tuned on: the development file and the spent held-out batches. */
export function threatDevelopmentFiles(): ThreatCorpusFile[] {
  return threatCorpusFiles().filter((f) => !f.heldOut);
}

/** A file split at its `# ... batch N` comment lines; lines before the first marker are batch 1-6 (dev.tsv). */
export function readThreatTsvBatches(path: string): Map<string, ThreatRow[]> {
  const out = new Map<string, ThreatRow[]>();
  const all = readThreatTsv(path);
  let name = 'batch 1-6';
  let k = 0;
  for (const line of readFileSync(path, 'utf8').split(/\r?\n/)) {
    const m = line.match(/^#[^(]*?\bbatch\s+(\d+)/i);
    if (m) name = `batch ${m[1]}`;
    if (line.trim() === '' || line.startsWith('#')) continue;
    const list = out.get(name) ?? [];
    list.push(all[k++]!);
    out.set(name, list);
  }
  return out;
}

/** Where each spent held-out batch sits among the development batches: after the one written before its freeze. */
const HELD_OUT_AFTER: Readonly<Record<string, number>> = {
  'heldout-1.tsv': 6.5,
  'heldout-2.tsv': 8.5,
  'heldout-3.tsv': 13.5,
};

export interface ThreatBatch {
  name: string;
  /** Position in the order of writing: the batch number, or between two for a held-out batch. */
  order: number;
  rows: ThreatRow[];
}

/** The batches the model may be trained on, in the order they were written (dev.tsv by its markers). */
export function threatDevelopmentBatches(): ThreatBatch[] {
  const batches: ThreatBatch[] = [];
  for (const f of threatDevelopmentFiles()) {
    if (f.name === 'dev.tsv') {
      for (const [name, rows] of readThreatTsvBatches(f.path)) {
        batches.push({ name: `dev ${name}`, order: Number(name.match(/\d+/)![0]), rows });
      }
    } else batches.push({ name: f.name, order: HELD_OUT_AFTER[f.name] ?? 99, rows: readThreatTsv(f.path) });
  }
  return batches.sort((a, b) => a.order - b.order);
}

/** A reason that names what was recognised as a threat, intimidation, extortion or incitement. */
export const THREAT_REASON = /threat|intimidation|extortion|incitement|violence/i;

interface Scored {
  row: ThreatRow;
  result: ModerationResult;
}

function pct(n: number, d: number): string {
  return d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(1)} %`;
}

function blocked(s: Scored): boolean {
  return s.result.verdict === 'BLOCKED';
}

/** Prints per-language figures for one file; returns whether the targets hold (only meaningful when held out). */
function report(title: string, scored: Scored[], show: number): boolean {
  console.log(`\n== threat corpus: ${title}`);
  let ok = true;
  for (const language of THREAT_LANGUAGES) {
    const mine = scored.filter((s) => s.row.language === language);
    const threats = mine.filter((s) => s.row.label === 'threat');
    const lookalikes = mine.filter((s) => s.row.label === 'lookalike');
    if (mine.length === 0) continue;
    const caught = threats.filter(blocked);
    const named = caught.filter((s) => THREAT_REASON.test(s.result.reason));
    const wrong = lookalikes.filter(blocked);
    const rate = threats.length === 0 ? 1 : caught.length / threats.length;
    ok &&= rate >= 0.9;
    console.log(
      `  ${LANGUAGE_NAMES[language].padEnd(13)} threats blocked ${String(caught.length).padStart(3)}/${String(threats.length).padEnd(3)} (${pct(caught.length, threats.length).padStart(7)}; reason names the threat ${named.length})   look-alikes blocked ${wrong.length}/${lookalikes.length} (${pct(wrong.length, lookalikes.length)})`,
    );
  }
  const lookalikes = scored.filter((s) => s.row.label === 'lookalike');
  const wrong = lookalikes.filter(blocked);
  const threats = scored.filter((s) => s.row.label === 'threat');
  const caught = threats.filter(blocked);
  console.log(
    `  ${'all'.padEnd(13)} threats blocked ${caught.length}/${threats.length} (${pct(caught.length, threats.length)})   look-alikes blocked ${wrong.length}/${lookalikes.length} (${pct(wrong.length, lookalikes.length)})`,
  );
  ok &&= lookalikes.length === 0 || wrong.length / lookalikes.length <= 0.01;
  const kinds = [...new Set(threats.map((s) => s.row.kind))].sort();
  console.log(
    `  by kind: ${kinds
      .map((k) => {
        const of = threats.filter((s) => s.row.kind === k);
        return `${k} ${of.filter(blocked).length}/${of.length}`;
      })
      .join(', ')}`,
  );
  if (show > 0) {
    const missed = threats.filter((s) => !blocked(s));
    for (const s of missed.slice(0, show)) console.log(`     missed [${s.row.language} ${s.row.kind}] ${s.row.text}`);
    for (const s of wrong.slice(0, show))
      console.log(`     BLOCKED look-alike [${s.row.language} ${s.row.kind}] ${s.row.text}  <- ${s.result.reason}`);
  }
  return ok;
}

/**
 * Scores every corpus file with the shipped classifier. Held-out batches are reported one by one and together;
 * the targets (>= 90 % of threats blocked in every language, <= 1 % of look-alikes blocked) are checked on the
 * newest held-out batch, the one written after the current rules were frozen.
 */
export function evaluateThreats(show: number): void {
  const service = new EmbeddedModerationService();
  const files = threatCorpusFiles();
  let newest: { name: string; scored: Scored[] } | undefined;
  const allHeldOut: Scored[] = [];
  for (const file of files) {
    const scored = readThreatTsv(file.path).map((row) => ({ row, result: service.classify(row.text) }));
    const title = file.heldOut
      ? `${file.name} (held out: written after the rules were frozen)`
      : file.spent
        ? `${file.name} (held out once, ${SPENT_HELD_OUT[file.name]}; tuned on since, so these figures are optimistic)`
        : `${file.name} (development: the rules were written against it, so these figures are optimistic)`;
    report(title, scored, show);
    if (file.heldOut) {
      newest = { name: file.name, scored };
      allHeldOut.push(...scored);
    }
  }
  if (!newest) {
    console.log('\n  no held-out threat batch written since the last freeze');
    return;
  }
  if (files.filter((f) => f.heldOut).length > 1) report('all held-out batches together', allHeldOut, 0);
  const threats = newest.scored.filter((s) => s.row.label === 'threat');
  const lookalikes = newest.scored.filter((s) => s.row.label === 'lookalike');
  console.log(`\n  targets on the newest held-out batch (${newest.name}):`);
  for (const language of THREAT_LANGUAGES) {
    const mine = threats.filter((s) => s.row.language === language);
    const rate = (100 * mine.filter(blocked).length) / Math.max(1, mine.length);
    console.log(
      `  ${rate >= 90 ? 'PASS' : 'FAIL'}  ${LANGUAGE_NAMES[language]} threats blocked (target >= 90 %): ${rate.toFixed(2)} %`,
    );
  }
  const wrong = (100 * lookalikes.filter(blocked).length) / Math.max(1, lookalikes.length);
  console.log(`  ${wrong <= 1 ? 'PASS' : 'FAIL'}  look-alikes blocked (target <= 1 %): ${wrong.toFixed(2)} %`);
}
