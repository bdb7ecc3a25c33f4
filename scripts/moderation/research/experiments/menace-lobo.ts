/**
 * Decision 0935: leave-one-batch-out. Do the spent blind hate batches, trained on, teach the threat and hate models
 * the menace of a writer they have not seen? For each training seed and each side, and for each test batch k (6 to 11
 * by default), both models are trained (THREAT_OPTIONS / HATE_OPTIONS with `seed` replaced, as train-models.ts does
 * at seed 1) on the shipping examples of hate-data.ts plus the English lines of every hate batch 1-11 except k, and
 * batch k's en.tsv is classified by the whole EmbeddedModerationService with those models. Sides:
 *
 * - `main`: the shipping examples only (seed 1 is main's shipped weights; trained once per seed, every k);
 * - `batches`: plus the English batch lines other than k, in these roles (the functional set's, hate-data.ts):
 *   calls to violence against groups (violence_call, direct_threat_group, normative_violence) teach both models
 *   (threat 1, hate 1); threats to a person (threat_person, slur_free_threat_person) the threat model (as the threat
 *   corpus's threats); every other block line the hate model only (hate 1, as the functional set's hateful rows that
 *   are no call); allowed lines are negatives of both (as the functional contrasts); every line weighs 2;
 * - `batches-gt3`: `batches` plus decision 0926's authored files (groups-untrained.tsv in main, ordinary-sms.tsv and
 *   person-threats.tsv read from branch group-threats-3) in the threat corpus's roles;
 * - `threat-only` (and `threat-only-gt3`): the batch lines teach the threat model alone (calls and threats to a person
 *   are threats, allowed lines negatives, other block lines not read); the hate model is main's training (added after
 *   the first run: `batches` blocked 41-48 of 939 functional contrasts, cross-validated, against main's 1-5, all of
 *   them the hate model on neutral group statements);
 * - `batches-gt3-w1`: `batches-gt3` with every batch line at weight 1 (also added after the first run);
 * - `calls-gt3`: `batches-gt3` without the block lines that are neither a call nor a threat to a person (derogation,
 *   dehumanisation ...: not read), so that the hate model learns calls, not every mention of a group (added after
 *   `-w1` kept the contrasts at 45-51).
 * - decision 0936 (rule fixed before the runs): `calls-0936` (`calls-gt3`'s roles, the batch lines of every language,
 *   not only English, and negatives-0936.tsv), `threat-only-0936` (the same data in `threat-only`'s roles) and
 *   `threat-only-0936-r3` (plus negatives-0936-r3.tsv).
 *
 * `--tests 12` (a blind batch beyond 11, after its freeze): its English lines scored by models trained on 1-11 whole.
 * Decision 0938's sides (`group-gate-0938`, `group-residual-0938`: a group threat model for messages that name a
 * group by a word) ran at 8236f17 and left with the mechanism they measure, which did not ship.
 *
 * Per test batch: English calls blocked (of 90), English block lines blocked (of 390), English allowed lines blocked
 * (of 290). `shipped` (the bundled classifier, no training) is measured once as the baseline.
 *
 * With --cv, for the model that would ship (trained on batches 1-11 whole), per side and seed: the cross-validated
 * bars of hate-eval.ts (5 folds as there; the batch lines and the threat corpus in every fold's training) and the
 * threat batches heldout-4 and heldout-5 (never trained on) with the model trained on everything.
 *
 *   MODERATION_DATASETS=<dir> npx tsx scripts/moderation/research/experiments/menace-lobo.ts \
 *       --sides main,batches,batches-gt3 --seeds 1,2,3 --out /tmp/lobo.jsonl [--tests 6,7,8,9,10,11] [--cv]
 *   npx tsx scripts/moderation/research/experiments/menace-lobo.ts --table /tmp/lobo.jsonl
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EmbeddedModerationService } from '../../../../shared/moderation/embedded-classifier';
import {
  DEFAULT_DATASET_DIR,
  FOLDS,
  HATE_OPTIONS,
  type ModerationExample,
  modelExamples,
  moderationExamples,
  THREAT_OPTIONS,
} from '../../hate-data';
import { readThreatTsv, THREAT_CORPUS_DIR } from '../../threat-eval';
import { trainThreatModel } from '../../threat-train';
import { wordsOf } from '../../threat-training';
import { add, arg, type Figures } from './tally';

const HATE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'hate');
const BATCHES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const CALLS = new Set(['direct_threat_group', 'normative_violence', 'violence_call']);
const PERSON = new Set(['threat_person', 'slur_free_threat_person']);

const SIDES = [
  'main',
  'batches',
  'batches-gt3',
  'batches-gt3-w1',
  'threat-only',
  'threat-only-gt3',
  'calls-gt3',
  'calls-0936',
  'threat-only-0936',
  'threat-only-0936-r3',
];
/** Languages of a batch's files; the English lines are the ones measured. */
const LANGUAGES = ['en', 'af', 'zu', 'xh', 'st'] as const;
type BatchLanguage = (typeof LANGUAGES)[number];

interface BatchLine {
  batch: number;
  language: BatchLanguage;
  label: string;
  category: string;
  text: string;
}

function readBatch(batch: number, language: BatchLanguage = 'en'): BatchLine[] {
  const path = join(HATE_DIR, `heldout-hate-${batch}`, `${language}.tsv`);
  const out: BatchLine[] = [];
  for (const line of readFileSync(path, 'utf8').split(/\r?\n/)) {
    if (line.trim() === '') continue;
    const [label, category, ...rest] = line.split('\t');
    if ((label !== 'block' && label !== 'allow') || !category || rest.length === 0) {
      throw new Error(`${path}: malformed line ${line.slice(0, 60)}`);
    }
    out.push({ batch, language, label, category, text: rest.join('\t') });
  }
  return out;
}

/** A batch line as a training example (roles in the header); fold -1: in every fold's training. `threatOnly`: the
 * line teaches the threat model alone (calls and threats to a person 1, allowed lines 0, other block lines nothing). */
function batchExample(l: BatchLine, threatOnly = false, callsOnly = false): ModerationExample {
  const base = { text: l.text, words: wordsOf(l.text), source: `hate batch ${l.batch}`, label: l.label };
  const common = { ...base, language: l.language, fold: -1, category: l.category };
  if (callsOnly && l.label === 'block' && !CALLS.has(l.category) && !PERSON.has(l.category)) {
    return { ...common, threatWeight: 0, hateWeight: 0 };
  }
  if (threatOnly) {
    if (l.label === 'allow') return { ...common, threat: 0, threatWeight: 2, hateWeight: 0 };
    if (CALLS.has(l.category) || PERSON.has(l.category))
      return { ...common, threat: 1, threatWeight: 2, hateWeight: 0 };
    return { ...common, threatWeight: 0, hateWeight: 0 };
  }
  if (l.label === 'allow') return { ...common, threat: 0, threatWeight: 2, hate: 0, hateWeight: 2 };
  if (CALLS.has(l.category)) return { ...common, threat: 1, threatWeight: 2, hate: 1, hateWeight: 2 };
  if (PERSON.has(l.category)) return { ...common, threat: 1, threatWeight: 2, hateWeight: 0 };
  return { ...common, threatWeight: 0, hate: 1, hateWeight: 2 };
}

/** `-w1` sides: every batch line weighs 1 instead of 2 (after the first run). */
function halve(e: ModerationExample, half: boolean): ModerationExample {
  return half ? { ...e, threatWeight: e.threatWeight / 2, hateWeight: e.hateWeight / 2 } : e;
}

/** Decision 0926's authored files (groups-untrained.tsv, and ordinary-sms.tsv and person-threats.tsv as written on
 * branch group-threats-3, copied into the corpus folder unchanged for decision 0936). */
function gt3Files(): string[] {
  return ['groups-untrained.tsv', 'ordinary-sms.tsv', 'person-threats.tsv'].map((f) => join(THREAT_CORPUS_DIR, f));
}

/** Decision 0936's negatives (neutral and positive group statements, ordinary SMS, lawful calls for punishment),
 * authored before the run from a brief, in the threat corpus's roles (look-alikes). */
const NEGATIVES_0936 = join(THREAT_CORPUS_DIR, 'negatives-0936.tsv');
/** Round 3 of decision 0936: lawful calls for punishment, isiZulu news headlines and ordinary SMS, authored from a
 * brief after round 2 missed ThreatGram "punish", isiZulu news and SMS ham. */
const NEGATIVES_0936_R3 = join(THREAT_CORPUS_DIR, 'negatives-0936-r3.tsv');

function train(examples: readonly ModerationExample[], seed: number, heldOut = -1) {
  return {
    threat: trainThreatModel(modelExamples(examples, 'threat', heldOut), { ...THREAT_OPTIONS, seed }),
    hate: trainThreatModel(modelExamples(examples, 'hate', heldOut), { ...HATE_OPTIONS, seed }),
  };
}

type Service = Pick<EmbeddedModerationService, 'classify'>;

function measureBatch(service: Service, lines: readonly BatchLine[], k: number, f: Figures): void {
  for (const l of lines) {
    const b = service.classify(l.text).verdict === 'BLOCKED';
    if (l.label === 'block') {
      add(f, `b${k} hateful`, b);
      if (CALLS.has(l.category)) add(f, `b${k} calls`, b);
    } else add(f, `b${k} allowed`, b);
  }
}

const AFRICAN = [
  'brighter-afr.dev.tsv',
  'brighter-xho.dev.tsv',
  'brighter-zul.dev.tsv',
  'za-isizulu-news.tsv',
  'sona-sot.tsv',
];

function crossValidated(examples: readonly ModerationExample[], seed: number, f: Figures): void {
  for (let fold = 0; fold < FOLDS; fold++) {
    const m = train(examples, seed, fold);
    const service = new EmbeddedModerationService({ threatModel: m.threat, hateModel: m.hate });
    for (const e of examples) {
      if (e.fold !== fold) continue;
      const b = service.classify(e.text).verdict === 'BLOCKED';
      if (e.source === 'sms-spam-collection.dev.tsv' && e.label === 'ham') add(f, 'cv SMS ham', b);
      if (e.source === 'davidson-2017.dev.tsv' && e.label === 'neither') add(f, 'cv Davidson neither', b);
      if (e.source === 'davidson-2017.dev.tsv' && e.label === 'hate') add(f, 'cv Davidson hate', b);
      if (e.source === 'threatgram.tsv' && e.label === 'punish') add(f, 'cv ThreatGram punish', b);
      if (AFRICAN.includes(e.source) && e.label === 'ordinary') add(f, `cv ${e.source}`, b);
      if (e.source === 'functional') {
        if (e.label === 'hate') add(f, 'cv functional hateful', b);
        if (e.category === 'violence') add(f, 'cv functional violence', b);
        if (e.label === 'ok') add(f, 'cv functional contrasts', b);
      }
    }
  }
}

function threatBatches(service: Service, f: Figures): void {
  for (const name of ['heldout-4.tsv', 'heldout-5.tsv']) {
    for (const r of readThreatTsv(join(THREAT_CORPUS_DIR, name))) {
      const b = service.classify(r.text).verdict === 'BLOCKED';
      add(f, `threats 4+5 ${r.label === 'threat' ? 'threats' : 'look-alikes'}`, b);
    }
  }
}

function table(path: string): void {
  const rows = readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as { side: string; seed: number; figures: Figures });
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r.figures)))].sort((a, b) =>
    a.localeCompare(b, 'en', { numeric: true }),
  );
  const sides = [...new Set(rows.map((r) => r.side))];
  const seeds = [...new Set(rows.map((r) => r.seed))].sort((a, b) => a - b);
  console.log(`| figure | ${sides.map((s) => `${s} (seeds ${seeds.join(', ')}; min-max)`).join(' | ')} | of |`);
  console.log(`| --- | ${sides.map(() => '---').join(' | ')} | --- |`);
  for (const k of keys) {
    let of = 0;
    const cells = sides.map((s) => {
      const v = seeds.map((seed) => rows.find((r) => r.side === s && r.seed === seed)?.figures[k]);
      const nums = v.filter((x): x is [number, number] => x !== undefined).map((x) => x[0]);
      if (nums.length === 0) return '';
      of = v.find((x) => x)?.[1] ?? of;
      const n = v.filter((x) => x !== undefined).map((x) => String(x[0]));
      return nums.length === 1 ? n[0] : `${n.join(', ')} (${Math.min(...nums)}-${Math.max(...nums)})`;
    });
    console.log(`| ${k} | ${cells.join(' | ')} | ${of} |`);
  }
}

function main(): void {
  const t = arg('--table');
  if (t) {
    table(t);
    return;
  }
  const sides = (arg('--sides') ?? 'main,batches,batches-gt3').split(',');
  const seeds = (arg('--seeds') ?? '1,2,3').split(',').map(Number);
  const tests = (arg('--tests') ?? '6,7,8,9,10,11').split(',').map(Number);
  const out = arg('--out') ?? '/tmp/menace-lobo.jsonl';
  const cv = process.argv.includes('--cv');
  // A test batch beyond 11 (a blind batch after its freeze) is measured by models trained on all of 1-11.
  const lines = new Map([...new Set([...BATCHES, ...tests])].map((b) => [b, readBatch(b)]));

  if (sides.includes('shipped')) {
    const f: Figures = {};
    const service = new EmbeddedModerationService();
    for (const k of tests) measureBatch(service, lines.get(k)!, k, f);
    threatBatches(service, f);
    appendFileSync(out, `${JSON.stringify({ side: 'shipped', seed: 1, figures: f })}\n`);
    console.log('shipped: done');
  }
  const base = moderationExamples(DEFAULT_DATASET_DIR);
  const gt3 = sides.some((s) => s.includes('-gt3'))
    ? moderationExamples(DEFAULT_DATASET_DIR, undefined, gt3Files())
    : [];
  // Decision 0936's candidate: calls-gt3's roles, the batches' Afrikaans, isiZulu, isiXhosa and Sesotho lines in the
  // same roles, 0926's files and the negatives authored for 0936.
  const candidate = sides.some((s) => s.endsWith('-0936'))
    ? moderationExamples(DEFAULT_DATASET_DIR, undefined, [...gt3Files(), NEGATIVES_0936])
    : [];
  const candidateR3 = sides.some((s) => s.endsWith('-0936-r3'))
    ? moderationExamples(DEFAULT_DATASET_DIR, undefined, [...gt3Files(), NEGATIVES_0936, NEGATIVES_0936_R3])
    : [];
  const african = new Map(BATCHES.map((b) => [b, LANGUAGES.filter((l) => l !== 'en').flatMap((l) => readBatch(b, l))]));
  for (const seed of seeds) {
    for (const side of sides.filter((s) => s !== 'shipped')) {
      if (!SIDES.includes(side)) throw new Error(`unknown side ${side}`);
      const started = performance.now();
      const is0936 = side.includes('-0936');
      const shipping = side.endsWith('-r3') ? candidateR3 : is0936 ? candidate : side.includes('-gt3') ? gt3 : base;
      const threatOnly = side.startsWith('threat-only');
      const half = side.endsWith('-w1');
      const callsOnly = side.startsWith('calls');
      const withBatches = (skip: number) =>
        side === 'main'
          ? shipping
          : [
              ...shipping,
              ...BATCHES.filter((b) => b !== skip).flatMap((b) =>
                [...lines.get(b)!, ...(is0936 ? african.get(b)! : [])].map((l) =>
                  halve(batchExample(l, threatOnly, callsOnly), half),
                ),
              ),
            ];
      const f: Figures = {};
      // The model trained on every batch (what would ship): threat batches 4+5, and the cross-validated bars.
      const all = withBatches(0);
      const m = train(all, seed);
      threatBatches(new EmbeddedModerationService({ threatModel: m.threat, hateModel: m.hate }), f);
      for (const k of tests) {
        const mk = side === 'main' ? m : train(withBatches(k), seed);
        measureBatch(
          new EmbeddedModerationService({ threatModel: mk.threat, hateModel: mk.hate }),
          lines.get(k)!,
          k,
          f,
        );
        console.log(`${side} seed ${seed} batch ${k}: ${f[`b${k} calls`]?.[0]}/90 calls`);
      }
      if (cv) crossValidated(all, seed, f);
      appendFileSync(out, `${JSON.stringify({ side, seed, examples: all.length, figures: f })}\n`);
      console.log(`${side} seed ${seed}: ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
  }
}

main();
