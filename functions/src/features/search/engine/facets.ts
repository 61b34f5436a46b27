import { SEARCH_LIMITS } from '@club/shared/search/constants';
import type { FacetValue } from '@club/shared/api/search';
import type { Candidate, Entry } from './indexes.js';

/**
 * Keeps the candidates that pass every filter, and counts each facet's
 * values over the candidates that pass every OTHER filter: a facet's counts
 * then say what choosing another value of it would find, so the member can
 * switch a facet's value rather than only narrow it. The text always counts.
 */
export function filterAndCount(
  candidates: readonly Candidate[],
  names: readonly string[],
  filters: Record<string, string | undefined>,
): { passing: Candidate[]; facets: Record<string, FacetValue[]> } {
  // Facets by their position in `names`, as entries hold them.
  const active = names.flatMap((name, at) => {
    const value = filters[name];
    return value === undefined || value === '' ? [] : [[at, value] as const];
  });
  const counts = names.map(() => new Map<string, number>());
  const labels = names.map(() => new Map<string, string>());
  const count = (from: Entry, at: number) => {
    const values = from.facets[at]!;
    const byValue = counts[at]!;
    for (const value of values) byValue.set(value, (byValue.get(value) ?? 0) + 1);
    const label = from.labels[at];
    if (label !== undefined && values.length === 1 && !labels[at]!.has(values[0]!)) labels[at]!.set(values[0]!, label);
  };
  const passing: Candidate[] = [];
  for (const candidate of candidates) {
    const { facets } = candidate.facetsFrom;
    let failed = -1;
    let failures = 0;
    for (const [at, value] of active) {
      if (facets[at]!.includes(value)) continue;
      failed = at;
      if (++failures > 1) break;
    }
    if (failures === 0) {
      passing.push(candidate);
      for (let at = 0; at < names.length; at++) count(candidate.facetsFrom, at);
    } else if (failures === 1) count(candidate.facetsFrom, failed);
  }
  const facets: Record<string, FacetValue[]> = {};
  names.forEach((name, at) => {
    facets[name] = [...counts[at]!]
      .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0))
      .slice(0, SEARCH_LIMITS.facetValues)
      .map(([value, n]) => {
        const label = labels[at]!.get(value);
        return label === undefined ? { value, count: n } : { value, label, count: n };
      });
  });
  return { passing, facets };
}
