/**
 * Decision 0939: do the marketing files of the spent blind batches (legitimate South African marketing a business
 * sends its own customers, and SA spam, each batch by another writer), trained on, teach the spam model to leave a
 * business's marketing alone on a writer it has not seen, without losing spam?
 *
 * Sides, per spam training seed (the shipped model's seed is 20110919):
 * - `main`: the shipped training (the SMS Spam Collection and authored.ts's examples);
 * - `batches`: plus every spent batch's marketing.tsv (ham not spam, spam spam, weight 1 as every example);
 * - `batches-ham` (round 2, after `batches` flagged transactional ham): plus the ham lines of those files only;
 * - `batches-sms` (round 3, after `batches-ham` lost the spam): `batches` plus the ordinary SMS (`ordinary_sms`) of
 *   every language file of the spent batches 1-12, as ham (left out with their batch);
 * - `batches-w1` (decision 0941): `batches` with each batch spam line weighing 1/3, so that with the spam weight of
 *   3 it counts once, as a ham line does.
 *
 * Figures (the whole classifier, SPAM category raised: the spam model or the phishing signs):
 * - `b<k> ham flagged` (of 180) and `b<k> spam caught` (of 80): batch k's marketing.tsv, scored by a model trained
 *   without it (leave-one-batch-out; `main` has no batch to leave out);
 * - `cv SMS spam caught` / `cv SMS ham flagged`: the SMS Spam Collection, 10-fold by hash of the text as eval.ts,
 *   every authored example and batch line in each fold's training;
 * - `held-out ...`: authored.ts's held-out sets and sa-marketing.ts's / sa-spam.ts's held-out sets (never trained
 *   on), scored by the model trained on everything.
 *
 *   MODERATION_DATASETS=<dir> npx tsx scripts/moderation/research/experiments/marketing-lobo.ts \
 *       --sides main,batches --seeds 20110919,1,2,3,4 [--tests 6,7,8,9,10,11,12] --out /tmp/marketing.jsonl
 *   npx tsx scripts/moderation/research/experiments/menace-lobo.ts --table /tmp/marketing.jsonl
 *
 * `--tests 13` (a blind batch beyond 12, after its freeze): its marketing.tsv scored by models trained on every spent
 * batch.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EmbeddedModerationService } from '../../../../shared/moderation/embedded-classifier';
import { fnv1a } from '../../../../shared/moderation/spam-features';
import { authoredHeldOut, authoredTrainingExamples } from '../../authored';
import { DEFAULT_DATASET_DIR } from '../../hate-data';
import { batchMarketing } from '../../marketing-eval';
import { saMarketingHeldOut, saMarketingHeldOut2 } from '../../sa-marketing';
import { saSpamHeldOut2 } from '../../sa-spam';
import { type SpamExample, trainSpamModel } from '../../spam-train';
import { readLabelledTsv } from '../../tsv';
import { add, arg, type Figures } from './tally';

const HATE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'hate');
/** The spent batches with a marketing file (batch 2 has none). */
const MARKETING_BATCHES = [1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const FOLDS = 10;
/** The spent batches whose language files hold ordinary SMS (every one). */
const SMS_BATCHES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** The `ordinary_sms` lines of a batch's en, af, zu, xh and st files, as ham. */
function ordinarySms(batch: number): SpamExample[] {
  return ['en', 'af', 'zu', 'xh', 'st'].flatMap((language) =>
    readFileSync(join(HATE_DIR, `heldout-hate-${batch}`, `${language}.tsv`), 'utf8')
      .split(/\r?\n/)
      .map((l) => l.split('\t'))
      .filter((f) => f[1] === 'ordinary_sms')
      .map((f) => ({ text: f.slice(2).join('\t'), spam: false })),
  );
}

function classifier(train: readonly SpamExample[], seed: number): (text: string) => boolean {
  const service = new EmbeddedModerationService({ spamModel: trainSpamModel(train, { seed }) });
  return (text) => service.classify(text).categories.some((c) => c.category === 'SPAM');
}

function main(): void {
  const sides = (arg('--sides') ?? 'main,batches').split(',');
  const seeds = (arg('--seeds') ?? '20110919').split(',').map(Number);
  const tests = (arg('--tests') ?? '6,7,8,9,10,11,12').split(',').map(Number);
  const out = arg('--out') ?? '/tmp/marketing-lobo.jsonl';
  const sms = readLabelledTsv(join(DEFAULT_DATASET_DIR, 'sms-spam-collection.dev.tsv')).map((r) => ({
    text: r.text,
    spam: r.label === 'spam',
  }));
  const smsFold = sms.map((e) => fnv1a(e.text) % FOLDS);
  const authored = authoredTrainingExamples();
  // A test batch beyond the spent ones (a blind batch after its freeze) is scored by models trained on all of them.
  const batches = new Map([...new Set([...MARKETING_BATCHES, ...tests])].map((b) => [b, batchMarketing(b)]));
  const held = authoredHeldOut();
  const heldOut: [string, string[], boolean][] = [
    ['held-out transactional ham flagged', held.transactionalHam, false],
    ['held-out transactional blind ham flagged', held.blindHam, false],
    ['held-out transactional blind 2 ham flagged', held.blind2Ham, false],
    ['held-out SA marketing flagged', saMarketingHeldOut(), false],
    ['held-out SA marketing 2 flagged', saMarketingHeldOut2(), false],
    ['held-out SA spam caught', held.saSpam, true],
    ['held-out SA spam blind caught', held.blindSpam, true],
    ['held-out SA spam 2 caught', saSpamHeldOut2(), true],
  ];
  for (const seed of seeds) {
    for (const side of sides) {
      if (!['main', 'batches', 'batches-ham', 'batches-sms', 'batches-w1'].includes(side)) {
        throw new Error(`unknown side ${side}`);
      }
      const once = (e: SpamExample): SpamExample => (side === 'batches-w1' && e.spam ? { ...e, weight: 1 / 3 } : e);
      const kept = (e: SpamExample) => side !== 'batches-ham' || !e.spam;
      const started = performance.now();
      const lines = (skip: number) =>
        side === 'main'
          ? []
          : [
              ...MARKETING_BATCHES.filter((b) => b !== skip).flatMap((b) => batches.get(b)!.filter(kept).map(once)),
              ...(side === 'batches-sms' ? SMS_BATCHES.filter((b) => b !== skip).flatMap(ordinarySms) : []),
            ];
      const f: Figures = {};
      const everyBatch = lines(0);
      const all = [...sms, ...authored, ...everyBatch];
      const isSpam = classifier(all, seed);
      for (const [key, texts] of heldOut) for (const t of texts) add(f, key, isSpam(t));
      for (const k of tests) {
        const flagged = side === 'main' ? isSpam : classifier([...sms, ...authored, ...lines(k)], seed);
        for (const e of batches.get(k)!) add(f, `b${k} ${e.spam ? 'spam caught' : 'ham flagged'}`, flagged(e.text));
      }
      for (let fold = 0; fold < FOLDS; fold++) {
        const flagged = classifier([...sms.filter((_, i) => smsFold[i] !== fold), ...authored, ...everyBatch], seed);
        sms.forEach((e, i) => {
          if (smsFold[i] === fold) add(f, `cv SMS ${e.spam ? 'spam caught' : 'ham flagged'}`, flagged(e.text));
        });
      }
      appendFileSync(out, `${JSON.stringify({ side, seed, examples: all.length, figures: f })}\n`);
      console.log(`${side} seed ${seed}: ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
  }
}

main();
