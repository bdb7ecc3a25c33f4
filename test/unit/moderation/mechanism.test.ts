/**
 * The classifier's shortcuts decide nothing: the required-literal prefilter of the phrase patterns never skips a
 * pattern that would match, and the threat scorer's cached features and small bucket set give the sum the features
 * define. (scripts/moderation/mechanism-check.ts compares whole results with a baseline commit over every dataset.)
 */
import { describe, expect, it } from 'vitest';
import { groupStatement } from '../../../shared/moderation/group-statement';
import { PACKED_HATE_MODEL } from '../../../shared/moderation/hate-model/hate-weights';
import { findLexiconHits } from '../../../shared/moderation/lexicon-matcher';
import { analyse, idsCurrent, squeeze } from '../../../shared/moderation/normalise';
import {
  compileLiterals,
  LiteralClauses,
  meetsCompiledLiterals,
  meetsLiterals,
  requiredLiterals,
} from '../../../shared/moderation/pattern-literals';
import {
  canonicalText,
  compilePattern,
  findPatternHits,
  findPatternHitsExhaustive,
  keysHeldByPattern,
  PHRASE_PATTERNS,
  topAlternatives,
} from '../../../shared/moderation/patterns';
import { looksLikePhishing } from '../../../shared/moderation/phishing';
import {
  type ThreatModelData,
  ThreatScorer,
  threatFeatures,
  threatWords,
  unpackThreatModel,
} from '../../../shared/moderation/threat-model';
import { PACKED_THREAT_MODEL } from '../../../shared/moderation/threat-model/threat-weights';
import { examplesOf } from './pattern-examples';

describe('required literals of the phrase patterns', () => {
  it('reads the clauses of a source: every branch of an alternation, nothing of optional parts or look-arounds', () => {
    expect(requiredLiterals('(i|we) (will|ll) (kill|stab) (you|u)( now|)(?! later)').words).toEqual([
      ['i', 'we'],
      ['wil', 'l'],
      ['kil', 'stab'],
      ['you', 'u'],
    ]);
    expect(requiredLiterals('kill ~2 (you|(your|ur) [a-z]+)').words).toEqual([['kil '], ['you', 'your', 'ur']]);
    expect(requiredLiterals('kill ~2 you').glued).toEqual([['kil'], ['you']]);
    expect(requiredLiterals('(a|b c?)').words).toEqual([['a', 'b ']]);
    expect(requiredLiterals('(kill|x*) you').words).toEqual([[' you']]);
    // A clause every branch requires is required of the alternation too.
    expect(requiredLiterals('(deport (jews|arabs)|(jews|arabs) must go)').words).toEqual([
      ['deport ', ' must go'],
      ['jews', 'arabs'],
    ]);
  });

  it('are met, compiled for the prefilter, by exactly the texts that meet the clauses', () => {
    const texts = [
      ...PHRASE_PATTERNS.flatMap((p) => examplesOf(p.id)),
      'Did you get the bread? We also need milk and eggs and the kaffir lime leaves.',
      'Reminder: your appointment is tomorrow at 10:30, reply YES to confirm or NO to cancel.',
      'the women must leave the meeting room by 6pm, foreigners welcome',
    ].map((t) => squeeze(canonicalText(analyse(t)).text));
    let met = 0;
    for (const p of PHRASE_PATTERNS) {
      const { words, glued } = requiredLiterals(p.source);
      for (const list of [words, glued]) {
        const compiled = compileLiterals(list);
        for (const text of texts) {
          const expected = meetsLiterals(list, text);
          expect(meetsCompiledLiterals(compiled, text), `${p.id}: ${text}`).toBe(expected);
          if (expected) met++;
        }
      }
    }
    expect(met).toBeGreaterThan(0);
  });

  it('are met, read by the one automaton of every pattern, by exactly the texts that meet the clauses', () => {
    const texts = [
      ...PHRASE_PATTERNS.flatMap((p) => examplesOf(p.id)),
      'Did you get the bread? We also need milk and eggs and the kaffir lime leaves.',
      'you k.a.f.f.i.r, I know where you live and I will k i l l you',
      'ñoño kill yöu ok',
    ].map((t) => canonicalText(analyse(t)).words);
    const lists = PHRASE_PATTERNS.map((p) => requiredLiterals(p.source).words);
    const automaton = new LiteralClauses(lists);
    let met = 0;
    for (const words of texts) {
      automaton.read(words);
      lists.forEach((list, i) => {
        const expected = meetsLiterals(list, words.join(' '));
        expect(automaton.meets(i), `${PHRASE_PATTERNS[i]!.id}: ${words.join(' ')}`).toBe(expected);
        if (expected) met++;
      });
    }
    expect(met).toBeGreaterThan(0);
    // Overlapping strings, a string inside another, and a string across a space.
    const small = new LiteralClauses([[['he', 'she'], ['hers']], [['is h']], [['x']], []]);
    small.read(['ushers', 'is', 'here']);
    expect([0, 1, 2, 3].map((i) => small.meets(i))).toEqual([true, true, false, true]);
  });

  it('spare no example of any pattern: the prefilter (triggers, required words, key clauses) finds what an exhaustive search finds', () => {
    for (const p of PHRASE_PATTERNS) {
      for (const example of examplesOf(p.id)) {
        const ids = (hits: readonly { id: string }[]) => hits.map((h) => h.id);
        expect(ids(findPatternHits(analyse(example))), `${p.id}: ${example}`).toEqual(
          ids(findPatternHitsExhaustive(analyse(example))),
        );
      }
    }
  });

  it('are met by every example of every pattern, read as the classifier reads it', () => {
    for (const p of PHRASE_PATTERNS) {
      const literals = requiredLiterals(p.source);
      for (const example of examplesOf(p.id)) {
        const canonical = canonicalText(analyse(example));
        const met =
          meetsLiterals(literals.words, squeeze(canonical.text)) ||
          [...canonical.runs, ...analyse(example).tokens.map((t) => t.text)].some((part) =>
            meetsLiterals(literals.glued, squeeze(part)),
          );
        expect(met, `${p.id}: ${example}`).toBe(true);
      }
    }
  });
});

describe('phrase patterns tried by their top-level alternatives', () => {
  it('split a source at its top level only, inside one wrapping group', () => {
    expect(topAlternatives('a b|c (d|e)|[|]f')).toEqual(['a b', 'c (d|e)', '[|]f']);
    expect(topAlternatives('(a|b c)')).toEqual(['a', 'b c']);
    expect(topAlternatives('(a|b) c')).toEqual(['(a|b) c']);
    expect(topAlternatives('(a|b)|(c)')).toEqual(['(a|b)', '(c)']);
    expect(topAlternatives('(?:a|b)')).toEqual(['(?:a|b)']);
    expect(topAlternatives('(a|b)?')).toEqual(['(a|b)?']);
    expect(topAlternatives('x\\|y|z')).toEqual(['x\\|y', 'z']);
  });

  it('match a text exactly when the whole expression does, on every example of every pattern', () => {
    const texts = [
      ...PHRASE_PATTERNS.flatMap((p) => examplesOf(p.id)),
      'you k.a.f.f.i.r, I know where you live and I will k i l l you',
      'foreigners are c0ckroaches, kill all the foreigners Jou h0tn0t, go back to the jungle',
      'nobody will kill you, we will protect the foreigners',
    ].map((t) => canonicalText(analyse(t)).text);
    let split = 0;
    let matched = 0;
    for (const p of PHRASE_PATTERNS) {
      const alternatives = topAlternatives(p.source).map((a) => compilePattern(a));
      if (alternatives.length === 1) continue;
      split++;
      const whole = compilePattern(p.source);
      for (const text of texts) {
        const expected = whole.test(text);
        expect(
          alternatives.some((a) => a.test(text)),
          `${p.id}: ${text}`,
        ).toBe(expected);
        if (expected) matched++;
      }
    }
    expect(split).toBeGreaterThan(50);
    expect(matched).toBeGreaterThan(500);
  });

  it('spare no example inside a sentence: the prefilter finds what an exhaustive search finds', () => {
    const ids = (hits: readonly { id: string }[]) => hits.map((h) => h.id);
    for (const p of PHRASE_PATTERNS) {
      for (const example of examplesOf(p.id)) {
        for (const text of [
          `Eish, ${example}. Hope you get the bread and the statement`,
          `${example} ${example}`,
          `Did you get the bread? ${example.toUpperCase()} we also need milk`,
        ]) {
          expect(ids(findPatternHits(analyse(text))), `${p.id}: ${text}`).toEqual(
            ids(findPatternHitsExhaustive(analyse(text))),
          );
        }
      }
    }
  });
});

describe('key clauses of the phrase patterns, strings of several words checked on the words around them', () => {
  const literals = PHRASE_PATTERNS.map((p) => requiredLiterals(p.source).words);
  /** Stretched letters, capitals, punctuation between words: what the canonical words undo. */
  const evasions = (text: string): string[] => [
    text,
    text.toUpperCase(),
    text.replace(/([aeiou])/g, '$1$1$1'),
    text.replace(/ /g, ', '),
    text.replace(/ /g, '... '),
    text.replace(/e/g, '3').replace(/a/g, '4'),
  ];
  const sentences = (fragment: string): string[] => [
    fragment,
    `Eish ${fragment} ok`,
    `Did you get the bread? ${fragment}. We also need milk`,
    `${fragment} ${fragment}`,
  ];
  /** Texts built from a pattern's required strings: one of each clause in turn, joined by spaces or glued on. */
  const fragments = (list: readonly (readonly string[])[]): string[] => {
    const out: string[] = [];
    const widest = Math.max(1, ...list.map((clause) => clause.length));
    for (let k = 0; k < widest; k++) {
      const picked = list.map((clause) => clause[k % clause.length]!.trim());
      out.push(picked.join(' '), picked.join(' and '), picked.map((s) => `x${s}`).join(' '));
    }
    return out;
  };

  it('are held wherever the text meets the clauses: every example, every pattern fragment, in sentences, with evasions', () => {
    const texts = new Set<string>([
      'Did you get the bread? We also need milk and eggs and the kaffir lime leaves.',
      'Your statement for March is ready. Log in to the app to view it or call us on 0860 123 456.',
      'we need to talk, make a statement tomorrow and get the kids to school',
    ]);
    for (const p of PHRASE_PATTERNS) {
      for (const example of examplesOf(p.id))
        for (const s of sentences(example)) for (const e of evasions(s)) texts.add(e);
    }
    for (const list of literals) {
      for (const fragment of fragments(list)) for (const s of sentences(fragment)) texts.add(s);
    }
    let read = 0;
    let met = 0;
    let refused = 0;
    for (const text of texts) {
      const a = analyse(text);
      const canonical = canonicalText(a);
      const held = keysHeldByPattern(a, canonical);
      if (held === null) continue;
      read++;
      const squeezed = canonical.words.join(' ');
      literals.forEach((list, i) => {
        if (meetsLiterals(list, squeezed)) {
          met++;
          expect(held[i], `${PHRASE_PATTERNS[i]!.id}: ${text}`).toBe(true);
        } else if (!held[i]) refused++;
      });
    }
    expect(read).toBeGreaterThan(10_000);
    expect(met).toBeGreaterThan(10_000);
    expect(refused).toBeGreaterThan(0);
  });

  it('refuse a piece of a string without its neighbours ("need milk" is not "need to")', () => {
    const held = (text: string): boolean => {
      const i = PHRASE_PATTERNS.findIndex((p) => p.id === 'death-wish');
      return keysHeldByPattern(analyse(text))![i]!;
    };
    const i = PHRASE_PATTERNS.findIndex((p) => p.id === 'death-wish');
    expect(literals[i]!.flat()).toContain('ned to');
    expect(held('Did you get the bread? We also need milk and eggs')).toBe(false);
    expect(meetsLiterals(literals[i]!, 'did you get the bread we also ned to buy milk')).toBe(true);
    expect(held('Did you get the bread? We also need to buy milk')).toBe(true);
  });
});

describe('group readers read by first word or letter (menaces, ultimatums, records, class prefixes, mentions)', () => {
  it('give the statements they gave when every word was compared with every phrase and prefix', () => {
    // The answers of the branch start (b4ff8bf), for each reader changed: one look-up per word in menacesGroup, the
    // phrases of listedGroup by their first word, ultimatum's demand found once, class prefixes by first letter, the
    // words exactMentions reads further.
    const cases: [string, { kind: string; group: string } | undefined][] = [
      ['We know which houses the foreigners rent. Tonight is the night', { kind: 'violence', group: 'foreigners' }],
      ['we have the names of every Somali in this street, last warning', { kind: 'violence', group: 'foreigners' }],
      ['we have the names of every Somali in this street', undefined],
      [
        'Foreigners at the hostel: LAST WARNING. tomorrow we come with everything we have',
        { kind: 'violence', group: 'foreigners' },
      ],
      [
        'Somalis in Mamelodi: shops closed by Wednesday or shops closed forever, your choice',
        { kind: 'violence', group: 'foreigners' },
      ],
      ['foreigners, nobody will be spared', { kind: 'violence', group: 'foreigners' }],
      ['foreigners, noone will be spared', { kind: 'violence', group: 'foreigners' }],
      ['go visit the Nigerians tonight boys? bring the sjamboks', { kind: 'violence', group: 'foreigners' }],
      ['the Zimbabweans have 30 days, after that we stop asking nicely', { kind: 'violence', group: 'foreigners' }],
      ['foreigners leave by friday or they go back in coffins', { kind: 'violence', group: 'foreigners' }],
      ['amanigeria kufanele abulawe', { kind: 'violence', group: 'foreigners' }],
      ['abaphambukeli kufanele baxoshwe', { kind: 'expulsion', group: 'foreigners' }],
      ['izitabane kufanele zibulawe zonke', { kind: 'violence', group: 'gay people' }],
      ['maMozambique a kgutlisetswe Maputo', { kind: 'expulsion', group: 'foreigners' }],
      ['mabhulu ke dintja', { kind: 'dehumanisation', group: 'white people' }],
      ['ditabane ke diphoofolo', { kind: 'dehumanisation', group: 'gay people' }],
      ['the foreigners are lovely people', undefined],
      ['we love our Muslim neighbours, see you at the mosque', undefined],
    ];
    for (const [text, expected] of cases) {
      const c = canonicalText(analyse(text));
      expect(groupStatement(c.words, c.ids), text).toEqual(expected);
      expect(groupStatement(c.words), text).toEqual(expected);
    }
  });
});

describe('spelled-out runs read once when no letter has another reading', () => {
  it('find the slurs they found when both readings were always matched', () => {
    // The answers of the branch start (b4ff8bf): "c 0 0 1 i e" needs the other reading of "1" ("l").
    const cases: [string, [string, number, number][]][] = [
      ['you k a f f i r', [['kaffir', 4, 15]]],
      ['you k.a.f.f.i.r, I know where you live', []],
      ['k 4 f f 1 r go home', [['kaffir', 0, 11]]],
      ['h 0 t n 0 t', [['hotnot', 0, 11]]],
      ['c 0 0 1 i e', [['coolie', 0, 11]]],
      ['b 0 3 s m a n', [['boesman', 0, 13]]],
      ['f a g g 0 t', [['faggot', 0, 11]]],
      ['the k i d s are fine', []],
      ['a b c d e f g', []],
      ['x k a f f i r', [['kaffir', 2, 13]]],
    ];
    for (const [text, expected] of cases) {
      expect(
        findLexiconHits(analyse(text)).map((h) => [h.entry.term, h.start, h.end]),
        text,
      ).toEqual(expected);
    }
  });
});

describe('word ids', () => {
  it('are the same for the same characters, and stages read an Analysed whose ids are stale by its words', () => {
    const before = analyse('you kaffir, I will kill you');
    expect(analyse('KILL you').tokens.map((t) => t.id)).toEqual([before.tokens.at(-2)!.id, before.tokens.at(-1)!.id]);
    const hits = findLexiconHits(before).map((h) => h.entry.term);
    const patterns = findPatternHits(before).map((p) => p.id);
    expect(hits.length + patterns.length).toBeGreaterThan(0);
    // Enough new words to have the ids given anew: the old message's ids are no longer current.
    for (let i = 0; i < 2100; i++) analyse(Array.from({ length: 10 }, (_, k) => `w${i}x${k}`).join(' '));
    expect(idsCurrent(before)).toBe(false);
    expect(findLexiconHits(before).map((h) => h.entry.term)).toEqual(hits);
    expect(findPatternHits(before).map((p) => p.id)).toEqual(patterns);
    expect(canonicalText(before).ids).toBeNull();
  });
});

describe('phishing secret words by word id', () => {
  it('give the same answer as by text, for every secret word, before and after the ids are given anew', () => {
    const texts = [
      'Reply with your PIN to unblock your account',
      'please send us your OTP now',
      'send your CVV and card number to verify',
      'share your banking details and username and password',
      'read this pin to him when he calls',
      'never share your PIN with anyone',
      'enter this PIN to approve your login',
      'your order is ready for collection',
      'send me the wifi password',
      'p.i.n please reply',
      '',
    ];
    const expected = texts.map((t) => looksLikePhishing(t, canonicalText(analyse(t)).words));
    expect(expected.filter(Boolean).length).toBeGreaterThan(2);
    expect(expected.filter((x) => !x).length).toBeGreaterThan(2);
    const byId = (t: string): boolean => {
      const a = analyse(t);
      const c = canonicalText(a);
      expect(c.ids).not.toBeNull();
      return looksLikePhishing(t, c.words, c.ids);
    };
    // Twice: the second time every word's answer is read from the table.
    expect(texts.map(byId)).toEqual(expected);
    expect(texts.map(byId)).toEqual(expected);
    // The ids given anew: the same numbers now name other words; the table is emptied with them.
    for (let i = 0; i < 2100; i++) analyse(Array.from({ length: 10 }, (_, k) => `p${i}y${k}`).join(' '));
    expect(texts.map(byId)).toEqual(expected);
    expect([...texts].reverse().map(byId)).toEqual([...expected].reverse());
  });
});

describe('lexicon words split by punctuation', () => {
  it('are found whatever the first piece, stretched, leet or cut after a stem (the glue prefilter spares none)', () => {
    const found = (text: string) => findLexiconHits(analyse(text)).map((h) => h.entry.term);
    // Each spelling cut in two and in three inside one chunk, as findLexiconHits glues it.
    for (const word of ['kaffir', 'hotnot', 'boesman', 'coolie', 'makwerekwere']) {
      for (let p = 1; p < word.length; p++) {
        expect(found(`you ${word.slice(0, p)}.${word.slice(p)} ok`).length).toBe(1);
        for (let q = p + 1; q < word.length; q++) {
          expect(found(`${word.slice(0, p)}-${word.slice(p, q)}_${word.slice(q)}`).length).toBe(1);
        }
      }
    }
    // A first piece past a stem's skeleton, stretched letters across the cut, leet in the first piece.
    expect(found('you ni.ggaaz')).toHaveLength(1);
    expect(found('f4.gggot')).toHaveLength(1);
    expect(found('kaaa.ffir lime? no: k4f.f1r')).toHaveLength(2);
    // A number and a plain word glue into nothing: order 10:30, T&Cs.
    expect(found('order 10:30, T&Cs apply')).toEqual([]);
  });
});

describe('threat scorer', () => {
  const data: ThreatModelData = unpackThreatModel(PACKED_THREAT_MODEL);
  const weights = new Map<number, number>();
  let idx = 0;
  data.indices.forEach((gap, k) => {
    idx += gap;
    weights.set(idx, data.weights[k]! / data.scale);
  });
  /** The defining sum: bias plus the weight of each distinct feature bucket, in threatFeatures' order. */
  const reference = (words: string[]): number => {
    let z = data.bias;
    for (const k of threatFeatures(words, data.bits)) z += Math.fround(weights.get(k) ?? 0);
    return 1 / (1 + Math.exp(-z));
  };

  it('gives exactly the sum of its distinct features, for short, repeated and very long messages', () => {
    const scorer = new ThreatScorer(data);
    const long = Array.from({ length: 400 }, (_, i) => `word${i} ngizokubulala${i % 7} kill you`).join(' ');
    for (const text of [
      'I will kill you tonight',
      'kill kill kill kill kill you you you',
      'ngizokubulala uma ungakhokheli namhlanje',
      long,
      'Your order is ready for collection',
      '',
    ]) {
      const words = threatWords(canonicalText(analyse(text)).text);
      expect(scorer.score(words), text.slice(0, 40)).toBe(reference(words));
      // Twice: the bucket set is emptied between messages.
      expect(scorer.score(words), text.slice(0, 40)).toBe(reference(words));
    }
  });

  it('gives both models the sums of score() in one pass (scoreWith), by words or by ids, short and very long', () => {
    const threat = new ThreatScorer(PACKED_THREAT_MODEL);
    const hate = new ThreatScorer(PACKED_HATE_MODEL);
    const long = Array.from({ length: 400 }, (_, i) => `word${i} ngizokubulala${i % 7} kill you`).join(' ');
    for (const text of [
      long,
      'kill',
      'kill you',
      'we will kill you',
      'kill kill kill kill kill you you you',
      'all the foreigners must be killed, they are cockroaches',
      'ngizokubulala uma ungakhokheli namhlanje',
      '',
      long,
    ]) {
      const canonical = canonicalText(analyse(text));
      const expected = [threat.score(canonical.words), hate.score(canonical.words)];
      expect(threat.scoreWith(canonical.words, hate, canonical.ids), text.slice(0, 40)).toEqual(expected);
      expect(threat.scoreWith(canonical.words, hate), text.slice(0, 40)).toEqual(expected);
    }
  });
});
