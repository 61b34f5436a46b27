import { SEARCH_KIND_LABELS, type GlobalSearchAnswer, type SearchHit, type SearchKind } from '@club/shared';
import { kindSearchUrl } from '../kind-pages';

/** One choice of the global search's list: a hit, or a kind's "See all n …". */
export type GlobalOption = { key: string; href: string } & ({ type: 'hit'; hit: SearchHit } | { type: 'all'; kind: SearchKind; total: number });

export interface GlobalGroup {
  kind: SearchKind;
  label: string;
  options: GlobalOption[];
}

/** The answer's groups as list options, each group's hits then its "See all" when the kind has more than it shows. */
export function globalGroups(answer: GlobalSearchAnswer | undefined, q: string): GlobalGroup[] {
  return (answer?.groups ?? [])
    .filter((group) => group.hits.length)
    .map((group) => {
      const hits: GlobalOption[] = group.hits.map((hit) => ({ key: `${group.kind}:${hit.id}`, href: hit.href, type: 'hit', hit }));
      const more: GlobalOption[] =
        group.total > group.hits.length
          ? [{ key: `${group.kind}:all`, href: kindSearchUrl(group.kind, q), type: 'all', kind: group.kind, total: group.total }]
          : [];
      return { kind: group.kind, label: SEARCH_KIND_LABELS[group.kind], options: [...hits, ...more] };
    });
}

/** "See all 42 members": the kind's label in lower case (Forum posts → forum posts). */
export const seeAllText = (kind: SearchKind, total: number) => `See all ${total.toLocaleString()} ${SEARCH_KIND_LABELS[kind].toLowerCase()}`;
