import { dataRequestEntity, exportGuardEntity } from './entities/data-request.js';
import { entitySet } from '../../platform/db/entity-set.js';

/** Privacy data: members' export and erasure requests, and the once-a-day export guard. */
export const privacyData = entitySet({ dataRequests: dataRequestEntity, exportGuards: exportGuardEntity });
