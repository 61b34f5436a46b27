import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GlobalSearchAnswer, KindSearchAnswer } from '@club/shared';
import { routeQueryOptions } from '../../../lib/api-client';

/** GET /api/search: each kind's best few hits for `q`, grouped by kind. */
export const globalSearchQueryOptions = (q: string) => routeQueryOptions('searchAll', { query: { q } });

/** The route answers one kind's page when asked a kind, and the groups when not (as here). */
const isGrouped = (answer: GlobalSearchAnswer | KindSearchAnswer): answer is GlobalSearchAnswer => 'groups' in answer;
const groupsOnly = (answer: GlobalSearchAnswer | KindSearchAnswer): GlobalSearchAnswer => (isGrouped(answer) ? answer : { groups: [] });

/** The global search for `q` (nothing is asked for an empty text); the previous groups stay while the next text loads. */
export const useGlobalSearch = (q: string) =>
  useQuery({ ...globalSearchQueryOptions(q), enabled: q.length > 0, placeholderData: keepPreviousData, select: groupsOnly });
