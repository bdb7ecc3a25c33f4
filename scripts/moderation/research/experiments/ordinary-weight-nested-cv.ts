/**
 * Nested cross-validation of the weight of ordinary Afrikaans, isiZulu, isiXhosa and Sesotho text in the threat
 * model's training (hate-data.ts ORDINARY_THREAT_WEIGHT; decision 0911). The weight is a choice made on data, so the
 * figures that judge it must come from folds the choice never saw:
 *
 * - for each outer fold f, the weight is chosen by an inner 4-fold cross-validation over the other folds only (inner
 *   fold g scored by a threat model trained on the folds outside {f, g}), by a rule fixed before any run: among the
 *   candidates whose inner recall on the violent rows (ThreatGram "violence", the functional set's calls to violence
 *   against groups) is at most 1 point below the current weight's, the one with the lowest mean block rate over the
 *   four languages' ordinary text; ties to the smaller weight;
 * - fold f is then scored by a threat model trained on every other fold with the weight chosen for f, and the whole
 *   classifier's tables are printed (hate-eval.ts), so every figure is one the choice did not see.
 *
 * The shipped weight is the rule applied to the outer cross-validation (the same rule over all five folds).
 *
 *   MODERATION_DATASETS=<dir> npx tsx scripts/moderation/research/experiments/ordinary-weight-nested-cv.ts
 */
import { EmbeddedModerationService } from '../../../../shared/moderation/embedded-classifier';
import type { ThreatModelData } from '../../../../shared/moderation/threat-model';
import {
  DEFAULT_DATASET_DIR,
  FOLDS,
  HATE_OPTIONS,
  isViolentRow,
  type ModerationExample,
  modelExamples,
  moderationExamples,
  ORDINARY_THREAT_WEIGHT,
  THREAT_OPTIONS,
} from '../../hate-data';
import { evaluateCrossValidated } from '../../hate-eval';
import { trainThreatModel } from '../../threat-train';

const CANDIDATES: readonly number[] = [ORDINARY_THREAT_WEIGHT, 8, 16];
const LANGUAGES = ['af', 'zu', 'xh', 'st'] as const;
/** Largest loss of violent-row recall (percentage points) a candidate may cost against the current weight. */
const RECALL_SLACK = 1;

const isOrdinaryAfrican = (e: ModerationExample) => e.label === 'ordinary';

interface Figures {
  /** Mean over the four languages of the ordinary block rate, in %. */
  african: number;
  /** Violent rows blocked, in %. */
  violent: number;
  perLanguage: string;
}

function measure(
  rows: readonly ModerationExample[],
  service: EmbeddedModerationService,
  counts: Map<string, [number, number]>,
): void {
  for (const e of rows) {
    const key = isViolentRow(e) ? 'violent' : e.language;
    const c = counts.get(key) ?? [0, 0];
    c[1]++;
    if (service.classify(e.text).verdict === 'BLOCKED') c[0]++;
    counts.set(key, c);
  }
}

function figures(counts: Map<string, [number, number]>): Figures {
  const rate = (k: string) => {
    const [n, d] = counts.get(k) ?? [0, 0];
    return d === 0 ? 0 : (100 * n) / d;
  };
  const african = LANGUAGES.reduce((s, l) => s + rate(l), 0) / LANGUAGES.length;
  const perLanguage = LANGUAGES.map((l) => `${l} ${counts.get(l)?.[0] ?? 0}/${counts.get(l)?.[1] ?? 0}`).join(', ');
  return { african, violent: rate('violent'), perLanguage };
}

/** The rule fixed before the runs (module comment). */
function choose(results: ReadonlyMap<number, Figures>): number {
  const base = results.get(ORDINARY_THREAT_WEIGHT)!;
  let best = ORDINARY_THREAT_WEIGHT;
  for (const w of CANDIDATES) {
    const r = results.get(w)!;
    if (r.violent < base.violent - RECALL_SLACK) continue;
    if (r.african < results.get(best)!.african) best = w;
  }
  return best;
}

function main(): void {
  const dir = DEFAULT_DATASET_DIR;
  const byWeight = new Map(CANDIDATES.map((w) => [w, moderationExamples(dir, w)] as const));
  const base = byWeight.get(ORDINARY_THREAT_WEIGHT)!;
  const measured = (e: ModerationExample) => isOrdinaryAfrican(e) || isViolentRow(e);
  const models: { threat: ThreatModelData; hate: ThreatModelData }[] = [];
  const outerCounts = new Map<number, Map<string, [number, number]>>(CANDIDATES.map((w) => [w, new Map()]));
  for (let f = 0; f < FOLDS; f++) {
    const hate = trainThreatModel(modelExamples(base, 'hate', f), HATE_OPTIONS);
    const inner = new Map<number, Figures>();
    for (const w of CANDIDATES) {
      const rest = byWeight.get(w)!.filter((e) => e.fold !== f);
      const counts = new Map<string, [number, number]>();
      for (let g = 0; g < FOLDS; g++) {
        if (g === f) continue;
        const threat = trainThreatModel(modelExamples(rest, 'threat', g), THREAT_OPTIONS);
        const service = new EmbeddedModerationService({ threatModel: threat, hateModel: hate });
        measure(
          rest.filter((e) => e.fold === g && measured(e)),
          service,
          counts,
        );
      }
      const r = figures(counts);
      inner.set(w, r);
      console.log(
        `outer fold ${f}, weight ${w}: inner CV violent ${r.violent.toFixed(2)} %, African mean ${r.african.toFixed(2)} % (${r.perLanguage})`,
      );
    }
    const chosen = choose(inner);
    console.log(`outer fold ${f}: weight ${chosen} chosen`);
    const threat = trainThreatModel(modelExamples(byWeight.get(chosen)!, 'threat', f), THREAT_OPTIONS);
    models.push({ threat, hate });
    // The shipped weight's rule needs each candidate's outer figures too (the outer folds, all five).
    for (const w of CANDIDATES) {
      const t = w === chosen ? threat : trainThreatModel(modelExamples(byWeight.get(w)!, 'threat', f), THREAT_OPTIONS);
      measure(
        base.filter((e) => e.fold === f && measured(e)),
        new EmbeddedModerationService({ threatModel: t, hateModel: hate }),
        outerCounts.get(w)!,
      );
    }
  }
  const outer = new Map<number, Figures>();
  for (const w of CANDIDATES) {
    const r = figures(outerCounts.get(w)!);
    outer.set(w, r);
    console.log(
      `all folds, weight ${w}: CV violent ${r.violent.toFixed(2)} %, African mean ${r.african.toFixed(2)} % (${r.perLanguage})`,
    );
  }
  console.log(`weight to ship (the rule on the 5-fold figures): ${choose(outer)}`);
  console.log('\nNested figures (each outer fold scored with the weight its inner cross-validation chose):');
  evaluateCrossValidated(base, models, 10);
}

main();
