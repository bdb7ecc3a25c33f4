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
 * - the English lines of the spent blind hate batches (GROUP_THREAT_BATCHES, decision 0983): calls to violence against
 *   groups and threats to a person are threats of the group threat model only, allowed lines its non-threats; the
 *   threat and hate models do not read them. In every fold's training: the batches are measured by the next blind
 *   batch.
 *
 * - authored innocent messages that name a group in the forms threats take (research/hate/group-negatives-0984.tsv,
 *   decision 0984): non-threats of the group threat model only, in every fold's training.
 *
 * The group threat model (decision 0983) reads, of all these, only the examples that name a group in English
 * (groupThreatGate, as it read them when the shipped model was trained: group-threat-selection.txt, decision 1912), in
 * the threat model's roles, and learns a correction of the threat model's log-odds.
 *
 * Folds: by hash of the text for dataset rows, by template for the functional set, so that no fold measures a text
 * or a template it was trained on.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fnv1a } from '../../shared/moderation/spam-features';
import { type ThreatModelData, ThreatScorer } from '../../shared/moderation/threat-model';
import { authoredTrainingExamples } from './authored';
import { functionalRows } from './research/hate/functional';
import { readThreatTsv, threatDevelopmentFiles } from './threat-eval';
import { DEFAULT_THREAT_TRAIN_OPTIONS, type ThreatExample, type ThreatTrainOptions } from './threat-train';
import { wordsOf } from './threat-training';
import { type CategorisedRow, readCategorisedTsv, readLabelledTsv } from './tsv';

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
/**
 * The group threat model's (decision 0983): a correction of the threat model, whose threshold it shares; `keep` the
 * smallest of 0.2, 0.3, 0.4, 0.5, 0.7, 1.0 that keeps the send bundle at most 900 KB (fixed by the rule, by size only).
 */
export const GROUP_THREAT_OPTIONS: ThreatTrainOptions = {
  ...THREAT_OPTIONS,
  keep: 0.2,
};
/**
 * Seeds whose group threat models are averaged (decision 0986): one model's correction swings with the order of its
 * few thousand examples; the average of five is steadier.
 */
export const GROUP_THREAT_SEEDS: readonly number[] = [1, 2, 3, 4, 5];
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
  /** Group threat model only (the spent blind batches' lines): 1 threat, 0 not. */
  groupThreat?: 0 | 1;
  /** Whether the group threat model trains on the example (group-threat-selection.txt); false if not given. */
  groupRead?: boolean;
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
 * Every example: the datasets in `dir` (all of DATASET_FILES must be there), threat corpus, functional set.
 * `ordinaryThreatWeight`: see ORDINARY_THREAT_WEIGHT (other values for experiments).
 * `extraThreatFiles`: threat corpus files trained on beside the development files (experiments).
 * `groupThreatBatches`: the spent blind batches whose English lines train the group threat model (experiments).
 */
export function moderationExamples(
  dir = DEFAULT_DATASET_DIR,
  ordinaryThreatWeight = ORDINARY_THREAT_WEIGHT,
  extraThreatFiles: readonly string[] = [],
  groupThreatBatches: readonly number[] = GROUP_THREAT_BATCHES,
  africanBatches: readonly number[] = AFRICAN_BATCHES,
): ModerationExample[] {
  const out: ModerationExample[] = [];
  for (const { file, language } of DATASET_FILES) {
    const path = join(dir, file);
    // A missing file is an error: a model trained without part of its data must not be written or measured.
    if (!existsSync(path)) throw new Error(`missing dataset ${path} (pass the datasets folder as the argument)`);
    for (const r of readLabelledTsv(path)) {
      out.push({
        text: r.text,
        ...read(r.text),
        source: file,
        label: r.label,
        language,
        fold: fnv1a(r.text) % FOLDS,
        ...role(file, r.label, ordinaryThreatWeight),
      });
    }
  }
  // `extraThreatFiles`: corpus files not trained on, in the threat corpus's roles (experiments, e.g. decision 0924).
  for (const path of [...threatDevelopmentFiles().map((f) => f.path), ...extraThreatFiles]) {
    for (const r of readThreatTsv(path)) {
      const threat = r.label === 'threat';
      out.push({
        text: r.text,
        ...read(r.text),
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
      ...read(e.text),
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
      ...read(r.text),
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
  for (const batch of groupThreatBatches) out.push(...batchExamples(batch));
  for (const batch of africanBatches) out.push(...africanBatchExamples(batch));
  out.push(...groupNegatives());
  return out;
}

/**
 * Authored innocent messages that name a group in the forms threats take (decision 0984): non-threats of the group
 * threat model only, in every fold's training.
 */
const GROUP_NEGATIVES = join(dirname(fileURLToPath(import.meta.url)), 'research', 'hate', 'group-negatives-0984.tsv');

function groupNegatives(): ModerationExample[] {
  return readCategorisedTsv(GROUP_NEGATIVES).map(({ label, category, text }) => {
    if (label !== 'allow') throw new Error(`${GROUP_NEGATIVES}: a line labelled ${label}, not allow`);
    return example(text, 'group negatives', label, 'en', -1, {
      threatWeight: 0,
      hateWeight: 0,
      groupThreat: 0,
      category,
    });
  });
}

/** The spent blind hate batches whose English lines the group threat model is trained on (decision 0983). */
export const GROUP_THREAT_BATCHES: readonly number[] = Array.from({ length: 16 }, (_, i) => i + 1);
const HATE_BATCH_DIR = join(dirname(fileURLToPath(import.meta.url)), 'research', 'hate');
/** Batch categories taught as threats: calls to violence against groups, threats to a person. */
const BATCH_THREATS = new Set(['direct_threat_group', 'normative_violence', 'threat_person']);

/** The lines of one language of a spent batch (`label<TAB>category<TAB>text`); none if the file is absent. */
export function batchLines(batch: number, language: Language): CategorisedRow[] {
  const path = join(HATE_BATCH_DIR, `heldout-hate-${batch}`, `${language}.tsv`);
  if (!existsSync(path)) return [];
  const rows = readCategorisedTsv(path);
  for (const r of rows) if (r.label !== 'block' && r.label !== 'allow') throw new Error(`${path}: label ${r.label}`);
  return rows;
}

/** The English lines of a spent batch in the group threat model's roles (decision 0983). */
function batchExamples(batch: number): ModerationExample[] {
  const out: ModerationExample[] = [];
  for (const { label, category, text } of batchLines(batch, 'en')) {
    const threat = label === 'block' && BATCH_THREATS.has(category);
    if (label === 'block' && !threat) continue;
    out.push(
      example(text, `hate batch ${batch}`, label, 'en', -1, {
        threatWeight: 0,
        hateWeight: 0,
        groupThreat: threat ? 1 : 0,
        category,
      }),
    );
  }
  return out;
}

/** The spent blind batches whose Afrikaans, isiZulu, isiXhosa and Sesotho lines train the threat and hate models. */
export const AFRICAN_BATCHES: readonly number[] = [];
/** African batch categories: threats of the threat model; hateful lines of the hate model. */
const AFRICAN_THREATS = new Set(['violence_call', 'threat_person']);
/** Weight of an African batch line in the threat and hate models' training. */
const AFRICAN_WEIGHT = 2;

/** The Afrikaans, isiZulu, isiXhosa and Sesotho lines of a spent batch in the threat and hate models' roles. */
function africanBatchExamples(batch: number): ModerationExample[] {
  const out: ModerationExample[] = [];
  for (const language of ['af', 'zu', 'xh', 'st'] as const) {
    for (const { label, category, text } of batchLines(batch, language)) {
      const block = label === 'block';
      const threat = block && AFRICAN_THREATS.has(category);
      out.push(
        example(text, `hate batch ${batch}`, label, language, -1, {
          threat: threat ? 1 : block ? undefined : 0,
          threatWeight: block && !threat ? 0 : AFRICAN_WEIGHT,
          hate: block && category !== 'threat_person' ? 1 : block ? undefined : 0,
          hateWeight: category === 'threat_person' ? 0 : AFRICAN_WEIGHT,
          category,
        }),
      );
    }
  }
  return out;
}

/**
 * The examples the group threat model trains on, by wordsKey (decision 1912): those the group threat gate read when
 * the shipped model was trained. Later readers of group mentions widen the gate at run time; the training set stays
 * this one, so the training command reproduces the shipped weights, and a new selection is a new candidate model.
 */
const GROUP_THREAT_SELECTION = new Set(
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'group-threat-selection.txt'), 'utf8')
    .split('\n')
    .filter((l) => l !== '' && !l.startsWith('#')),
);

/** An example's key in the selection: the first 16 hex digits of the SHA-256 of its words joined by spaces. */
export function wordsKey(words: readonly string[]): string {
  return createHash('sha256').update(words.join(' ')).digest('hex').slice(0, 16);
}

/** The words of a text and whether the group threat model trains on it. */
function read(text: string): Pick<ModerationExample, 'words' | 'groupRead'> {
  const words = wordsOf(text);
  return { words, groupRead: GROUP_THREAT_SELECTION.has(wordsKey(words)) };
}

/** An example with its words and whether the group threat model reads it. */
function example(
  text: string,
  source: string,
  label: string,
  language: Language,
  fold: number,
  roles: Omit<ModerationExample, 'text' | 'words' | 'source' | 'label' | 'language' | 'fold' | 'groupRead'>,
): ModerationExample {
  return { text, ...read(text), source, label, language, fold, ...roles };
}

/** Weight of a spent batch's line in the group threat model's training (decision 0983). */
const BATCH_WEIGHT = 2;

/**
 * Training examples of the group threat model, leaving out fold `heldOut` (-1: none): every example it reads, in the
 * threat model's roles or as a batch line, each with the log-odds `threat` (the threat model of the same fold) gives
 * it as its offset, so that the group model learns only the correction.
 */
export function groupThreatExamples(
  examples: readonly ModerationExample[],
  threat: ThreatModelData,
  heldOut = -1,
): ThreatExample[] {
  const scorer = new ThreatScorer(threat);
  const out: ThreatExample[] = [];
  for (const e of examples) {
    if (!e.groupRead || (heldOut >= 0 && e.fold === heldOut)) continue;
    const [y, weight] = e.groupThreat !== undefined ? [e.groupThreat, BATCH_WEIGHT] : [e.threat, e.threatWeight];
    if (y === undefined || weight <= 0) continue;
    out.push({ words: e.words, threat: y === 1, weight, offset: scorer.logOdds(e.words) });
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
