import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEmbeddedModerationService } from '../../../shared/moderation/embedded-classifier';
import { LEXICON } from '../../../shared/moderation/lexicon';
import { findLexiconHits } from '../../../shared/moderation/lexicon-matcher';
import { EXCERPT_LENGTH } from '../../../shared/moderation/mask';
import { analyse } from '../../../shared/moderation/normalise';
import { HIGH_SEVERITY_CATEGORIES } from '../../../shared/moderation/types';

const service = createEmbeddedModerationService();

/** Spam written for these tests in the style of premium-rate SMS; not taken from any dataset. */
const SPAM: readonly string[] = [
  'WINNER!! You have been selected to receive a £900 cash prize. Call 09061234567 now to claim. T&Cs apply 18+',
  'FREE entry to win a new iPhone! Text WIN to 81234 now. Std rates apply. Reply STOP to opt out',
  'Congratulations! Your mobile number has won a 2000 pound bonus in our weekly draw. Call 09061234567 to claim your prize now',
  'URGENT! Your mobile was awarded a £500 bonus caller prize. Call 09050001234 from a landline. Claim code X55. 150ppm',
  'Get the latest ringtones FREE! Reply TONE to 85023 to receive your weekly ringtone. £3/wk. Unsubscribe send STOP',
  'You have 1 new private message from a hot local single. Txt CHAT to 69123 to read it now. 150p/msg 18+',
];

const HAM: readonly string[] = [
  'Hi mom, I will be home at 6. Can you leave the gate open?',
  'Meeting moved to 3pm, same room. Thanks!',
  'Hi Thandi, your appointment at Sandton Dental is confirmed for Tue 14 May at 10:30. Reply C to cancel.',
  'Running late, traffic on the N1. See you in 20 min',
  'Did you get the bread? We also need milk',
  'Happy birthday my friend! Have a lekker day',
];

describe('spam', () => {
  for (const text of SPAM) {
    it(`flags spam: ${text.slice(0, 50)}…`, () => {
      const result = service.classify(text);
      expect(result.verdict).toBe('FLAGGED');
      expect(result.severity).toBe('LOW');
      expect(result.categories[0]?.category).toBe('SPAM');
    });
  }

  for (const text of HAM) {
    it(`allows ordinary message: ${text.slice(0, 50)}`, () => {
      const result = service.classify(text);
      expect(result.verdict).toBe('ALLOWED');
      expect(result.severity).toBeNull();
      expect(result.categories).toEqual([]);
    });
  }
});

describe('result and combination rule', () => {
  it('blocks HIGH with severity HIGH and scores in 0..1', () => {
    const result = service.classify('I will kill you');
    expect(result.verdict).toBe('BLOCKED');
    expect(result.severity).toBe('HIGH');
    expect(result.categories.map((c) => c.category)).toEqual(['ABUSE']);
    expect(result.categories[0]!.score).toBeGreaterThan(0.5);
    expect(result.categories[0]!.score).toBeLessThanOrEqual(1);
    expect(result.reason).toMatch(/threat/i);
  });

  it('HIGH wins over SPAM but both are reported, highest score first', () => {
    const result = service.classify(`${SPAM[0]} you kaffir`);
    expect(result.verdict).toBe('BLOCKED');
    expect(result.severity).toBe('HIGH');
    const names = result.categories.map((c) => c.category);
    expect(names).toContain('RACISM');
    expect(names).toContain('SPAM');
    const scores = result.categories.map((c) => c.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('reports every HIGH category raised', () => {
    const result = service.classify('you kaffir, I will kill you, faggot');
    const names = result.categories.map((c) => c.category);
    for (const c of HIGH_SEVERITY_CATEGORIES) expect(names).toContain(c);
  });

  it('moderate() resolves to what classify() returns, and is deterministic', async () => {
    const text = 'Listen here you h0tn0t, I know where you live';
    expect(await service.moderate(text)).toEqual(service.classify(text));
    expect(createEmbeddedModerationService().classify(text)).toEqual(service.classify(text));
  });

  it('allows the empty message', () => {
    expect(service.classify('')).toMatchObject({ verdict: 'ALLOWED', severity: null, categories: [], excerpt: '' });
  });
});

describe('masking', () => {
  for (const entry of LEXICON) {
    for (const spelling of [entry.term, ...(entry.variants ?? [])]) {
      it(`never echoes "${spelling[0]}…" in reason or excerpt`, () => {
        const text = `ok so you are a ${spelling.toUpperCase()} and that is that`;
        const result = service.classify(text);
        expect(result.verdict).toBe('BLOCKED');
        for (const field of [result.reason, result.excerpt]) {
          expect(field.toLowerCase()).not.toContain(spelling);
          expect(findLexiconHits(analyse(field))).toEqual([]);
        }
        expect(result.excerpt.startsWith('ok so you are a ')).toBe(true);
        expect(result.excerpt).toContain('*');
      });
    }
  }

  it('masks disguised words by their original characters', () => {
    const result = service.classify('you k.a.f.f.i.r and n1gg3r');
    expect(result.excerpt).toBe('you k****r and n****r');
  });

  it('truncates the excerpt to about 120 characters', () => {
    const long = `${'please call me back about the invoice '.repeat(10)}you kaffir`;
    const result = service.classify(long);
    expect(result.excerpt.length).toBeLessThanOrEqual(EXCERPT_LENGTH);
    expect(result.excerpt.endsWith('…')).toBe(true);
  });
});

describe('robustness', () => {
  it('never throws, keeps the excerpt short and the verdict consistent with severity', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        const r = service.classify(text);
        expect(r.excerpt.length).toBeLessThanOrEqual(EXCERPT_LENGTH);
        expect(r.verdict === 'BLOCKED').toBe(r.severity === 'HIGH');
        expect(r.verdict === 'ALLOWED').toBe(r.categories.length === 0);
        for (const c of r.categories) expect(c.score).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300, seed: 42 },
    );
  });
});
