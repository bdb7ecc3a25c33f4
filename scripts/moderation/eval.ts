/**
 * Measures the embedded moderation classifier on labelled `label<TAB>text` files.
 *
 *   npx tsx scripts/moderation/eval.ts [<file.tsv> ...] [--show-errors N]
 *   npm run eval:moderation                      (authored sets and the threat corpus only)
 *   npm run eval:moderation -- ../shared/datasets/sms-spam-collection.dev.tsv ../shared/datasets/davidson-2017.dev.tsv
 *
 * ham/spam files (SMS Spam Collection): spam figures are 10-fold cross-validated, each fold scored
 * by a model trained on the other nine with the same code as scripts/moderation/train-spam.ts, so no
 * message is scored by a model that saw it. HIGH figures come from the lexicon, the patterns and the
 * threat model; the threat model is trained on the innocent messages of the dataset files (SMS ham,
 * Davidson "neither"), so it is cross-validated the same way (threatFolds). hate/offensive/neither files (Davidson et al. 2017): HIGH figures, with
 * "hate" as the positive class and "neither" as the negative one; "offensive" is reported alone.
 *
 * Every training run (each fold, like the shipped model) adds the authored South African business SMS of
 * authored.ts. Their held-out sets (never trained on) are always measured with the bundled model: transactional ham
 * flagged as spam, and SA spam caught.
 *
 * The authored threat corpus (scripts/moderation/research/threats/) is always measured too: threats of violence, extortion,
 * intimidation and incitement in English, Afrikaans, isiZulu, isiXhosa and Sesotho, and their innocent look-alikes,
 * per language, on the development file and on each held-out batch (threat-eval.ts).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { EmbeddedModerationService } from '../../shared/moderation/embedded-classifier';
import { fnv1a } from '../../shared/moderation/spam-features';
import type { ModerationResult } from '../../shared/moderation/types';
import { HIGH_SEVERITY_CATEGORIES } from '../../shared/moderation/types';
import { type AuthoredHeldOut, authoredHeldOut, authoredTrainingExamples } from './authored';
import { DEFAULT_DATASET_DIR, FOLDS as HATE_FOLDS, moderationExamples } from './hate-data';
import { evaluateCrossValidated, foldModels, foldService } from './hate-eval';
import { evaluateHateHeldOut } from './hate-heldout';
import { evaluateMarketing } from './marketing-eval';
import { trainSpamModel } from './spam-train';
import { evaluateThreats } from './threat-eval';
import { type LabelledRow, readLabelledTsv } from './tsv';

const FOLDS = 10;

interface Scored {
  row: LabelledRow;
  result: ModerationResult;
}

interface Confusion {
  tp: number;
  fp: number;
  fn: number;
  tn: number;
}

function confusion(items: Scored[], positive: (s: Scored) => boolean, predicted: (s: Scored) => boolean): Confusion {
  const c = { tp: 0, fp: 0, fn: 0, tn: 0 };
  for (const s of items) {
    const p = positive(s);
    const q = predicted(s);
    if (p && q) c.tp++;
    else if (!p && q) c.fp++;
    else if (p) c.fn++;
    else c.tn++;
  }
  return c;
}

function pct(n: number, d: number): string {
  return d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(2)} %`;
}

function describe(name: string, c: Confusion): string {
  const precision = c.tp + c.fp === 0 ? 0 : c.tp / (c.tp + c.fp);
  const recall = c.tp + c.fn === 0 ? 0 : c.tp / (c.tp + c.fn);
  const denom = Math.sqrt((c.tp + c.fp) * (c.tp + c.fn) * (c.tn + c.fp) * (c.tn + c.fn));
  const mcc = denom === 0 ? 0 : (c.tp * c.tn - c.fp * c.fn) / denom;
  return `  ${name.padEnd(34)} TP ${c.tp}  FP ${c.fp}  FN ${c.fn}  TN ${c.tn}  precision ${precision.toFixed(3)}  recall ${recall.toFixed(3)}  MCC ${mcc.toFixed(3)}`;
}

function isHigh(s: Scored): boolean {
  return s.result.severity === 'HIGH';
}

function flaggedSpam(s: Scored): boolean {
  return s.result.categories.some((c) => c.category === 'SPAM');
}

function target(label: string, value: number, ok: boolean): void {
  console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${label}: ${value.toFixed(2)} %`);
}

function showErrors(title: string, items: Scored[], limit: number): void {
  if (limit <= 0 || items.length === 0) return;
  console.log(`  -- ${title} (${items.length}, showing ${Math.min(limit, items.length)})`);
  for (const s of items.slice(0, limit)) console.log(`     [${s.result.reason}] ${s.row.text.slice(0, 160)}`);
}

/**
 * Classifiers for cross-validation of the HIGH figures: fold g's threat and hate models were trained on every
 * example outside fold g (hate-data.ts: folds by hash of the text), so a dataset message is only ever scored by models
 * that did not see it.
 */
type FoldServices = readonly EmbeddedModerationService[];

function highService(services: FoldServices, text: string): EmbeddedModerationService {
  return services[fnv1a(text) % HATE_FOLDS]!;
}

/** Scores each row with a spam model trained on the other folds (SPAM figures only). */
function crossValidated(rows: LabelledRow[]): Scored[] {
  const fold = rows.map((r) => fnv1a(r.text) % FOLDS);
  const out: Scored[] = new Array(rows.length);
  const authored = authoredTrainingExamples();
  for (let f = 0; f < FOLDS; f++) {
    const train = [
      ...rows.filter((_, i) => fold[i] !== f).map((r) => ({ text: r.text, spam: r.label === 'spam' })),
      ...authored,
    ];
    const service = new EmbeddedModerationService({ spamModel: trainSpamModel(train) });
    rows.forEach((r, i) => {
      if (fold[i] === f) out[i] = { row: r, result: service.classify(r.text) };
    });
  }
  return out;
}

function evaluateSms(rows: LabelledRow[], folds: FoldServices, show: number): void {
  const scored = crossValidated(rows);
  const ham = scored.filter((s) => s.row.label === 'ham');
  const spam = scored.filter((s) => s.row.label === 'spam');
  const high = (s: Scored) => highService(folds, s.row.text).classify(s.row.text).severity === 'HIGH';
  const c = confusion(scored, (s) => s.row.label === 'spam', flaggedSpam);
  console.log(
    `SPAM (${FOLDS}-fold cross-validated, folds by hash of the text; each fold scored by a model not trained on it)`,
  );
  console.log(describe('SPAM', c));
  const caught = (100 * c.tp) / spam.length;
  const hamFlagged = (100 * c.fp) / ham.length;
  target('spam caught (target >= 90 %)', caught, caught >= 90);
  target('ham flagged as spam (target <= 1 %)', hamFlagged, hamFlagged <= 1);
  showErrors('ham flagged as spam', ham.filter(flaggedSpam), show);
  showErrors(
    'spam missed',
    spam.filter((s) => !flaggedSpam(s)),
    show,
  );

  const bundled = new EmbeddedModerationService();
  const resub = confusion(
    rows.map((row) => ({ row, result: bundled.classify(row.text) })),
    (s) => s.row.label === 'spam',
    flaggedSpam,
  );
  console.log('SPAM, bundled model on this file (NOT cross-validated: optimistic if it was trained on it)');
  console.log(describe('SPAM (bundled)', resub));

  console.log("HIGH severity (lexicon, patterns, and the threat and hate models of each row's fold: cross-validated)");
  const blocked = ham.filter(high);
  const hamBlocked = (100 * blocked.length) / ham.length;
  console.log(`  ham blocked HIGH: ${blocked.length} of ${ham.length}; spam blocked HIGH: ${spam.filter(high).length}`);
  target('HIGH-blocked on SMS ham (target <= 0.2 %)', hamBlocked, hamBlocked <= 0.2);
  showErrors(
    'ham blocked HIGH',
    blocked.map((s) => ({ row: s.row, result: highService(folds, s.row.text).classify(s.row.text) })),
    show,
  );
}

function evaluateDavidson(rows: LabelledRow[], folds: FoldServices, show: number): void {
  // Each tweet is scored with the threat and hate models of its fold, which were not trained on it.
  const scored = rows.map((row) => ({ row, result: highService(folds, row.text).classify(row.text) }));
  const by = (label: string) => scored.filter((s) => s.row.label === label);
  const hate = by('hate');
  const neither = by('neither');
  const offensive = by('offensive');
  console.log('HIGH severity (positive = "hate", negative = "neither"; "offensive" reported separately)');
  console.log(
    describe(
      'HIGH (any of HATE_SPEECH/ABUSE/RACISM)',
      confusion([...hate, ...neither], (s) => s.row.label === 'hate', isHigh),
    ),
  );
  for (const category of HIGH_SEVERITY_CATEGORIES) {
    const raised = (s: Scored) => s.result.categories.some((c) => c.category === category);
    console.log(
      `  ${category.padEnd(12)} raised on hate ${pct(hate.filter(raised).length, hate.length)}, neither ${pct(neither.filter(raised).length, neither.length)}, offensive ${pct(offensive.filter(raised).length, offensive.length)}`,
    );
  }
  console.log(`  offensive blocked HIGH (not a target): ${pct(offensive.filter(isHigh).length, offensive.length)}`);
  const recall = (100 * hate.filter(isHigh).length) / hate.length;
  const fpr = (100 * neither.filter(isHigh).length) / neither.length;
  target('HIGH recall on Davidson "hate" (target >= 60 %)', recall, recall >= 60);
  target('HIGH-blocked on Davidson "neither" (target <= 1.5 %)', fpr, fpr <= 1.5);
  showErrors('neither blocked HIGH', neither.filter(isHigh), show);
  showErrors(
    'hate not blocked',
    hate.filter((s) => !isHigh(s)),
    show,
  );
}

/** The authored South African sets, held out from training, scored by the bundled model. */
function evaluateAuthored(show: number): void {
  const service = new EmbeddedModerationService();
  const spam = (text: string) => service.classify(text).categories.some((c) => c.category === 'SPAM');
  const held: AuthoredHeldOut = authoredHeldOut();
  const rate = (set: string[], flagged: boolean) => set.filter((t) => spam(t) === flagged).length;
  console.log('\n== authored South African business SMS, held out from training (bundled model)');
  const parts: [string, string[], boolean][] = [
    ['transactional ham flagged as spam, looked at while calibrating', held.transactionalHam, true],
    ['transactional ham flagged as spam, written after round 1', held.blindHam, true],
    ['transactional ham flagged as spam, blind (written after round 2)', held.blind2Ham, true],
    ['SA spam caught, looked at while calibrating', held.saSpam, true],
    ['SA spam caught, written after round 1', held.blindSpam, true],
  ];
  for (const [label, set, flagged] of parts) {
    console.log(`  ${label}: ${rate(set, flagged)} of ${set.length} (${pct(rate(set, flagged), set.length)})`);
  }
  const ham = [...held.transactionalHam, ...held.blindHam, ...held.blind2Ham];
  const flaggedHam = (100 * rate(ham, true)) / ham.length;
  target('transactional ham flagged as spam (held out, target <= 2 %)', flaggedHam, flaggedHam <= 2);
  const toScored = (text: string): Scored => ({ row: { label: 'ham', text }, result: service.classify(text) });
  showErrors('transactional ham flagged as spam', ham.filter(spam).map(toScored), show);
  showErrors('SA spam missed', [...held.saSpam, ...held.blindSpam].filter((t) => !spam(t)).map(toScored), show);
}

function evaluateOther(rows: LabelledRow[]): void {
  const service = new EmbeddedModerationService();
  const table = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const verdict = service.classify(row.text).verdict;
    const line = table.get(row.label) ?? new Map<string, number>();
    line.set(verdict, (line.get(verdict) ?? 0) + 1);
    table.set(row.label, line);
  }
  console.log('Unrecognised labels; verdicts per label:');
  for (const [label, line] of table)
    console.log(`  ${label.padEnd(12)} ${[...line].map(([v, n]) => `${v} ${n}`).join('  ')}`);
}

function main(): void {
  const args = process.argv.slice(2);
  let show = 0;
  const files: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--show-errors') show = Number(args[++i] ?? 10);
    else files.push(args[i]!);
  }
  const dir = DEFAULT_DATASET_DIR;
  if (files.length === 0) {
    for (const f of ['sms-spam-collection.dev.tsv', 'davidson-2017.dev.tsv'])
      if (existsSync(join(dir, f))) files.push(join(dir, f));
  }
  const datasets = files.map((file) => ({ file, rows: readLabelledTsv(file) }));
  // The threat and hate models of each fold, trained once and shared by every dataset's HIGH figures.
  const examples = existsSync(dir) ? moderationExamples(dir) : [];
  const models = examples.length > 0 ? foldModels(examples) : [];
  const folds = models.map(foldService);
  for (const { file, rows } of datasets) {
    const labels = new Set(rows.map((r) => r.label));
    const counts = [...labels].map((l) => `${l} ${rows.filter((r) => r.label === l).length}`).join(', ');
    console.log(`\n== ${file}: ${rows.length} rows (${counts})`);
    const started = performance.now();
    if (folds.length > 0 && [...labels].every((l) => l === 'ham' || l === 'spam')) evaluateSms(rows, folds, show);
    else if (folds.length > 0 && [...labels].every((l) => l === 'hate' || l === 'offensive' || l === 'neither'))
      evaluateDavidson(rows, folds, show);
    else evaluateOther(rows);
    console.log(`  (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  }
  if (models.length > 0) evaluateCrossValidated(examples, models, show);
  else console.log(`\n(no datasets at ${dir}: cross-validated figures skipped)`);
  evaluateAuthored(show);
  const sms = datasets.find((d) => d.rows.every((r) => r.label === 'ham' || r.label === 'spam'));
  if (sms) evaluateMarketing(sms.rows);
  evaluateThreats(show);
  evaluateHateHeldOut();
}

main();
