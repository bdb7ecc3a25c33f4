/** The shape of one phrase pattern (the data is in phrase-patterns.ts and threat-patterns.ts). */
import type { HighCategory } from './lexicon';

export interface PhrasePattern {
  id: string;
  category: HighCategory;
  /** Reason shown to the sender's account owner; never quotes the message. */
  label: string;
  source: string;
  /**
   * Words one of which every match contains, when the words of the source would be poor triggers
   * (look-aheads and optional parts name common words: "for", "at", "see"). Without triggers or
   * stems, every source word not in patterns.ts's NOT_TRIGGERS is a trigger.
   */
  triggers?: readonly string[];
  /**
   * A second set of words, one of which every match also contains: a pattern that needs a context
   * word and a violent one ("police" ... "you will regret") is tried only when both occur.
   */
  requires?: readonly string[];
  /**
   * Letter sequences found inside words, one of which every match contains (stretched letters
   * squeezed). For languages that build a threat into one word (isiZulu "ngi-zo-ku-bulala", I will
   * kill you); a pattern with stems or triggers is tried only when one of them occurs.
   */
  stems?: readonly string[];
  /** Language of the pattern when not English: af, zu, xh, st (for the evasion report). */
  language?: 'af' | 'zu' | 'xh' | 'st';
}
