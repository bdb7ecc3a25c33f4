/**
 * Threats of violence, extortion, intimidation and incitement (docs/decisions/0103-threat-detection.md,
 * 0905-moderation-what-ships.md): behaviour only. The examples and look-alikes, every threat pattern's own
 * examples, evasions that must keep working, and the bundled threat model. Accuracy (held-out batches,
 * cross-validated figures) is printed by `npm run eval:moderation`, not asserted here: a unit test over the corpus the
 * model is trained on measures nothing.
 */
import { describe, expect, it } from 'vitest';
import { THREAT_REASON } from '../../../scripts/moderation/threat-eval';
import { packThreatModel, threatWeightsSha256 } from '../../../scripts/moderation/threat-pack';
import { createEmbeddedModerationService } from '../../../shared/moderation/embedded-classifier';
import { analyse } from '../../../shared/moderation/normalise';
import { canonicalText, compilePattern } from '../../../shared/moderation/patterns';
import { PHRASE_PATTERNS } from '../../../shared/moderation/phrase-patterns';
import {
  THREAT_MODEL_FORMAT,
  type ThreatModelData,
  ThreatScorer,
  threatWords,
  unpackThreatModel,
} from '../../../shared/moderation/threat-model';
import { PACKED_THREAT_MODEL, THREAT_WEIGHTS_SHA256 } from '../../../shared/moderation/threat-model/threat-weights';
import { THREAT_PATTERNS } from '../../../shared/moderation/threat-patterns';
import { DISGUISES } from './disguise';
import { examplesOf, PATTERN_EXAMPLES } from './pattern-examples';

const service = createEmbeddedModerationService();

function blockedAsThreat(text: string): boolean {
  const result = service.classify(text);
  return (
    result.verdict === 'BLOCKED' &&
    result.severity === 'HIGH' &&
    result.categories.some((c) => c.category === 'ABUSE') &&
    THREAT_REASON.test(result.reason)
  );
}

describe('threats named in the issue', () => {
  for (const text of [
    "I'll put a bullet in your head if you come to work tomorrow",
    'Send the money or your daughter gets hurt',
    'Ek gaan jou doodmaak',
    'ek sal jou doodmaak',
    'jy gaan vrek',
    'ngizokubulala',
    'uzofa',
    'ndizakubulala',
    'ke tla o bolaya',
    'pay R5000 or your family gets hurt',
    'if you testify we will kill your children',
    'we will burn your shop tonight',
    'stay off our route or we shoot your drivers',
    'kill all the foreigners, chase out the amakwerekwere',
  ]) {
    it(`blocks as ABUSE with a threat reason: ${text}`, () => {
      expect(blockedAsThreat(text), service.classify(text).reason).toBe(true);
    });
  }

  for (const text of [
    "you'll kill it at the interview",
    'shoot me a message when you land',
    'die braai was vrek lekker',
    'ngizokushayela kusasa',
    "I'm dead tired after that shift",
    'the heat is killing me',
    'ndiza kukufowunela ngomso',
    'ke tla o letsetsa hosane',
  ]) {
    it(`allows the look-alike: ${text}`, () => {
      expect(service.classify(text).verdict).not.toBe('BLOCKED');
    });
  }
});

describe('threat patterns', { timeout: 120_000 }, () => {
  it('each pattern matches its own examples', () => {
    for (const pattern of THREAT_PATTERNS) {
      expect(examplesOf(pattern.id).length, pattern.id).toBeGreaterThan(0);
      const words = compilePattern(pattern.source);
      for (const example of examplesOf(pattern.id)) {
        expect(words.test(canonicalText(analyse(example)).text), `${pattern.id}: ${example}`).toBe(true);
      }
    }
  });

  it('keeps examples only for patterns that exist, and some for every phrase pattern', () => {
    const ids = PHRASE_PATTERNS.map((p) => p.id);
    expect(Object.keys(PATTERN_EXAMPLES).filter((id) => !ids.includes(id))).toEqual([]);
    expect(ids.filter((id) => examplesOf(id).length === 0)).toEqual([]);
  });

  it('labels every pattern ABUSE with a reason that names the threat', () => {
    for (const pattern of THREAT_PATTERNS) {
      expect(pattern.category, pattern.id).toBe('ABUSE');
      expect(pattern.label, pattern.id).toMatch(THREAT_REASON);
    }
  });
});

describe('evasions that must keep working', () => {
  // A handful of the threats in every disguise of disguise.ts: each disguised form is blocked, naming the
  // threat. (How many disguised pattern examples are caught overall is a figure for the evaluation, not a test.)
  for (const text of ['Ek gaan jou doodmaak', 'ngizokubulala', 'we will burn your shop tonight', 'ke tla o bolaya']) {
    for (const [name, disguise] of Object.entries(DISGUISES)) {
      it(`${name}: ${text}`, () => {
        const disguised = disguise(text);
        expect(blockedAsThreat(disguised), `${disguised}: ${service.classify(disguised).reason}`).toBe(true);
      });
    }
  }
});

describe('bundled threat model', () => {
  const data: ThreatModelData = unpackThreatModel(PACKED_THREAT_MODEL);

  it('unpacks to exactly the weights training produced, and packs back to the same bytes', () => {
    expect(threatWeightsSha256(data)).toBe(THREAT_WEIGHTS_SHA256);
    expect(packThreatModel(data)).toEqual(PACKED_THREAT_MODEL);
  });

  it('scores the same packed and unpacked', () => {
    const words = threatWords(canonicalText(analyse('ngizokubulala uma ungakhokheli namhlanje')).text);
    expect(new ThreatScorer(PACKED_THREAT_MODEL).score(words)).toBe(new ThreatScorer(data).score(words));
  });

  it('refuses packed weights that are cut short or carry trailing data', () => {
    const bytes = Buffer.from(PACKED_THREAT_MODEL.data, 'base64');
    const cut = { ...PACKED_THREAT_MODEL, data: bytes.subarray(0, bytes.length - 100).toString('base64') };
    expect(() => unpackThreatModel(cut)).toThrow(/truncated/);
    const longer = {
      ...PACKED_THREAT_MODEL,
      data: Buffer.concat([bytes, Buffer.from([0xff, 0xff])]).toString('base64'),
    };
    expect(() => unpackThreatModel(longer)).toThrow(/trailing/);
  });

  it('has the expected format and a threshold', () => {
    expect(data.format).toBe(THREAT_MODEL_FORMAT);
    expect(data.threshold).toBeGreaterThan(0.5);
    expect(data.threshold).toBeLessThan(1);
    expect(data.indices.length).toBe(data.weights.length);
  });

  it('scores deterministically and within 0..1', () => {
    const scorer = new ThreatScorer(data);
    const words = threatWords(canonicalText(analyse('we are coming for you tonight with pangas')).text);
    const p = scorer.score(words);
    expect(p).toBeGreaterThanOrEqual(0);
    expect(p).toBeLessThanOrEqual(1);
    expect(scorer.score(words)).toBe(p);
  });

  it('refuses weights of another format', () => {
    expect(() => new ThreatScorer({ ...data, format: 'other' })).toThrow();
  });
});
