/**
 * Leave-one-batch-out check of the threat model (docs/decisions/0901-threat-generalisation.md): for each spent batch
 * of the development corpus (a held-out batch or a dev batch written after a fit, marked `# batch N` in dev.tsv), a
 * model is trained on everything written before it and the batch is scored as the shipped classifier would score it
 * (rules, as they stand now, and the model at several thresholds). Batches written later than the one scored are
 * left out of its training, so the figure says how the model generalises to phrasings not yet written; the rules are
 * the current ones, so for them the figure is optimistic.
 *
 *   npx tsx scripts/moderation/threat-batch-cv.ts ../shared/datasets/sms-spam-collection.dev.tsv ../shared/datasets/davidson-2017.dev.tsv
 */
import { readFileSync } from 'node:fs';
import { ThreatScorer } from '../../shared/moderation/threat-model';
import { authoredTrainingExamples } from './authored';
import { readThreatTsv, type ThreatRow, threatDevelopmentFiles } from './threat-eval';
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
  // Batches in the order they were written: dev.tsv by its `# batch N` markers, then the spent held-out files.
  const batches: { name: string; rows: ThreatRow[] }[] = [];
  for (const f of threatDevelopmentFiles()) {
    if (f.name === 'dev.tsv') {
      for (const [name, rows] of readThreatTsvBatches(f.path)) batches.push({ name: `dev ${name}`, rows });
    } else batches.push({ name: f.name, rows: readThreatTsv(f.path) });
  }
  // Each held-out batch sits after the development batch that came before its freeze.
  const HELD_OUT_AFTER: Record<string, number> = { 'heldout-1.tsv': 6.5, 'heldout-2.tsv': 8.5, 'heldout-3.tsv': 13.5 };
  const order = (n: string) => HELD_OUT_AFTER[n] ?? (n.startsWith('heldout-') ? 99 : Number(n.match(/\d+/)?.[0] ?? 0));
  batches.sort((a, b) => order(a.name) - order(b.name));
  for (let i = 0; i < batches.length; i++) {
    const target = batches[i]!;
    if (order(target.name) < Number(process.env.FROM ?? 6.5)) continue;
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

/** dev.tsv split at its `# batch N` comment lines; lines before the first marker are batch 1-6. */
function readThreatTsvBatches(path: string): Map<string, ThreatRow[]> {
  const out = new Map<string, ThreatRow[]>();
  const all = readThreatTsv(path);
  const text = readFileSync(path, 'utf8');
  let name = 'batch 1-6';
  let k = 0;
  for (const line of text.split(/\r?\n/)) {
    const m = line.match(/^#[^(]*?\bbatch\s+(\d+)/i);
    if (m) name = `batch ${m[1]}`;
    if (line.trim() === '' || line.startsWith('#')) continue;
    const list = out.get(name) ?? [];
    list.push(all[k++]!);
    out.set(name, list);
  }
  return out;
}

main();
