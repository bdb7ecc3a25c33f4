/**
 * Seed sweep for decision 0924: does the authored corpus of threats against groups (research/threats/groups-untrained.tsv,
 * not trained on by the shipped models) help beyond the spread of training seeds? For each seed and each side ("main":
 * the training examples of hate-data.ts; "groups": those and the lines of groups-untrained.tsv in the threat corpus's
 * roles: threats teach the threat model, look-alikes are negatives of both models) it trains the threat and hate models with that seed
 * (THREAT_OPTIONS / HATE_OPTIONS with `seed` replaced) and measures:
 *
 * - 5-fold cross-validated (hate-data.ts folds, the threat corpus in every fold's training, as in hate-eval.ts): SMS
 *   ham, Davidson "neither", ordinary African text (each source and together), ThreatGram "punish", Davidson "hate",
 *   the functional set's hateful rows, calls to violence and contrasts;
 * - with the models trained on everything: the threat batches heldout-4 and heldout-5 (threats and look-alikes
 *   blocked; neither is trained on), and the blind hate batches 1 to 6 (all spent): English calls to violence against
 *   groups (direct_threat_group + normative_violence, violence_call in batches 1-3), English hateful, allowed text
 *   blocked per language, ordinary_sms blocked.
 *
 * The language identifier is the bundled one on both sides (it is seed-free; the new file would add ~900 mostly
 * English lines to its training). One JSON line per seed and side is appended to the output file.
 *
 *   MODERATION_DATASETS=<dir> npx tsx scripts/moderation/research/experiments/group-threats-seed-sweep.ts \
 *       --sides main,groups --seeds 1,2,3,4,5 --out /tmp/sweep.jsonl [--no-cv]
 *   npx tsx scripts/moderation/research/experiments/group-threats-seed-sweep.ts --table /tmp/sweep.jsonl
 */
import { appendFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
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
import { add, arg, type Figures } from './tally';

const HATE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'hate');
const GROUP_FILE = join(THREAT_CORPUS_DIR, 'groups-untrained.tsv');

function sideExamples(side: string): ModerationExample[] {
  if (side === 'main') return moderationExamples(DEFAULT_DATASET_DIR);
  if (side === 'groups') return moderationExamples(DEFAULT_DATASET_DIR, undefined, [GROUP_FILE]);
  throw new Error(`unknown side ${side}`);
}

function train(examples: readonly ModerationExample[], seed: number, heldOut = -1) {
  return {
    threat: trainThreatModel(modelExamples(examples, 'threat', heldOut), { ...THREAT_OPTIONS, seed }),
    hate: trainThreatModel(modelExamples(examples, 'hate', heldOut), { ...HATE_OPTIONS, seed }),
  };
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
      if (e.source === 'threatgram.tsv' && e.label === 'violence') add(f, 'cv ThreatGram violence', b);
      if (AFRICAN.includes(e.source) && e.label === 'ordinary') {
        add(f, 'cv African ordinary', b);
        add(f, `cv ${e.source}`, b);
      }
      if (e.source === 'functional') {
        if (e.label === 'hate') add(f, 'cv functional hateful', b);
        if (e.category === 'violence') add(f, 'cv functional violence', b);
        if (e.label === 'ok') add(f, 'cv functional contrasts', b);
      }
    }
  }
}

const CALLS = new Set(['direct_threat_group', 'normative_violence', 'violence_call']);

function whole(examples: readonly ModerationExample[], seed: number, f: Figures): void {
  const m = train(examples, seed);
  const service = new EmbeddedModerationService({ threatModel: m.threat, hateModel: m.hate });
  for (const name of ['heldout-4.tsv', 'heldout-5.tsv']) {
    for (const r of readThreatTsv(join(THREAT_CORPUS_DIR, name))) {
      const b = service.classify(r.text).verdict === 'BLOCKED';
      add(f, `${name} ${r.label === 'threat' ? 'threats' : 'look-alikes'}`, b);
      add(f, `threats 4+5 ${r.label === 'threat' ? 'threats' : 'look-alikes'}`, b);
    }
  }
  for (const batch of readdirSync(HATE_DIR)
    .filter((d) => /^heldout-hate-\d+$/.test(d))
    .sort()) {
    const n = batch.replace('heldout-hate-', 'hate ');
    for (const lang of ['en', 'af', 'zu', 'xh', 'st']) {
      const path = join(HATE_DIR, batch, `${lang}.tsv`);
      if (!existsSync(path)) continue;
      for (const line of readFileSync(path, 'utf8').split(/\r?\n/)) {
        if (line.trim() === '') continue;
        const [label, category, ...rest] = line.split('\t');
        const b = service.classify(rest.join('\t')).verdict === 'BLOCKED';
        if (label === 'block') {
          if (lang === 'en') {
            add(f, `${n} en hateful`, b);
            add(f, 'hate 1-6 en hateful', b);
            if (CALLS.has(category!)) {
              add(f, `${n} en calls`, b);
              add(f, 'hate 1-6 en calls', b);
            }
          } else if (CALLS.has(category!)) add(f, 'hate 1-6 af/zu/xh/st calls', b);
        } else {
          add(f, `hate 1-6 allowed ${lang}`, b);
          add(f, `${n} allowed (all languages)`, b);
          if (category === 'ordinary_sms') add(f, 'hate 1-6 ordinary_sms', b);
        }
      }
    }
  }
}

function table(path: string): void {
  const rows = readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as { side: string; seed: number; figures: Figures });
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r.figures)))].sort();
  const sides = [...new Set(rows.map((r) => r.side))];
  const seeds = [...new Set(rows.map((r) => r.seed))].sort((a, b) => a - b);
  console.log(`| figure | ${sides.map((s) => `${s} (seeds ${seeds.join(', ')}; min-max)`).join(' | ')} | of |`);
  console.log(`| --- | ${sides.map(() => '---').join(' | ')} | --- |`);
  for (const k of keys) {
    let of = 0;
    const cells = sides.map((s) => {
      const v = seeds.map((seed) => rows.find((r) => r.side === s && r.seed === seed)?.figures[k]);
      const n = v.map((x) => (x ? String(x[0]) : '-'));
      const nums = v.filter((x): x is [number, number] => x !== undefined).map((x) => x[0]);
      of = v.find((x) => x)?.[1] ?? of;
      return `${n.join(', ')} (${Math.min(...nums)}-${Math.max(...nums)})`;
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
  const sides = (arg('--sides') ?? 'main,groups').split(',');
  const seeds = (arg('--seeds') ?? '1,2,3,4,5').split(',').map(Number);
  const out = arg('--out') ?? '/tmp/group-threats-sweep.jsonl';
  const cv = !process.argv.includes('--no-cv');
  for (const seed of seeds) {
    for (const side of sides) {
      const started = performance.now();
      const examples = sideExamples(side);
      const figures: Figures = {};
      whole(examples, seed, figures);
      if (cv) crossValidated(examples, seed, figures);
      appendFileSync(out, `${JSON.stringify({ side, seed, examples: examples.length, figures })}\n`);
      console.log(`${side} seed ${seed}: ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
  }
}

main();
