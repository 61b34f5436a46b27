import { indexDeltaEntity } from './entities/index-delta.js';
import { entitySet } from '../../platform/db/entity-set.js';

/** Search data: the index deltas (the snapshots are objects of the search bucket). */
export const searchData = entitySet({ indexDeltas: indexDeltaEntity });
