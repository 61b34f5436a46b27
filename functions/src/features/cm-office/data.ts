import { cmContentEntity } from './entities/cm-content.js';
import { cmRequestEntity } from './entities/cm-request.js';
import { cmSlotEntity } from './entities/cm-slot.js';
import { entitySet } from '../../platform/db/entity-set.js';

/** Meet The CM: requests, published slots and the dashboard content. */
export const cmOfficeData = entitySet({ cmRequests: cmRequestEntity, cmSlots: cmSlotEntity, cmContent: cmContentEntity });
