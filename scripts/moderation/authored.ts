/**
 * The authored South African business SMS the spam model is calibrated with (docs/decisions/0101): extra training
 * examples added to the SMS Spam Collection, and held-out sets that only measure. Nothing here comes from a dataset.
 */

import { SA_MARKETING_TEMPLATES, saMarketingTraining } from './sa-marketing';
import { saSpamBlind, saSpamHeldOut, saSpamTraining } from './sa-spam';
import type { SpamExample } from './spam-train';
import { TRANSACTIONAL_TRAINING_TEMPLATES, transactionalTrainingHam } from './transactional-ham';
import {
  TRANSACTIONAL_BLIND_TEMPLATES,
  TRANSACTIONAL_HELD_OUT_TEMPLATES,
  transactionalBlind2Ham,
  transactionalBlindHam,
  transactionalHeldOutHam,
} from './transactional-holdout';

/** Transactional ham and SA spam added to every training run (the shipped model and each cross-validation fold). */
export function authoredTrainingExamples(): SpamExample[] {
  return [
    ...transactionalTrainingHam().map((text) => ({ text, spam: false })),
    // Legitimate marketing to a business's own contacts is not spam (issue 25); held-out part in sa-marketing.ts.
    ...saMarketingTraining().map((text) => ({ text, spam: false })),
    ...saSpamTraining().map((text) => ({ text, spam: true })),
  ];
}

export interface AuthoredHeldOut {
  /** Looked at while calibrating. */
  transactionalHam: string[];
  saSpam: string[];
  /** Written after the first calibration round was frozen; looked at in the second. */
  blindHam: string[];
  blindSpam: string[];
  /** Written after the second (last) round was frozen: never looked at while choosing. */
  blind2Ham: string[];
}

/** Held-out authored sets: never trained on, only measured. */
export function authoredHeldOut(): AuthoredHeldOut {
  return {
    transactionalHam: transactionalHeldOutHam(),
    saSpam: saSpamHeldOut(),
    blindHam: transactionalBlindHam(),
    blindSpam: saSpamBlind(),
    blind2Ham: transactionalBlind2Ham(),
  };
}

export function authoredSummary(): string {
  const train = authoredTrainingExamples();
  const held = authoredHeldOut();
  const marketing = saMarketingTraining().length;
  return (
    `${train.filter((e) => !e.spam).length - marketing} transactional ham (${TRANSACTIONAL_TRAINING_TEMPLATES} templates), ` +
    `${marketing} marketing ham (${SA_MARKETING_TEMPLATES.training} templates, scripts/moderation/sa-marketing.ts) and ` +
    `${train.filter((e) => e.spam).length} SA spam for training; held out: ` +
    `${held.transactionalHam.length + held.blindHam.length + held.blind2Ham.length} transactional ham ` +
    `(${TRANSACTIONAL_HELD_OUT_TEMPLATES + TRANSACTIONAL_BLIND_TEMPLATES} other templates) and ` +
    `${held.saSpam.length + held.blindSpam.length} SA spam`
  );
}
