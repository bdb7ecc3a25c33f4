import { describe, expect, it } from 'vitest';
import { type SpamExample, trainSpamModel } from '../../../scripts/moderation/spam-train';
import { EmbeddedModerationService } from '../../../shared/moderation/embedded-classifier';
import { SpamScorer } from '../../../shared/moderation/spam-model';

/** A toy corpus written for this test. */
const EXAMPLES: SpamExample[] = [
  ...[
    'win a free prize now call 0900111222',
    'free cash prize text WIN to 80088',
    'claim your free prize call 0900333444 now',
    'you have won cash text CLAIM to 80099',
  ].map((text) => ({ text, spam: true })),
  ...[
    'see you at lunch',
    'can you call me when you are home',
    'the meeting is at three',
    'thanks for dinner last night',
    'running late sorry',
  ].map((text) => ({ text, spam: false })),
];

describe('trainSpamModel', () => {
  it('is deterministic', () => {
    expect(trainSpamModel(EXAMPLES, { bits: 12 })).toEqual(trainSpamModel(EXAMPLES, { bits: 12 }));
  });

  it('learns to separate a toy corpus', () => {
    const scorer = new SpamScorer(trainSpamModel(EXAMPLES, { bits: 12, epochs: 30 }));
    expect(scorer.score('free prize call 0900555666 now')).toBeGreaterThan(scorer.score('see you at the meeting'));
  });

  it('plugs into the classifier in place of the bundled weights', () => {
    const service = new EmbeddedModerationService({
      spamModel: trainSpamModel(EXAMPLES, { bits: 12, epochs: 30, threshold: 0.5 }),
    });
    expect(service.classify('win a free cash prize call 0900777888 now').verdict).toBe('FLAGGED');
    expect(service.classify('see you at lunch').verdict).toBe('ALLOWED');
  });

  it('weight 1 is the default: the same weights, byte for byte', () => {
    const weighted = EXAMPLES.map((e) => ({ ...e, weight: 1 }));
    expect(trainSpamModel(weighted, { bits: 12 })).toEqual(trainSpamModel(EXAMPLES, { bits: 12 }));
  });

  it('an example weighing 0 teaches nothing, and a heavier one counts for more', () => {
    const probe = 'free lunch at the meeting call 0900555666';
    const score = (examples: SpamExample[]) =>
      new SpamScorer(trainSpamModel(examples, { bits: 12, epochs: 30 })).score(probe);
    const ignored: SpamExample = { text: 'free lunch at the meeting today', spam: true, weight: 0 };
    // Weighing 0, its label makes no difference (the same examples in the same order, so only the label differs).
    expect(trainSpamModel([...EXAMPLES, ignored], { bits: 12 })).toEqual(
      trainSpamModel([...EXAMPLES, { ...ignored, spam: false }], { bits: 12 }),
    );
    expect(trainSpamModel([...EXAMPLES, { ...ignored, weight: 1 }], { bits: 12 })).not.toEqual(
      trainSpamModel([...EXAMPLES, { ...ignored, weight: 1, spam: false }], { bits: 12 }),
    );
    const light = score([...EXAMPLES, { ...ignored, weight: 0.2 }]);
    const heavy = score([...EXAMPLES, { ...ignored, weight: 5 }]);
    expect(heavy).toBeGreaterThan(light);
    expect(light).toBeGreaterThan(score(EXAMPLES));
  });

  it('rejects weights of an unknown format', () => {
    expect(() => new SpamScorer({ ...trainSpamModel(EXAMPLES, { bits: 8 }), format: 'other' })).toThrow(/format/);
  });
});
