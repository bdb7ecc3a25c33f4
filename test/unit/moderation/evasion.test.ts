import { describe, expect, it } from 'vitest';
import { createEmbeddedModerationService } from '../../../shared/moderation/embedded-classifier';
import { LEXICON } from '../../../shared/moderation/lexicon';
import { PHRASE_PATTERNS } from '../../../shared/moderation/patterns';
import { DISGUISES, GLUED_DISGUISES, MULTI_DISGUISES } from './disguise';
import { examplesOf } from './pattern-examples';

const service = createEmbeddedModerationService();

interface Case {
  source: string;
  disguise: string;
  text: string;
  expected: string;
}

/** Every spelling of every lexicon entry, inside a short sentence, in every disguise. */
function lexiconCases(): Case[] {
  const cases: Case[] = [];
  for (const entry of LEXICON) {
    for (const spelling of [entry.term, ...(entry.variants ?? [])]) {
      for (const [name, disguise] of Object.entries(DISGUISES)) {
        cases.push({
          source: spelling,
          disguise: name,
          text: `honestly you are such a ${disguise(spelling)} and everyone knows it`,
          expected: entry.category,
        });
      }
    }
  }
  return cases;
}

/** Every example sentence of every phrase pattern, in every disguise. */
function patternCases(): Case[] {
  const cases: Case[] = [];
  for (const pattern of PHRASE_PATTERNS) {
    for (const example of examplesOf(pattern.id)) {
      for (const [name, disguise] of Object.entries(DISGUISES)) {
        cases.push({ source: example, disguise: name, text: disguise(example), expected: pattern.category });
      }
    }
  }
  return cases;
}

function caught(c: Case): boolean {
  const result = service.classify(c.text);
  return result.verdict === 'BLOCKED' && result.categories.some((s) => s.category === c.expected);
}

function report(label: string, cases: Case[]): number {
  const missed = cases.filter((c) => !caught(c));
  const rate = 1 - missed.length / cases.length;
  const byDisguise = Object.keys(DISGUISES)
    .map((d) => {
      const mine = cases.filter((c) => c.disguise === d);
      return `${d} ${mine.length - missed.filter((c) => c.disguise === d).length}/${mine.length}`;
    })
    .join(', ');
  console.log(
    `${label}: ${cases.length - missed.length}/${cases.length} caught (${(100 * rate).toFixed(1)} %) — ${byDisguise}`,
  );
  if (missed.length > 0)
    console.log(`  missed: ${missed.map((c) => `${c.disguise}:${JSON.stringify(c.text)}`).join(' | ')}`);
  return rate;
}

// Thousands of disguised messages, and the first use of every pattern compiles its regular expressions.
describe('evasion suite (generated from the lexicon and pattern exports)', { timeout: 60_000 }, () => {
  const lexicon = lexiconCases();
  const patterns = patternCases();

  it('has at least five disguises for every lexicon entry and pattern example', () => {
    expect(Object.keys(DISGUISES).length).toBeGreaterThanOrEqual(5);
    expect(lexicon.length).toBeGreaterThanOrEqual(LEXICON.length * 5);
    expect(patterns.length).toBeGreaterThanOrEqual(PHRASE_PATTERNS.length * 5);
  });

  it('disguises really change the text', () => {
    for (const [name, disguise] of Object.entries(DISGUISES)) {
      expect(disguise('kaffir'), name).not.toBe('kaffir');
    }
  });

  it('catches every undisguised lexicon spelling and pattern example', () => {
    for (const entry of LEXICON) {
      for (const spelling of [entry.term, ...(entry.variants ?? [])]) {
        expect(
          caught({ source: spelling, disguise: 'none', text: `you ${spelling}`, expected: entry.category }),
          spelling,
        ).toBe(true);
      }
    }
    for (const pattern of PHRASE_PATTERNS) {
      for (const example of examplesOf(pattern.id)) {
        expect(caught({ source: example, disguise: 'none', text: example, expected: pattern.category }), example).toBe(
          true,
        );
      }
    }
  });

  it('catches at least 95 % of disguised lexicon words', () => {
    expect(report('lexicon evasion', lexicon)).toBeGreaterThanOrEqual(0.95);
  });

  it('catches at least 95 % of disguised threats and hate phrases', () => {
    expect(report('pattern evasion', patterns)).toBeGreaterThanOrEqual(0.95);
  });

  it('catches at least 95 % overall', () => {
    expect(report('overall evasion', [...lexicon, ...patterns])).toBeGreaterThanOrEqual(0.95);
  });
});

/**
 * Disguises handled by the looser rules of lexicon-matcher.ts and patterns.ts, each generated from
 * the lexicon (every split position, every vowel masked, all vowels dropped) or from the pattern
 * examples (glued and stretched). Rates are reported per class; the floors below are the measured
 * rates rounded down, so a regression fails and an improvement can raise them.
 */
describe('looser disguise classes (split, masked vowel, dropped vowels, glued and stretched)', {
  timeout: 60_000,
}, () => {
  const spellings = LEXICON.flatMap((entry) =>
    [entry.term, ...(entry.variants ?? [])].map((s) => ({ word: s.replace(/ /g, ''), category: entry.category })),
  );

  function multiCases(name: string, minLength: number, keep: (variant: string) => boolean = () => true): Case[] {
    const disguise = MULTI_DISGUISES[name]!;
    return spellings
      .filter((s) => s.word.length >= minLength)
      .flatMap((s) =>
        disguise(s.word)
          .filter(keep)
          .map((v) => ({
            source: s.word,
            disguise: name,
            text: `honestly you are such a ${v} and everyone knows it`,
            expected: s.category,
          })),
      );
  }

  function rate(label: string, cases: Case[]): number {
    const missed = cases.filter((c) => !caught(c));
    const r = 1 - missed.length / cases.length;
    console.log(`${label}: ${cases.length - missed.length}/${cases.length} caught (${(100 * r).toFixed(1)} %)`);
    if (missed.length > 0)
      console.log(`  missed: ${missed.map((c) => JSON.stringify(c.text.slice(24, -22))).join(' ')}`);
    return r;
  }

  it('generates every class', () => {
    expect(MULTI_DISGUISES.splitInTwo!('kaffir')).toContain('kaf fir');
    expect(MULTI_DISGUISES.vowelMasked!('kaffir')).toContain('k*ffir');
    expect(MULTI_DISGUISES.vowelsDropped!('kaffir')).toEqual(['kffr']);
    expect(GLUED_DISGUISES.gluedStretched!('kill yourself')).toBe('killlllyourselffff');
  });

  it('catches words split by a space (spellings of five letters or more)', () => {
    // Misses are splits into an ordinary word ("wet back", "hot not", "koe lies"), kept as innocent.
    rate('split in two, all spellings', multiCases('splitInTwo', 1));
    expect(rate('split in two, five letters or more', multiCases('splitInTwo', 5))).toBeGreaterThanOrEqual(0.93);
  });

  it('catches a vowel masked by a symbol (spellings of five letters or more)', () => {
    rate('vowel masked, all spellings', multiCases('vowelMasked', 1));
    expect(rate('vowel masked, five letters or more', multiCases('vowelMasked', 5))).toBe(1);
  });

  it('catches dropped vowels where the consonant skeleton is long enough (four letters or more)', () => {
    rate('vowels dropped, all spellings', multiCases('vowelsDropped', 1));
    // "drks" (darkies) and "rtrd" (retard) are SMS abbreviations of "drinks" and "retired", left out on purpose.
    expect(
      rate(
        'vowels dropped, four consonants or more',
        multiCases('vowelsDropped', 1, (v) => v.length >= 4),
      ),
    ).toBeGreaterThanOrEqual(0.95);
  });

  it('catches glued threats that are also stretched whenever the plain glued form is caught', () => {
    const glued = (text: string) => text.replace(/'/g, '').replace(/ /g, '');
    const plainCaught = PHRASE_PATTERNS.flatMap((p) =>
      examplesOf(p.id).map((e) => ({ source: e, disguise: 'glued', text: glued(e), expected: p.category })),
    ).filter(caught);
    rate('glued (reference)', plainCaught);
    expect(plainCaught.length).toBeGreaterThanOrEqual(15);
    // The one miss is "go die in a fire": read stretched, "goooodie" is also "goodie", so a stretched
    // glued match must keep eight letters (STRETCHED_MIN_MATCH in patterns.ts).
    for (const [name, disguise] of Object.entries(GLUED_DISGUISES)) {
      const cases = plainCaught.map((c) => ({ ...c, disguise: name, text: disguise(c.source) }));
      expect(rate(name, cases), name).toBeGreaterThanOrEqual(0.95);
    }
    expect(caught({ source: '', disguise: '', text: 'killllyourself', expected: 'ABUSE' })).toBe(true);
  });
});
