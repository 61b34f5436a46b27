/**
 * The index's words (terms), each with a dense number: looked up exactly by
 * a map, by prefix through a sorted order (binary search for where the
 * prefix starts, then forward while terms still begin with it), and by typo
 * through the terms' letter pairs (a word within k edits of another shares
 * all but 2k of its letter pairs), each candidate confirmed by a bounded
 * edit distance.
 */
export class Dictionary {
  /** Terms by number, in the order they arrived. */
  readonly terms: string[] = [];
  private readonly numbers = new Map<string, number>();
  /** Term numbers in the terms' code-unit order. */
  private readonly sorted: number[] = [];
  /** Letter pair → numbers of the terms holding it; built on the first typo search, then kept up to date. */
  private pairs: Map<string, number[]> | undefined;

  /** A dictionary of terms already in sorted order (a snapshot's): their numbers are their places. */
  static ofSorted(terms: readonly string[]): Dictionary {
    const dictionary = new Dictionary();
    for (const term of terms) {
      dictionary.numbers.set(term, dictionary.terms.length);
      dictionary.sorted.push(dictionary.terms.length);
      dictionary.terms.push(term);
    }
    return dictionary;
  }

  get size(): number {
    return this.terms.length;
  }

  find(term: string): number | undefined {
    return this.numbers.get(term);
  }

  /** The term's number, adding it when new. */
  intern(term: string): number {
    const known = this.numbers.get(term);
    if (known !== undefined) return known;
    const number = this.terms.length;
    this.terms.push(term);
    this.numbers.set(term, number);
    this.sorted.splice(this.lowerBound(term), 0, number);
    if (this.pairs) addPairs(this.pairs, term, number);
    return number;
  }

  /** The terms in sorted order (what a snapshot stores). */
  inOrder(): number[] {
    return [...this.sorted];
  }

  /** Numbers of the terms that start with `prefix` and are longer than it. */
  withPrefix(prefix: string): number[] {
    const found: number[] = [];
    for (let at = this.lowerBound(prefix); at < this.sorted.length; at++) {
      const number = this.sorted[at]!;
      const term = this.terms[number]!;
      if (!term.startsWith(prefix)) break;
      if (term.length > prefix.length) found.push(number);
    }
    return found;
  }

  /** Terms within `max` edits of `word` (itself excluded), with their distance. */
  near(word: string, max: number): { number: number; distance: number }[] {
    if (max <= 0) return [];
    const found: { number: number; distance: number }[] = [];
    // Each edit removes at most two of the word's distinct pairs.
    const wordPairs = new Set(pairsOf(word));
    const needed = wordPairs.size - 2 * max;
    const check = (number: number) => {
      const term = this.terms[number]!;
      if (term === word || Math.abs(term.length - word.length) > max) return;
      const distance = editDistance(word, term, max);
      if (distance <= max) found.push({ number, distance });
    };
    if (needed <= 0) {
      // Too short for the pairs to narrow anything: every term is a candidate.
      for (let number = 0; number < this.terms.length; number++) check(number);
      return found;
    }
    this.pairs ??= pairIndex(this.terms);
    const shared = new Map<number, number>();
    for (const pair of wordPairs) {
      for (const number of this.pairs.get(pair) ?? []) shared.set(number, (shared.get(number) ?? 0) + 1);
    }
    for (const [number, count] of shared) if (count >= needed) check(number);
    return found;
  }

  private lowerBound(term: string): number {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.terms[this.sorted[middle]!]! < term) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

/** A word's letter pairs, with its edges marked so the first and last letters count too. */
function pairsOf(word: string): string[] {
  const padded = `\u0002${word}\u0003`;
  const pairs: string[] = [];
  for (let at = 0; at + 1 < padded.length; at++) pairs.push(padded.slice(at, at + 2));
  return pairs;
}

function addPairs(index: Map<string, number[]>, term: string, number: number): void {
  for (const pair of new Set(pairsOf(term))) {
    const list = index.get(pair);
    if (list) list.push(number);
    else index.set(pair, [number]);
  }
}

function pairIndex(terms: readonly string[]): Map<string, number[]> {
  const index = new Map<string, number[]>();
  terms.forEach((term, number) => addPairs(index, term, number));
  return index;
}

/**
 * Levenshtein distance (insert, delete or replace one letter), given up as
 * soon as it must exceed `max` (answering max + 1): one row of the table at
 * a time, and only the band of width 2·max around its diagonal.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const over = max + 1;
  let previous = new Array<number>(b.length + 1);
  let current = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) previous[j] = j <= max ? j : over;
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - max);
    const to = Math.min(b.length, i + max);
    current[0] = i <= max ? i : over;
    if (from > 1) current[from - 1] = over;
    let best = current[0]!;
    for (let j = from; j <= to; j++) {
      const replace = previous[j - 1]! + (a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1);
      const value = Math.min(replace, previous[j]! + 1, current[j - 1]! + 1, over);
      current[j] = value;
      if (value < best) best = value;
    }
    if (to < b.length) current[to + 1] = over;
    if (best > max) return over;
    [previous, current] = [current, previous];
  }
  return Math.min(previous[b.length]!, over);
}
