/**
 * The examples the threat model (shared/moderation/threat-model.ts) is trained on, shared by the training script
 * and the cross-validated evaluation: the development part of the authored threat corpus (threats and their
 * look-alikes; never a held-out batch), the authored transactional ham of authored.ts, and the innocent messages of
 * the public development datasets (SMS ham, Davidson "neither"), which teach the model how ordinary messages use
 * violent words ("my phone is dead", "finished class") and how ordinary messages look.
 * The development part is dev.tsv and every spent held-out batch (threat-eval.ts SPENT_HELD_OUT): batches written
 * after the newest freeze are never trained on.
 */

import { countedPatternHits, namesThreat } from '../../shared/moderation/embedded-classifier';
import { analyse } from '../../shared/moderation/normalise';
import { canonicalText } from '../../shared/moderation/patterns';
import { threatWords } from '../../shared/moderation/threat-model';
import { authoredTrainingExamples } from './authored';
import { readThreatTsv, threatDevelopmentFiles } from './threat-eval';
import type { ThreatExample } from './threat-train';
import { readLabelledTsv } from './tsv';

/** Words of a message as the model reads them. */
export function wordsOf(text: string): string[] {
  return threatWords(canonicalText(analyse(text)).text);
}

/** Innocent messages of public datasets: ham of an SMS file, "neither" of a Davidson file; other labels ignored. */
export function datasetNegatives(paths: readonly string[]): string[] {
  return paths.flatMap((p) =>
    readLabelledTsv(p)
      .filter((r) => r.label === 'ham' || r.label === 'neither')
      .map((r) => r.text),
  );
}

/** Development corpus, authored transactional ham and the given innocent dataset messages. */
export function threatTrainingExamples(negatives: readonly string[]): ThreatExample[] {
  const dev = threatDevelopmentFiles().flatMap((f) => readThreatTsv(f.path));
  return [
    ...dev.map((r) => ({ words: wordsOf(r.text), threat: r.label === 'threat', weight: 2 })),
    ...authoredTrainingExamples()
      .filter((e) => !e.spam)
      .map((e) => ({ words: wordsOf(e.text), threat: false, weight: 1 })),
    ...negatives.map((text) => ({ words: wordsOf(text), threat: false, weight: 2 })),
  ];
}

/** Whether the threat patterns block the text as the classifier counts them (embedded-classifier.ts). */
export function threatRuleHit(text: string): boolean {
  const a = analyse(text);
  const canonical = canonicalText(a);
  return countedPatternHits(a, canonical, threatWords(canonical.text)).some(namesThreat);
}
