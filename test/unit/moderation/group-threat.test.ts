import { describe, expect, it } from 'vitest';
import { createEmbeddedModerationService, logOdds } from '../../../shared/moderation/embedded-classifier';
import { groupNamedByWord, namedGroup } from '../../../shared/moderation/group-terms';
import { analyse } from '../../../shared/moderation/normalise';
import { canonicalText } from '../../../shared/moderation/patterns';
import { THREAT_MODEL_FORMAT, type ThreatModelData, threatWords } from '../../../shared/moderation/threat-model';

/** A group threat model that weighs nothing: its probability is sigmoid(bias) for every message. */
function constantModel(bias: number): ThreatModelData {
  return { format: THREAT_MODEL_FORMAT, bits: 18, bias, threshold: 0.95, scale: 100, indices: [], weights: [] };
}

function words(text: string): string[] {
  return threatWords(canonicalText(analyse(text)).text);
}

const shipped = createEmbeddedModerationService();

const NO_GROUP = [
  'Hi Thabo, the braai is at 5, bring ice',
  'I will kill you when I find you',
  'Your parcel is ready for collection at the Sandton branch',
  'Lock him up, he stole from the municipality',
  'Ubekwe kwikhaya lakhe lokugqibela uSihlalo we-EFF',
];

describe('the group threat model reads only messages that name a group by a word (decision 0938)', () => {
  it('finds a group by its word or pair, not by a spelling evasion', () => {
    expect(groupNamedByWord(words('the foreigners at the taxi rank'))).toBe('foreigners');
    expect(groupNamedByWord(words('white people in the queue'))).toBe('white people');
    expect(groupNamedByWord(words('all the muslimz'))).toBeUndefined();
    expect(namedGroup(words('all the muslimz'))).toBe('Muslims');
    expect(groupNamedByWord(words('see you at the braai'))).toBeUndefined();
  });

  it('leaves a message that names no group exactly as the threat model reads it', () => {
    const alwaysThreat = createEmbeddedModerationService({ groupThreatModel: constantModel(30) });
    for (const text of NO_GROUP) expect(alwaysThreat.classify(text)).toEqual(shipped.classify(text));
  });

  it('decides a message that names a group, and the reason names the group', () => {
    const alwaysThreat = createEmbeddedModerationService({ groupThreatModel: constantModel(30) });
    const text = 'The Nigerians next door are having a braai on Saturday';
    expect(shipped.classify(text).verdict).toBe('ALLOWED');
    const r = alwaysThreat.classify(text);
    expect(r.verdict).toBe('BLOCKED');
    expect(r.reason).toContain('call to violence against a group: foreigners');
    const neverThreat = createEmbeddedModerationService({ groupThreatModel: constantModel(-30) });
    expect(neverThreat.classify(text).verdict).toBe('ALLOWED');
  });

  it('as a residual, adds its log-odds to the threat model: a zero correction changes no decision', () => {
    const zero = createEmbeddedModerationService({ groupThreatModel: constantModel(0), groupThreatMode: 'residual' });
    const push = createEmbeddedModerationService({ groupThreatModel: constantModel(30), groupThreatMode: 'residual' });
    const texts = [
      ...NO_GROUP,
      'The Nigerians next door are having a braai on Saturday',
      'Women in tech meetup this Thursday at the library',
    ];
    // sigmoid(0) is one half, whose log-odds are 0: the threat model's probability comes back unchanged.
    expect(logOdds(0.5)).toBe(0);
    for (const text of texts) expect(zero.classify(text).verdict).toBe(shipped.classify(text).verdict);
    expect(push.classify('Women in tech meetup this Thursday at the library').verdict).toBe('BLOCKED');
  });
});
