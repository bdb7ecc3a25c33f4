import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyse, fold, runLengths, squeeze } from '../../../shared/moderation/normalise';
import {
  canonicalText,
  findPatternHits,
  findPatternHitsExhaustive,
  PHRASE_PATTERNS,
} from '../../../shared/moderation/patterns';
import { examplesOf } from './pattern-examples';

const words = (text: string) => analyse(text).tokens.map((t) => t.text);

describe('fold', () => {
  it('folds case, fullwidth, accents, Cyrillic and Greek look-alikes and drops zero-width characters', () => {
    expect(fold('KÀFFÍR').folded).toBe('kaffir');
    expect(fold('ｋａｆｆｉｒ').folded).toBe('kaffir');
    expect(fold('kаffіr').folded).toBe('kaffir'); // Cyrillic а and і
    expect(fold('κιll').folded).toBe('kill'); // Greek κ and ι
    expect(fold('k\u200ba\u200df\u2060fir').folded).toBe('kaffir');
    expect(fold('n̶i̶g̶').folded).toBe('nig'); // combining strike-through
  });

  it('maps every folded character back to its original range', () => {
    const text = 'a\u200bｂ😀c';
    const f = fold(text);
    expect(f.folded).toBe('ab😀c');
    expect(f.srcStart!.length).toBe(f.folded.length);
    expect(text.slice(f.srcStart![1], f.srcEnd![1])).toBe('ｂ');
    expect(text.slice(f.srcStart![4], f.srcEnd![4])).toBe('c');
  });
});

describe('tokenise', () => {
  it('decodes leetspeak inside words only', () => {
    expect(words('n1gg3r k!ll $pic')).toEqual(['nigger', 'kill', 'spic']);
    expect(words('kill!!! @user 2024')).toEqual(['kill', 'user', '2024']);
  });

  it('offers the "l" reading of 1 and |', () => {
    const [t] = analyse('ki11').tokens;
    expect(t!.text).toBe('kiii');
    expect(t!.alt).toBe('kill');
  });

  it('splits punctuated letters into single-letter tokens in one chunk', () => {
    const tokens = analyse('k.i.l.l you').tokens;
    expect(tokens.map((t) => t.text)).toEqual(['k', 'i', 'l', 'l', 'you']);
    expect(new Set(tokens.slice(0, 4).map((t) => t.chunk)).size).toBe(1);
    expect(tokens[4]!.chunk).not.toBe(tokens[0]!.chunk);
  });
});

describe('letter skeletons', () => {
  it('squeezes stretched letters and keeps run lengths', () => {
    expect(squeeze('kiiiilll')).toBe('kil');
    expect(runLengths('kiiiilll')).toEqual([1, 4, 3]);
  });
});

describe('canonicalText', () => {
  it('glues three or more spelled-out letters and keeps short words apart', () => {
    // The trailing "u" joins the run: word breaks inside a run are unknowable, which patterns allow for.
    expect(canonicalText(analyse("I'm gonna k i l l u")).text).toBe('i m gonna killu');
    expect(canonicalText(analyse('y.o.u')).runs).toEqual(['you']);
  });
});

// Thousands of generated messages, each also searched exhaustively by all 124 patterns in three
// readings: under a minute on a quiet machine, two or more on a busy one running the whole suite.
describe('pattern prefilter', { timeout: 300_000 }, () => {
  const vocabulary = [
    ...new Set(
      PHRASE_PATTERNS.flatMap((p) => [
        ...examplesOf(p.id).flatMap((e) => e.split(' ')),
        ...(p.source.match(/[a-z]+/g) ?? []),
      ]),
    ),
    'hello',
    'the',
    'meeting',
    'tomorrow',
  ];

  const ids = (text: string, exhaustive: boolean) => {
    const a = analyse(text);
    return (exhaustive ? findPatternHitsExhaustive(a) : findPatternHits(a)).map((p) => p.id);
  };

  it('finds exactly what an exhaustive search finds when words are separated', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...vocabulary), { minLength: 1, maxLength: 10 }),
        fc.constantFrom(' ', '  ', ' . ', ', '),
        (words, joiner) => {
          const text = words.join(joiner);
          expect(ids(text, false)).toEqual(ids(text, true));
        },
      ),
      { numRuns: 3000, seed: 7 },
    );
  });

  it('on glued words finds a subset of the exhaustive search, and every glued threat', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...vocabulary), { minLength: 1, maxLength: 6 }), (words) => {
        const text = words.join('');
        const exhaustive = ids(text, true);
        for (const id of ids(text, false)) expect(exhaustive).toContain(id);
      }),
      { numRuns: 2000, seed: 11 },
    );
    for (const text of ['killyourself', 'iwillkillyou', 'youdeservetodie', 'ihopeyoudie']) {
      expect(ids(text, false), text).toEqual(ids(text, true));
      expect(ids(text, false).length, text).toBeGreaterThan(0);
    }
  });
});
