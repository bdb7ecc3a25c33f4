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
        // The clause whose shortest string is longest is the most telling one to keep of the branch.
        const best = own.reduce((a, b) => (shortest(b) > shortest(a) ? b : a));
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

function shortest(clause: readonly string[]): number {
  return Math.min(...clause.map((s) => s.trim().length));
}

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
