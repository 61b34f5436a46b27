import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** GET /api/network/third-degree: members three steps away with their paths. */
export const thirdDegreeQueryOptions = () => listQueryOptions('listThirdDegree');
export const useThirdDegree = () => usePagedList(thirdDegreeQueryOptions());
