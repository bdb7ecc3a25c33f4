/**
 * The embedded moderation classifier: a slur lexicon and threat/dehumanisation patterns for the
 * HIGH categories, a hashed logistic-regression reader of threats the patterns do not spell out
 * (asked about every message no threat pattern names), and a hashed logistic-regression model for SPAM. Runs in-process with no network
 * and no file access (the weights are bundled), and gives the same answer for the same text.
 *
 * Combination rule: any HIGH category raised -> BLOCKED (severity HIGH); otherwise SPAM raised ->
 * FLAGGED (severity LOW); otherwise ALLOWED. Profanity on its own raises nothing.
 */

import {
  condemnsQuoted,
  deniesTheClaim,
  isCounterSpeech,
  isNegatedStatement,
  isNewsOfViolence,
  isReportedTitle,
  isSupportiveStatement,
  judgesSpeech,
  remembersAtrocity,
} from './counter-speech';
import {
  anyBearsOnGroups,
  defendsGroup,
  type GroupStatement,
  type GroupStatementKind,
  groupStatement,
  speaksAsMember,
} from './group-statement';
import { namedGroup } from './group-terms';
import { groupThreatGate, logOdds } from './group-threat';
import { PACKED_HATE_MODEL } from './hate-model/hate-weights';
import { isHomonymInContext } from './homonyms';
import { withoutIdioms } from './idioms';
import { excusesThreatVerdict, frustratedWithAThing, isInnocentSetting, namesAButcher } from './innocent-setting';
import type { HighCategory } from './lexicon';
import { findLexiconHits, type LexiconHit } from './lexicon-matcher';
import { maskedExcerpt, maskWord, type Span, truncate } from './mask';
import { PACKED_SPAM_MODEL } from './model/spam-weights';
import { type Analysed, analyse, idsCurrent, originalRange } from './normalise';
import { type CanonicalText, canonicalText, findPatternHits } from './patterns';
import { looksLikePhishing } from './phishing';
import type { PhrasePattern } from './phrase-pattern';
import { respell } from './respell';
import { isSelfReference } from './self-reference';
import { type SpamModelData, SpamScorer } from './spam-model';
import { type PackedThreatModel, type ThreatModelData, ThreatScorer } from './threat-model';
import { PACKED_GROUP_THREAT_MODEL } from './threat-model/group-threat-weights';
import { PACKED_THREAT_MODEL } from './threat-model/threat-weights';
import type { CategoryScore, ModerationCategory, ModerationResult, ModerationService } from './types';

/** Confidence given to one lexicon hit and to one pattern hit; several hits compound. */
const LEXICON_HIT_SCORE = 0.95;
const PATTERN_HIT_SCORE = 0.9;

const SLUR_LABEL: Record<HighCategory, string> = {
  RACISM: 'racist slur',
  HATE_SPEECH: 'hateful slur',
  ABUSE: 'abusive term',
};

export interface EmbeddedModerationOptions {
  /** Spam weights to use instead of the bundled ones (the evaluation passes cross-validation folds). */
  spamModel?: SpamModelData;
  /** Threat weights to use instead of the bundled ones (likewise). */
  threatModel?: ThreatModelData | PackedThreatModel;
  /** Hate weights to use instead of the bundled ones (likewise; same features and hash size as the threat model). */
  hateModel?: ThreatModelData | PackedThreatModel;
  /**
   * Group threat weights to use instead of the bundled ones (likewise; same features and hash size), or null for none:
   * a correction of the threat model for English messages that name a group (decision 0983).
   */
  groupThreatModel?: ThreatModelData | PackedThreatModel | null;
}

/** Reason labels of phrase patterns that already name violence; with one, the threat model is not asked. */
const THREAT_LABEL = /threat|intimidation|incitement|violence|death|harm/;

/** Whether a phrase pattern names violence, so that its hit stands in for the threat model. */
export function namesThreat(p: PhrasePattern): boolean {
  return THREAT_LABEL.test(p.label);
}

/**
 * The phrase-pattern hits the classifier counts: all of them, except that a message set at a match, a funeral or an
 * initiation that names no reader keeps no threat-pattern hit, so that the threat model decides (decision 0903).
 * `words` are the message's threatWords().
 */
export function countedPatternHits(
  analysed: Analysed,
  canonical: CanonicalText,
  words: readonly string[],
): PhrasePattern[] {
  const hits = findPatternHits(analysed, canonical);
  // Set at a match, a funeral or an initiation, or aimed at the speaker's own thing that fails (decision 0988).
  const innocent = hits.some(namesThreat) && (isInnocentSetting(words) || frustratedWithAThing(words));
  return innocent ? hits.filter((p) => !namesThreat(p)) : hits;
}

/**
 * Phrase patterns about a group (phrase-patterns.ts, and the incitement patterns of threat-patterns.ts): their reason
 * names the group; counter-speech voids them.
 */
const GROUP_PATTERNS = new Set([
  'dehumanising-group',
  'exterminate-group',
  'kill-group',
  'hate-group',
  'expel-group',
  'expel-group-af',
  'expel-group-nguni',
  'violence-group',
  'violence-group-af',
  'violence-group-nguni',
]);

function isGroupPattern(p: PhrasePattern): boolean {
  return GROUP_PATTERNS.has(p.id) || p.label === 'incitement to violence';
}

/** Reason of a statement about a group (group-statement.ts), before the group's name. */
const STATEMENT_LABEL: Record<GroupStatementKind, string> = {
  derogation: 'hateful statement about a group',
  dehumanisation: 'dehumanising a group',
  violence: 'call to violence against a group',
  expulsion: 'calling for the expulsion of a group',
  hatred: 'hostility towards a group',
};

/** The threat model's own label: it recognises a threat without saying which words made it one. */
const MODEL_THREAT_LABEL = 'likely threat of violence';

/** Threat probability above which a hateful message about a group is called a call to violence (reason only). */
const VIOLENT_HATE = 0.5;

/** Moderates SMS text in-process; see the module comment for the rule. */
export class EmbeddedModerationService implements ModerationService {
  private readonly spam: SpamScorer;
  private readonly threat: ThreatScorer;
  private readonly hate: ThreatScorer;
  private readonly groupThreat: ThreatScorer | null;

  constructor(options: EmbeddedModerationOptions = {}) {
    this.spam = new SpamScorer(options.spamModel ?? PACKED_SPAM_MODEL);
    this.threat = new ThreatScorer(options.threatModel ?? PACKED_THREAT_MODEL);
    this.hate = new ThreatScorer(options.hateModel ?? PACKED_HATE_MODEL);
    const group = options.groupThreatModel === undefined ? PACKED_GROUP_THREAT_MODEL : options.groupThreatModel;
    this.groupThreat = group === null ? null : new ThreatScorer(group);
  }

  /** Async form required by ModerationService; the work is synchronous and CPU-only. */
  async moderate(text: string): Promise<ModerationResult> {
    return this.classify(text);
  }

  /** Classifies one message body. */
  classify(text: string): ModerationResult {
    const analysed = analyse(text);
    // A slur the writer says of themselves, or reports being called, is aimed at no one (decision 0911).
    // ... nor a slur in its other sense ("a dyke along the river", "popped out for a fag": decision 0918).
    let lexiconHits = findLexiconHits(analysed).filter(
      (h) =>
        !isSelfReference(analysed.tokens, h.start, h.end) &&
        !isHomonymInContext(analysed.tokens, h.entry.term, h.start, h.end),
    );
    // The text without its quoted passages, read at most once (null: it has none).
    const withoutQuoted = lazyUnquote(text);
    // ... nor a slur only quoted in a message that condemns it ("Die skrywer noem Indiërs 'koelies', walglik").
    if (lexiconHits.length > 0 && slursOnlyQuoted(withoutQuoted())) lexiconHits = [];
    const canonical = canonicalText(analysed);
    let patternHits = countedPatternHits(analysed, canonical, canonical.words);
    // The models, the group readers and the guards read spelling evasions respelled ("i h8 j00s", decision 0956).
    const { words, ids } = respell(canonical.words, canonical.ids, analysed.tokens, analysed.folded);
    // Both models read every message, in one feature pass (decision 0905).
    const [scored, h] = this.threat.scoreWith(words, this.hate, ids);
    // "Hang on", "hang out", "hang in there" are no evidence of a threat: scored again without the idiom (decision
    // 0947), only where the verdict could depend on it.
    const idiomFree = scored >= VIOLENT_HATE ? withoutIdioms(words) : words;
    const general = idiomFree === words ? scored : this.threat.score(idiomFree);
    // An English message that names a group is read by the group threat model too, which corrects the threat model's
    // log-odds (decision 0983): it learnt calls to violence against groups from the spent blind batches.
    // (A message with no word that bears on groups names none: its gate is not read, nor its grammar below.)
    const bears = anyBearsOnGroups(words, ids);
    const gated = this.groupThreat === null || !bears ? undefined : groupThreatGate(idiomFree);
    const correction =
      gated === undefined || this.groupThreat === null
        ? 0
        : this.groupThreat.logOddsByRecords(idiomFree, idiomFree === words ? ids : null);
    const p = gated === undefined ? general : 1 / (1 + Math.exp(-(logOdds(general) + correction)));
    // The threat model's verdict does not count where the message is set apart from violence: a threat aimed only at a
    // thing ("I'm going to kill this printer"), game hunted, good wishes or an offer, a service announced to a
    // customer, a notice of what an unpaid bill withholds, a social visit, pest control, a match (excusesThreatVerdict).
    // ... nor where the writer speaks as a member of the group and says nothing hostile ("Us makwerekwere run the best
    // hair salons in Joburg", decision 0993).
    const threatened =
      p >= this.threat.threshold &&
      !patternHits.some(namesThreat) &&
      !excusesThreatVerdict(words) &&
      !speaksAsMember(words);
    // A negated statement ("I do not hate X", "X are not animals") is not hate: the hate model's verdict alone does
    // not count there; threats and patterns still do.
    // Likewise a supportive statement ("X deserve equal rights", "We stand with X"), and a group word that only says
    // whose butcher's shop it is ("The Muslim butcher is closed for Eid", decision 0951), and an atrocity of history
    // remembered or taught ("The Holocaust museum teaches children what happened to the Jews", decision 0981).
    // ... and a claim denied ("It's a myth that X are car thieves", "Nie alle X is misdadigers nie", decision 1901).
    const hateful =
      h >= this.hate.threshold &&
      !(
        p < VIOLENT_HATE &&
        (isNegatedStatement(words) ||
          deniesTheClaim(words) ||
          isSupportiveStatement(words) ||
          defendsGroup(words) ||
          speaksAsMember(words) ||
          namesAButcher(words) ||
          remembersAtrocity(words))
      );
    // What the message says of a group it names, read as grammar (decision 0912).
    // ... except derogation inside a denial of it ("It's not true that X steal our jobs", decision 0967).
    const read = bears ? groupStatement(words, ids) : undefined;
    const statement = read?.kind === 'derogation' && deniesTheClaim(words) ? undefined : read;
    const aboutGroup = hateful || threatened || statement !== undefined || patternHits.some(isGroupPattern);
    const group = aboutGroup ? (namedGroup(words) ?? statement?.group) : undefined;
    // Quoting or reporting hate to condemn it is not hate: the group patterns and the hate model do not count.
    // ... and so is naming a title or a saying that calls for it ("a book called ...").
    // ... and so is quoting hate and saying what it is ("'X should be killed' is not an opinion, it's hate").
    const counter =
      aboutGroup && (isCounterSpeech(text, words) || isReportedTitle(words) || quotedAndJudged(withoutQuoted()));
    if (counter) patternHits = patternHits.filter((q) => !isGroupPattern(q));
    // News of violence against a group ("Three X were attacked, police said") is not a call to it: the models' group
    // verdict does not count there; the patterns, slurs and threats against a person still do.
    const news = group !== undefined && !counter && isNewsOfViolence(words);

    const high = new Map<HighCategory, number>();
    for (const hit of lexiconHits) raise(high, hit.entry.category, LEXICON_HIT_SCORE);
    for (const q of patternHits) raise(high, q.category, PATTERN_HIT_SCORE);
    const labels = patternHits.map((q) =>
      isGroupPattern(q) && group !== undefined ? `${q.label}: ${group}` : q.label,
    );
    if (statement !== undefined && !counter && !news && !quotedOnly(withoutQuoted())) {
      raise(high, 'HATE_SPEECH', PATTERN_HIT_SCORE);
      labels.push(`${STATEMENT_LABEL[statement.kind]}: ${statement.group}`);
    }
    // The threat model's verdict counts when no threat pattern has already named the message (decision 0902); the
    // hate model's only when the message names a group, which the reason then names, and is not counter-speech.
    if (group !== undefined && !counter && !news && (hateful || threatened)) {
      raise(high, 'HATE_SPEECH', Math.max(threatened ? p : 0, hateful ? h : 0));
      labels.push(
        threatened || p >= VIOLENT_HATE
          ? `call to violence against a group: ${group}`
          : `hateful statement about a group: ${group}`,
      );
    } else if (threatened && group === undefined) {
      // ... named by a word only the grammar's lists hold ("Zimbos"): the group the group threat model read it for.
      raise(high, gated === undefined ? 'ABUSE' : 'HATE_SPEECH', p);
      labels.push(gated === undefined ? MODEL_THREAT_LABEL : `call to violence against a group: ${gated}`);
    }

    // Read only when it reaches the threshold: scoreIfReaching spares most messages the exact score (decision 0929).
    const spamScore = this.spam.scoreIfReaching(text);
    const categories: CategoryScore[] = [];
    for (const [category, score] of high) categories.push({ category, score: round(score) });
    if (spamScore >= this.spam.threshold) categories.push({ category: 'SPAM', score: round(spamScore) });
    // ... or phishing the model misses: a PIN or card details asked for, a link on a scam's favourite domain (0934).
    // (By word ids only while they are current: reading the text without its quotes may have numbered words anew.)
    else if (looksLikePhishing(text, canonical.words, idsCurrent(analysed) ? canonical.ids : null))
      categories.push({ category: 'SPAM', score: round(this.spam.threshold) });
    if (categories.length > 1) categories.sort((a, b) => b.score - a.score || order(a.category) - order(b.category));

    const spans: Span[] = lexiconHits.map((h) => originalRange(analysed, h.start, h.end));
    const excerpt = maskedExcerpt(text, spans);
    if (high.size > 0) {
      return {
        verdict: 'BLOCKED',
        severity: 'HIGH',
        categories,
        reason: highReason(text, lexiconHits, spans, labels),
        excerpt,
      };
    }
    if (categories.length > 0) {
      return {
        verdict: 'FLAGGED',
        severity: 'LOW',
        categories,
        reason: 'Looks like unsolicited bulk SMS (spam).',
        excerpt,
      };
    }
    return { verdict: 'ALLOWED', severity: null, categories, reason: 'Nothing objectionable found.', excerpt };
  }
}

/** Quoted passages: in double quotes, or in single quotes that are not apostrophes. */
const QUOTES = /["“”«»][^"“”«»]*["“”«»]|(?<=^|[\s(])['‘][^'‘’]+['’](?=[\s.,!?;:)]|$)/g;
/** A character every quoted passage starts with: a text without one has none (a quicker scan than QUOTES). */
const QUOTE_OPENING = /["“”«»'‘]/;

/** A message read without its quoted passages: the words left, and what they say of a group. */
interface Unquoted {
  analysed: Analysed;
  canonical: CanonicalText;
  statement: GroupStatement | undefined;
  /** Whether a quoted passage holds more than one word (a single word in quotes is emphasis: decision 0928). */
  quotesPhrase: boolean;
}

/**
 * unquote(text), worked out on the first call and remembered. Returned as an anonymous function: a named closure made
 * for every message costs a name definition per message where the code runs with esbuild's keepNames (tsx).
 */
function lazyUnquote(text: string): () => Unquoted | null {
  let unquoted: Unquoted | null | undefined;
  return () => {
    if (unquoted === undefined) unquoted = unquote(text);
    return unquoted;
  };
}

/** The message without its quoted passages, read as the classifier reads a message; null when it quotes nothing. */
function unquote(text: string): Unquoted | null {
  if (!QUOTE_OPENING.test(text)) return null;
  const passages = text.match(QUOTES);
  if (passages === null) return null;
  const analysed = analyse(text.replace(QUOTES, ' '));
  const canonical = canonicalText(analysed);
  return {
    analysed,
    canonical,
    statement: groupStatement(canonical.words, canonical.ids),
    quotesPhrase: passages.some((q) => /\s/.test(q.trim())),
  };
}

/**
 * Whether the message's statement about a group is all inside quotes ("Saying 'X are scum' is ignorance", 'the "X
 * must go" chants'): quoted, not said. Asked only when a statement was found.
 */
function quotedOnly(unquoted: Unquoted | null): boolean {
  // A single word in quotes is emphasis, not a quotation: 'X need to be "corrected"' (decision 0928).
  return unquoted !== null && unquoted.statement === undefined && unquoted.quotesPhrase;
}

/** Whether the message's slurs are all inside its quotation marks and the rest condemns them (decision 0928). */
function slursOnlyQuoted(unquoted: Unquoted | null): boolean {
  return (
    unquoted !== null && condemnsQuoted(unquoted.canonical.words) && findLexiconHits(unquoted.analysed).length === 0
  );
}

/**
 * Whether the group hate of a message is all inside quotes and the rest of it says what the quotation is ("'X must
 * die' is incitement, report it", "posting 'deport all X' is how it started"): the text without its quoted passages
 * names no hostile statement or group pattern, and speaks of speech (judgesSpeech). Slurs inside quotes still count.
 */
function quotedAndJudged(unquoted: Unquoted | null): boolean {
  return (
    unquoted !== null &&
    judgesSpeech(unquoted.canonical.words) &&
    unquoted.statement === undefined &&
    !findPatternHits(unquoted.analysed, unquoted.canonical).some(isGroupPattern)
  );
}

/** Creates the classifier with the bundled spam weights. */
export function createEmbeddedModerationService(options: EmbeddedModerationOptions = {}): EmbeddedModerationService {
  return new EmbeddedModerationService(options);
}

/** Compounds `score` into the category's confidence: several hits raise it. */
function raise(high: Map<HighCategory, number>, category: HighCategory, score: number): void {
  high.set(category, 1 - (1 - (high.get(category) ?? 0)) * (1 - score));
}

function round(score: number): number {
  return Math.round(score * 1000) / 1000;
}

const CATEGORY_ORDER: readonly ModerationCategory[] = ['RACISM', 'HATE_SPEECH', 'ABUSE', 'SPAM'];

function order(c: ModerationCategory): number {
  return CATEGORY_ORDER.indexOf(c);
}

/** "Contains racist slur (k****r); threat of violence." Words are masked, never quoted. */
function highReason(
  text: string,
  hits: readonly LexiconHit[],
  spans: readonly Span[],
  labels: readonly string[],
): string {
  // Each part once (a handful: a list read, where a set would hash every part built).
  const parts: string[] = [];
  hits.forEach((hit, k) => {
    const masked = maskWord(text.slice(spans[k]!.start, spans[k]!.end));
    const part = `${SLUR_LABEL[hit.entry.category]} (${masked})`;
    if (!parts.includes(part)) parts.push(part);
  });
  for (const label of labels) if (!parts.includes(label)) parts.push(label);
  return truncate(`Blocked: ${parts.join('; ')}.`, 200);
}
