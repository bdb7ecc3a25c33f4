/**
 * Nested cross-validation of a threat-model threshold for text identified as isiZulu or isiXhosa (language.ts), the
 * model's own threshold (0.95) holding for every other language (decision 0913: measured, not shipped: it cost
 * threats on the threat batches). A message identified as zu or xh is classified with the threat model's threshold
 * set to the candidate, any other with 0.95; the same as identifying the language only when p >= 0.95. The threshold is a choice made on data, so the
 * figures that judge it come from folds the choice never saw:
 *
 * - for each outer fold f, the threshold is chosen by an inner 4-fold cross-validation over the other folds only
 *   (inner fold g scored by a threat model trained on the folds outside {f, g}, with fold f's hate model), by a rule
 *   fixed before any run: among the candidates whose inner recall on the violent rows (ThreatGram "violence", the
 *   functional set's calls to violence against groups), overall and on those identified as isiZulu or isiXhosa, is
 *   no lower than the model's own threshold's (0.95), the one with the lowest block rate on the isiZulu and isiXhosa
 *   ordinary text (BRIGHTER zul and xho, the isiZulu headlines); ties to the lower threshold;
 * - fold f is then scored by the classifier of fold f with the threshold chosen for f, and the whole classifier's
 *   tables are printed (hate-eval.ts): every figure is one the choice did not see.
 *
 * The shipped threshold is the rule applied to the outer 5-fold figures. The language identifier was trained on the
 * same ordinary text (it labels language, not harm). The threat batches are measured by `npm run eval:moderation`
 * after the choice, as a gate: they may not get worse.
 *
 *   MODERATION_DATASETS=<dir> npx tsx scripts/moderation/research/experiments/language-threshold-nested-cv.ts
 */
import { EmbeddedModerationService } from '../../../../shared/moderation/embedded-classifier';
import { PACKED_HATE_MODEL } from '../../../../shared/moderation/hate-model/hate-weights';
import { identifyLanguage } from '../../../../shared/moderation/language';
import { type ThreatModelData, unpackThreatModel } from '../../../../shared/moderation/threat-model';
import { PACKED_THREAT_MODEL } from '../../../../shared/moderation/threat-model/threat-weights';
import {
  DEFAULT_DATASET_DIR,
  FOLDS,
  isNguniOrdinary,
  isViolentRow,
  type ModerationExample,
  modelExamples,
  moderationExamples,
  THREAT_OPTIONS,
} from '../../hate-data';
import { type Classifier, evaluateCrossValidated, foldModels } from '../../hate-eval';
import { readThreatTsv, threatCorpusFiles } from '../../threat-eval';
import { trainThreatModel } from '../../threat-train';

const BASE = 0.95;
const CANDIDATES: readonly number[] = [BASE, 0.97, 0.98, 0.99];

interface Counts {
  ordinary: [number, number];
  violent: [number, number];
  nguniViolent: [number, number];
}

const empty = (): Counts => ({ ordinary: [0, 0], violent: [0, 0], nguniViolent: [0, 0] });

function add(c: [number, number], blocked: boolean): void {
  c[1]++;
  if (blocked) c[0]++;
}

function measure(rows: readonly ModerationExample[], service: Classifier, counts: Counts): void {
  for (const e of rows) {
    const blocked = service.classify(e.text).verdict === 'BLOCKED';
    if (isNguniOrdinary(e)) add(counts.ordinary, blocked);
    if (isViolentRow(e)) {
      add(counts.violent, blocked);
      const l = identifyLanguage(e.text);
      if (l === 'zu' || l === 'xh') add(counts.nguniViolent, blocked);
    }
  }
}

const pct = ([n, d]: [number, number]) => (d === 0 ? 0 : (100 * n) / d);
const show = (c: Counts) =>
  `ordinary zu+xh ${c.ordinary[0]}/${c.ordinary[1]}, violent ${c.violent[0]}/${c.violent[1]}, violent identified zu/xh ${c.nguniViolent[0]}/${c.nguniViolent[1]}`;

/** The rule fixed before the runs (module comment). */
function choose(results: ReadonlyMap<number, Counts>): number {
  const base = results.get(BASE)!;
  let best = BASE;
  for (const t of CANDIDATES) {
    const r = results.get(t)!;
    if (pct(r.violent) < pct(base.violent) || pct(r.nguniViolent) < pct(base.nguniViolent)) continue;
    if (pct(r.ordinary) < pct(results.get(best)!.ordinary)) best = t;
  }
  return best;
}

/** The classifier of one fold with threshold `t` for text identified as isiZulu or isiXhosa. */
function withThreshold(threat: ThreatModelData, hate: ThreatModelData, t: number): Classifier {
  const base = new EmbeddedModerationService({ threatModel: threat, hateModel: hate });
  const nguni = new EmbeddedModerationService({ threatModel: { ...threat, threshold: t }, hateModel: hate });
  return {
    classify: (text: string) => {
      const l = identifyLanguage(text);
      return (l === 'zu' || l === 'xh' ? nguni : base).classify(text);
    },
  };
}
const measured = (e: ModerationExample) => isNguniOrdinary(e) || isViolentRow(e);

/** The gate: the bundled models on the threat batches (heldout-1 to 5), threats blocked per language, per threshold. */
function gate(): void {
  const threat = unpackThreatModel(PACKED_THREAT_MODEL);
  const hate = unpackThreatModel(PACKED_HATE_MODEL);
  const rows = threatCorpusFiles()
    .filter((f) => f.name !== 'dev.tsv')
    .flatMap((f) => readThreatTsv(f.path));
  for (const t of CANDIDATES) {
    const service = withThreshold(threat, hate, t);
    const line = ['en', 'af', 'zu', 'xh', 'st'].map((l) => {
      const of = rows.filter((r) => r.language === l);
      const n = (label: string) =>
        of.filter((r) => r.label === label && service.classify(r.text).verdict === 'BLOCKED').length;
      return `${l} ${n('threat')}/${of.filter((r) => r.label === 'threat').length} (look-alikes ${n('lookalike')})`;
    });
    console.log(`threat batches 1-5, bundled models, threshold ${t}: ${line.join(', ')}`);
  }
}

function main(): void {
  gate();
  const examples = moderationExamples(DEFAULT_DATASET_DIR);
  const models = foldModels(examples);
  const outerCounts = new Map(CANDIDATES.map((t) => [t, empty()] as const));
  const chosen: number[] = [];
  for (let f = 0; f < FOLDS; f++) {
    const rest = examples.filter((e) => e.fold !== f);
    const inner = new Map(CANDIDATES.map((t) => [t, empty()] as const));
    for (let g = 0; g < FOLDS; g++) {
      if (g === f) continue;
      const threat: ThreatModelData = trainThreatModel(modelExamples(rest, 'threat', g), THREAT_OPTIONS);
      const rows = rest.filter((e) => e.fold === g && measured(e));
      for (const t of CANDIDATES) {
        measure(rows, withThreshold(threat, models[f]!.hate, t), inner.get(t)!);
      }
    }
    for (const t of CANDIDATES) console.log(`outer fold ${f}, threshold ${t}: inner CV ${show(inner.get(t)!)}`);
    chosen.push(choose(inner));
    console.log(`outer fold ${f}: threshold ${chosen[f]} chosen`);
    const rows = examples.filter((e) => e.fold === f && measured(e));
    for (const t of CANDIDATES) {
      measure(rows, withThreshold(models[f]!.threat, models[f]!.hate, t), outerCounts.get(t)!);
    }
  }
  for (const t of CANDIDATES) console.log(`all folds, threshold ${t}: ${show(outerCounts.get(t)!)}`);
  console.log(`threshold to ship (the rule on the 5-fold figures): ${choose(outerCounts)}`);
  console.log('\nNested figures (each outer fold scored with the threshold its inner cross-validation chose):');
  const services = models.map((m, f) => withThreshold(m.threat, m.hate, chosen[f]!));
  evaluateCrossValidated(examples, models, 10, services);
}

main();
