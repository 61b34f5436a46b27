import type { FacetValue } from '@club/shared/api/search';
import { forumTitles } from '../forums/index.js';

/** How long a function trusts the forum titles it read: forums are few and rarely renamed. */
const TITLES_FOR_MS = 10 * 60_000;

let titles: { read: number; byId: Map<string, string> } | undefined;

/** The forum facet's values with their forums' titles (read once per function and kept a while, so a warm search reads nothing more). */
export async function labelForums(values: FacetValue[] | undefined, now = Date.now()): Promise<FacetValue[] | undefined> {
  if (!values?.length) return values;
  const missing = values.some((value) => !titles?.byId.has(value.value));
  if (!titles || now - titles.read > TITLES_FOR_MS || missing) {
    const byId = await forumTitles(values.map((value) => value.value));
    titles = { read: now, byId: new Map([...(titles?.byId ?? []), ...byId]) };
  }
  return values.map((value) => {
    const label = titles!.byId.get(value.value);
    return label ? { ...value, label } : value;
  });
}
