/**
 * The index's numbers, in typed arrays: each document has a dense number
 * (given in arrival order; a replaced document gets a new one, so its old
 * number simply stops being alive), its terms (term number · 32 + the mask
 * of the fields holding it) and each field's length in words. Postings
 * (term → documents, each with the same field mask) are built in one pass
 * from the documents' terms, and documents added later go to a small
 * overflow per term; numbers only grow, so every posting list stays in
 * document order.
 */

/** Fields per index: at most 5, so a mask fits below 32 beside the number (arithmetic, not bit shifts: numbers pass 2³¹). */
export const MAX_FIELDS = 5;
/** BM25's saturation and length normalisation; a word counts once per field. */
const K1 = 1.2;
const B = 0.7;

function grown<T extends Uint32Array | Uint16Array | Uint8Array | Int32Array>(array: T, needed: number, make: (size: number) => T): T {
  if (needed <= array.length) return array;
  const bigger = make(Math.max(needed, array.length * 2, 16));
  bigger.set(array);
  return bigger;
}

export interface StoreArrays {
  /** Per document, how many terms it holds. */
  termCounts: Uint32Array;
  /** Every document's terms in turn (term · 32 + field mask). */
  terms: Uint32Array;
  /** Per document, each field's length in words. */
  fieldLengths: Uint16Array;
}

export class Store {
  readonly fields: number;
  readonly boosts: Float64Array;
  /** Documents numbered so far (alive or not). */
  count = 0;
  alive: Uint8Array = new Uint8Array(0);
  private termStart: Uint32Array = new Uint32Array(0);
  private termCount: Uint32Array = new Uint32Array(0);
  private forward: Uint32Array = new Uint32Array(0);
  private forwardLength = 0;
  private fieldLength: Uint16Array = new Uint16Array(0);
  /** Per term, the alive documents holding it (what idf counts). */
  private frequency: Int32Array = new Int32Array(0);
  private lengthSums: Float64Array;
  private aliveCount = 0;
  /** Postings built by seal(): term t's are base[baseStart[t]..baseStart[t+1]). */
  private baseStart: Uint32Array = new Uint32Array(1);
  private base: Uint32Array = new Uint32Array(0);
  /** Postings of documents added since seal(), by term. */
  private overflow = new Map<number, number[]>();
  private sealed = false;

  constructor(boosts: readonly number[]) {
    if (boosts.length > MAX_FIELDS) throw new Error(`an index searches at most ${MAX_FIELDS} fields`);
    this.fields = boosts.length;
    this.boosts = Float64Array.from(boosts);
    this.lengthSums = new Float64Array(this.fields);
  }

  get documents(): number {
    return this.aliveCount;
  }

  /** Adds a document: its terms with their field masks, and each field's length. */
  add(terms: ReadonlyMap<number, number>, lengths: readonly number[]): number {
    const doc = this.count++;
    this.alive = grown(this.alive, this.count, (n) => new Uint8Array(n));
    this.termStart = grown(this.termStart, this.count, (n) => new Uint32Array(n));
    this.termCount = grown(this.termCount, this.count, (n) => new Uint32Array(n));
    this.fieldLength = grown(this.fieldLength, this.count * this.fields, (n) => new Uint16Array(n));
    this.forward = grown(this.forward, this.forwardLength + terms.size, (n) => new Uint32Array(n));
    this.alive[doc] = 1;
    this.aliveCount++;
    this.termStart[doc] = this.forwardLength;
    this.termCount[doc] = terms.size;
    for (const [term, mask] of terms) {
      this.forward[this.forwardLength++] = term * 32 + mask;
      this.frequency = grown(this.frequency, term + 1, (n) => new Int32Array(n));
      this.frequency[term]!++;
      if (this.sealed) {
        const list = this.overflow.get(term);
        if (list) list.push(doc * 32 + mask);
        else this.overflow.set(term, [doc * 32 + mask]);
      }
    }
    for (let field = 0; field < this.fields; field++) {
      const length = Math.min(lengths[field] ?? 0, 0xffff);
      this.fieldLength[doc * this.fields + field] = length;
      this.lengthSums[field]! += length;
    }
    return doc;
  }

  /** Removes a document: it stops matching and counting; its postings stay until the next seal. */
  remove(doc: number): void {
    if (!this.alive[doc]) return;
    this.alive[doc] = 0;
    this.aliveCount--;
    this.forEachTerm(doc, (term) => this.frequency[term]!--);
    for (let field = 0; field < this.fields; field++) this.lengthSums[field]! -= this.fieldLength[doc * this.fields + field]!;
  }

  /** Builds the postings from every alive document's terms (a counting sort by term). */
  seal(terms: number): void {
    const starts: Uint32Array = new Uint32Array(terms + 1);
    for (let doc = 0; doc < this.count; doc++) if (this.alive[doc]) this.forEachTerm(doc, (term) => starts[term + 1]!++);
    for (let term = 0; term < terms; term++) starts[term + 1]! += starts[term]!;
    const base: Uint32Array = new Uint32Array(starts[terms]!);
    const next = starts.slice(0, terms);
    for (let doc = 0; doc < this.count; doc++) {
      if (this.alive[doc]) this.forEachTerm(doc, (term, mask) => (base[next[term]!++] = doc * 32 + mask));
    }
    this.baseStart = starts;
    this.base = base;
    this.overflow.clear();
    this.sealed = true;
  }

  /** Calls `visit` with each document (alive) holding `term`, in document order, and its field mask. */
  postings(term: number, visit: (doc: number, mask: number) => void): void {
    if (term + 1 < this.baseStart.length) {
      const end = this.baseStart[term + 1]!;
      for (let at = this.baseStart[term]!; at < end; at++) {
        const entry = this.base[at]!;
        const doc = Math.floor(entry / 32);
        if (this.alive[doc]) visit(doc, entry % 32);
      }
    }
    const more = this.overflow.get(term);
    if (more) for (const entry of more) if (this.alive[Math.floor(entry / 32)]) visit(Math.floor(entry / 32), entry % 32);
  }

  /** How many documents hold the term (alive ones: what relevance counts). */
  frequencyOf(term: number): number {
    return this.frequency[term] ?? 0;
  }

  /** What walking the term's postings costs (dead documents included). */
  postingLength(term: number): number {
    const base = term + 1 < this.baseStart.length ? this.baseStart[term + 1]! - this.baseStart[term]! : 0;
    return base + (this.overflow.get(term)?.length ?? 0);
  }

  /** Average terms per alive document: what checking a candidate's own terms costs. */
  termsPerDocument(): number {
    return this.aliveCount ? this.forwardLength / this.count : 0;
  }

  forEachTerm(doc: number, visit: (term: number, mask: number) => void): void {
    const end = this.termStart[doc]! + this.termCount[doc]!;
    for (let at = this.termStart[doc]!; at < end; at++) visit(Math.floor(this.forward[at]! / 32), this.forward[at]! % 32);
  }

  /** Inverse document frequency: rare terms weigh more. */
  idf(term: number): number {
    const holding = this.frequencyOf(term);
    return Math.log(1 + (this.aliveCount - holding + 0.5) / (holding + 0.5));
  }

  /** A term's weight in a document for the fields of `mask`: each field's boost, less for a field longer than its average. */
  fieldScore(doc: number, mask: number): number {
    let score = 0;
    for (let field = 0; field < this.fields; field++) {
      if (!(mask & (1 << field))) continue;
      const average = this.lengthSums[field]! / Math.max(1, this.aliveCount) || 1;
      const length = this.fieldLength[doc * this.fields + field]!;
      score += (this.boosts[field]! * (K1 + 1)) / (1 + K1 * (1 - B + (B * length) / average));
    }
    return score;
  }

  /** The alive documents' arrays in order, their terms renumbered by `renumber` (what a snapshot stores). */
  toArrays(docs: readonly number[], renumber: (term: number) => number): StoreArrays {
    const termCounts: Uint32Array = new Uint32Array(docs.length);
    let total = 0;
    docs.forEach((doc, at) => {
      termCounts[at] = this.termCount[doc]!;
      total += this.termCount[doc]!;
    });
    const terms: Uint32Array = new Uint32Array(total);
    const fieldLengths: Uint16Array = new Uint16Array(docs.length * this.fields);
    let at = 0;
    docs.forEach((doc, place) => {
      this.forEachTerm(doc, (term, mask) => (terms[at++] = renumber(term) * 32 + mask));
      fieldLengths.set(this.fieldLength.subarray(doc * this.fields, (doc + 1) * this.fields), place * this.fields);
    });
    return { termCounts, terms, fieldLengths };
  }

  /** A store of a snapshot's arrays, numbered 0… in order, then sealed. */
  static fromArrays(boosts: readonly number[], arrays: StoreArrays, termTotal: number): Store {
    const store = new Store(boosts);
    const count = arrays.termCounts.length;
    store.count = count;
    store.aliveCount = count;
    store.alive = new Uint8Array(count).fill(1);
    store.termCount = arrays.termCounts;
    store.termStart = new Uint32Array(count);
    let start = 0;
    for (let doc = 0; doc < count; doc++) {
      store.termStart[doc] = start;
      start += arrays.termCounts[doc]!;
    }
    if (start !== arrays.terms.length) throw new Error('the snapshot’s term counts do not add up');
    store.forward = arrays.terms;
    store.forwardLength = start;
    store.fieldLength = arrays.fieldLengths;
    store.frequency = new Int32Array(termTotal);
    for (let at = 0; at < start; at++) {
      const term = Math.floor(arrays.terms[at]! / 32);
      if (term >= termTotal) throw new Error('the snapshot names a term it does not hold');
      store.frequency[term]!++;
    }
    for (let doc = 0; doc < count; doc++) {
      for (let field = 0; field < store.fields; field++) store.lengthSums[field]! += arrays.fieldLengths[doc * store.fields + field] ?? 0;
    }
    store.seal(termTotal);
    return store;
  }
}
