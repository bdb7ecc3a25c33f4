/**
 * Leave-one-batch-out check of the threat model (scripts/moderation/research/rounds/0901-threat-generalisation.md): for each spent batch
 * of the development corpus (a held-out batch or a dev batch written after a fit, marked `# batch N` in dev.tsv), a
 * model is trained on everything written before it and the batch is scored as the shipped classifier would score it
 * (rules, as they stand now, and the model at several thresholds). Batches written later than the one scored are
 * left out of its training, so the figure says how the model generalises to phrasings not yet written; the rules are
 * the current ones, so for them the figure is optimistic.
 *
 *   npx tsx scripts/moderation/threat-batch-cv.ts ../shared/datasets/sms-spam-collection.dev.tsv ../shared/datasets/davidson-2017.dev.tsv
 */
import { ThreatScorer } from '../../shared/moderation/threat-model';
import { authoredTrainingExamples } from './authored';
import { threatDevelopmentBatches } from './threat-eval';
import { DEFAULT_THREAT_TRAIN_OPTIONS, trainThreatModel } from './threat-train';
import { datasetNegatives, threatRuleHit, wordsOf } from './threat-training';

const THRESHOLDS = [0.5, 0.7, 0.8, 0.9, 0.95, 0.98, 0.99];

function main(): void {
  const inputs = process.argv.slice(2);
  if (inputs.length === 0) {
    console.error('usage: npx tsx scripts/moderation/threat-batch-cv.ts <sms.tsv> <davidson.tsv>');
    process.exit(2);
  }
  const negatives = datasetNegatives(inputs).map((t) => ({ words: wordsOf(t), threat: false, weight: 2 }));
  const authored = authoredTrainingExamples()
    .filter((e) => !e.spam)
    .map((e) => ({ words: wordsOf(e.text), threat: false, weight: 1 }));
  // Batches in the order they were written: dev.tsv by its `# batch N` markers, the spent held-out files among them.
  const batches = threatDevelopmentBatches();
  for (let i = 0; i < batches.length; i++) {
    const target = batches[i]!;
    if (target.order < Number(process.env.FROM ?? 6.5)) continue;
    const before = batches.slice(0, i).flatMap((b) => b.rows);
    const model = new ThreatScorer(
      trainThreatModel(
        [
          ...before.map((r) => ({ words: wordsOf(r.text), threat: r.label === 'threat', weight: 2 })),
          ...authored,
          ...negatives,
        ],
        {
          ...DEFAULT_THREAT_TRAIN_OPTIONS,
          ...(process.env.L2 ? { l2: Number(process.env.L2) } : {}),
          ...(process.env.EPOCHS ? { epochs: Number(process.env.EPOCHS) } : {}),
        },
      ),
    );
    const scored = target.rows.map((r) => {
      const words = wordsOf(r.text);
      return { r, rule: threatRuleHit(r.text), p: model.score(words) };
    });
    const threats = scored.filter((s) => s.r.label === 'threat');
    const looks = scored.filter((s) => s.r.label === 'lookalike');
    const line = THRESHOLDS.map((t) => {
      const b = (s: (typeof scored)[number]) => s.rule || s.p >= t;
      return `${t}: ${((100 * threats.filter(b).length) / threats.length).toFixed(1)}%/${looks.filter(b).length}`;
    }).join('  ');
    console.log(
      `${target.name.padEnd(16)} (${threats.length}/${looks.length}) rules now, model trained before it: ${line}`,
    );
    const show = Number(process.env.SHOW ?? 0);
    if (show > 0 && i === batches.length - 1) {
      for (const s of looks.filter((s) => s.rule || s.p >= show))
        console.log(`   FP ${s.rule ? 'rule' : s.p.toFixed(3)} ${s.r.text}`);
      for (const s of threats.filter((s) => !s.rule && s.p < show))
        console.log(`   miss ${s.p.toFixed(3)} ${s.r.text}`);
    }
  }
}

main();
