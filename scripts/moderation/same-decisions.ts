/**
 * A digest of every decision the classifier makes on every text this project measures with, so that a change of
 * mechanism (speed work) can be shown to change no decision: the development datasets (../shared/datasets/*.tsv, or
 * DATASETS when set; read, never copied), the threat batches and held-out hate batches (research/), the authored
 * spam, ham and marketing sets, the functional hate set and both benchmark mixes.
 *
 *   npx tsx scripts/moderation/same-decisions.ts [--classifier <dir>] [--out <file>]
 *
 * `--classifier` is a folder holding an embedded-classifier.ts (default: this checkout's shared/moderation), for
 * example /work/main/shared/moderation. Each text gives one line: its verdict, severity, categories with their
 * scores, reason, excerpt, and the raw threat, hate and spam scores rounded to 1e-9 (read from the classifier's own
 * scorers). The lines go to `--out` (default: a file in the temporary folder named after the digest); the sha256 of
 * all lines is printed, with the count per source. Two builds decide the same when their digests are equal; when
 * they are not, `diff` the two files.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { benchMessages } from '../../bench/moderation';
import type { EmbeddedModerationService } from '../../shared/moderation/embedded-classifier';
import { authoredHeldOut, authoredTrainingExamples } from './authored';
import { functionalRows } from './research/hate/functional';
import { saMarketingHeldOut } from './sa-marketing';

/** Every text the check runs, by source: the files' last tab-separated field, the authored sets, the bench mixes. */
export function decisionTexts(): [string, string[]][] {
  const sources: [string, string[]][] = [];
  const tsvIn = (dir: string): string[] =>
    readdirSync(dir)
      .filter((f) => f.endsWith('.tsv'))
      .sort()
      .map((f) => join(dir, f));
  const hate = 'scripts/moderation/research/hate';
  const corpora = [
    'scripts/moderation/research/threats',
    ...readdirSync(hate)
      .filter((d) => d.startsWith('heldout-hate-'))
      .sort()
      .map((d) => join(hate, d)),
  ];
  for (const file of [...tsvIn(process.env.DATASETS ?? '../shared/datasets'), ...corpora.flatMap(tsvIn)]) {
    const texts: string[] = [];
    for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
      if (line.trim() === '' || line.startsWith('#')) continue;
      const fields = line.split('\t');
      texts.push(fields[fields.length - 1]!);
    }
    sources.push([file, texts]);
  }
  const held = authoredHeldOut();
  sources.push(['authored training', authoredTrainingExamples().map((e) => e.text)]);
  for (const [name, texts] of Object.entries(held)) sources.push([`authored ${name}`, texts]);
  sources.push(['authored marketing held out', saMarketingHeldOut()]);
  sources.push(['functional hate set', functionalRows().map((r) => r.text)]);
  sources.push(['bench typical mix', benchMessages(2000, 0.1)]);
  sources.push(['bench adversarial mix', benchMessages(2000, 1)]);
  return sources;
}

const nano = (x: number | undefined): number | null => (x === undefined ? null : Math.round(x * 1e9) / 1e9);

type Scorer = Record<string, (...args: unknown[]) => unknown>;

/** Wraps the classifier's own scorers so that each classification's raw scores can be read after it. */
function recordRawScores(service: EmbeddedModerationService): { reset(): void; read(): (number | null)[] } {
  let threatHate: number[] | undefined;
  let spam: number | undefined;
  const fields = service as unknown as Record<string, Scorer>;
  const threat = fields.threat!;
  const scoreWith = threat.scoreWith!.bind(threat);
  threat.scoreWith = (...args: unknown[]) => {
    threatHate = scoreWith(...args) as number[];
    return threatHate;
  };
  const spamScorer = fields.spam!;
  const score = spamScorer.score!.bind(spamScorer);
  spamScorer.score = (...args: unknown[]) => {
    spam = score(...args) as number;
    return spam;
  };
  // A classifier that asks only whether the spam score reaches the threshold (decision 0929) does not compute it for
  // most messages: the raw score is then computed here, and what the classifier was given is checked against it
  // (the score itself, or 0 when the score is below the threshold).
  const scoreIfReaching = spamScorer.scoreIfReaching?.bind(spamScorer);
  if (scoreIfReaching !== undefined) {
    const threshold = (spamScorer as unknown as { threshold: number }).threshold;
    spamScorer.scoreIfReaching = (...args: unknown[]) => {
      const given = scoreIfReaching(...args) as number;
      spam = score(...args) as number;
      if (given !== spam && !(given === 0 && spam < threshold))
        throw new Error(`scoreIfReaching gave ${given}, score ${spam}: ${String(args[0])}`);
      return given;
    };
  }
  return {
    reset() {
      threatHate = undefined;
      spam = undefined;
    },
    read: () => [nano(threatHate?.[0]), nano(threatHate?.[1]), nano(spam)],
  };
}

async function main(): Promise<void> {
  const option = (name: string): string | undefined => {
    const i = process.argv.indexOf(name);
    return i >= 0 ? process.argv[i + 1] : undefined;
  };
  const dir = resolve(option('--classifier') ?? 'shared/moderation');
  const mod = (await import(pathToFileURL(join(dir, 'embedded-classifier.ts')).href)) as {
    createEmbeddedModerationService: () => EmbeddedModerationService;
  };
  const service = mod.createEmbeddedModerationService();
  const raw = recordRawScores(service);
  const lines: string[] = [];
  const hash = createHash('sha256');
  for (const [name, texts] of decisionTexts()) {
    const sourceHash = createHash('sha256');
    for (const text of texts) {
      raw.reset();
      const r = service.classify(text);
      const line = JSON.stringify([r.verdict, r.severity, r.categories, r.reason, r.excerpt, ...raw.read()]);
      lines.push(line);
      hash.update(`${line}\n`);
      sourceHash.update(`${line}\n`);
    }
    console.log(`${name}: ${texts.length} texts, ${sourceHash.digest('hex').slice(0, 16)}`);
  }
  const digest = hash.digest('hex');
  const out = option('--out') ?? join(tmpdir(), `moderation-decisions-${digest.slice(0, 16)}.txt`);
  writeFileSync(out, `${lines.join('\n')}\n`);
  console.log(`${lines.length} texts from ${dir}: digest ${digest} (lines in ${out})`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
