import { culturalRequestEntity } from '../entities/cultural-request.js';
import { entitySet } from '../entity-set.js';

/** Cultural requests (festivals and temples are a data file shipped with the handlers). */
export const cultureData = entitySet({ culturalRequests: culturalRequestEntity });
