/**
 * The training examples of the threat and hate models (shared/moderation/threat-model.ts, one feature pass for both)
 * from the development datasets (../shared/datasets, read at training time only), the authored threat corpus and the
 * authored functional hate set, with the cross-validation fold of each example.
 *
 * Roles (an example may teach one model, both, or neither):
 * - authored threat corpus (development files): threats and look-alikes teach the threat model; look-alikes are
 *   also negatives of the hate model. Never in a fold: the threat corpus is measured by its blind held-out batches.
 * - SMS ham and spam, Davidson "neither", authored transactional ham, and the ordinary Afrikaans, isiXhosa, isiZulu
 *   and Sesotho text: negatives of both (the African text is what keeps a language from being a reason to block).
 * - Davidson "hate", Stormfront "hate": positives of the hate model; Stormfront "noHate" and Davidson "offensive":
 *   its negatives (offensive at half weight: profanity is not hate).
 * - ThreatGram "violence": threats; "none" and "punish" (calls for arrest or trial: lawful speech): negatives.
 * - the functional set (research/hate/functional.ts): hateful rows are positives of the hate model, and its calls to
 *   violence positives of the threat model too; the contrasts are negatives of both.
 *
 * Folds: by hash of the text for dataset rows, by template for the functional set, so that no fold measures a text
 * or a template it was trained on.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fnv1a } from '../../shared/moderation/spam-features';
import { authoredTrainingExamples } from './authored';
import { functionalRows } from './research/hate/functional';
import { readThreatTsv, THREAT_CORPUS_DIR, threatDevelopmentFiles } from './threat-eval';
import { DEFAULT_THREAT_TRAIN_OPTIONS, type ThreatExample, type ThreatTrainOptions } from './threat-train';
import { wordsOf } from './threat-training';
import { readLabelledTsv } from './tsv';

export const FOLDS = 5;

/** Hate probability at or above which a message that names a group is blocked (decision 0905). */
export const HATE_THRESHOLD = 0.65;

/**
 * Training options of the two models as shipped: weights below `keep` dropped and the rest kept to 0.05, so that both
 * fit the send bundle (at most 900 KB) where the threat model alone was before (decision 0905).
 */
export const THREAT_OPTIONS: ThreatTrainOptions = { ...DEFAULT_THREAT_TRAIN_OPTIONS, keep: 0.2, scale: 20 };
export const HATE_OPTIONS: ThreatTrainOptions = {
  ...DEFAULT_THREAT_TRAIN_OPTIONS,
  threshold: HATE_THRESHOLD,
  keep: 0.4,
  scale: 20,
};
/** The datasets folder: MODERATION_DATASETS if set (a worktree one level deeper than the checkout), else ../shared/datasets. */
export const DEFAULT_DATASET_DIR = process.env.MODERATION_DATASETS ?? join(process.cwd(), '..', 'shared', 'datasets');

export type Language = 'en' | 'af' | 'zu' | 'xh' | 'st';

/** The dataset files read, with the language of their text. */
export const DATASET_FILES: readonly { file: string; language: Language }[] = [
  { file: 'sms-spam-collection.dev.tsv', language: 'en' },
  { file: 'davidson-2017.dev.tsv', language: 'en' },
  { file: 'stormfront.tsv', language: 'en' },
  { file: 'threatgram.tsv', language: 'en' },
  { file: 'brighter-afr.dev.tsv', language: 'af' },
  { file: 'brighter-xho.dev.tsv', language: 'xh' },
  { file: 'brighter-zul.dev.tsv', language: 'zu' },
  { file: 'za-isizulu-news.tsv', language: 'zu' },
  { file: 'sona-sot.tsv', language: 'st' },
];

export interface ModerationExample {
  text: string;
  words: string[];
  /** Dataset file, 'functional' or 'threat corpus'. */
  source: string;
  label: string;
  language: Language;
  /** Cross-validation fold, or -1 for examples in every training run (the threat corpus, authored ham). */
  fold: number;
  /** Threat model: 1 threat, 0 not, undefined not trained on. */
  threat?: 0 | 1;
  threatWeight: number;
  hate?: 0 | 1;
  hateWeight: number;
  /** Functional set only: its function and template. */
  category?: string;
  template?: string;
}

/**
 * Weight of an ordinary Afrikaans, isiZulu, isiXhosa or Sesotho sentence in the threat model's training, where an
 * English negative weighs 1 or 2 (decision 0905: 4; decision 0911: chosen by nested cross-validation,
 * research/experiments/ordinary-weight-nested-cv.ts).
 */
export const ORDINARY_THREAT_WEIGHT = 4;

function role(
  source: string,
  label: string,
  ordinaryThreatWeight: number,
): Pick<ModerationExample, 'threat' | 'threatWeight' | 'hate' | 'hateWeight'> {
  const neither = { threatWeight: 0, hateWeight: 0 };
  switch (label) {
    case 'ham':
    case 'neither':
      return { threat: 0, threatWeight: 2, hate: 0, hateWeight: 2 };
    case 'ordinary':
      // Ordinary Afrikaans, isiZulu, isiXhosa and Sesotho text weighs more than the English negatives: the threat corpus
      // holds more threats than ordinary text in those languages, which taught the model their words (decisions 0905,
      // 0911).
      return { threat: 0, threatWeight: ordinaryThreatWeight, hate: 0, hateWeight: 2 };
    case 'spam':
      return { threat: 0, threatWeight: 1, hate: 0, hateWeight: 1 };
    case 'hate':
      return { ...neither, hate: 1, hateWeight: source.startsWith('davidson') ? 1 : 2 };
    case 'offensive':
      return { ...neither, hate: 0, hateWeight: 0.5 };
    case 'nohate':
      return { threat: 0, threatWeight: 1, hate: 0, hateWeight: 1 };
    case 'violence':
      return { ...neither, threat: 1, threatWeight: 1 };
    case 'none':
    case 'punish':
      return { threat: 0, threatWeight: 1, hate: 0, hateWeight: 0.5 };
    default:
      throw new Error(`${source}: unknown label ${label}`);
  }
}

/**
 * Authored threats against groups and their look-alikes (research/threats/groups.tsv, decision 0924), in the threat
 * corpus's roles when passed as `extraThreatFiles`. Not among threatDevelopmentFiles(): the language identifier and
 * the threat-only scripts do not read it. Not trained on by the shipped models (decisions 0925, 0926: not shipped).
 */
export const GROUP_THREAT_FILE = join(THREAT_CORPUS_DIR, 'groups.tsv');

/**
 * What decision 0926 added beside GROUP_THREAT_FILE, in the same roles: everyday SMS-like English and isiXhosa text and
 * harmless mentions of groups (look-alikes: negatives of both models), and threats to a person in the shapes of the
 * threat batches (threats: the threat model). Authored by a helper; research/threats/README.md.
 */
export const ORDINARY_SMS_FILE = join(THREAT_CORPUS_DIR, 'ordinary-sms.tsv');
export const PERSON_THREAT_FILE = join(THREAT_CORPUS_DIR, 'person-threats.tsv');

/** The extra corpus files of decision 0926's side of the seed sweep (not trained on by default: not shipped). */
export const EXTRA_THREAT_FILES: readonly string[] = [GROUP_THREAT_FILE, ORDINARY_SMS_FILE, PERSON_THREAT_FILE];

/**
 * Every example: the datasets in `dir` (all of DATASET_FILES must be there), threat corpus, functional set.
 * `ordinaryThreatWeight`: see ORDINARY_THREAT_WEIGHT (other values for experiments).
 * `extraThreatFiles`: threat corpus files trained on beside the development files (experiments: GROUP_THREAT_FILE,
 * EXTRA_THREAT_FILES; by default none, the shipped models).
 */
export function moderationExamples(
  dir = DEFAULT_DATASET_DIR,
  ordinaryThreatWeight = ORDINARY_THREAT_WEIGHT,
  extraThreatFiles: readonly string[] = [],
): ModerationExample[] {
  const out: ModerationExample[] = [];
  for (const { file, language } of DATASET_FILES) {
    const path = join(dir, file);
    // A missing file is an error: a model trained without part of its data must not be written or measured.
    if (!existsSync(path)) throw new Error(`missing dataset ${path} (pass the datasets folder as the argument)`);
    for (const r of readLabelledTsv(path)) {
      out.push({
        text: r.text,
        words: wordsOf(r.text),
        source: file,
        label: r.label,
        language,
        fold: fnv1a(r.text) % FOLDS,
        ...role(file, r.label, ordinaryThreatWeight),
      });
    }
  }
  // `extraThreatFiles`: corpus files beside the development files, in the threat corpus's roles (decisions 0924-0926).
  for (const path of [...threatDevelopmentFiles().map((f) => f.path), ...extraThreatFiles]) {
    for (const r of readThreatTsv(path)) {
      const threat = r.label === 'threat';
      out.push({
        text: r.text,
        words: wordsOf(r.text),
        source: 'threat corpus',
        label: r.label,
        language: r.language,
        fold: -1,
        threat: threat ? 1 : 0,
        threatWeight: 2,
        ...(threat ? { hateWeight: 0 } : { hate: 0, hateWeight: 1 }),
      });
    }
  }
  for (const e of authoredTrainingExamples().filter((e) => !e.spam)) {
    out.push({
      text: e.text,
      words: wordsOf(e.text),
      source: 'authored ham',
      label: 'ham',
      language: 'en',
      fold: -1,
      threat: 0,
      threatWeight: 1,
      hate: 0,
      hateWeight: 1,
    });
  }
  for (const r of functionalRows()) {
    const hate = r.label === 'hate';
    const violent = hate && r.category === 'violence';
    out.push({
      text: r.text,
      words: wordsOf(r.text),
      source: 'functional',
      label: r.label,
      language: r.language,
      fold: fnv1a(r.template) % FOLDS,
      threat: violent ? 1 : hate ? undefined : 0,
      threatWeight: violent ? 2 : hate ? 0 : 2,
      hate: hate ? 1 : 0,
      hateWeight: 2,
      category: r.category,
      template: r.template,
    });
  }
  return out;
}

/** Training examples of one model, leaving out fold `heldOut` (-1: leave out nothing, the shipped model). */
export function modelExamples(
  examples: readonly ModerationExample[],
  model: 'threat' | 'hate',
  heldOut = -1,
): ThreatExample[] {
  const out: ThreatExample[] = [];
  for (const e of examples) {
    if (heldOut >= 0 && e.fold === heldOut) continue;
    const y = model === 'threat' ? e.threat : e.hate;
    const weight = model === 'threat' ? e.threatWeight : e.hateWeight;
    if (y === undefined || weight <= 0) continue;
    out.push({ words: e.words, threat: y === 1, weight });
  }
  return out;
}

/** The violent rows the ordinary-text experiments hold recall on: ThreatGram "violence" and the functional calls to
 * violence against groups (research/experiments/*-nested-cv.ts). */
export const isViolentRow = (e: ModerationExample): boolean =>
  (e.source === 'threatgram.tsv' && e.label === 'violence') ||
  (e.source === 'functional' && e.label === 'hate' && e.category === 'violence');

/** Ordinary isiZulu and isiXhosa text (decision 0913). */
export const isNguniOrdinary = (e: ModerationExample): boolean =>
  e.label === 'ordinary' && (e.language === 'zu' || e.language === 'xh');
