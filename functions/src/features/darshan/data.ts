import { darshanPlanEntity } from './entities/darshan-plan.js';
import { entitySet } from '../../platform/db/entity-set.js';

/** Darshan plans (submitting one also writes a concierge ticket: see conciergeData). */
export const darshanData = entitySet({ darshanPlans: darshanPlanEntity });
