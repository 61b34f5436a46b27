import { counterEntity } from './entities/counter.js';
import { entitySet } from '../../platform/db/entity-set.js';

/** The counters every counted write bumps in its own transaction. */
export const counterData = entitySet({ counters: counterEntity });
