/**
 * Statements about a group in isiZulu, isiXhosa and Sesotho (shared/moderation/group-statement-bantu.ts, decision
 * 0916): behaviour only — which calls and dehumanisations are read, which look-alikes are not, and the classifier's
 * reason. Accuracy is measured by `npm run eval:moderation` and the blind batches. The sentences are written for this
 * test (not by a first-language speaker; they follow the grammar the reader looks for).
 */
import { describe, expect, it } from 'vitest';
import { createEmbeddedModerationService } from '../../../shared/moderation/embedded-classifier';
import { groupStatement } from '../../../shared/moderation/group-statement';
import { analyse } from '../../../shared/moderation/normalise';
import { canonicalText } from '../../../shared/moderation/patterns';

const read = (text: string) => groupStatement(canonicalText(analyse(text)).words);

describe('calls and dehumanisation in isiZulu, isiXhosa and Sesotho', () => {
  for (const [text, kind, group] of [
    // A modal and a violent or expelling verb.
    ['amaPakistani kufanele adutshulwe wonke', 'violence', 'foreigners'],
    ['abelungu kumele baxoshwe emapulazini', 'expulsion', 'white people'],
    ['amaJuda kufuneka abethwe', 'violence', 'Jews'],
    ['maZimbabwe a lokela ho lelekwa motseng', 'expulsion', 'foreigners'],
    // A hortative verb; a Sesotho concord and subjunctive.
    ['amaTshayina mawatshiswe kunye neevenkile zawo', 'violence', 'Chinese people'],
    ['basotho ba bolawe kaofela', 'violence', 'Sotho people'],
    // The group called an animal, a pest or a disease.
    ['amaNigeria ayizinyoka', 'dehumanisation', 'foreigners'],
    ['mabhulu ke dintja', 'dehumanisation', 'white people'],
    ['izitabane ziyisifo', 'dehumanisation', 'gay people'],
    // Decision 0918: stated hatred in the first person, a plural imperative, more prefixes, stems and animals.
    ['ngiyawazonda amaNdiya', 'hatred', 'Indian people'],
    ['amaXhosa ndiyawacaphukela', 'hatred', 'Xhosa people'],
    ['re hloile batho ba basweu ba mapolasi', 'hatred', 'white people'],
    ['bulalani amaSomali', 'violence', 'foreigners'],
    ['abaseZimbabwe mabaxoshwe', 'expulsion', 'foreigners'],
    ['abasetyhini ziinkawu', 'dehumanisation', 'women'],
    ['maChaena ke ditoeba', 'dehumanisation', 'Chinese people'],
    ['amaBhunu bayizingulube', 'dehumanisation', 'white people'],
    // Derogation: a copula on a noun of people ("are thieves / liars / lazy ones"), no sense, a burden, untrustworthy.
    ['amaZimbabwe onke angamasela', 'derogation', 'foreigners'],
    ['abeSuthu bangamavila', 'derogation', 'Sotho people'],
    ['mabhulu ke masholu', 'derogation', 'white people'],
    ['abafazi abanangqondo', 'derogation', 'women'],
    ['amaSomali awathembeki', 'derogation', 'foreigners'],
    ['abakhubazekile bangumthwalo', 'derogation', 'disabled people'],
  ] as const) {
    it(`${kind}: ${text}`, () => {
      expect(read(text)).toEqual({ kind, group });
    });
  }

  for (const text of [
    // Negated, or reported.
    'amaNigeria akufanele abethwe, bangabantu njengathi',
    'ha ba a lokela ho bolawa, ke batho',
    'pina e reng mabhulu a bolawe ha e amohelehe',
    'abantu abathi amaJuda ayizinja kufanele baphoxeke',
    // A report of what was done ("were burnt"), not a call.
    'mabenkele a bajaki a tjhesitswe maobane',
    // Ordinary sentences with the same words.
    'amaZulu kufanele afike ngo-10 emhlanganweni',
    'basotho ba tla bina kerekeng ka Sontaha',
    'izinja zami zidla kakhulu, kufanele ngithenge ukudla',
    'umfazi wami uthi kufanele sihambe ekuseni',
    'amaXhosa ahlala kule ndawo kusukela kudala',
    'zinjalo izinto, siyabonga',
    // Negated hatred, or hatred of something else; an imperative that is not violent.
    'angibazondi abamhlophe, bangabangane bami',
    'ha ke hloye makgowa',
    'ngiyakuzonda ukuvuka ekuseni',
    'hambani amaZulu, sizobonana kusasa',
    // Negated, reported, or the same words of something else.
    'thina bantu abakhubazekileyo asingomthwalo',
    'o kgaotse ho re maXhosa ke masholu, ha se nnete',
    'izinkomo zisela amanzi emfuleni',
  ]) {
    it(`reads no hostile statement: ${text}`, () => {
      expect(read(text)).toBeUndefined();
    });
  }

  it('blocks a call as HATE_SPEECH and names the group, not the words', () => {
    const result = createEmbeddedModerationService().classify('amaSomali kufanele axoshwe ngoMgqibelo');
    expect(result.verdict).toBe('BLOCKED');
    expect(result.categories[0]?.category).toBe('HATE_SPEECH');
    expect(result.reason).toContain('calling for the expulsion of a group: foreigners');
    expect(result.reason).not.toContain('axoshwe');
  });
});
