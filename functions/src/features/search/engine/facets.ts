import { SEARCH_LIMITS } from '@club/shared/search/constants';
import type { FacetValue } from '@club/shared/api/search';

/**
 * Facet values as numbers: each distinct (facet, value) gets one, each
 * document keeps the numbers of its values, and a search counts them in a
 * typed array instead of maps of strings.
 */
export class FacetTable {
  /** Per value number: its facet (place in `names`), its text and its display label (a company's name). */
  private readonly facetOf: number[] = [];
  private readonly valueOf: string[] = [];
  private readonly labelOf: (string | undefined)[] = [];
  private readonly numbers = new Map<string, number>();
  private start: Uint32Array = new Uint32Array(0);
  private count: Uint8Array = new Uint8Array(0);
  private list: Uint32Array = new Uint32Array(0);
  private listLength = 0;

  constructor(readonly names: readonly string[]) {}

  /** A document's values per facet (in `names` order), with the label of a facet holding one value. */
  set(doc: number, values: readonly (readonly string[])[], labels: readonly (string | undefined)[]): void {
    const numbers: number[] = [];
    values.forEach((facetValues, facet) => {
      for (const value of facetValues) {
        const key = `${facet}\u0000${value}`;
        let number = this.numbers.get(key);
        if (number === undefined) {
          number = this.valueOf.length;
          this.numbers.set(key, number);
          this.facetOf.push(facet);
          this.valueOf.push(value);
          this.labelOf.push(undefined);
        }
        // The newest document's label: a renamed company shows its new name.
        if (facetValues.length === 1 && labels[facet] !== undefined) this.labelOf[number] = labels[facet];
        if (!numbers.includes(number)) numbers.push(number);
      }
    });
    this.start = grow32(this.start, doc + 1);
    this.count = grow8(this.count, doc + 1);
    this.list = grow32(this.list, this.listLength + numbers.length);
    this.start[doc] = this.listLength;
    this.count[doc] = Math.min(numbers.length, 255);
    for (const number of numbers.slice(0, 255)) this.list[this.listLength++] = number;
  }

  private has(doc: number, number: number): boolean {
    const end = this.start[doc]! + this.count[doc]!;
    for (let at = this.start[doc]!; at < end; at++) if (this.list[at] === number) return true;
    return false;
  }

  /**
   * Keeps the candidates that pass every filter, and counts each facet's
   * values over the candidates that pass every OTHER filter: a facet's counts
   * then say what choosing another value of it would find, so the member can
   * switch a facet's value rather than only narrow it. The text always counts.
   * `docs[i]` is the document whose facets candidate i has (a reply has its
   * post's); answers the places of the passing candidates, in order.
   */
  filterAndCount(docs: ArrayLike<number>, filters: Record<string, string | undefined>): { passing: Int32Array; facets: Record<string, FacetValue[]> } {
    const active: [facet: number, number: number][] = [];
    this.names.forEach((name, facet) => {
      const value = filters[name];
      // A value no document holds: nothing passes, and the facet's own counts still show.
      if (value !== undefined && value !== '') active.push([facet, this.numbers.get(`${facet}\u0000${value}`) ?? -1]);
    });
    const counts: Int32Array = new Int32Array(this.valueOf.length);
    const counted: number[] = [];
    const add = (doc: number, onlyFacet: number) => {
      const end = this.start[doc]! + this.count[doc]!;
      for (let at = this.start[doc]!; at < end; at++) {
        const number = this.list[at]!;
        if (onlyFacet >= 0 && this.facetOf[number] !== onlyFacet) continue;
        if (counts[number]!++ === 0) counted.push(number);
      }
    };
    const passing = new Int32Array(docs.length);
    let passed = 0;
    for (let place = 0; place < docs.length; place++) {
      const doc = docs[place]!;
      let failed = -1;
      let failures = 0;
      for (const [facet, number] of active) {
        if (number >= 0 && this.has(doc, number)) continue;
        failed = facet;
        if (++failures > 1) break;
      }
      if (failures === 0) {
        passing[passed++] = place;
        add(doc, -1);
      } else if (failures === 1) add(doc, failed);
    }
    const byFacet: number[][] = this.names.map(() => []);
    for (const number of counted) byFacet[this.facetOf[number]!]!.push(number);
    const facets: Record<string, FacetValue[]> = {};
    this.names.forEach((name, facet) => {
      facets[name] = byFacet[facet]!.sort(
        (a, b) => counts[b]! - counts[a]! || (this.valueOf[a]! < this.valueOf[b]! ? -1 : this.valueOf[a]! > this.valueOf[b]! ? 1 : 0),
      )
        .slice(0, SEARCH_LIMITS.facetValues)
        .map((number) => {
          const label = this.labelOf[number];
          const value = this.valueOf[number]!;
          return label === undefined ? { value, count: counts[number]! } : { value, label, count: counts[number]! };
        });
    });
    return { passing: passing.subarray(0, passed), facets };
  }
}

function grow32(array: Uint32Array, needed: number): Uint32Array {
  return needed <= array.length ? array : copyInto(new Uint32Array(Math.max(needed, array.length * 2, 16)), array);
}

function grow8(array: Uint8Array, needed: number): Uint8Array {
  if (needed <= array.length) return array;
  const bigger: Uint8Array = new Uint8Array(Math.max(needed, array.length * 2, 16));
  bigger.set(array);
  return bigger;
}

function copyInto(target: Uint32Array, source: Uint32Array): Uint32Array {
  target.set(source);
  return target;
}
