import { NETWORK_LIMITS } from '@club/shared';
import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** GET /api/smart-nudges: active nudges, highest priority first; the strip reads the first 3. */
export const smartNudgesQueryOptions = () => listQueryOptions('listSmartNudges', { query: { limit: NETWORK_LIMITS.nudgesShown } });
export const useSmartNudges = () => usePagedList(smartNudgesQueryOptions());
