import { describe, expect, it } from 'vitest';
import { createEmbeddedModerationService } from '../../../shared/moderation';
import { LEXICON } from '../../../shared/moderation/lexicon';
import { PHRASE_PATTERNS } from '../../../shared/moderation/patterns';
import { DISGUISES } from './disguise';

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
    for (const example of pattern.examples) {
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

describe('evasion suite (generated from the lexicon and pattern exports)', () => {
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
      for (const example of pattern.examples) {
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
