/**
 * Required literals of a phrase pattern, read from its source (the dialect of phrase-patterns.ts): a list of
 * clauses, each a list of letter strings, such that every text the pattern matches holds, for every clause, at least
 * one of its strings, stretched letters squeezed. A pattern whose clauses are not all met cannot match, and its
 * regular expression need not run: a conservative prefilter that changes speed, never a verdict.
 *
 * Why squeezed substrings are sound: on the canonical text each letter of a source matches a run of that letter, so a
 * stretch of text matched by the letters "kill you" squeezes to "kil you"; and squeezing a text keeps the squeezed
 * form of each of its stretches as a substring (neighbouring equal letters merge into a letter the stretch also has).
 * Glued text has no spaces (the glued regular expression drops them), so its literals are read with spaces removed.
 *
 * The reading is deliberately cautious: anything but a plain letter, digit or space (a class, "\\w", "\\b", ".",
 * a gap "~N ", a look-around, "^") ends a literal; an optional or repeated part adds nothing; an alternation adds one
 * clause only when each of its branches requires something, made of one clause of each branch.
 */
import { squeeze } from './normalise';

type Node =
  | { kind: 'char'; ch: string }
  | { kind: 'break' }
  | { kind: 'seq'; items: Node[] }
  | { kind: 'alt'; branches: Node[] }
  | { kind: 'opt'; node: Node }
  | { kind: 'req'; node: Node };

/** Parses the dialect into the little it takes to find required literals. */
function parse(source: string): Node {
  let i = 0;
  const alternation = (): Node => {
    const branches: Node[] = [sequence()];
    while (source[i] === '|') {
      i++;
      branches.push(sequence());
    }
    return branches.length === 1 ? branches[0]! : { kind: 'alt', branches };
  };
  const sequence = (): Node => {
    const items: Node[] = [];
    while (i < source.length && source[i] !== '|' && source[i] !== ')') items.push(quantified(atom()));
    return { kind: 'seq', items };
  };
  const atom = (): Node => {
    const ch = source[i]!;
    if (ch === '(') {
      i++;
      let lookaround = false;
      if (source[i] === '?') {
        // (?: groups; (?= (?! (?<= (?<! look-arounds, which require nothing of the text they stand in.
        lookaround = source[i + 1] !== ':';
        i += source[i + 1] === '<' ? 3 : 2;
      }
      const inner = alternation();
      if (source[i] !== ')') throw new Error(`unbalanced pattern source: ${source}`);
      i++;
      return lookaround ? { kind: 'break' } : inner;
    }
    if (ch === '[') {
      while (i < source.length && source[i] !== ']') i += source[i] === '\\' ? 2 : 1;
      i++;
      return { kind: 'break' };
    }
    if (ch === '\\') {
      i += 2;
      return { kind: 'break' };
    }
    if (ch === '~' && /[0-9]/.test(source[i + 1] ?? '')) {
      i += 3; // "~N ": the gap takes its space
      return { kind: 'break' };
    }
    i++;
    return /[a-z0-9 ]/.test(ch) ? { kind: 'char', ch } : { kind: 'break' };
  };
  const quantified = (node: Node): Node => {
    const q = source[i];
    if (q === '?' || q === '*') {
      i++;
      if (source[i] === '?') i++;
      return { kind: 'opt', node };
    }
    if (q === '+') {
      i++;
      if (source[i] === '?') i++;
      return { kind: 'req', node };
    }
    if (q === '{') {
      const close = source.indexOf('}', i);
      const least = Number(source.slice(i + 1, close).split(',')[0]);
      i = close + 1;
      if (source[i] === '?') i++;
      return least >= 1 ? { kind: 'req', node } : { kind: 'opt', node };
    }
    return node;
  };
  const node = alternation();
  if (i !== source.length) throw new Error(`unbalanced pattern source: ${source}`);
  return node;
}

/** Clauses (see the module comment) of a parsed source; `glued` drops spaces from literals. */
function clauses(node: Node, glued: boolean): string[][] {
  switch (node.kind) {
    case 'char':
      return glued && node.ch === ' ' ? [] : [[node.ch]];
    case 'break':
    case 'opt':
      return [];
    case 'req':
      return clauses(node.node, glued);
    case 'alt': {
      const picked: string[] = [];
      const branches = node.branches.map((branch) => clauses(branch, glued));
      for (const own of branches) {
        if (own.length === 0) return [];
        // The clause whose shortest string is longest is the most telling one to keep of the branch (the first such).
        let best = own[0]!;
        let score = shortest(best);
        for (let k = 1; k < own.length; k++) {
          const other = shortest(own[k]!);
          if (other > score) {
            best = own[k]!;
            score = other;
          }
        }
        for (const s of best) if (!picked.includes(s)) picked.push(s);
      }
      // A clause that every branch requires (the same strings: a group of words each branch names) is required of
      // the alternation too, and tells more than the union of one clause per branch.
      const common = branches[0]!.filter(
        (clause) =>
          !sameStrings(clause, picked) && branches.every((own) => own.some((other) => sameStrings(clause, other))),
      );
      return [picked, ...common];
    }
    case 'seq': {
      const out: string[][] = [];
      let run = '';
      const flush = (): void => {
        if (run !== '') out.push([run]);
        run = '';
      };
      for (const item of node.items) {
        if (item.kind === 'char') {
          if (!(glued && item.ch === ' ')) run += item.ch;
          continue;
        }
        flush();
        out.push(...clauses(item, glued));
      }
      flush();
      return out;
    }
  }
}

function sameStrings(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((s) => b.includes(s));
}

/**
 * How telling a clause is: the length of its shortest string, a string that is a common word of ordinary SMS counting
 * as empty (a clause holding "and" or "until" is met by most messages, so it spares no expression). Only which sound
 * clause an alternation keeps depends on this, never whether the clauses are required.
 */
function shortest(clause: readonly string[]): number {
  let fewest = Number.POSITIVE_INFINITY;
  for (const s of clause) {
    const word = s.trim();
    fewest = Math.min(fewest, COMMON_WORDS.has(word) ? 0 : word.length);
  }
  return fewest;
}

/** Common words of ordinary SMS, as a source spells them (see shortest). */
const COMMON_WORDS = new Set(
  'a an and are at be for get go i in in the is it me my of on so the til till to u until untill we with you your'.split(
    ' ',
  ),
);

/** Required literals of a pattern source, squeezed, for the word text and for glued text. */
export interface RequiredLiterals {
  words: string[][];
  glued: string[][];
}

/** Squeezed, without duplicates, without clauses that every text meets (a lone space). */
function tidy(list: string[][]): string[][] {
  return list
    .map((clause) => [...new Set(clause.map(squeeze))])
    .filter((clause) => !clause.some((s) => s.trim() === ''));
}

export function requiredLiterals(source: string): RequiredLiterals {
  const node = parse(source);
  return { words: tidy(clauses(node, false)), glued: tidy(clauses(node, true)) };
}

/** True when `squeezedText` holds, for every clause, one of its strings. */
export function meetsLiterals(list: readonly (readonly string[])[], squeezedText: string): boolean {
  for (const clause of list) {
    let met = false;
    for (const s of clause) {
      if (squeezedText.includes(s)) {
        met = true;
        break;
      }
    }
    if (!met) return false;
  }
  return true;
}

/**
 * The same clauses, quicker to check and met by exactly the same texts: in each clause a string that holds another
 * string of the clause is dropped (whatever holds it holds the shorter one), and the clauses are put in order of
 * fewest strings first, so that a text lacking a rare literal is refused after a scan or two. Checking clauses in
 * another order changes no answer: all must be met.
 */
function quickLiterals(list: readonly (readonly string[])[]): string[][] {
  const out = list.map((clause) => {
    const unique = [...new Set(clause)];
    return unique.filter((s) => !unique.some((t) => t !== s && s.includes(t)));
  });
  return out
    .map((clause, k) => ({ clause, k }))
    .sort((a, b) => a.clause.length - b.clause.length || a.k - b.k)
    .map(({ clause }) => clause);
}

/**
 * The quick clauses (quickLiterals) as the prefilter checks them: a clause of one string stays that string, a clause
 * of several becomes one regular expression with its strings as alternatives, which finds any of them in one scan of
 * the text instead of one scan per string (the strings hold only letters, digits and spaces: nothing to escape).
 * Met by exactly the texts that meet the clauses (meetsLiterals).
 */
export function compileLiterals(list: readonly (readonly string[])[]): (string | RegExp)[] {
  return quickLiterals(list).map((clause) => {
    if (clause.length === 1) return clause[0]!;
    if (clause.length === 0) return /(?!)/;
    for (const s of clause) if (!/^[a-z0-9 ]+$/.test(s)) throw new Error(`unexpected pattern literal: ${s}`);
    return new RegExp(clause.join('|'));
  });
}

/** True when `squeezedText` meets every clause of compileLiterals(). */
export function meetsCompiledLiterals(clauses: readonly (string | RegExp)[], squeezedText: string): boolean {
  for (let k = 0; k < clauses.length; k++) {
    const clause = clauses[k]!;
    if (typeof clause === 'string' ? !squeezedText.includes(clause) : !clause.test(squeezedText)) return false;
  }
  return true;
}

/**
 * The word clauses of many patterns, checked together: every string of every clause goes into one Aho-Corasick
 * automaton over the strings' characters, which reads a message's squeezed words once and marks the strings it
 * holds; a clause is then met when one of its strings was marked (worked out once per message, when first asked).
 * Met by exactly the texts that meet the clauses (a string is found at every place it occurs, as `includes` finds it),
 * so the prefilter decides as before; the cost is one table step per character of the message, against one scan of
 * it per clause. The transition table is filled as the messages need it (a cell once), so that building the automaton
 * costs little at a cold start: the trie's edges and each state's failure state, in order of depth.
 */
export class LiteralClauses {
  /** state * width + column -> the next state + 1, or 0 when not yet worked out (see step). */
  private readonly table: Uint16Array | Int32Array;
  private readonly width: number;
  /** Character code (ASCII) -> column, or -1 for a character no string holds (the reading starts over). */
  private readonly column = new Int8Array(128).fill(-1);
  /** Per state: the state of the longest proper suffix of its text that is a state too (the root's is the root). */
  private readonly fail: Int32Array;
  /** Per state: itself when it ends a string, else the nearest state on its failure chain that does, else -1. */
  private readonly out: Int32Array;
  /** Per state ending a string: the next state on its failure chain ending one, or -1. */
  private readonly nextOut: Int32Array;
  /** Per state ending a string: the string's number. */
  private readonly literal: Int32Array;
  /** Per clause: the numbers of its strings. */
  private readonly clauses: Int32Array[] = [];
  /** Per item: its clauses. */
  private readonly items: Int32Array[];
  /** A string was found in the current text when its entry equals the current stamp. */
  private readonly found: Int32Array;
  /** A clause was worked out for the current text when its entry equals the stamp; `met` holds the answer. */
  private readonly asked: Int32Array;
  private readonly met: Uint8Array;
  private stamp = 0;
  /**
   * Per string: the bit of its column when it is one character long, else 0. Such a string ("i", "a", "s": in most
   * texts, at many places) is found by the characters the text holds (`held`), not reported where it occurs.
   */
  private readonly single: Int32Array;
  /** The columns of the characters of the text last read, a bit each (used only when there are at most 31). */
  private held = 0;

  /** `lists[i]`: the clauses of item i (requiredLiterals(source).words of pattern i). */
  constructor(lists: readonly (readonly (readonly string[])[])[]) {
    const ids = new Map<string, number>();
    this.items = [];
    for (const list of lists) {
      const item = new Int32Array(list.length);
      for (let k = 0; k < list.length; k++) {
        const clause = list[k]!;
        const literals: number[] = [];
        for (const s of clause) {
          let id = ids.get(s);
          if (id === undefined) {
            id = ids.size;
            ids.set(s, id);
          }
          if (!literals.includes(id)) literals.push(id);
        }
        item[k] = this.clauses.length;
        this.clauses.push(Int32Array.from(literals));
      }
      this.items.push(item);
    }
    this.asked = new Int32Array(this.clauses.length);
    this.met = new Uint8Array(this.clauses.length);
    this.found = new Int32Array(ids.size);
    let chars = 1;
    let width = 0;
    for (const s of ids.keys()) {
      if (s === '') throw new Error('empty pattern literal');
      chars += s.length;
      for (let k = 0; k < s.length; k++) {
        const c = s.charCodeAt(k);
        if (c >= 128) throw new Error(`unexpected pattern literal: ${s}`);
        if (this.column[c] === -1) this.column[c] = width++;
      }
    }
    this.width = width;
    this.single = new Int32Array(ids.size);
    if (width <= 31)
      for (const [s, id] of ids) if (s.length === 1) this.single[id] = 1 << this.column[s.charCodeAt(0)]!;
    // The trie: each state's parent, the column of its edge from there, and its depth.
    const table = chars < 0xffff ? new Uint16Array(chars * width) : new Int32Array(chars * width);
    const literal = new Int32Array(chars).fill(-1);
    const parent = new Int32Array(chars);
    const edge = new Int32Array(chars);
    const depth = new Int32Array(chars);
    let states = 1;
    for (const [s, id] of ids) {
      let state = 0;
      for (let k = 0; k < s.length; k++) {
        const col = this.column[s.charCodeAt(k)]!;
        const at = state * width + col;
        if (table[at] === 0) {
          parent[states] = state;
          edge[states] = col;
          depth[states] = k + 1;
          table[at] = ++states;
        }
        state = table[at]! - 1;
      }
      literal[state] = id;
    }
    this.table = table;
    this.literal = literal;
    // Failure states and string endings, shallower states first (a failure state is shallower than its state).
    let deepest = 0;
    for (let k = 1; k < states; k++) if (depth[k]! > deepest) deepest = depth[k]!;
    const first = new Int32Array(deepest + 2);
    for (let k = 1; k < states; k++) first[depth[k]! + 1]!++;
    for (let d = 1; d <= deepest + 1; d++) first[d]! += first[d - 1]!;
    const byDepth = new Int32Array(states - 1);
    for (let k = 1; k < states; k++) byDepth[first[depth[k]!]!++] = k;
    this.fail = new Int32Array(states);
    this.out = new Int32Array(states).fill(-1);
    this.nextOut = new Int32Array(states).fill(-1);
    for (const s of byDepth) {
      const f = parent[s] === 0 ? 0 : this.step(this.fail[parent[s]!]!, edge[s]!);
      this.fail[s] = f;
      // A one-character string is not reported (see `single`).
      const ends = literal[s] !== -1 && this.single[literal[s]!] === 0;
      this.out[s] = ends ? s : this.out[f]!;
      if (ends) this.nextOut[s] = this.out[f]!;
    }
  }

  /** The state after reading column `col` in `state`: the trie's edge, else the failure state's step (filled in). */
  private step(state: number, col: number): number {
    const at = state * this.width + col;
    const known = this.table[at]!;
    if (known !== 0) return known - 1;
    const next = state === 0 ? 0 : this.step(this.fail[state]!, col);
    this.table[at] = next + 1;
    return next;
  }

  /** Reads a text, given as its words (joined by single spaces); meets() then answers for this text. */
  read(words: readonly string[]): void {
    if (this.stamp === 0x7fffffff) {
      this.found.fill(0);
      this.asked.fill(0);
      this.stamp = 0;
    }
    const now = ++this.stamp;
    const { table, width, column, out } = this;
    const space = column[32]!;
    let state = 0;
    let held = 0;
    for (let w = 0; w < words.length; w++) {
      if (w > 0) {
        if (space === -1) state = 0;
        else {
          held |= 1 << space;
          const known = table[state * width + space]!;
          state = known !== 0 ? known - 1 : this.step(state, space);
        }
        if (out[state] !== -1) this.report(out[state]!, now);
      }
      const word = words[w]!;
      for (let k = 0; k < word.length; k++) {
        const c = word.charCodeAt(k);
        const col = c < 128 ? column[c]! : -1;
        if (col === -1) {
          state = 0;
          continue;
        }
        held |= 1 << col;
        const known = table[state * width + col]!;
        state = known !== 0 ? known - 1 : this.step(state, col);
        if (out[state] !== -1) this.report(out[state]!, now);
      }
    }
    this.held = held;
  }

  /** Marks the strings ending at `state` (and along its failure chain) as found. */
  private report(state: number, now: number): void {
    for (let s = state; s !== -1; s = this.nextOut[s]!) this.found[this.literal[s]!] = now;
  }

  /** Whether the text last read meets every clause of item i. */
  meets(i: number): boolean {
    const clauses = this.items[i]!;
    for (let k = 0; k < clauses.length; k++) if (!this.clauseMet(clauses[k]!)) return false;
    return true;
  }

  private clauseMet(c: number): boolean {
    const now = this.stamp;
    if (this.asked[c] === now) return this.met[c] === 1;
    const literals = this.clauses[c]!;
    let met = 0;
    for (let k = 0; k < literals.length; k++) {
      const literal = literals[k]!;
      if (this.found[literal] === now || (this.single[literal]! & this.held) !== 0) {
        met = 1;
        break;
      }
    }
    this.asked[c] = now;
    this.met[c] = met;
    return met === 1;
  }
}
