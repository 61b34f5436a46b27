import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** GET /api/network/second-degree: members two steps away, most mutual connections first. */
export const secondDegreeQueryOptions = () => listQueryOptions('listSecondDegree');
export const useSecondDegree = (enabled = true) => usePagedList(secondDegreeQueryOptions(), { enabled });
