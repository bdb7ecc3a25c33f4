import { describe, expect, it } from 'vitest';
import { createEmbeddedModerationService } from '../../../shared/moderation/embedded-classifier';
import { analyse } from '../../../shared/moderation/normalise';
import { canonicalText } from '../../../shared/moderation/patterns';
import { respell } from '../../../shared/moderation/respell';

const service = createEmbeddedModerationService();

function respelled(text: string): { words: readonly string[]; ids: readonly number[] | null; before: string[] } {
  const a = analyse(text);
  const c = canonicalText(a);
  return { ...respell(c.words, c.ids, a.tokens, a.folded), before: c.words };
}

describe('spelling evasions respelled for the models and the group readers (decision 0956)', () => {
  for (const [text, word] of [
    ['i h8 j00s', 'hate'],
    ['i h8 j00s', 'jews'],
    ['b00rs must d1e', 'boers'],
    ['Zu1us r savages', 'zulus'],
    ['gayz are sick', 'gays'],
    ['frgnrs must go', 'foreigners'],
    ['whytes must d1e', 'whites'],
    ['mak.we.re.kwe.re leave before friday', 'makwerekwere'],
    ['Zulus r ani.mals', 'animals'],
  ] as const) {
    it(`reads "${text}" with "${word}"`, () => {
      const r = respelled(text);
      expect(r.before).not.toContain(word);
      expect(r.words).toContain(word);
    });
  }

  it("gives a respelled word no id (its id is the evasion's), and keeps the others", () => {
    const r = respelled('i h8 j00s');
    expect(r.ids).not.toBeNull();
    expect(r.ids![0]).toBeGreaterThanOrEqual(0);
    expect(r.ids![1]).toBe(-1);
    expect(r.ids![2]).toBe(-1);
  });

  for (const text of [
    "I'll call you back",
    "It's only natural",
    'Betting on the Sharks tonight',
    'Batho ba bangata ba tlile',
    'Swag for days',
    'Room 11 or 111',
    'Gone f1sh1ng',
    'Please dye my hair',
    'Meet at Brooklyn mall',
    'Blk C flat 12',
    'Ons praat slang',
    'Dit is snaaks',
  ]) {
    it(`leaves words that are words of their own: ${text}`, () => {
      const r = respelled(text);
      expect(r.words).toEqual(r.before);
    });
  }

  // Each of these was ALLOWED before decision 0956.
  for (const text of [
    'i h8 j00s',
    'b00rs must d1e',
    'Zu1us r savages',
    'J00z are greedy rats',
    'whytes must d1e',
    'mak.we.re.kwe.re leave before friday',
    'les-b0s deserve corrective r4pe',
  ]) {
    it(`blocks: ${text}`, () => {
      expect(service.classify(text).verdict).toBe('BLOCKED');
    });
  }

  for (const text of ['I h8 Mondays', 'gr8 game last night', 'See u at 8', 'The Zulu dance group performs at 7']) {
    it(`still allows: ${text}`, () => {
      expect(service.classify(text).verdict).toBe('ALLOWED');
    });
  }
});

describe('function words, spaced letters and masked letters (decision 0957)', () => {
  for (const [text, word] of [
    ['gayz shud b st0ned', 'be'],
    ['Mozlems shud all b deported', 'be'],
    ['f0reigners mst go or die', 'must'],
    ['l e s b i a n s   a r e   s i c k', 'lesbians'],
    ['m.u.s.l.i.m.s  a.r.e  t.e.r.r.o.r.i.s.t.s', 'muslims'],
    ['G.A.Y.S = D.I.S.E.A.S.E', 'gays'],
    ['m*slims r filth', 'muslims'],
    ['kill all the b*ers', 'boers'],
  ] as const) {
    it(`reads "${text}" with "${word}"`, () => {
      const r = respelled(text);
      expect(r.before).not.toContain(word);
      expect(r.words).toContain(word);
    });
  }

  for (const text of [
    "I'm a grown man",
    'All yall wanna b famous',
    'Only 8 ? Just call me',
    'm_u_s_l_i_m_s out',
    'S O S',
    'R S V P by Friday',
    'Sh*t happens',
  ]) {
    it(`leaves: ${text}`, () => {
      const r = respelled(text);
      expect(r.words).toEqual(r.before);
    });
  }

  // Each of these was ALLOWED before decision 0957.
  for (const text of [
    'gayz shud b st0ned',
    'f0reigners mst go or die',
    'l e s b i a n s   a r e   s i c k',
    'm.u.s.l.i.m.s  a.r.e  t.e.r.r.o.r.i.s.t.s',
    'm*slims r filth',
  ]) {
    it(`blocks: ${text}`, () => {
      expect(service.classify(text).verdict).toBe('BLOCKED');
    });
  }

  for (const text of ['U mst come 2 my party on Sat', 'I will b there at 8', 'Sh*t, I missed the bus']) {
    it(`still allows: ${text}`, () => {
      expect(service.classify(text).verdict).toBe('ALLOWED');
    });
  }
});

describe('misspelt group words and missing spaces (decision 0966)', () => {
  for (const [text, word] of [
    ['I hate balck people.', 'black'],
    ['womn are disgusting.', 'women'],
    ['Death to all Muslmis.', 'muslims'],
    ['Death to all immigrnats.', 'imigrants'],
    ['Muslims aredisgusting.', 'disgusting'],
    ['I want to killall Muslims.', 'kil'],
    ['All Muslims shouldbe killed.', 'be'],
  ] as const) {
    it(`reads "${text}" with "${word}" and blocks it`, () => {
      const r = respelled(text);
      expect(r.before).not.toContain(word);
      expect(r.words).toContain(word);
      expect(service.classify(text).verdict).toBe('BLOCKED');
    });
  }

  for (const text of [
    'My therapist moved my appointment to Friday',
    'The Nigerian embassy opens at 9 on weekdays',
    'These meetings are bores, honestly',
    'Put it at the back, people are queueing',
    'Hi Jose, your parcel is ready for collection',
    // A misspelt group word is read as an evasion only beside hostility.
    'Asains had to take the Wu Tang Clan, the draft was for us',
  ]) {
    it(`leaves real words as they are: ${text}`, () => {
      const r = respelled(text);
      expect(r.words).toEqual(r.before);
      expect(service.classify(text).verdict).toBe('ALLOWED');
    });
  }
});
