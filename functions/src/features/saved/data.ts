import { savedItemEntity } from './entities/saved-item.js';
import { entitySet } from '../../platform/db/entity-set.js';

/** A member's saved posts and jobs. */
export const savedData = entitySet({ savedItems: savedItemEntity });
