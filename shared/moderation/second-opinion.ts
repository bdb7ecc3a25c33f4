/**
 * The embedded classifier with an optional second opinion from Amazon Comprehend's DetectToxicContent
 * (config MODERATION_SECOND_OPINION=comprehend; off by default).
 *
 * Combination rule (docs/decisions/0101-moderation-classifier.md):
 * - the embedded verdict comes first; when it is BLOCKED, Comprehend is not asked and can never downgrade it;
 * - otherwise a Comprehend score of at least SECOND_OPINION_THRESHOLD on HATE_SPEECH (-> HATE_SPEECH), THREAT or
 *   HARASSMENT_OR_ABUSE (-> ABUSE) blocks (severity HIGH), keeping any SPAM the embedded classifier raised;
 * - INSULT, PROFANITY, SEXUAL and GRAPHIC never block (profanity alone must not block, as in the embedded rule), and
 *   Comprehend never raises or clears SPAM;
 * - a Comprehend failure or timeout leaves the embedded verdict as it is, and is logged.
 */
import type { Logger } from '../logger';
import type { CategoryScore, ModerationCategory, ModerationResult, ModerationService } from './types';

export const TOXIC_LABELS = [
  'HATE_SPEECH',
  'INSULT',
  'PROFANITY',
  'THREAT',
  'SEXUAL',
  'HARASSMENT_OR_ABUSE',
  'GRAPHIC',
] as const;
export type ToxicLabel = (typeof TOXIC_LABELS)[number];

/** Comprehend's opinion of a whole message: the highest score of each label and of toxicity over its segments. */
export interface ToxicityOpinion {
  labels: Partial<Record<ToxicLabel, number>>;
  toxicity: number;
}

/** A failed call: an error answer (with Comprehend's `__type`), a timeout, or an unreadable answer. */
export class ComprehendError extends Error {
  constructor(
    readonly kind: 'http' | 'timeout' | 'network' | 'protocol',
    message: string,
    readonly status?: number,
    readonly awsType?: string,
  ) {
    super(message);
    this.name = 'ComprehendError';
  }
}

const SECOND_OPINION_THRESHOLD = 0.8;

const BLOCKING_LABELS: Partial<Record<ToxicLabel, ModerationCategory>> = {
  HATE_SPEECH: 'HATE_SPEECH',
  THREAT: 'ABUSE',
  HARASSMENT_OR_ABUSE: 'ABUSE',
};

const LABEL_WORDS: Record<string, string> = {
  HATE_SPEECH: 'hate speech',
  THREAT: 'threat',
  HARASSMENT_OR_ABUSE: 'harassment or abuse',
};

/** What the second opinion needs from a toxicity detector (the Comprehend client, or a fake). */
export interface ToxicityDetector {
  detectToxicContent(text: string): Promise<ToxicityOpinion>;
}

export class SecondOpinionModerationService implements ModerationService {
  constructor(
    private readonly embedded: ModerationService,
    private readonly detector: ToxicityDetector,
    private readonly log: Logger,
  ) {}

  async moderate(text: string): Promise<ModerationResult> {
    const first = await this.embedded.moderate(text);
    if (first.verdict === 'BLOCKED' || text.trim() === '') return first;
    let opinion: ToxicityOpinion;
    try {
      opinion = await this.detector.detectToxicContent(text);
    } catch (error) {
      const e = error as Error;
      this.log.warn('moderation second opinion failed; embedded verdict used', {
        kind: error instanceof ComprehendError ? error.kind : 'unexpected',
        status: error instanceof ComprehendError ? error.status : undefined,
        awsType: error instanceof ComprehendError ? error.awsType : undefined,
        error: e?.message,
      });
      return first;
    }
    return combine(first, opinion);
  }
}

/** Applies the module's combination rule to an embedded result that is not BLOCKED. */
function combine(first: ModerationResult, opinion: ToxicityOpinion): ModerationResult {
  if (first.verdict === 'BLOCKED') return first;
  const raised = new Map<ModerationCategory, number>();
  const reasons: string[] = [];
  for (const [label, category] of Object.entries(BLOCKING_LABELS) as [ToxicLabel, ModerationCategory][]) {
    const score = opinion.labels[label] ?? 0;
    if (score < SECOND_OPINION_THRESHOLD) continue;
    raised.set(category, Math.max(raised.get(category) ?? 0, score));
    reasons.push(`${LABEL_WORDS[label]} ${score.toFixed(2)}`);
  }
  if (raised.size === 0) return first;
  const categories: CategoryScore[] = [
    ...[...raised].map(([category, score]) => ({ category, score: Math.round(score * 1000) / 1000 })),
    ...first.categories.filter((c) => !raised.has(c.category)),
  ].sort((a, b) => b.score - a.score);
  return {
    verdict: 'BLOCKED',
    severity: 'HIGH',
    categories,
    reason: `Blocked: second opinion (Amazon Comprehend) found ${reasons.join(', ')}.`,
    excerpt: first.excerpt,
  };
}
