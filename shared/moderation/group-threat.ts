/**
 * Which messages the group threat model reads (decision 0983): those that name a group as written, by an English
 * word. The group threat model is a correction of the threat model, trained on such messages only (the spent blind
 * batches' English calls to violence against groups among them), so that what it learns of calls against groups
 * reaches no message that names no group, and no group named by an Afrikaans, isiZulu, isiXhosa or Sesotho word.
 * (Language identification would add its tables, 14 KB, to the send bundle; the group word says enough.)
 */
import { groupNamedExactly } from './group-statement';
import { wordSet } from './normalise';

/**
 * Group words of the grammar's lists (group-words.ts) that are not English, or are also ordinary words of another
 * language ("boere", Afrikaans farmers; "vrou", a wife): a group named only by one of them is not read.
 */
const NOT_ENGLISH = wordSet(
  `makwerekwere amakwerekwere kwerekweres buitelanders vreemdelinge abokufika abafokazi abaphambukeli amasomali
   amazimbabwe bajaki bafaladi masomali mazimbabwe nigeriers zimbabwiers somaliers swartes swartmense abamnyama boere
   abelungu witmense indiers amandiya kleurlinge amazulu amaxhosa amampondo bapedi vhavenda amandebele batswana jode
   amajuda amasulumane mamoseleme christene amakholwa izitabane vroue basadi abesifazane gestremdes gestremde vrou`,
);

/**
 * The group whose naming makes the group threat model read a message (it names a group as written, by an English
 * word), or undefined: the model does not read it. `words` as threatWords() gives them.
 */
export function groupThreatGate(words: readonly string[]): string | undefined {
  return groupNamedExactly(words, NOT_ENGLISH);
}

/** The log-odds of a probability, bounded where a probability rounds to 0 or 1. */
export function logOdds(p: number): number {
  return Math.max(-40, Math.min(40, Math.log(p / (1 - p))));
}
