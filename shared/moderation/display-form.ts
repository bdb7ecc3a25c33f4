/**
 * Moderation of the text as a phone displays it (contract Part 3). Bidirectional controls reorder what the reader
 * sees without changing the characters stored: `U+202E` (right-to-left override) followed by a slur spelt backwards
 * shows the slur, while the text itself only holds the reversed letters. `displayForm` computes the visual order with
 * the explicit part of the Unicode Bidirectional Algorithm (embeddings, overrides and isolates, levels, rule L2
 * reordering) on a left-to-right paragraph, with letters of right-to-left scripts as strong R and every other letter
 * and digit as strong L; neutrals take their embedding's level. That is what matters for disguise: an override turns
 * every character it covers into one direction, whatever it is. The controls themselves are invisible and dropped.
 */
import type { ModerationResult, ModerationService } from './types';

const LRE = 0x202a;
const RLE = 0x202b;
const PDF = 0x202c;
const LRO = 0x202d;
const RLO = 0x202e;
const LRI = 0x2066;
const RLI = 0x2067;
const FSI = 0x2068;
const PDI = 0x2069;
const LRM = 0x200e;
const RLM = 0x200f;
const ALM = 0x061c;
/** The Unicode Bidirectional Algorithm's limit on explicit embedding depth. */
const MAX_DEPTH = 125;

const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
const RTL_LETTER = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const LTR_STRONG = /[\p{L}\p{Nd}]/u;

type Direction = 'L' | 'R';

/** Whether the text holds anything that reorders what is displayed. */
function reordersOnDisplay(text: string): boolean {
  return BIDI_CONTROL.test(text) || RTL_LETTER.test(text);
}

const nextOdd = (level: number) => (level + 1) | 1;
const nextEven = (level: number) => (level + 2) & ~1;

/** The level a character of `direction` takes in an embedding at `level` (rules I1 and I2). */
function resolvedLevel(level: number, direction: Direction): number {
  const odd = level % 2 === 1;
  if (direction === 'R') return odd ? level : level + 1;
  return odd ? level + 1 : level;
}

/** One paragraph in visual order, left to right. */
function displayParagraph(paragraph: string): string {
  const stack: { level: number; override?: Direction }[] = [{ level: 0 }];
  const chars: string[] = [];
  const embedding: number[] = [];
  const directions: (Direction | undefined)[] = [];
  for (const ch of paragraph) {
    const cp = ch.codePointAt(0)!;
    const top = stack[stack.length - 1]!;
    if (cp === RLO || cp === RLE || cp === RLI || cp === LRO || cp === LRE || cp === LRI || cp === FSI) {
      const rtl = cp === RLO || cp === RLE || cp === RLI;
      const level = rtl ? nextOdd(top.level) : nextEven(top.level);
      const override: Direction | undefined = cp === RLO ? 'R' : cp === LRO ? 'L' : undefined;
      // Past the maximum depth an initiator is ignored, but its terminator still pops (harmless at the bottom).
      stack.push(level <= MAX_DEPTH ? { level, ...(override ? { override } : {}) } : top);
      continue;
    }
    if (cp === PDF || cp === PDI) {
      if (stack.length > 1) stack.pop();
      continue;
    }
    if (cp === LRM || cp === RLM || cp === ALM) continue;
    chars.push(ch);
    embedding.push(top.level);
    directions.push(top.override ?? (RTL_LETTER.test(ch) ? 'R' : LTR_STRONG.test(ch) ? 'L' : undefined));
  }
  // Rules N1 and N2: neutrals between two strong characters of one direction (within one embedding level, its edges
  // counting as the embedding's direction) take that direction; any other neutral takes the embedding's.
  const levels = chars.map((_, i) => {
    const level = embedding[i]!;
    const own = directions[i];
    if (own) return resolvedLevel(level, own);
    const edge: Direction = level % 2 === 1 ? 'R' : 'L';
    const strong = (from: number, step: number): Direction => {
      for (let j = from; j >= 0 && j < chars.length && embedding[j] === level; j += step) {
        if (directions[j]) return directions[j]!;
      }
      return edge;
    };
    const before = strong(i - 1, -1);
    return resolvedLevel(level, before === strong(i + 1, 1) ? before : edge);
  });
  // Rule L2: from the highest level down to the lowest odd one, reverse every run at that level or higher.
  const highest = Math.max(0, ...levels);
  const lowestOdd = Math.min(...levels.filter((l) => l % 2 === 1), highest + 1);
  for (let k = highest; k >= lowestOdd && k > 0; k--) {
    let i = 0;
    while (i < chars.length) {
      if (levels[i]! < k) {
        i += 1;
        continue;
      }
      let j = i;
      while (j < chars.length && levels[j]! >= k) j += 1;
      chars.splice(i, j - i, ...chars.slice(i, j).reverse());
      levels.splice(i, j - i, ...levels.slice(i, j).reverse());
      i = j;
    }
  }
  return chars.join('');
}

/** The text in the order a phone shows it, paragraph by paragraph, without the invisible bidirectional controls. */
export function displayForm(text: string): string {
  if (!reordersOnDisplay(text)) return text;
  return text
    .split(/(\r\n|\r|\n)/)
    .map((part, i) => (i % 2 === 1 ? part : displayParagraph(part)))
    .join('');
}

const RANK: Record<ModerationResult['verdict'], number> = { ALLOWED: 0, FLAGGED: 1, BLOCKED: 2 };

/**
 * Moderates text as displayed as well as as stored, and keeps the stricter verdict: a slur disguised by a
 * right-to-left override is blocked, and one hidden from the screen but present in the text (and so in every copy
 * of it) is not let through either. Text that nothing reorders is moderated once, as it is.
 */
export class DisplayFormModeration implements ModerationService {
  constructor(readonly inner: ModerationService) {}

  async moderate(text: string): Promise<ModerationResult> {
    const shown = displayForm(text);
    if (shown === text) return this.inner.moderate(text);
    const [asShown, asStored] = await Promise.all([this.inner.moderate(shown), this.inner.moderate(text)]);
    return RANK[asStored.verdict] > RANK[asShown.verdict] ? asStored : asShown;
  }
}
