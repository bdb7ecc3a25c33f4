import { describe, expect, it } from 'vitest';
import { createEmbeddedModerationService, namesThreat } from '../../../shared/moderation/embedded-classifier';
import { isInnocentSetting } from '../../../shared/moderation/innocent-setting';
import { analyse } from '../../../shared/moderation/normalise';
import { canonicalText, findPatternHits } from '../../../shared/moderation/patterns';
import { THREAT_MODEL_FORMAT, threatWords } from '../../../shared/moderation/threat-model';

const service = createEmbeddedModerationService();
const THREAT_LABEL = /threat|intimidation|incitement|violence|extortion/;

function words(text: string): string[] {
  return threatWords(canonicalText(analyse(text)).text);
}

/** Whether a threat pattern itself matches (before the classifier's setting guard). */
function patternThreat(text: string): boolean {
  const a = analyse(text);
  return findPatternHits(a, canonicalText(a)).some(namesThreat);
}

describe('innocent settings: matches, funerals, initiation (decision 0903)', () => {
  it.each([
    'sizobaqeda ngoMgqibelo emdlalweni nama-Tigers, zilungiseleleni',
    'abadlali bethu be-rugby baza kubagqiba abaseBhayi ngoMgqibelo',
    'Ka Sontaha re tla ba bolaya bolong, ba itokisetse',
    "we'll bury them in the derby on Saturday",
    'Umzi uyazisa: siza kumngcwaba umama ngeCawa, inkonzo iqala ngo-7 kusasa',
    'Oom Koos is vannag oorlede. Ons gaan hom Vrydag begrawe',
    'Mophato o tla tjheswa ka Labohlano, makolwane a kgutlela hae',
  ])('is an innocent setting that names no reader: %s', (text) => {
    expect(isInnocentSetting(words(text))).toBe(true);
  });

  it.each([
    // A reader named: the guard does not apply, whatever the setting.
    'we will kill you after the match',
    'sizokubulala emva komdlalo',
    'ons skiet jou na die wedstryd',
    'O nahana hore ke papadi? Ke tla o bolaya ka matsoho a ka',
    // Petrol and a match is not a match.
    'bring petrol and a match, we burn every shop owned by foreigners',
    // No match at all.
    'sizobaqeda ngoMgqibelo',
    're tla ba bolaya ka Sontaha',
  ])('is not an innocent setting: %s', (text) => {
    expect(isInnocentSetting(words(text))).toBe(false);
  });

  it('leaves match talk to the threat model: with a model that never fires, it is not blocked', () => {
    // Both models silent, of one hash size (the hate model shares the threat model's feature pass).
    const never = {
      format: THREAT_MODEL_FORMAT,
      bits: 4,
      bias: -20,
      threshold: 0.95,
      scale: 100,
      indices: [],
      weights: [],
    };
    const silent = createEmbeddedModerationService({ threatModel: never, hateModel: never });
    const text = 'sizobaqeda ngoMgqibelo emdlalweni nama-Tigers, zilungiseleleni';
    expect(patternThreat(text)).toBe(true);
    expect(silent.classify(text).verdict).not.toBe('BLOCKED');
    expect(silent.classify('sizokuqeda ngoMgqibelo emdlalweni').verdict).toBe('BLOCKED');
  });

  it('still blocks a threat to the reader made about a match', () => {
    const result = service.classify('we will kill you after the match on Saturday');
    expect(result.verdict).toBe('BLOCKED');
    expect(result.reason).toMatch(THREAT_LABEL);
  });
});

describe('threat pattern guards (decision 0903)', () => {
  it.each([
    ['Nobody is going to burn your shop, relax, it was just a rumour', false],
    ["don't worry, no one will burn your shop, the guard is there every night", false],
    ['we will burn your shop tonight', true],
    ['Pay R350 by Wed or your seat goes to someone else', false],
    ['pay the R5000 by friday or else', true],
    ['Laaste kans: betaal die R350 vir die tafel teen Woensdag of dit gaan na iemand anders', false],
  ] as const)('%s -> threat pattern %s', (text, expected) => {
    expect(patternThreat(text)).toBe(expected);
  });
});
