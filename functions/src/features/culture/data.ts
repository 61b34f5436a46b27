import { culturalRequestEntity } from './entities/cultural-request.js';
import { festivalConfirmationEntity } from './entities/festival-confirmation.js';
import { entitySet } from '../../platform/db/entity-set.js';

/** Cultural requests and the festival dates staff confirmed (festivals themselves are computed, temples a data file). */
export const cultureData = entitySet({ culturalRequests: culturalRequestEntity, festivalConfirmations: festivalConfirmationEntity });
