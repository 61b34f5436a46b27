import { SEARCH_LIMITS } from '@club/shared/search/constants';
import type { FacetValue } from '@club/shared/api/search';
import type { Entry } from './indexes.js';

/** A document the text matched, with the document whose facets it has (a reply has its post's). */
export interface Candidate {
  entry: Entry;
  facetsFrom: Entry;
  /** The index terms the text matched in it (for highlights). */
  terms: readonly string[];
}

/**
 * Keeps the candidates that pass every filter, and counts each facet's
 * values over the candidates that pass every OTHER filter: a facet's counts
 * then say what choosing another value of it would find, so the member can
 * switch a facet's value rather than only narrow it. The text always counts.
 */
export function filterAndCount(
  candidates: Iterable<Candidate>,
  names: readonly string[],
  filters: Record<string, string | undefined>,
): { passing: Candidate[]; facets: Record<string, FacetValue[]> } {
  const active = names.flatMap((name) => {
    const value = filters[name];
    return value === undefined || value === '' ? [] : [[name, value] as const];
  });
  const counts = new Map<string, Map<string, number>>(names.map((name) => [name, new Map()]));
  const labels = new Map<string, Map<string, string>>(names.map((name) => [name, new Map()]));
  const count = (from: Entry, name: string) => {
    const values = from.facets[name];
    if (!values) return;
    const byValue = counts.get(name)!;
    for (const value of values) byValue.set(value, (byValue.get(value) ?? 0) + 1);
    const label = from.labels[name];
    if (label !== undefined && values[0] !== undefined) {
      const byValueLabel = labels.get(name)!;
      if (!byValueLabel.has(values[0])) byValueLabel.set(values[0], label);
    }
  };
  const passing: Candidate[] = [];
  for (const candidate of candidates) {
    const { facets } = candidate.facetsFrom;
    let failed: string | undefined;
    let failures = 0;
    for (const [name, value] of active) {
      if (facets[name]?.includes(value)) continue;
      failed = name;
      if (++failures > 1) break;
    }
    if (failures === 0) {
      passing.push(candidate);
      for (const name of names) count(candidate.facetsFrom, name);
    } else if (failures === 1) count(candidate.facetsFrom, failed!);
  }
  const facets: Record<string, FacetValue[]> = {};
  for (const name of names) {
    facets[name] = [...counts.get(name)!]
      .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0))
      .slice(0, SEARCH_LIMITS.facetValues)
      .map(([value, n]) => {
        const label = labels.get(name)!.get(value);
        return label === undefined ? { value, count: n } : { value, label, count: n };
      });
  }
  return { passing, facets };
}
