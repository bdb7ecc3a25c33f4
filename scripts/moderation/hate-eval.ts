/**
 * Cross-validated figures of the whole classifier (lexicon, patterns, threat and hate models) on every development
 * dataset and the functional hate set: each fold's messages are scored by a classifier whose two models were trained
 * on the other folds (folds by hash of the text; by template for the functional set: hate-data.ts). Block rates per
 * source and label, per language (the language of the source, and the language the identifier gives), the
 * functional categories, and the targets of issue 25.
 *
 *   npx tsx scripts/moderation/hate-eval.ts [<dataset dir>] [--show-errors N]     (also run by npm run eval:moderation)
 */
import { EmbeddedModerationService } from '../../shared/moderation/embedded-classifier';
import { identifyLanguage } from '../../shared/moderation/language';
import type { ThreatModelData } from '../../shared/moderation/threat-model';
import type { ModerationResult } from '../../shared/moderation/types';
import {
  DEFAULT_DATASET_DIR,
  FOLDS,
  GROUP_THREAT_OPTIONS,
  GROUP_THREAT_SEEDS,
  groupThreatExamples,
  HATE_OPTIONS,
  type ModerationExample,
  modelExamples,
  moderationExamples,
  THREAT_OPTIONS,
} from './hate-data';
import { pruneThreatModel, type ThreatExample, trainThreatModel } from './threat-train';

/** What the tables need of a classifier (experiments pass variants of EmbeddedModerationService). */
export type Classifier = Pick<EmbeddedModerationService, 'classify'>;

export interface ScoredExample {
  example: ModerationExample;
  result: ModerationResult;
}

/** The models of one fold (or of the shipped classifier): threat, hate and the group threat model (decision 0983). */
export interface FoldModels {
  threat: ThreatModelData;
  hate: ThreatModelData;
  /** None: the classifier without the group threat model (experiments that predate it). */
  groupThreat?: ThreatModelData;
}

/** The three models trained on every example not in fold `heldOut` (-1: every example, the shipped models). */
export function trainModels(examples: readonly ModerationExample[], heldOut = -1): Required<FoldModels> {
  const threat = trainThreatModel(modelExamples(examples, 'threat', heldOut), THREAT_OPTIONS);
  return {
    threat,
    hate: trainThreatModel(modelExamples(examples, 'hate', heldOut), HATE_OPTIONS),
    groupThreat: trainGroupThreatModel(groupThreatExamples(examples, threat, heldOut)),
  };
}

/**
 * The group threat model (decision 0983): trained at each seed of GROUP_THREAT_SEEDS, its weights averaged (the
 * average of the seeds' log-odds, a linear model's), then pruned and rounded as the options say.
 */
export function trainGroupThreatModel(examples: readonly ThreatExample[]): ThreatModelData {
  const seeds = GROUP_THREAT_SEEDS;
  const sum = new Map<number, number>();
  let bias = 0;
  let last: ThreatModelData | undefined;
  for (const seed of seeds) {
    const m = trainThreatModel(examples, { ...GROUP_THREAT_OPTIONS, seed, keep: 0, scale: 10_000 });
    let idx = 0;
    m.indices.forEach((gap, k) => {
      idx += gap;
      sum.set(idx, (sum.get(idx) ?? 0) + m.weights[k]! / m.scale);
    });
    bias += m.bias;
    last = m;
  }
  const indices: number[] = [];
  const weights: number[] = [];
  let prev = 0;
  for (const idx of [...sum.keys()].sort((a, b) => a - b)) {
    indices.push(idx - prev);
    weights.push(Math.round((sum.get(idx)! / seeds.length) * 10_000));
    prev = idx;
  }
  const averaged = { ...last!, bias: bias / seeds.length, scale: 10_000, indices, weights };
  return pruneThreatModel(averaged, GROUP_THREAT_OPTIONS.keep ?? 0.2, GROUP_THREAT_OPTIONS.scale ?? 20);
}

/** Fold models: fold f trained on every example not in fold f. */
export function foldModels(examples: readonly ModerationExample[]): FoldModels[] {
  return Array.from({ length: FOLDS }, (_, f) => trainModels(examples, f));
}

/** The classifier of a fold's models. */
export function foldService(m: FoldModels): EmbeddedModerationService {
  return new EmbeddedModerationService({
    threatModel: m.threat,
    hateModel: m.hate,
    groupThreatModel: m.groupThreat ?? null,
  });
}

/** Every example in a fold, scored by the classifier of its fold. */
export function crossValidatedScores(
  examples: readonly ModerationExample[],
  models: readonly FoldModels[] = foldModels(examples),
  services: readonly Classifier[] = models.map(foldService),
): ScoredExample[] {
  return examples.filter((e) => e.fold >= 0).map((e) => ({ example: e, result: services[e.fold]!.classify(e.text) }));
}

const blocked = (s: ScoredExample) => s.result.verdict === 'BLOCKED';

function rate(items: readonly ScoredExample[]): string {
  if (items.length === 0) return 'n/a';
  const n = items.filter(blocked).length;
  return `${n}/${items.length} (${((100 * n) / items.length).toFixed(2)} %)`;
}

function pctOf(items: readonly ScoredExample[]): number {
  return items.length === 0 ? 0 : (100 * items.filter(blocked).length) / items.length;
}

function target(label: string, value: number, ok: boolean): void {
  console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${label}: ${value.toFixed(2)} %`);
}

function show(title: string, items: readonly ScoredExample[], limit: number): void {
  if (limit <= 0 || items.length === 0) return;
  console.log(`  -- ${title} (${items.length}, showing ${Math.min(limit, items.length)})`);
  for (const s of items.slice(0, limit)) console.log(`     [${s.result.reason}] ${s.example.text.slice(0, 140)}`);
}

/** Prints the tables; returns the scored examples. */
export function evaluateCrossValidated(
  examples: readonly ModerationExample[],
  models: readonly FoldModels[],
  showErrors = 0,
  services?: readonly Classifier[],
): ScoredExample[] {
  const started = performance.now();
  const scored = crossValidatedScores(examples, models, services);
  console.log(
    `\n== whole classifier, ${FOLDS}-fold cross-validated (folds by hash of the text, by template for the functional set; each message scored by models not trained on it)`,
  );
  const bySourceLabel = new Map<string, ScoredExample[]>();
  for (const s of scored) {
    const key = `${s.example.source} ${s.example.label}`;
    bySourceLabel.set(key, [...(bySourceLabel.get(key) ?? []), s]);
  }
  console.log('  blocked, per source and label:');
  for (const [key, items] of [...bySourceLabel].sort()) console.log(`    ${key.padEnd(40)} ${rate(items)}`);

  const ordinary = scored.filter((s) => ['ham', 'neither', 'ordinary'].includes(s.example.label));
  console.log('  ordinary text (SMS ham, Davidson "neither", ordinary African text) blocked, per language:');
  console.log('    by the language of its source:');
  for (const lang of ['en', 'af', 'zu', 'xh', 'st'] as const) {
    console.log(`      ${lang}  ${rate(ordinary.filter((s) => s.example.language === lang))}`);
  }
  console.log('    by the language identified (shared/moderation/language.ts):');
  const identified = ordinary.map((s) => ({ s, lang: identifyLanguage(s.example.text) }));
  for (const lang of ['en', 'af', 'zu', 'xh', 'st', 'other'] as const) {
    console.log(`      ${lang.padEnd(5)} ${rate(identified.filter((x) => x.lang === lang).map((x) => x.s))}`);
  }

  const functional = scored.filter((s) => s.example.source === 'functional');
  console.log('  functional set (authored; folds by template), blocked per category:');
  const categories = [...new Set(functional.map((s) => `${s.example.label} ${s.example.category}`))].sort();
  for (const c of categories) {
    const items = functional.filter((s) => `${s.example.label} ${s.example.category}` === c);
    console.log(`    ${c.padEnd(32)} ${rate(items)}`);
  }
  console.log('  functional set per language (hateful blocked / contrasts blocked):');
  for (const lang of ['en', 'af', 'zu', 'xh', 'st'] as const) {
    const f = functional.filter((s) => s.example.language === lang);
    console.log(
      `    ${lang}  hateful ${rate(f.filter((s) => s.example.label === 'hate'))}   contrasts ${rate(f.filter((s) => s.example.label === 'ok'))}`,
    );
  }
  const get = (source: string, label: string) =>
    scored.filter((s) => s.example.source === source && s.example.label === label);
  const african = [
    'brighter-afr.dev.tsv',
    'brighter-xho.dev.tsv',
    'brighter-zul.dev.tsv',
    'za-isizulu-news.tsv',
    'sona-sot.tsv',
  ];
  console.log('  targets (cross-validated):');
  for (const a of african) {
    const v = pctOf(get(a, 'ordinary'));
    target(`${a} blocked (target <= 0.5 %)`, v, v <= 0.5);
  }
  const ham = pctOf(get('sms-spam-collection.dev.tsv', 'ham'));
  target('SMS ham blocked (target <= 0.2 %)', ham, ham <= 0.2);
  const neither = pctOf(get('davidson-2017.dev.tsv', 'neither'));
  target('Davidson "neither" blocked (target <= 1.5 %)', neither, neither <= 1.5);
  const dhate = pctOf(get('davidson-2017.dev.tsv', 'hate'));
  target('Davidson "hate" blocked (target >= 60 %)', dhate, dhate >= 60);
  const hateful = pctOf(functional.filter((s) => s.example.label === 'hate'));
  target('functional hateful blocked (target >= 70 %)', hateful, hateful >= 70);
  const violent = pctOf(functional.filter((s) => s.example.category === 'violence'));
  target('functional violence against groups blocked (target >= 90 %)', violent, violent >= 90);
  const contrasts = pctOf(functional.filter((s) => s.example.label === 'ok'));
  target('functional contrasts blocked (target <= 10 %)', contrasts, contrasts <= 10);
  const punish = pctOf(get('threatgram.tsv', 'punish'));
  console.log(`  ThreatGram "punish" blocked (lawful speech, should stay low): ${punish.toFixed(2)} %`);
  for (const a of african) show(`${a} blocked`, get(a, 'ordinary').filter(blocked), showErrors);
  show('SMS ham blocked', get('sms-spam-collection.dev.tsv', 'ham').filter(blocked), showErrors);
  show('Davidson "neither" blocked', get('davidson-2017.dev.tsv', 'neither').filter(blocked), showErrors);
  show('functional contrasts blocked', functional.filter((s) => s.example.label === 'ok').filter(blocked), showErrors);
  show(
    'functional hateful missed',
    functional.filter((s) => s.example.label === 'hate' && !blocked(s)),
    showErrors,
  );
  console.log(`  (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  return scored;
}

if (process.argv[1]?.endsWith('hate-eval.ts')) {
  const args = process.argv.slice(2);
  const i = args.indexOf('--show-errors');
  const showN = i >= 0 ? Number(args[i + 1] ?? 10) : 0;
  const dir = args.find((a, k) => !a.startsWith('--') && (i < 0 || k !== i + 1));
  const examples = moderationExamples(dir ?? DEFAULT_DATASET_DIR);
  evaluateCrossValidated(examples, foldModels(examples), showN);
}
