/**
 * Nested cross-validation of the weight of ordinary isiZulu and isiXhosa text alone in the threat model's training
 * (Afrikaans and Sesotho stay at ORDINARY_THREAT_WEIGHT; decision 0913). Same protocol as ordinary-weight-nested-cv.ts:
 * for each outer fold f the weight is chosen by an inner 4-fold cross-validation over the other folds, by a rule fixed
 * before the run: among the candidates whose inner recall on the violent rows (ThreatGram "violence", the functional
 * set's calls to violence against groups) is no lower than the current weight's, the one with the lowest block rate
 * on the isiZulu and isiXhosa ordinary text; ties to the smaller weight. Fold f is then scored with the weight chosen
 * for f, and the whole classifier's tables are printed.
 *
 *   MODERATION_DATASETS=<dir> npx tsx scripts/moderation/research/experiments/nguni-weight-nested-cv.ts
 */
import { EmbeddedModerationService } from '../../../../shared/moderation/embedded-classifier';
import type { ThreatModelData } from '../../../../shared/moderation/threat-model';
import {
  DEFAULT_DATASET_DIR,
  FOLDS,
  HATE_OPTIONS,
  isNguniOrdinary,
  isViolentRow,
  type ModerationExample,
  modelExamples,
  moderationExamples,
  ORDINARY_THREAT_WEIGHT,
  THREAT_OPTIONS,
} from '../../hate-data';
import { evaluateCrossValidated } from '../../hate-eval';
import { trainThreatModel } from '../../threat-train';

const CANDIDATES: readonly number[] = [ORDINARY_THREAT_WEIGHT, 16];

interface Counts {
  ordinary: [number, number];
  violent: [number, number];
}

const pct = ([n, d]: [number, number]) => (d === 0 ? 0 : (100 * n) / d);

function measure(rows: readonly ModerationExample[], service: EmbeddedModerationService, c: Counts): void {
  for (const e of rows) {
    const blocked = service.classify(e.text).verdict === 'BLOCKED' ? 1 : 0;
    const k = isNguniOrdinary(e) ? c.ordinary : isViolentRow(e) ? c.violent : undefined;
    if (k === undefined) continue;
    k[0] += blocked;
    k[1]++;
  }
}

function choose(results: ReadonlyMap<number, Counts>): number {
  const base = results.get(ORDINARY_THREAT_WEIGHT)!;
  let best = ORDINARY_THREAT_WEIGHT;
  for (const w of CANDIDATES) {
    const r = results.get(w)!;
    if (pct(r.violent) < pct(base.violent)) continue;
    if (pct(r.ordinary) < pct(results.get(best)!.ordinary)) best = w;
  }
  return best;
}

function weighted(examples: readonly ModerationExample[], w: number): ModerationExample[] {
  return examples.map((e) => (isNguniOrdinary(e) ? { ...e, threatWeight: w } : e));
}

function main(): void {
  const base = moderationExamples(DEFAULT_DATASET_DIR);
  const byWeight = new Map(CANDIDATES.map((w) => [w, weighted(base, w)] as const));
  const measured = (e: ModerationExample) => isNguniOrdinary(e) || isViolentRow(e);
  const models: { threat: ThreatModelData; hate: ThreatModelData }[] = [];
  const outer = new Map<number, Counts>(CANDIDATES.map((w) => [w, { ordinary: [0, 0], violent: [0, 0] }]));
  for (let f = 0; f < FOLDS; f++) {
    const hate = trainThreatModel(modelExamples(base, 'hate', f), HATE_OPTIONS);
    const inner = new Map<number, Counts>();
    for (const w of CANDIDATES) {
      const rest = byWeight.get(w)!.filter((e) => e.fold !== f);
      const c: Counts = { ordinary: [0, 0], violent: [0, 0] };
      for (let g = 0; g < FOLDS; g++) {
        if (g === f) continue;
        const threat = trainThreatModel(modelExamples(rest, 'threat', g), THREAT_OPTIONS);
        measure(
          rest.filter((e) => e.fold === g && measured(e)),
          new EmbeddedModerationService({ threatModel: threat, hateModel: hate }),
          c,
        );
      }
      inner.set(w, c);
      console.log(
        `outer fold ${f}, weight ${w}: inner ordinary zu+xh ${c.ordinary[0]}/${c.ordinary[1]}, violent ${c.violent[0]}/${c.violent[1]}`,
      );
    }
    const chosen = choose(inner);
    console.log(`outer fold ${f}: weight ${chosen} chosen`);
    for (const w of CANDIDATES) {
      const threat = trainThreatModel(modelExamples(byWeight.get(w)!, 'threat', f), THREAT_OPTIONS);
      if (w === chosen) models.push({ threat, hate });
      measure(
        base.filter((e) => e.fold === f && measured(e)),
        new EmbeddedModerationService({ threatModel: threat, hateModel: hate }),
        outer.get(w)!,
      );
    }
  }
  for (const w of CANDIDATES) {
    const c = outer.get(w)!;
    console.log(
      `all folds, weight ${w}: ordinary zu+xh ${c.ordinary[0]}/${c.ordinary[1]}, violent ${c.violent[0]}/${c.violent[1]}`,
    );
  }
  console.log(`weight to ship (the rule on the 5-fold figures): ${choose(outer)}`);
  console.log('\nNested figures (each outer fold scored with the weight its inner cross-validation chose):');
  evaluateCrossValidated(base, models, 10);
}

main();
